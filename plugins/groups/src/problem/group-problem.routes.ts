import { defineRoute, ProblemCasesQuery, ProblemIdQuery } from '@oj/core';
import { ApplyPublicQuery, GidQuery, GroupCompileBody, GroupProblemAuthQuery, GroupProblemListQuery, GroupProblemSaveBody } from './group-problem.dto';
import { GroupProblemService } from './group-problem.service';

const login = { auth: 'login' } as const;

/** A group's problem calls (03 §7 Problems; api-calls.tsv area group): members read, the group's admins manage. */
export const groupProblemRoutes = [
  defineRoute({
    method: 'GET', path: '/api/group/get-problem-list', tag: 'group', access: login, query: GroupProblemListQuery,
    summary: "The group's public problems (auth 1), 10 a page, with their tags: members and super admins",
    handle: (call) => call.get(GroupProblemService).list(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-admin-problem-list', tag: 'group', access: login, query: GroupProblemListQuery,
    summary: "Every problem of the group (public, private, contest), 10 a page, keyword: the group's admins",
    handle: (call) => call.get(GroupProblemService).adminList(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/problem', tag: 'group', access: login, query: ProblemIdQuery,
    summary: "A group problem (pid) for the edit form, its problemId without the group's short name (shortName): root, or the admin who wrote it",
    handle: (call) => call.get(GroupProblemService).get(call.query.pid, call.request.user),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/problem', tag: 'group', access: login, body: GroupProblemSaveBody, successKey: 'problem.created',
    summary: "Creates a group problem (problem.gid) with the core's problem form and rules; its display id is the group's short name followed by problem.problemId: the group's admins",
    handle: (call) => call.get(GroupProblemService).create(call.body, call.request.user),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/problem', tag: 'group', access: login, body: GroupProblemSaveBody, successKey: 'problem.updated',
    summary: "Changes a group problem (problem.id) like POST (problem.problemId without the short name): root, or the admin who wrote it",
    handle: (call) => call.get(GroupProblemService).update(call.body, call.request.user),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/problem', tag: 'group', access: login, query: ProblemIdQuery, successKey: 'problem.deleted',
    summary: 'Deletes a group problem (pid): root, or the admin who wrote it',
    handle: (call) => call.get(GroupProblemService).delete(call.query.pid, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-problem-cases', tag: 'group', access: login, query: ProblemCasesQuery,
    summary: "A group problem's saved test cases (pid; isUpload=false gives typed samples' text): the group's admins",
    handle: (call) => call.get(GroupProblemService).cases(call.query.pid, call.query.isUpload ?? true, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-all-problem-tags', tag: 'group', access: login, query: GidQuery,
    summary: "The group's own tags: members",
    handle: (call) => call.get(GroupProblemService).tagsOf(call.query.gid, call.request.user),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/compile-spj', tag: 'group', access: login, query: GidQuery, body: GroupCompileBody, successKey: 'problem.compiled',
    summary: "Compiles a special judge as the admin's compile-spj does, for the group's admins (pid, if sent, one of the group's problems)",
    handle: (call) => call.get(GroupProblemService).compile(call.query.gid, call.body, call.request.user),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/compile-interactive', tag: 'group', access: login, query: GidQuery, body: GroupCompileBody, successKey: 'problem.compiled',
    summary: "Compiles an interactor as the admin's compile-interactive does, for the group's admins",
    handle: (call) => call.get(GroupProblemService).compile(call.query.gid, call.body, call.request.user),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/change-problem-auth', tag: 'group', access: login, query: GroupProblemAuthQuery, successKey: 'problem.authChanged',
    summary: 'Changes a group problem\'s auth (pid, auth 1 public in the group, 2 private, 3 contest): root, or the admin who wrote it',
    handle: (call) => call.get(GroupProblemService).changeAuth(call.query.pid, call.query.auth, call.request.user),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/apply-public', tag: 'group', access: login, query: ApplyPublicQuery, successKey: 'groupProblem.applied',
    summary: 'Asks the site admins to make a group problem public (isApplied=true: applying), or withdraws the application (false): root, or the admin who wrote it',
    handle: (call) => call.get(GroupProblemService).applyPublic(call.query.pid, call.query.isApplied, call.request.user),
  }),
];
