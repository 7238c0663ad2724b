import { inject, injectable } from 'inversify';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { CachedReads } from '../shared/cached-read';
import type { RoleName } from './roles';
import { USER_REPOSITORY, type UserRepository } from './user.repository';

/** A kept user is read again after this long even without an event (events can be missed while Redis is away). */
export const SESSION_USER_MAX_AGE_MS = 30_000;
/** At most this many users are kept per process; the one used longest ago goes first. */
export const SESSION_USER_KEPT = 10_000;

/** What every signed-in request needs of its user: who, their roles, whether they may sign in, their avatar. */
export interface SessionUserRecord {
  readonly uid: string;
  readonly username: string;
  readonly roles: readonly RoleName[];
  readonly status: number;
  /** FileStore hash of the avatar, or ''. */
  readonly avatar: string;
}

/**
 * The signed-in users of recent requests, kept in memory: every signed-in request (a page or an API
 * call) needs its user's roles and status, and reading them from the database each time was the
 * largest single cost of a signed-in page after the render. Every change of a user's name, roles,
 * status or avatar publishes `account.changed`, which drops that user here in every process at once
 * (a read in flight when it arrives is not kept); a kept user older than SESSION_USER_MAX_AGE_MS is
 * read again regardless.
 */
@injectable()
export class SessionUsers {
  private readonly kept = new CachedReads<string, SessionUserRecord | undefined>((uid) => this.load(uid), SESSION_USER_MAX_AGE_MS, SESSION_USER_KEPT);

  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(EVENT_BUS) events: EventBus,
  ) {
    events.subscribe('account.changed', (e) => this.forget(e.payload.uid));
  }

  /** The user of a session, or undefined when there is no such user (any more). */
  find(uid: string): Promise<SessionUserRecord | undefined> {
    return this.kept.get(uid);
  }

  forget(uid: string): void {
    this.kept.forget(uid);
  }

  private async load(uid: string): Promise<SessionUserRecord | undefined> {
    const user = await this.users.findByUid(uid);
    return user ? Object.freeze({ uid: user.uid, username: user.username, roles: Object.freeze([...user.roles]), status: user.status, avatar: user.avatar }) : undefined;
  }
}
