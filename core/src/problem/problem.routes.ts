import { defineRoute, signedInUser } from '../api/api-route';
import { FullScreenListQuery, ProblemDetailQuery, ProblemListQuery, ProblemPidQuery, ProblemTagsQuery, TodoToggleBody, UserProblemStatusBody } from './problem.dto';
import { ProblemQueryService } from './problem-query.service';

/** The signed-in user of a `login` route (the dispatcher has already refused guests). */

/** The problem bank's public calls (01 §7 "Problems", home widgets): public, non-group problems only. */
export const problemRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-problem-list', tag: 'problem', access: { auth: 'anon' }, query: ProblemListQuery,
    summary: "The public problem list, 30 a page, in display-id order; keyword (title or display id), tagId (problems carrying every tag; comma text or JSON list), difficulty 0-9, oj (All, Mine/ME or a remote key); rows carry tags and, for a signed-in user, myStatus (-10 not submitted)",
    handle: (call) => call.get(ProblemQueryService).list(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-all-problem-tags', tag: 'problem', access: { auth: 'anon' }, query: ProblemTagsQuery,
    summary: "Every tag of a judge: ours by default (ME), a remote judge's by key, every judge's with ALL; group tags never",
    handle: (call) => call.get(ProblemQueryService).allTags(call.query.oj),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-problem-tags-and-classification', tag: 'problem', access: { auth: 'anon' }, query: ProblemTagsQuery,
    summary: 'The tag filter: each classification of the judge (oj as for get-all-problem-tags) by rank with its tagList, then the unclassified tags with classification null',
    handle: (call) => call.get(ProblemQueryService).tagsAndClassifications(call.query.oj),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-random-problem', tag: 'problem', access: { auth: 'anon' },
    summary: "A public problem picked at random: its problemId (404 when the bank has no public problem)",
    handle: (call) => call.get(ProblemQueryService).randomProblemId(),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-problem-detail', tag: 'problem', access: { auth: 'anon' }, query: ProblemDetailQuery,
    summary: "A public problem by display id (any case): problem, problemCount, tags, languages (names) and codeTemplate (language name → code); 404 for private, contest and group problems. With tid or cid, a problem of that context (private ones too) for users the plugin that registered the problemContexts entry for that field lets in (404 while none is enabled); with gid, a group problem for the group's members (the groups plugin). A group problem made public (applyPublicProgress 2) is a public problem",
    handle: (call) => call.get(ProblemQueryService).detail(call.query.problemId, call.query.gid, { tid: call.query.tid, cid: call.query.cid, user: call.request.user, get: (id) => call.get(id) }),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-problem-tags', tag: 'problem', access: { auth: 'anon' }, query: ProblemPidQuery,
    summary: 'The tags of a public problem (by pid)',
    handle: (call) => call.get(ProblemQueryService).problemTags(call.query.pid),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-problem-languages', tag: 'problem', access: { auth: 'anon' }, query: ProblemPidQuery,
    summary: 'The enabled languages a public problem accepts (by pid), in list order',
    handle: (call) => call.get(ProblemQueryService).problemLanguages(call.query.pid),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-problem-code-template', tag: 'problem', access: { auth: 'anon' }, query: ProblemPidQuery,
    summary: "A public problem's enabled code templates (by pid): pid, lid, language name and code",
    handle: (call) => call.get(ProblemQueryService).codeTemplates(call.query.pid),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-full-screen-problem-list', tag: 'problem', access: { auth: 'login' }, query: FullScreenListQuery,
    summary: "The full-screen views' problem switcher with the user's marks (id, problemId, title, status, score): a context's problems in its order (tid, through the problemContexts entry a plugin registered for it; 404 while none is enabled) or a contest's (cid, through the contests plugin's entry: display ids and marks inside the contest; 404 while none is enabled), else the public list",
    handle: (call) => call.get(ProblemQueryService).fullScreenList(call.query, signedInUser(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'POST', path: '/api/get-user-problem-status', tag: 'problem', access: { auth: 'login' }, body: UserProblemStatusBody,
    summary: "The user's mark on each problem of pidList: a map pid → {status, score}, status -10 where never submitted; a contest's list (isContestProblemList, cid, containsEnd) answers the user's results inside the contest through the plugin that registered the problemContexts entry for cid (404 while none is enabled); a group's (gid) list answers the member's own marks (404 for non-members or while groups are off)",
    handle: (call) => call.get(ProblemQueryService).userStatus(call.body.pidList, { contest: call.body.isContestProblemList, cid: call.body.cid, gid: call.body.gid, containsEnd: call.body.containsEnd }, signedInUser(call), (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-recent-updated-problem', tag: 'problem', access: { auth: 'anon' },
    summary: 'The home widget: the ten most recently changed public problems (id, problemId, title, type, gmtModified)',
    handle: (call) => call.get(ProblemQueryService).recentlyUpdated(),
  }),
  defineRoute({
    method: 'POST', path: '/api/toggle-user-todo-problem-status', tag: 'problem', access: { auth: 'login' }, body: TodoToggleBody,
    summary: "Puts a public problem on the user's to-do list (set true) or takes it off (false); answers whether it is on the list",
    handle: (call) => call.get(ProblemQueryService).toggleTodo(call.body.pid, call.body.set, signedInUser(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-user-todo-problem-list', tag: 'problem', access: { auth: 'login' },
    summary: "The user's to-do problems (pid, problemId, title, difficulty, gmtCreate), newest first; problems no longer public drop out",
    handle: (call) => call.get(ProblemQueryService).todoList(signedInUser(call)),
  }),
];
