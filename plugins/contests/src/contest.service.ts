import { CLOCK, inject, injectable, JudgeStatus, SITE_SWITCHES_REPOSITORY, WebsiteConfigService, NotFound, pageRequest, PluginSettings, sameSecret, SecretCheckLimiter, ValidationError, Forbidden, type Clock, type Page, type ServiceGetter, type SessionUser } from '@oj/core';
import { accountLimitAllows } from './account-limit.rules';
import { ContestAccess, isSuperAdmin, type ContestAccessView } from './contest-access';
import { contestReadGranted } from './contest-read-rule';
import { ContestAnnouncementRepository } from './contest-announcement.repository';
import { CONTEST_POINTS, contestPoint, type ContestDetailTab } from './contest-extension-points';
import { ContestAuth, ContestStatus, ContestType, CONTEST_LIMITS, type Contest, type ContestAnnouncement, type ContestStatusCode, type ContestTypeCode } from './contest.model';
import { ContestProblemRepository } from './contest-problem.repository';
import { ContestRegisterRepository } from './contest-register.repository';
import { ContestRepository } from './contest.repository';
import { contestStatus, hasRealTimePermission, isRankSealed } from './contest.rules';
import { contestSettingsOf } from './contest.settings';
import { ContestSubmissionRepository, type ContestSubmissionRow } from './contest-submission.repository';
import { sealClockOf } from './virtual/virtual-seal';

/** The kind of secret a contest's password is, for SecretCheckLimiter. */
const CONTEST_PASSWORD = 'contest-password';
const RECENT_CONTESTS = 5;
const UNFINISHED = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING]);

/** A contest as users read it (02 §3): never the password nor the account rule; with `status`, `now` and the participant `count`. */
export interface ContestInfo extends Omit<Contest, 'pwd' | 'accountLimitRule' | 'awardConfig' | 'createdAt' | 'updatedAt' | 'uid'> {
  status: ContestStatusCode;
  now: number;
  count: number;
  awardConfigList: Contest['awardConfig'];
}

/** A contest list row (02 §2 cards). */
export interface ContestListRow {
  id: number;
  title: string;
  type: ContestTypeCode;
  auth: Contest['auth'];
  status: ContestStatusCode;
  startTime: string;
  endTime: string;
  duration: number;
  openRank: boolean;
  author: string;
  gid: number | null;
  count: number;
  now: number;
}

export interface ContestListInput {
  currentPage?: number;
  limit?: number;
  status?: ContestStatusCode;
  type?: ContestTypeCode;
  keyword?: string;
}

export interface ContestSubmissionsInput {
  cid: number;
  currentPage?: number;
  limit?: number;
  onlyMine?: boolean;
  problemID?: string;
  status?: number;
  username?: string;
  completeProblemID?: boolean;
  beforeContestSubmit?: boolean;
  containsEnd?: boolean;
}

/** A contest submission row as the list shows it (02 §2 ContestSubmissionList). */
export interface ContestSubmissionView {
  submitId: number;
  pid: number;
  cpid: number;
  displayId: string;
  displayPid: string;
  title: string;
  uid: string;
  username: string;
  submitTime: string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  judger: string | null;
  cid: number;
  /** Made at or after the end (allowEndSubmit), not in a virtual run. */
  isAfterContest: boolean;
  /** Made in a user's virtual run (src/virtual): judged normally, never a real result. */
  isVirtual: boolean;
}

const infoOf = (c: Contest, now: Date, count: number, hideDescription: boolean): ContestInfo => {
  const { pwd: _p, accountLimitRule: _a, awardConfig, createdAt: _c, updatedAt: _u, uid: _uid, ...rest } = c;
  return { ...rest, description: hideDescription ? '' : c.description, awardConfigList: awardConfig, status: contestStatus(c, now), now: now.getTime(), count };
};

