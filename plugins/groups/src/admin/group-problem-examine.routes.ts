import { defineRoute, type RouteAccess } from '@oj/core';
import { ChangeProgressBody, ExamineListQuery } from '../problem/group-problem.dto';
import { GroupProblemExamineService } from './group-problem-examine.service';

const manageProblems: RouteAccess = { auth: 'login', can: ['manage', 'Problem'] };

/** The admin's examine page calls (admin/group-problem/apply): root, admins and problem admins. */
export const groupProblemExamineRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/group-problem/list', tag: 'admin', access: manageProblems, query: ExamineListQuery,
    summary: 'Group problems that applied to be public (applying first, then made public or refused), 10 a page; keyword (title or display id), gid',
    handle: (call) => call.get(GroupProblemExamineService).list(call.query),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/group-problem/change-progress', tag: 'admin', access: manageProblems, body: ChangeProgressBody, successKey: 'groupProblem.progressChanged',
    summary: 'Examines an application (pid): progress 2 makes the group problem a public bank problem, 3 refuses it, 1 puts it back to applying',
    handle: (call) => call.get(GroupProblemExamineService).changeProgress(call.body.pid, call.body.progress),
  }),
];
