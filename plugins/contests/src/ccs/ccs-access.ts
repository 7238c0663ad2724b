import { createHash } from 'node:crypto';
import { Forbidden, inject, injectable, LoginThrottle, NotFound, PASSWORD_HASHER, Unauthorized, USER_REPOSITORY, UserStatus, type PasswordHasher, type ServiceGetter, type SessionUser, type UserRepository } from '@oj/core';
import { ContestAccess } from '../contest-access';
import { contestReadGranted } from '../contest-read-rule';
import { ContestAuth, ContestStatus, ContestType, type Contest } from '../contest.model';
import { contestStatus } from '../contest.rules';

/** A verified HTTP Basic credential is believed this long without checking the password again (tools poll every second). */
export const BASIC_CREDENTIAL_TTL_MS = 60_000;
const KEPT_CREDENTIALS = 1000;

/** What a CCS call knows of its caller and the contest. */
export interface CcsViewer {
  contest: Contest;
  user: SessionUser | undefined;
  /** Contest admin (02 §1): real names, real verdicts under the seal, runs and files. */
  admin: boolean;
}

/**
 * Who reads a contest through the ICPC Contest API (issue 21 item 6), by the site's rules:
 * - credentials: the site's session (cookie or the token in Authorization) or HTTP Basic with a site account
 *   (the ICPC tools' way), checked through the login throttle like a login, without starting a session;
 * - anonymous: only public, visible site contests (no group) with openRank that are not scheduled;
 * - signed in: what get-contest-access grants (contest-read-rule.ts), never while scheduled; contest admins always;
 * - ACM contests only (the API's scoreboard is pass-fail).
 */
@injectable()
export class CcsAccess {
  private readonly believed = new Map<string, { user: SessionUser; until: number }>();

  constructor(
    @inject(ContestAccess) private readonly access: ContestAccess,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  /** The caller: the session's user, else the Basic credential's (a wrong one is 401, never a guest). */
  async caller(sessionUser: SessionUser | undefined, authorization: string | undefined, ip: string, now: number): Promise<SessionUser | undefined> {
    if (sessionUser) return sessionUser;
    if (!authorization?.startsWith('Basic ')) return undefined;
    const key = createHash('sha256').update(authorization).digest('hex');
    const kept = this.believed.get(key);
    if (kept && kept.until > now) return kept.user;
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new Unauthorized('ccs.badCredentials');
    const username = decoded.slice(0, colon).trim();
    const attempt = await this.throttle.admit(username, ip);
    // the slide puzzle cannot be solved by a tool: a guarded account or address waits as the throttle says
    if (attempt.puzzleRequired) {
      await attempt.refused();
      throw new Unauthorized('ccs.badCredentials');
    }
    await attempt.takeTurn();
    const found = await this.users.findByUsername(username);
    if (!found || !(await this.hasher.verify(found.passwordHash, decoded.slice(colon + 1)))) {
      await attempt.failed();
      throw new Unauthorized('ccs.badCredentials');
    }
    await attempt.succeeded();
    if (found.status === UserStatus.DISABLED) throw new Forbidden('account.disabled');
    const user: SessionUser = { uid: found.uid, username: found.username, roles: [...found.roles] };
    if (this.believed.size >= KEPT_CREDENTIALS) this.believed.delete(this.believed.keys().next().value as string);
    this.believed.set(key, { user, until: now + BASIC_CREDENTIAL_TTL_MS });
    return user;
  }

  /** Whether the caller may read the contest now; throws the refusal otherwise. */
  async viewer(cid: number, user: SessionUser | undefined, now: Date, get: ServiceGetter): Promise<CcsViewer> {
    const { contest, admin } = await this.access.visible(cid, user, get);
    if (contest.type !== ContestType.ACM) throw new NotFound('ccs.acmOnly');
    if (admin) return { contest, user, admin };
    if (publicToAnyone(contest, now)) return { contest, user, admin };
    if (!user) throw new Unauthorized('ccs.loginRequired');
    const view = await this.access.contestAccess(contest, user, now, false);
    if (view.status === ContestStatus.SCHEDULED) throw new Forbidden('contest.notStarted');
    if (!contestReadGranted(contest, view)) throw new Forbidden('ccs.noAccess');
    return { contest, user, admin };
  }
}

/** Anonymous callers: public, visible, outside groups, openRank on, not scheduled. */
export function publicToAnyone(contest: Contest, now: Date): boolean {
  return contest.auth === ContestAuth.PUBLIC && contest.visible && contest.gid === null && contest.openRank && contestStatus(contest, now) !== ContestStatus.SCHEDULED;
}