/** The site's switches by name: the switch table's and the website config's (openPublicDiscussion, openGroupDiscussion, openContestComment). */
async function siteSwitchesOf(get: ServiceGetter): Promise<Record<string, unknown>> {
  const [switches, config] = await Promise.all([get(SITE_SWITCHES_REPOSITORY).get(), get(WebsiteConfigService).get()]);
  return { ...config, ...switches };
}

/**
 * Whether a contest row's result is hidden from `viewer` now (02 §4 the seal): after sealRankTime, while the
 * board is sealed, others' results (in an OI contest the viewer's own too) read as -5 to non-admins.
 * The contest's lists and the core's submission detail (the submission context's resultVisible) agree.
 */
export function resultHidden(contest: Contest, r: { uid: string; submitTime: Date; status: number; runStartedAt?: Date | null }, viewer: { uid: string }, admin: boolean, now: Date): boolean {
  // a virtual run's row (runStartedAt) is judged on the run's clock: its time and now moved onto the contest's
  const clock = sealClockOf(contest, { submitTime: r.submitTime, runStartedAt: r.runStartedAt ?? null }, now);
  const sealed = !admin && isRankSealed(contest, clock.now) && contest.sealRankTime !== null && clock.submitTime >= new Date(contest.sealRankTime);
  return sealed && (r.uid !== viewer.uid || contest.type === ContestType.OI) && !UNFINISHED.has(r.status);
}

/**
 * What users read of contests and do in them (02 §2–§7): the list, details, access and registration,
 * problems with AC/Total and the user's marks, submissions and announcements.
 */
