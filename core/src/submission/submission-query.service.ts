import { inject, injectable } from 'inversify';
import type { SessionUser } from '../account/session-user';
import { isAdminRole, type AuthorRole } from '../account/roles';
import { JudgeStatus } from '../judge/judge-status';
import { PROBLEM_REPOSITORY, type ProblemRepository } from '../problem/problem.repository';
import { ProblemType, type Problem } from '../problem/problem.model';
import { SITE_SWITCHES_REPOSITORY, type SiteSwitchesRepository } from '../site/site-switches.repository';
import { Forbidden, NotFound, Unauthorized, ValidationError } from '../shared/errors';
import { pageRequest, type Page } from '../shared/paging';
import { SUBMISSION_PAGE_SIZE, type CaseResultPayload, type Submission, type SubmissionCase, type SubtaskGroupResult } from './submission.model';
import { SUBMISSION_REPOSITORY, type SubmissionListRow, type SubmissionRepository } from './submission.repository';
import { SUBMISSION_CONTEXTS } from '../plugin/core-extension-points';
import type { ServiceGetter } from '../plugin/background-services';
import { groupRoleOf } from '../problem/group-scope';

/**
 * A list row as the API answers it (01 §3 "Submission row" without code). `authorRole` (our addition: the
 * author's badge) comes with the list, the status check and the detail; the answers of actions on one row
 * (submit, resubmit, rejudge, manual judge, cancel) leave it out, and the pages merge those into the row
 * they already show.
 */
export type SubmissionRowView = Omit<SubmissionListRow, 'submitTime' | 'authorRole'> & { displayId: string; submitTime: string; authorRole?: AuthorRole | null };

/** `get-submission-detail`: the row with its code and compile message when the viewer may see them. */
export interface SubmissionDetailView {
  submission: SubmissionRowView & { code: string; errorMessage: string | null; codeVisible: boolean };
  /** The problem allows code sharing (the Shared/Unshared button shows only then). */
  codeShare: boolean;
}

export interface SubmissionListRequest {
  currentPage?: number;
  limit?: number;
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
}

export function rowView(row: SubmissionListRow | (Submission & { title?: string; authorRole?: AuthorRole | null })): SubmissionRowView {
  const { code: _code, ip: _ip, version: _v, priority: _p, queuedAt: _q, gmtModified: _g, errorMessage: _e, ...rest } = row as Submission & { title: string };
  return { ...rest, title: rest.title ?? '', displayId: row.displayPid, submitTime: row.submitTime.toISOString() };
}

/**
 * Reading submissions (01 §2 /status, §6 visibility). Lists are open to everyone and never carry code;
 * a submission's code and compile message are visible to its owner and admins, and to others only when
 * it is shared, its problem allows sharing, it was not made in a contest, and the super admin has not
 * hidden non-contest code.
 */
/** What a hidden result (a sealed contest row) reads as. */
const HIDDEN_RESULT = { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null, time: null, memory: null, judger: null } as const;

@injectable()
export class SubmissionQueryService {
  constructor(
    @inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @inject(PROBLEM_REPOSITORY) private readonly problems: ProblemRepository,
    @inject(SITE_SWITCHES_REPOSITORY) private readonly switches: SiteSwitchesRepository,
  ) {}

  /**
   * Without gid the public status list: rows made in a group never show there (nor in a user's own list or a
   * search). With gid, that group's rows, for its members and super admins (the groups plugin's role).
   */
  async list(request: SubmissionListRequest, viewer: SessionUser | undefined, get?: ServiceGetter): Promise<Page<SubmissionRowView>> {
    if (request.onlyMine && !viewer) throw new Unauthorized();
    if (request.gid && !(get && (await groupRoleOf(get, request.gid, viewer)))) throw viewer ? new Forbidden('submission.groupOnly') : new Unauthorized();
    const page = pageRequest(request.currentPage, request.limit, SUBMISSION_PAGE_SIZE);
    const result = await this.submissions.list(
      {
        // onlyMine clears the username filter (01 §5)
        uid: request.onlyMine ? viewer?.uid : undefined,
        username: request.onlyMine ? undefined : request.username,
        status: request.status,
        problemId: request.problemID,
        completeProblemId: request.completeProblemID,
        cid: 0,
        gid: request.gid || null,
      },
      page,
    );
    return { ...result, records: result.records.map(rowView) };
  }

