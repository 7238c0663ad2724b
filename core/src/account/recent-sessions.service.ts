import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../clock/clock.port';
import { pageOf, type Page, type PageRequest } from '../shared/paging';
import type { AppAbility } from './abilities';
import { SESSION_REPOSITORY, type SessionRepository } from './session.repository';
import { hashToken } from './session.service';

/** The dashboard's sessions a page shows by default (03 §2: the dashboard's recent logins). */
export const RECENT_SESSIONS_PAGE_SIZE = 10;

/** One row of `get-sessions`: whose session, from where, since when; nothing that could open it. */
export interface RecentSession {
  uid: string;
  username: string;
  ip: string;
  userAgent: string;
  /** When the session started (a renewal starts a new one). */
  gmtCreate: Date;
  /** The caller's own session (the one this request came with). */
  current: boolean;
}

/** Who asks: their uid, their request's ability, and the token they came with. */
export interface SessionViewer {
  uid: string;
  ability: AppAbility;
  token: string | undefined;
}

/** Whether a viewer sees every user's sessions: whoever manages the users (the Users page's ability); others see their own. */
export const seesEveryone = (ability: AppAbility): boolean => ability.can('manage', 'User');

/**
 * The admin dashboard's recent sessions (`POST /api/admin/dashboard/get-sessions`): live sessions,
 * newest first, paged in the database. The super admin, who manages the users, sees everyone's; another
 * admin sees their own (HOJ's call answers the caller's own last login), so an IP address stays with the
 * role that may act on the account (`manage User`, the Users page's ability).
 */
@injectable()
export class RecentSessionsService {
  constructor(
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(viewer: SessionViewer, request: PageRequest): Promise<Page<RecentSession>> {
    const { rows, total } = await this.sessions.listLive(
      { now: this.clock.now(), uid: seesEveryone(viewer.ability) ? undefined : viewer.uid, currentTokenHash: viewer.token ? hashToken(viewer.token) : undefined },
      request,
    );
    const records = rows.map((r) => ({ uid: r.uid, username: r.username, ip: r.ip, userAgent: r.userAgent, gmtCreate: r.createdAt, current: r.current }));
    return pageOf(records, total, request);
  }
}
