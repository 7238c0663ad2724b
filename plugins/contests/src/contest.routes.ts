import { defineRoute, ProblemQueryService, signedInUser, type ServiceGetter } from '@oj/core';
import { CheckContestStatusBody, CidQuery, ContestAnnouncementQuery, ContestListQuery, ContestProblemDetailQuery, ContestProblemQuery, ContestSubmissionsQuery, NotReadAnnouncementBody, RegisterContestBody } from './contest.dto';
import { ContestService } from './contest.service';

const LOGIN = 'contest.loginFirst';

/** The contest calls of api-calls.tsv for users (02 §7). The rank calls are the board's (src/board), the admin calls src/admin's. */
export const contestRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-recent-contest', tag: 'contest', access: { auth: 'anon' },
    summary: 'Visible site contests that are running or about to start, soonest first (at most 5): id, title, type, auth, status, startTime, endTime, duration, count, now',
    handle: (call) => call.get(ContestService).recent(),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-list', tag: 'contest', access: { auth: 'anon' }, query: ContestListQuery,
    summary: 'Visible site contests, 10 a page (plugin setting listPageSize): running, then scheduled, then ended; status (-1/0/1), type (0 ACM, 1 OI), keyword (title or id); each row with status, count (participants) and now (server ms)',
    handle: (call) => call.get(ContestService).list(call.query),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-info', tag: 'contest', access: { auth: 'anon' }, query: CidQuery,
    summary: "A contest's fields (02 §3) with status, now and count; never the password nor the account rule; a private contest's description only with access; extraTabs: the tabs other plugins add that the user sees",
    handle: (call) => call.get(ContestService).info(call.query.cid, call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-outsize-info', tag: 'contest', access: { auth: 'anon' }, query: CidQuery,
    summary: "The outside scoreboard's header: {contest, problemList (displayId, displayTitle, color)}; only with openRank and not while scheduled (contest admins always)",
    handle: (call) => call.get(ContestService).outsideInfo(call.query.cid, call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'POST', path: '/api/register-contest', tag: 'contest', access: { auth: 'login' }, body: RegisterContestBody, successKey: 'contest.registered',
    summary: "Registers for a private or protected contest with its password ('Enter the contest password' when empty, refused when wrong, refused outside the account limit; 10 wrong tries per user and contest, 30 per address in 15 minutes, then 429)",
    handle: (call) => call.get(ContestService).register(call.body.cid, call.body.password, signedInUser(call, LOGIN), call.request.ip, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-access', tag: 'contest', access: { auth: 'login' }, query: CidQuery,
    summary: 'Whether the user has access ({access}: public — within the account limit; private and protected — registered; contest admins always) with the detail: status, admin, registered, enter, submit, accountAllowed and the refusal keys',
    handle: (call) => call.get(ContestService).accessOf(call.query.cid, signedInUser(call, LOGIN), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-problem', tag: 'contest', access: { auth: 'login' }, query: ContestProblemQuery,
    summary: "The contest's problems by display id (id, pid, problemId, displayId, displayTitle, color, type, ac, total — null without the real-time permission —, myStatus, score inside the contest); closed before the start and to a private contest's unregistered users",
    handle: (call) => call.get(ContestService).problemList(call.query.cid, Boolean(call.query.containsEnd), call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-problem-details', tag: 'contest', access: { auth: 'login' }, query: ContestProblemDetailQuery,
    summary: "A contest problem by display id: get-problem-detail's answer (problem, problemCount, tags, languages, codeTemplate) with the contest's label (problem.problemId = displayId, problem.title = displayTitle) and contestProblem",
    handle: async (call) => {
      const service = call.get(ContestService);
      const get: ServiceGetter = (id) => call.get(id);
      const cp = await service.problemByDisplayId(call.query.cid, call.query.displayId, call.request.user, get);
      const detail = await call.get(ProblemQueryService).detail(cp.problemId, undefined, { cid: call.query.cid, user: call.request.user, get });
      const title = cp.displayTitle || detail.problem.title;
      return { ...detail, problem: { ...detail.problem, problemId: cp.displayId, title }, contestProblem: { id: cp.id, cid: cp.cid, pid: cp.pid, displayId: cp.displayId, displayTitle: title, color: cp.color } };
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/contest-submissions', tag: 'contest', access: { auth: 'login' }, query: ContestSubmissionsQuery,
    summary: "The contest's submissions, 20 a page: onlyMine, problemID (display id; exact with completeProblemID), status, username; from the start (beforeContestSubmit adds the admins' earlier tests) to the end (containsEnd adds after-contest ones); under the seal others' results (OI: all) show as -5",
    handle: (call) => call.get(ContestService).submissionList({ ...call.query, cid: call.query.contestID }, call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'POST', path: '/api/check-contest-submissions-status', tag: 'contest', access: { auth: 'login' }, body: CheckContestStatusBody,
    summary: "The listed rows of the contest by submit id (the list's 2 s poll of rows still judging), sealed as the list is",
    handle: (call) => call.get(ContestService).statuses(call.body.cid, call.body.submitIds, signedInUser(call, LOGIN), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-contest-announcement', tag: 'contest', access: { auth: 'login' }, query: ContestAnnouncementQuery,
    summary: "The contest's announcements, newest first (id, title, content, username, createdAt), 10 a page unless limit",
    handle: (call) => call.get(ContestService).announcementList(call.query.cid, call.query.currentPage, call.query.limit, call.request.user, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'POST', path: '/api/get-contest-not-read-announcement', tag: 'contest', access: { auth: 'login' }, body: NotReadAnnouncementBody,
    summary: 'The announcements not in readAnnouncementList (the ids the browser marked read): id, title, content, gmtCreate',
    handle: (call) => call.get(ContestService).unreadAnnouncements(call.body.cid, call.body.readAnnouncementList ?? [], signedInUser(call, LOGIN), (id) => call.get(id)),
  }),
];