  async detail(submitId: number, viewer: SessionUser, get?: ServiceGetter): Promise<SubmissionDetailView> {
    const submission = await this.readable(submitId, viewer, get);
    const [problem, authorRole] = await Promise.all([this.problems.find(submission.pid), this.submissions.authorRole(submission.uid)]);
    const visible = await this.codeVisible(submission, problem, viewer, get);
    const result = await this.resultVisible(submission, viewer, get);
    const row = rowView({ ...submission, title: problem?.title ?? '', authorRole });
    return {
      submission: {
        ...(result ? row : { ...row, ...HIDDEN_RESULT }),
        code: visible ? submission.code : '',
        errorMessage: visible && result ? submission.errorMessage : null,
        codeVisible: visible,
      },
      codeShare: Boolean(problem?.codeShare) && submission.cid === 0,
    };
  }

  /**
   * `get-all-case-result`: the cases when the problem opens them (or to admins), grouped for subtask modes.
   * What the program printed and the checker's message tell about the test data: only its owner and
   * admins read them; anyone else gets the rows without.
   */
  async caseResult(submitId: number, viewer: SessionUser, get?: ServiceGetter): Promise<CaseResultPayload | null> {
    const submission = await this.readable(submitId, viewer, get);
    if (!(await this.resultVisible(submission, viewer, get))) return null;
    const problem = await this.problems.find(submission.pid);
    const admin = isAdminRole(viewer.roles);
    const owner = submission.uid === viewer.uid;
    if (!problem || (!problem.openCaseResult && !admin)) return null;
    if (submission.cid !== 0 && !owner && !admin) return null;
    const acm = problem.type === ProblemType.ACM;
    const cases = (await this.submissions.cases(submitId)).map((c) => ({
      ...c,
      ...(owner || admin ? {} : { userOutput: null, message: null }),
      // an ACM case passes or fails: it has no score to show (never a 0 beside an Accepted case)
      ...(acm ? { score: null } : {}),
    }));
    const mode = problem.judgeCaseMode;
    const grouped = mode === 'subtask_lowest' || mode === 'subtask_average' ? groupsOf(cases, mode) : null;
    return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: grouped };
  }

  /** `check-submissions-status`: the listed rows by id (statuses are not secret; code never travels here); a group's rows to its members only. */
  async statuses(submitIds: readonly number[], viewer?: SessionUser, get?: ServiceGetter): Promise<Record<number, SubmissionRowView>> {
    const rows = (await this.submissions.rows([...new Set(submitIds)])).filter((r) => r.cid === 0);
    const groups = new Map<number, boolean>();
    for (const gid of new Set(rows.flatMap((r) => (r.gid ? [r.gid] : [])))) groups.set(gid, Boolean(get && (await groupRoleOf(get, gid, viewer))));
    return Object.fromEntries(rows.filter((r) => !r.gid || groups.get(r.gid)).map((r) => [r.submitId, rowView(r)]));
  }

  /** Of these ids, those whose live changes the viewer may follow: all but a group's rows of a group the viewer has no role in. */
  async followable(submitIds: readonly number[], viewer: SessionUser | undefined, get: ServiceGetter): Promise<number[]> {
    const grouped = (await this.submissions.rows([...new Set(submitIds)])).filter((r) => r.gid);
    if (!grouped.length) return [...submitIds];
    const hidden = new Set<number>();
    const roles = new Map<number, boolean>();
    for (const r of grouped) {
      const gid = r.gid as number;
      if (!roles.has(gid)) roles.set(gid, Boolean(await groupRoleOf(get, gid, viewer)));
      if (!roles.get(gid)) hidden.add(r.submitId);
    }
    return submitIds.filter((id) => !hidden.has(id));
  }

  /**
   * A row the viewer may open: a group's row only for the group's members and super admins (the groups plugin's
   * role; nobody while groups are off). Anyone else reads 'The submission does not exist', as for a missing row.
   */
  async readable(submitId: number, viewer: SessionUser | undefined, get?: ServiceGetter): Promise<Submission> {
    const submission = await this.find(submitId);
    if (submission.gid && !(get && (await groupRoleOf(get, submission.gid, viewer)))) throw new NotFound('submission.notFound');
    return submission;
  }

  /** `get-last-ac-code`: the code of the user's latest Accepted submission (01 §5: only if solved). */
  async lastAcceptedCode(pid: number, cid: number | undefined, viewer: SessionUser, get?: ServiceGetter): Promise<{ code: string; language: string }> {
    const last = await this.submissions.lastAccepted(viewer.uid, pid, cid ?? 0);
    // a contest row whose result its context hides (an OI contest's sealed board) tells nothing, not even that it passed
    if (!last || !(await this.resultVisible(last, viewer, get))) throw new ValidationError('submission.notPassed');
    return { code: last.code, language: last.language };
  }

  /** `PUT /api/submission`: only `share` changes, only by the owner, only where sharing is allowed. */
  async share(submitId: number, share: boolean, viewer: SessionUser): Promise<{ share: boolean }> {
    const submission = await this.find(submitId);
    if (submission.uid !== viewer.uid) throw new Forbidden('submission.notOwner');
    const problem = await this.problems.find(submission.pid);
    if (!problem?.codeShare || submission.cid !== 0) throw new Forbidden('submission.shareClosed');
    await this.submissions.setShare(submitId, share);
    return { share };
  }

  async find(submitId: number): Promise<Submission> {
    const submission = await this.submissions.find(submitId);
    if (!submission) throw new NotFound('submission.notFound');
    return submission;
  }

  /**
   * Whether a live change of a contest row (`submission-events`) may carry its result to `viewer` (a guest: never
   * while the row's context hides results): the rule of get-submission-detail. Non-contest rows always.
   */
  async changeVisible(change: { submitId: number; cid: number }, viewer: SessionUser | undefined, get: ServiceGetter): Promise<boolean> {
    if (change.cid === 0) return true;
    const context = get(SUBMISSION_CONTEXTS).list().find((c) => c.field === 'cid');
    if (!context?.resultVisible) return true;
    if (!viewer) return false;
    const submission = await this.submissions.find(change.submitId);
    return !submission || (await this.resultVisible(submission, viewer, get));
  }

  /** A contest row's result under its plugin's rule (a sealed board hides it); other rows and site admins always see it. */
  private async resultVisible(submission: Submission, viewer: SessionUser, get?: ServiceGetter): Promise<boolean> {
    if (submission.cid === 0 || isAdminRole(viewer.roles) || !get) return true;
    const context = get(SUBMISSION_CONTEXTS).list().find((c) => c.field === 'cid');
    return !context?.resultVisible || (await context.resultVisible({ id: submission.cid, submission, viewer, get }));
  }

  private async codeVisible(submission: Submission, problem: Problem | undefined, viewer: SessionUser, get?: ServiceGetter): Promise<boolean> {
    if (submission.uid === viewer.uid || isAdminRole(viewer.roles)) return true;
    // a contest row's code: the contest's plugin decides (its submission context), hidden without one
    if (submission.cid !== 0) {
      const context = get ? get(SUBMISSION_CONTEXTS).list().find((c) => c.field === 'cid') : undefined;
      return Boolean(context?.codeVisible && get && (await context.codeVisible({ id: submission.cid, submission, viewer, get })));
    }
    if (!submission.share || !problem?.codeShare) return false;
    return !(await this.switches.get()).hideNonContestSubmissionCode;
  }
}

