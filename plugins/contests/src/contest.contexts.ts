import { Forbidden, NotFound, SITE_SWITCHES_REPOSITORY, CLOCK, type ProblemContext, type SubmissionContext } from '@oj/core';
import { ContestAccess, isSuperAdmin } from './contest-access';
import { ContestProblemRepository } from './contest-problem.repository';
import { ContestRepository } from './contest.repository';
import { ContestService, resultHidden } from './contest.service';
import { VirtualContestService } from './virtual/virtual.service';
import { VirtualRunRepository } from './virtual/virtual.repository';

/**
 * Submissions made inside a contest (`cid`): refused while the site's openContestJudge is off, before the
 * start ('The contest has not started yet'), after the end unless allowEndSubmit ('Contest has ended'),
 * without access (private: registration; protected: registration to submit), outside the account limit,
 * or for a problem not in the contest. The row records cid, cpid and the contest's display id and is
 * judged at contest priority. A submission after the end (allowEndSubmit) is one whose submit time is
 * at or after endTime: the board reads it as after-contest.
 */
export const contestSubmissionContext = {
  id: 'contest',
  field: 'cid' as const,
  async resolve({ id, pid, user, get }) {
    const access = get(ContestAccess);
    const { contest, admin } = await access.visible(id, user, get);
    const now = get(CLOCK).now();
    const view = await access.contestAccess(contest, user, now, admin);
    // a virtual run (src/virtual) submits after the end while its own clock runs; its rows stay after-contest rows
    const virtual = !view.submit && (await get(VirtualContestService).running(contest.id, user.uid, now));
    if (!view.submit && !virtual) throw new Forbidden(view.submitRefusal ?? 'contest.noAccess.enter');
    // the super admin still submits (HOJ: a closed contest judge is closed to all but root)
    if (!(await get(SITE_SWITCHES_REPOSITORY).get()).openContestJudge && !isSuperAdmin(user)) throw new Forbidden('contest.judgeClosed');
    const problem = await get(ContestProblemRepository).findByPid(contest.id, pid);
    if (!problem) throw new NotFound('contest.problemNotFound');
    return { cid: contest.id, cpid: problem.id, gid: contest.gid, displayPid: problem.displayId, priority: 'contest' as const, grantsProblem: true };
  },
  /**
   * Others' code of a contest submission: its contest admins (author, super admin, group root) read it; other
   * users never, during the contest or after it (organisers publish solutions themselves, as in HOJ).
   */
  async codeVisible({ id, viewer, get }) {
    const contest = await get(ContestRepository).find(id);
    return Boolean(contest && (await get(ContestAccess).isContestAdmin(contest, viewer, get)));
  },
  /** Under the seal a contest row's result is hidden as in the contest's lists (get-submission-detail, get-all-case-result; a virtual run's row on the run's clock). */
  async resultVisible({ id, submission, viewer, get }) {
    const contest = await get(ContestRepository).find(id);
    if (!contest) return true;
    const admin = await get(ContestAccess).isContestAdmin(contest, viewer, get);
    // a virtual run's row (made after the end, inside its run) is sealed on the run's clock, as in the lists
    const run = submission.submitTime.getTime() >= new Date(contest.endTime).getTime() ? await get(VirtualRunRepository).find(contest.id, submission.uid) : undefined;
    const inRun = run && submission.submitTime >= run.startedAt && submission.submitTime < run.endsAt;
    return !resultHidden(contest, { ...submission, runStartedAt: inRun ? run.startedAt : null }, viewer, admin, get(CLOCK).now());
  },
} satisfies SubmissionContext;

/** `get-problem-detail` and `get-full-screen-problem-list` with a cid: the contest's problems, to users who may enter it. */
export const contestProblemContext = {
  id: 'contest',
  field: 'cid' as const,
  async problemIds({ id, user, get }) {
    await get(ContestAccess).enter(id, user, get(CLOCK).now(), get);
    return (await get(ContestProblemRepository).listOf(id)).map((p) => p.pid);
  },
  /** The focus mode's switcher: display ids and titles with the user's marks inside the contest. */
  async fullScreenRows({ id, user, get }) {
    const now = get(CLOCK).now();
    const { contest, access } = await get(ContestAccess).enter(id, user, now, get);
    const marks = await get(ContestService).marks(contest, user, access.admin, false, now);
    return (await get(ContestProblemRepository).listOf(id)).map((p) => ({
      id: p.pid, problemId: p.displayId, title: p.displayTitle || p.title, status: marks.get(p.pid)?.status ?? -10, score: marks.get(p.pid)?.score ?? null,
    }));
  },
  /** `get-user-problem-status` with isContestProblemList and cid: the user's marks inside the contest (containsEnd adds after-contest ones). */
  async statuses({ id, pids, user, containsEnd, get }) {
    const now = get(CLOCK).now();
    const { contest, access } = await get(ContestAccess).enter(id, user, now, get);
    const marks = await get(ContestService).marks(contest, user, access.admin, containsEnd, now);
    return Object.fromEntries(pids.map((pid) => [pid, marks.get(pid) ?? { status: -10, score: null }]));
  },
} satisfies ProblemContext;
