import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { defineRoute, signedInUser, type RouteAccess } from '../api/api-route';
import { RemoteJudgeDirectory } from './remote-judge-directory';
import { RemoteProblemImportService } from './remote-problem-import.service';

/** The longest remote problem id typed (the longest real ones, Gym's and AtCoder's, are far shorter). */
export const REMOTE_PROBLEM_ID_MAX = 64;

/** `?name=&problemId=` of the remote problem import (api-calls.tsv). */
export class RemoteProblemQuery {
  @IsString({ message: 'remote.nameRequired' }) @IsNotEmpty({ message: 'remote.nameRequired' }) @MaxLength(16, { message: 'remote.nameRequired' })
  name!: string;

  @IsString({ message: 'remote.problemIdRequired' }) @IsNotEmpty({ message: 'remote.problemIdRequired' }) @MaxLength(REMOTE_PROBLEM_ID_MAX, { message: 'remote.problemIdRequired' })
  problemId!: string;
}

const manageProblems: RouteAccess = { auth: 'login', can: ['manage', 'Problem'] };

/** The remote judges' calls of the core: the import (03), its preview and the enabled judges' list (the pages'). */
export const remoteJudgeRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/problem/import-remote-oj-problem', tag: 'admin', access: manageProblems, query: RemoteProblemQuery, changesState: true,
    successKey: 'remote.imported',
    summary: "Mirrors a remote judge's problem (name: HDU, CF, POJ, GYM, AC, SPOJ or LIBRE; problemId in the judge's own form) into the bank as '<name>-<problemId>': public, ACM, with the judge's languages; 409 when the bank has it; 400 when the judge is not enabled",
    handle: async (call) => {
      const problem = await call.get(RemoteProblemImportService).import(call.query.name, call.query.problemId, signedInUser(call).username, (id) => call.get(id));
      return { pid: problem.id, problemId: problem.problemId, title: problem.title };
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/problem/preview-remote-oj-problem', tag: 'admin', access: manageProblems, query: RemoteProblemQuery,
    summary: "Our extension: reads a remote judge's problem as the import would store it, storing nothing (the admin's preview); existingPid names the bank's mirror when there is one",
    handle: (call) => call.get(RemoteProblemImportService).preview(call.query.name, call.query.problemId, (id) => call.get(id)),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-remote-judge-list', tag: 'problem', access: { auth: 'anon' },
    summary: "Our extension: the remote judges enabled on this site with their state (healthy, lastCheck: the last health check; null before one), for the home card and the problem list's tabs; empty without the remote judges' plugin",
    handle: (call) => call.get(RemoteJudgeDirectory).enabled((id) => call.get(id)),
  }),
];