@injectable()
export class ContestService {
  constructor(
    @inject(ContestRepository) private readonly contests: ContestRepository,
    @inject(ContestProblemRepository) private readonly problems: ContestProblemRepository,
    @inject(ContestRegisterRepository) private readonly registers: ContestRegisterRepository,
    @inject(ContestAnnouncementRepository) private readonly announcements: ContestAnnouncementRepository,
    @inject(ContestSubmissionRepository) private readonly submissions: ContestSubmissionRepository,
    @inject(ContestAccess) private readonly access: ContestAccess,
    @inject(PluginSettings) private readonly settings: PluginSettings,
    @inject(SecretCheckLimiter) private readonly secrets: SecretCheckLimiter,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** `get-recent-contest`: the visible site contests running or about to start (the home page's card), soonest first. */
  async recent(): Promise<ContestListRow[]> {
    const now = this.now();
    const rows = await this.contests.recent(now, RECENT_CONTESTS);
    return this.rowsOf(rows, now);
  }

  /** `get-contest-list`: visible site contests, 10 a page, filtered by status, type and keyword (title or id). */
  async list(input: ContestListInput): Promise<Page<ContestListRow>> {
    const now = this.now();
    const page = await this.contests.list(
      { visibleOnly: true, gid: null, status: input.status, type: input.type, keyword: input.keyword?.trim() || undefined, now },
      pageRequest(input.currentPage, input.limit, contestSettingsOf(this.settings).listPageSize),
    );
    return { ...page, records: await this.rowsOf(page.records, now) };
  }

  /** `get-contest-info`: the contest's fields with status, now and count; a private contest's description only to those with access. */
  async info(cid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<ContestInfo & { extraTabs: ContestDetailTab[] }> {
    const { contest, admin } = await this.access.visible(cid, user, get);
    const now = this.now();
    const view = await this.access.contestAccess(contest, user, now, admin);
    const count = (await this.registers.counts([cid])).get(cid) ?? 0;
    const hide = contest.auth === ContestAuth.PRIVATE && !view.enter && !admin;
    return { ...infoOf(contest, now, count, hide), extraTabs: await this.tabsFor(contest, view, user, get) };
  }

  /** `get-contest-outsize-info`: the outside scoreboard's header (only with openRank, not while scheduled): the contest and its problems' labels. */
  async outsideInfo(cid: number, user: SessionUser | undefined, get: ServiceGetter) {
    const { contest, admin } = await this.access.visible(cid, user, get);
    const now = this.now();
    if (!admin && (!contest.openRank || contestStatus(contest, now) === ContestStatus.SCHEDULED)) throw new Forbidden('contest.outsideClosed');
    const count = (await this.registers.counts([cid])).get(cid) ?? 0;
    const problems = await this.problems.listOf(cid);
    return {
      contest: infoOf(contest, now, count, contest.auth === ContestAuth.PRIVATE),
      problemList: problems.map((p) => ({ id: p.id, cid: p.cid, pid: p.pid, displayId: p.displayId, displayTitle: p.displayTitle || p.title, color: p.color })),
    };
  }

  /** `get-contest-access`: `access` is what the page needs to open (private: enter; protected: submit), with the rest of the view. */
  async accessOf(cid: number, user: SessionUser, get: ServiceGetter): Promise<{ access: boolean } & ContestAccessView> {
    const { contest, admin } = await this.access.visible(cid, user, get);
    const view = await this.access.contestAccess(contest, user, this.now(), admin);
    return { access: contestReadGranted(contest, view), ...view };
  }

  /** `register-contest`: a private or protected contest's password registers the user; wrong tries are limited per user and per address. */
  async register(cid: number, password: string | undefined, user: SessionUser, ip: string, get: ServiceGetter): Promise<void> {
    if (!password) throw new ValidationError('contest.passwordRequired');
    const { contest } = await this.access.visible(cid, user, get);
    if (contest.auth === ContestAuth.PUBLIC) throw new ValidationError('contest.notProtected');
    if (contest.openAccountLimit && !accountLimitAllows(contest.accountLimitRule, user.username) && !isSuperAdmin(user)) throw new Forbidden('contest.accountNotAllowed');
    if (await this.registers.isRegistered(cid, user.uid)) throw new ValidationError('contest.alreadyRegistered');
    const attempt = { kind: CONTEST_PASSWORD, subjectId: cid, uid: user.uid, ip };
    if (!(await this.secrets.attempt(attempt, () => sameSecret(contest.pwd ?? '', password)))) throw new ValidationError('contest.passwordWrong');
    await this.registers.register(cid, user.uid);
  }

  /** `get-contest-problem`: the contest's problems with AC/Total (null — '?' — without the real-time permission) and the user's mark. */
  async problemList(cid: number, containsEnd: boolean, user: SessionUser | undefined, get: ServiceGetter) {
    const now = this.now();
    const { contest, access } = await this.access.enter(cid, user, now, get);
    const me = user as SessionUser;
    const problems = await this.problems.listOf(cid);
    const realTime = hasRealTimePermission(contest, access.admin, now);
    const before = containsEnd ? undefined : new Date(contest.endTime);
    const counts = realTime ? await this.submissions.counts(cid, new Date(contest.startTime), before) : undefined;
    const marks = await this.marks(contest, me, access.admin, containsEnd, now);
    return problems.map((p) => {
      const mark = marks.get(p.pid);
      return {
        id: p.id, cid: p.cid, pid: p.pid, problemId: p.problemId, displayId: p.displayId, displayTitle: p.displayTitle || p.title, color: p.color, type: p.type,
        ac: counts ? (counts.get(p.pid)?.ac ?? 0) : null, total: counts ? (counts.get(p.pid)?.total ?? 0) : null,
        myStatus: mark?.status ?? JudgeStatus.NOT_SUBMITTED, score: mark?.score ?? null,
      };
    });
  }

  /** The problem behind a display id, for `get-contest-problem-details` (the core's detail is read with its problem id and cid). */
  async problemByDisplayId(cid: number, displayId: string, user: SessionUser | undefined, get: ServiceGetter) {
    const { contest } = await this.access.enter(cid, user, this.now(), get);
    const problem = (await this.problems.listOf(contest.id)).find((p) => p.displayId.toLowerCase() === displayId.toLowerCase());
    if (!problem) throw new NotFound('contest.problemNotFound');
    return problem;
  }

  /** The user's marks per pid inside the contest (problem list, full-screen switcher, get-user-problem-status). */
  async marks(contest: Contest, user: SessionUser, admin: boolean, containsEnd: boolean, now: Date): Promise<Map<number, { status: number; score: number | null }>> {
    const before = containsEnd ? undefined : new Date(contest.endTime);
    const rows = await this.submissions.mine(contest.id, user.uid, admin ? undefined : new Date(contest.startTime), before);
    // an OI contest without the real-time permission hides even the user's own results after the seal
    const hideAfter = contest.type === ContestType.OI && !hasRealTimePermission(contest, admin, now) && contest.sealRankTime ? new Date(contest.sealRankTime) : undefined;
    const byPid = new Map<number, ContestSubmissionRow[]>();
    for (const r of rows) byPid.set(r.pid, [...(byPid.get(r.pid) ?? []), r]);
    const marks = new Map<number, { status: number; score: number | null }>();
    for (const [pid, list] of byPid) {
      const shown = list.map((r) => (this.markHidden(contest, r, user, admin, now, hideAfter) ? { ...r, status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null } : r));
      if (contest.type === ContestType.ACM) {
        const ac = shown.find((r) => r.status === JudgeStatus.ACCEPTED);
        const last = shown[shown.length - 1];
        marks.set(pid, { status: ac ? JudgeStatus.ACCEPTED : last.status, score: null });
      } else {
        const judged = shown.filter((r) => r.score !== null);
        const pick = contest.oiRankScoreType === 'Highest' && judged.length ? judged.reduce((best, r) => ((r.score ?? 0) > (best.score ?? 0) ? r : best)) : shown[shown.length - 1];
        marks.set(pid, { status: pick.status, score: pick.score });
      }
    }
    return marks;
  }

  /** `contest-submissions`: the contest's submissions with the filters; sealed results show as -5 to those without the real-time permission. */
  async submissionList(input: ContestSubmissionsInput, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<ContestSubmissionView>> {
    const now = this.now();
    const { contest, access } = await this.access.enter(input.cid, user, now, get);
    const me = user as SessionUser;
    const page = await this.submissions.list(
      {
        cid: contest.id,
        uid: input.onlyMine ? me.uid : undefined,
        username: input.onlyMine ? undefined : input.username?.trim() || undefined,
        status: input.status,
        displayId: input.problemID?.trim() || undefined,
        completeProblemId: input.completeProblemID,
        // the admins' test submissions before the start only on request; after-contest ones with containsEnd
        from: input.beforeContestSubmit ? undefined : new Date(contest.startTime),
        before: input.containsEnd ? undefined : new Date(contest.endTime),
      },
      pageRequest(input.currentPage, input.limit, CONTEST_LIMITS.submissionPageSize),
    );
    return { ...page, records: page.records.map((r) => this.rowView(contest, r, me, access.admin, now)) };
  }

  /** `check-contest-submissions-status`: the listed rows of this contest, as the list shows them. */
  async statuses(cid: number, submitIds: readonly number[], user: SessionUser, get: ServiceGetter): Promise<Record<number, ContestSubmissionView>> {
    const now = this.now();
    const { contest, access } = await this.access.enter(cid, user, now, get);
    const rows = await this.submissions.rows(contest.id, [...new Set(submitIds)]);
    return Object.fromEntries(rows.map((r) => [r.submitId, this.rowView(contest, r, user, access.admin, now)]));
  }

  /** `get-contest-announcement`: the contest's announcements, newest first (no paging in the contest page: a large limit). */
  async announcementList(cid: number, currentPage: number | undefined, limit: number | undefined, user: SessionUser | undefined, get: ServiceGetter): Promise<Page<ContestAnnouncement & { gmtCreate: string }>> {
    const { contest } = await this.access.enter(cid, user, this.now(), get);
    const page = await this.announcements.list(contest.id, pageRequest(currentPage, limit, CONTEST_LIMITS.announcementPageSize));
    // 02 §3 announcement: id, title, content, gmtCreate (createdAt kept for the pages)
    return { ...page, records: page.records.map((a) => ({ ...a, gmtCreate: a.createdAt })) };
  }

  /** `get-contest-not-read-announcement`: the announcements whose ids the browser has not marked read. */
  async unreadAnnouncements(cid: number, read: readonly number[], user: SessionUser, get: ServiceGetter) {
    const { contest } = await this.access.enter(cid, user, this.now(), get);
    const seen = new Set(read);
    return (await this.announcements.all(contest.id)).filter((a) => !seen.has(a.id)).map((a) => ({ id: a.id, title: a.title, content: a.content, gmtCreate: a.createdAt, createdAt: a.createdAt }));
  }

  /** Whether a mark hides the user's row: after the seal in an OI contest; a virtual run's row as the lists seal it, on the run's clock (sealClockOf). */
  private markHidden(contest: Contest, r: ContestSubmissionRow, user: SessionUser, admin: boolean, now: Date, hideAfter: Date | undefined): boolean {
    if (!r.runStartedAt) return Boolean(hideAfter && r.submitTime >= hideAfter);
    return resultHidden(contest, r, user, admin, now);
  }

  private rowView(contest: Contest, r: ContestSubmissionRow, viewer: SessionUser, admin: boolean, now: Date): ContestSubmissionView {
    const hide = resultHidden(contest, r, viewer, admin, now);
    return {
      submitId: r.submitId, pid: r.pid, cpid: r.cpid, displayId: r.displayId, displayPid: r.displayId, title: r.title, uid: r.uid, username: r.username,
      submitTime: r.submitTime.toISOString(), status: hide ? JudgeStatus.SUBMITTED_UNKNOWN_RESULT : r.status, score: hide ? null : r.score,
      time: hide ? null : r.time, memory: hide ? null : r.memory, length: r.length, language: r.language, judger: r.judger, cid: contest.id,
      isAfterContest: !r.virtual && r.submitTime.getTime() >= new Date(contest.endTime).getTime(), isVirtual: r.virtual,
    };
  }

  private async rowsOf(contests: Contest[], now: Date): Promise<ContestListRow[]> {
    const counts = await this.registers.counts(contests.map((c) => c.id));
    return contests.map((c) => ({
      id: c.id, title: c.title, type: c.type, auth: c.auth, status: contestStatus(c, now), startTime: c.startTime, endTime: c.endTime, duration: c.duration,
      openRank: c.openRank, author: c.author, gid: c.gid, count: counts.get(c.id) ?? 0, now: now.getTime(),
    }));
  }

  /** The contributed tabs the user sees (contests.detailTabs), in order. */
  private async tabsFor(contest: Contest, view: ContestAccessView, user: SessionUser | undefined, get: ServiceGetter): Promise<ContestDetailTab[]> {
    const tabs = (contestPoint<ContestDetailTab>(get, CONTEST_POINTS.detailTabs)?.list() ?? [])
      .filter((t) => (t.audience ?? 'all') === 'all' ? view.enter : t.audience === 'contestAdmin' ? view.admin : isSuperAdmin(user))
      .filter((t) => t.contestType === undefined || t.contestType === contest.type)
      .filter((t) => !t.requires?.contest || contest[t.requires.contest]);
    // requires.siteSwitch: a switch of the site (openContestComment, openContestJudge, ...) read only when a tab asks
    const switches = tabs.some((t) => t.requires?.siteSwitch) ? await siteSwitchesOf(get) : {};
    return tabs.filter((t) => !t.requires?.siteSwitch || switches[t.requires.siteSwitch] === true).sort((a, b) => a.order - b.order);
  }
}
