import { Forbidden, inject, injectable, NotFound, Unauthorized, type ServiceGetter, type SessionUser } from '@oj/core';
import { accountLimitAllows } from './account-limit.rules';
import { ContestAuth, ContestStatus, type Contest, type ContestStatusCode } from './contest.model';
import { contestStatus } from './contest.rules';
import { ContestRegisterRepository } from './contest-register.repository';
import { KeptContests } from './kept-contests';
import { CONTEST_POINTS, contestPoint, type ContestGidScope } from './contest-extension-points';

/** The super admin ('root'). */
export const isSuperAdmin = (user: { roles: readonly string[] } | undefined): boolean => Boolean(user?.roles.includes('root'));

/** Admins and problem admins manage contests (03 §6: the /admin/contest pages); non-root ones only theirs. */
export const managesContests = (user: { roles: readonly string[] } | undefined): boolean => Boolean(user?.roles.some((r) => r === 'root' || r === 'admin' || r === 'problem_admin'));

/** The contest's author (by uid, or by username for rows made before uids) or the super admin: the synchronous part of isContestAdmin. */
export const isAuthorOrRoot = (contest: Pick<Contest, 'author' | 'uid'>, user: { uid: string; username: string; roles: readonly string[] } | undefined): boolean =>
  Boolean(user && (isSuperAdmin(user) || user.uid === contest.uid || user.username === contest.author));

/** What a user may do in a contest now (02 §2–§4). */
export interface ContestAccessView {
  status: ContestStatusCode;
  /** Contest admin (02 §1): author, super admin, or the group's root. */
  admin: boolean;
  registered: boolean;
  /** The details page (overview) shows. */
  see: boolean;
  /** Problems, submissions, rank and announcements open (a private contest needs access; a scheduled one is closed). */
  enter: boolean;
  /** A submission would be accepted now (access, account limit, time; the site switch is checked at submit). */
  submit: boolean;
  /** The account limit lets the user in (true when the contest has none). */
  accountAllowed: boolean;
  /** Why not `enter` / `submit` (message key) when refused. */
  enterRefusal?: string;
  submitRefusal?: string;
}

/** What `enter` answers: the contest's status and whether the user is its admin. */
export type ContestEntry = Pick<ContestAccessView, 'status' | 'admin'>;

/**
 * Contest rules of who sees, enters and submits (contract: `isContestAdmin`, `contestAccess`):
 * - hidden (visible off) and group contests the gid hook does not open: nothing but to contest admins;
 * - auth 0 public: look and submit; 1 private: nothing inside without a registration (password);
 *   2 protected: look, but submitting needs the registration;
 * - scheduled: closed to all but contest admins; ended: no submission unless allowEndSubmit;
 * - openAccountLimit: only the accounts the rule allows register and submit (contest admins always).
 */
@injectable()
export class ContestAccess {
  constructor(
    @inject(KeptContests) private readonly contests: KeptContests,
    @inject(ContestRegisterRepository) private readonly registers: ContestRegisterRepository,
  ) {}

  /**
   * Contest admin (02 §1): the author or a super admin of a site contest; of a group contest (gid) a super admin
   * or whom the groups plugin names (the group root, or a group admin who created it): the author alone is not
   * enough once they left the group, and without a filler only super admins administer group contests.
   */
  async isContestAdmin(contest: Contest, user: SessionUser | undefined, get?: ServiceGetter): Promise<boolean> {
    if (!user) return false;
    if (isSuperAdmin(user)) return true;
    if (contest.gid === null) return isAuthorOrRoot(contest, user);
    if (!get) return false;
    for (const scope of contestPoint<ContestGidScope>(get, CONTEST_POINTS.gidScope)?.list() ?? []) {
      if (await scope.isAdmin({ contest, user, get })) return true;
    }
    return false;
  }

  /** The contest if the user may see it at all (hidden and foreign group contests: not found). */
  async visible(cid: number, user: SessionUser | undefined, get?: ServiceGetter): Promise<{ contest: Contest; admin: boolean }> {
    const contest = await this.contests.find(cid);
    if (!contest) throw new NotFound('contest.notFound');
    const admin = await this.isContestAdmin(contest, user, get);
    if (admin) return { contest, admin };
    if (!contest.visible) throw new NotFound('contest.notFound');
    if (contest.gid !== null) {
      const scopes = get ? (contestPoint<ContestGidScope>(get, CONTEST_POINTS.gidScope)?.list() ?? []) : [];
      let open = false;
      for (const scope of scopes) if (!open && get) open = await scope.canSee({ contest, user, get });
      if (!open) throw new NotFound('contest.notFound');
    }
    return { contest, admin };
  }

  /** What the user may do in the contest at `now`. */
  async contestAccess(contest: Contest, user: SessionUser | undefined, now: Date, admin?: boolean): Promise<ContestAccessView> {
    const status = contestStatus(contest, now);
    const isAdmin = admin ?? (await this.isContestAdmin(contest, user));
    const registered = user ? await this.registers.isRegistered(contest.id, user.uid) : false;
    const accountAllowed = !contest.openAccountLimit || isAdmin || Boolean(user && accountLimitAllows(contest.accountLimitRule, user.username));
    if (isAdmin) return { status, admin: true, registered, see: true, enter: true, submit: true, accountAllowed: true };
    let enterRefusal: string | undefined;
    if (!user) enterRefusal = 'contest.loginFirst';
    else if (status === ContestStatus.SCHEDULED) enterRefusal = 'contest.notStarted';
    else if (contest.auth === ContestAuth.PRIVATE && !registered) enterRefusal = 'contest.privateRegisterFirst';
    let submitRefusal = enterRefusal;
    if (!submitRefusal) {
      if (!accountAllowed) submitRefusal = 'contest.accountNotAllowed';
      else if (contest.auth === ContestAuth.PROTECTED && !registered) submitRefusal = 'contest.protectedRegisterFirst';
      else if (status === ContestStatus.ENDED && !contest.allowEndSubmit) submitRefusal = 'contest.ended';
    }
    return { status, admin: false, registered, see: true, enter: !enterRefusal, submit: !submitRefusal, accountAllowed, enterRefusal, submitRefusal };
  }

  /**
   * The contest if the user may enter it now (the board, print): throws the refusal otherwise. Only a private
   * contest's entry depends on the registration, so only there is it read: the board's hot path (issue 21 item 5)
   * asks this per page, and what it answers (status, admin) does not need it.
   */
  async enter(cid: number, user: SessionUser | undefined, now: Date, get?: ServiceGetter): Promise<{ contest: Contest; access: ContestEntry }> {
    if (!user) throw new Unauthorized('contest.loginFirst');
    const { contest, admin } = await this.visible(cid, user, get);
    const status = contestStatus(contest, now);
    if (admin) return { contest, access: { status, admin } };
    if (status === ContestStatus.SCHEDULED) throw new Forbidden('contest.notStarted');
    if (contest.auth === ContestAuth.PRIVATE && !(await this.registers.isRegistered(contest.id, user.uid))) throw new Forbidden('contest.privateRegisterFirst');
    return { contest, access: { status, admin } };
  }
}
