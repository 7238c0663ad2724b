import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { defineRoute, type RouteAccess } from '../api/api-route';
import { isSuperAdmin } from '../account/roles';
import { NotFound, Unauthorized, ValidationError } from '../shared/errors';
import { requireSiteOrGroupAdmin } from './group-scope';
import { JUDGE_CASE_MODES, type JudgeCaseMode } from '../judge/judge-task';
import type { ApiCall } from '../api/api-route';
import { AdminProblemListQuery, ChangeProblemAuthBody, CompileCheckerBody, ProblemCasesQuery, ProblemIdQuery, ProblemSaveBody } from './problem-form.dto';
import { ProblemAdminService } from './problem-admin.service';
import { TESTCASE_ZIP_MAX_BYTES, TestcaseUploadService } from './testcase-upload.service';

const manageProblems: RouteAccess = { auth: 'login', can: ['manage', 'Problem'] };

/** `?mode=&gid=` of the test-case upload (gid: a group's problem, by its admins). */
export class TestcaseUploadQuery {
  @IsOptional() @IsIn(JUDGE_CASE_MODES, { message: 'problem.judgeCaseModeInvalid' })
  mode?: JudgeCaseMode;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER)
  gid?: number;
}

const usernameOf = (call: ApiCall<unknown, unknown>) => {
  if (!call.request.user) throw new Unauthorized();
  return call.request.user.username;
};

/**
 * A group's problem (not made public) is its group's business: of the site's staff only the super admin (a root of
 * every group) changes it here; other admins read 'The problem does not exist'. One that applied to be public is
 * read by the site admins who examine it (`read`).
 */
async function siteProblem(call: ApiCall<unknown, unknown>, pid: number | undefined, read = false): Promise<void> {
  if (!pid || isSuperAdmin(call.request.user?.roles ?? [])) return;
  const service = call.get(ProblemAdminService);
  if ((await service.groupOf(pid)) === null || (read && (await service.applied(pid)))) return;
  throw new NotFound('problem.notFound');
}

/** The admin's problem bank (03 §2 Problems, §7; api-calls.tsv): root, admins and problem admins. */
export const problemAdminRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/problem/get-problem-list', tag: 'admin', access: manageProblems, query: AdminProblemListQuery,
    summary: 'Every problem, private and contest ones included, 10 a page by default; keyword (display id or title), auth and oj filters',
    handle: (call) => call.get(ProblemAdminService).list(call.query),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/problem', tag: 'admin', access: manageProblems, query: ProblemIdQuery,
    summary: 'One problem (pid) with every field, its tags, languages and code templates, for the edit form',
    handle: async (call) => {
      await siteProblem(call, call.query.pid, true);
      return call.get(ProblemAdminService).get(call.query.pid);
    },
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/problem', tag: 'admin', access: manageProblems, body: ProblemSaveBody, successKey: 'problem.created',
    summary: 'Creates a problem: problem fields, samples (uploaded case names with uploadTestcaseDir, or typed input/output), languages, tags (new names are created), code templates; every rule of 03 §5 Admin; the test data becomes the runners\' manifest (caseVersion)',
    handle: (call) => call.get(ProblemAdminService).create(call.body, usernameOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/problem', tag: 'admin', access: manageProblems, body: ProblemSaveBody, successKey: 'problem.updated',
    summary: 'Changes a problem (problem.id) like POST; without uploadTestcaseDir the samples name the saved cases; a changed checker must have compiled',
    handle: async (call) => {
      await siteProblem(call, call.body.problem.id);
      return call.get(ProblemAdminService).update(call.body, usernameOf(call));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/problem', tag: 'admin', access: manageProblems, query: ProblemIdQuery, successKey: 'problem.deleted',
    summary: 'Deletes a problem (pid) with its cases, tags links, languages and templates',
    handle: async (call) => {
      await siteProblem(call, call.query.pid);
      return call.get(ProblemAdminService).delete(call.query.pid);
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/problem/change-problem-auth', tag: 'admin', access: manageProblems, body: ChangeProblemAuthBody, successKey: 'problem.authChanged',
    summary: 'Changes who sees a problem: auth 1 public, 2 private, 3 contest (the whole problem is sent; id and auth are read); a problem whose checker never compiled cannot be made public',
    handle: async (call) => {
      await siteProblem(call, call.body.id);
      return call.get(ProblemAdminService).changeAuth(call.body.id, call.body.auth, usernameOf(call));
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/problem/get-problem-cases', tag: 'admin', access: manageProblems, query: ProblemCasesQuery,
    summary: 'The saved test cases of a problem (pid): file names, score and group; isUpload=false gives typed samples\' text',
    handle: async (call) => {
      await siteProblem(call, call.query.pid, true);
      return call.get(ProblemAdminService).cases(call.query.pid, call.query.isUpload ?? true);
    },
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/problem/compile-spj', tag: 'admin', access: manageProblems, body: CompileCheckerBody, successKey: 'problem.compiled',
    summary: "Compiles a special judge (code, language C or C++, extraFiles) on a judge runner: 'Compiled Successfully', else the compiler's message; refused when no runner is online. With the pid of a problem whose stored checker this is, marks it compiled and makes public a problem its import hid until then (data.published)",
    handle: (call) => call.get(ProblemAdminService).compileChecker(call.body),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/problem/compile-interactive', tag: 'admin', access: manageProblems, body: CompileCheckerBody, successKey: 'problem.compiled',
    summary: "Compiles an interactor like compile-spj: 'Compiled Successfully', else the compiler's message; refused when no runner is online",
    handle: (call) => call.get(ProblemAdminService).compileChecker(call.body),
  }),
  defineRoute({
    method: 'POST', path: '/api/file/upload-testcase-zip', tag: 'file', access: { auth: 'login' }, query: TestcaseUploadQuery, successKey: 'testcase.uploaded',
    upload: { field: 'file', maxBytes: TESTCASE_ZIP_MAX_BYTES, toDisk: true },
    summary: "A zip of X.in with X.out or X.ans (ordered by name length, then name): answers fileList (names, sizes, group in subtask modes) and fileListDir, which a problem save names as uploadTestcaseDir within 24 hours. Problem managers; with gid, that group's admins",
    authorize: (call) => requireSiteOrGroupAdmin(call.request, (id) => call.get(id), call.query.gid, ['manage', 'Problem']),
    handle: (call) => {
      if (!call.spooledFile) throw new ValidationError('error.fileMissing', { field: 'file' });
      return call.get(TestcaseUploadService).upload(call.spooledFile, call.query.mode);
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/file/download-testcase', tag: 'file', access: { auth: 'login' }, query: ProblemIdQuery,
    summary: "The test cases of a problem (pid) as a zip, under their saved names: problem managers; a group's problem (not made public) to that group's admins only",
    // a missing problem is the site's question: who may not manage problems hears 403, not whether it exists
    authorize: async (call) => requireSiteOrGroupAdmin(call.request, (id) => call.get(id), await call.get(ProblemAdminService).groupOf(call.query.pid).catch(() => null), ['manage', 'Problem']),
    handle: (call) => call.get(ProblemAdminService).downloadTestcase(call.query.pid),
  }),
];