/** The subtask view (01 §3 subTaskJudgeCaseVoList): per group its status, score, ac/total, time and memory. */
function groupsOf(cases: SubmissionCase[], mode: 'subtask_lowest' | 'subtask_average'): SubtaskGroupResult[] {
  const groups = new Map<number, SubmissionCase[]>();
  for (const c of cases) {
    const key = c.groupNum ?? 0;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([groupNum, list]) => {
    const ac = list.filter((c) => c.status === JudgeStatus.ACCEPTED).length;
    const scores = list.map((c) => c.score ?? 0);
    const failed = list.find((c) => c.status !== JudgeStatus.ACCEPTED);
    // as the runner scores a group (judge-runner case-modes.ts): its weakest case, or the cases' average
    const score = mode === 'subtask_lowest' ? Math.min(...scores) : Math.round(scores.reduce((s, x) => s + x, 0) / list.length);
    return {
      groupNum,
      status: failed ? (ac ? JudgeStatus.PARTIAL_ACCEPTED : failed.status) : JudgeStatus.ACCEPTED,
      score,
      ac,
      total: list.length,
      time: Math.max(0, ...list.map((c) => c.time)),
      memory: Math.max(0, ...list.map((c) => c.memory)),
      subtaskDetailList: list,
    };
  });
}
