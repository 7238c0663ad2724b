import { defineRoute, type ApiCall, type RouteAccess } from '../api/api-route';
import { Unauthorized, ValidationError } from '../shared/errors';
import { PROBLEM_IMPORT_LIMITS, type ProblemFormatId } from './problem-import.port';
import { ProblemImportService } from './problem-import.service';

/** Root, admins and problem admins (03 §6). */
export const manageProblems: RouteAccess = { auth: 'login', can: ['manage', 'Problem'] };

const IMPORTS: Array<{ path: string; format: ProblemFormatId; what: string }> = [
  { path: '/api/file/import-problem', format: 'hoj', what: "HOJ's problem zip (problem_<id>.json with its folder of data files)" },
  { path: '/api/file/import-qdoj-problem', format: 'qduoj', what: "QDUOJ's export zip (<n>/problem.json with <n>/testcase/)" },
  { path: '/api/file/import-fps-problem', format: 'fps', what: 'an FPS XML file (FreeProblemSet 1.1-1.5), or a zip of them' },
  { path: '/api/file/import-hydro-problem', format: 'hydro', what: "Hydro's problem zip (<folder>/problem.yaml, problem.md, testdata/)" },
];

function importOf(format: ProblemFormatId) {
  return async (call: ApiCall<unknown, unknown>) => {
    if (!call.request.user) throw new Unauthorized();
    if (!call.spooledFile) throw new ValidationError('error.fileMissing', { field: 'file' });
    return call.get(ProblemImportService).import(format, { filename: call.spooledFile.filename, path: call.spooledFile.path }, call.request.user.username);
  };
}

/** Problem import (api-calls.tsv, file area): one multipart field `file`; all problems of it or none. */
export const problemImportRoutes = IMPORTS.map(({ path, format, what }) =>
  defineRoute({
    method: 'POST', path, tag: 'file', access: manageProblems, successKey: 'problemImport.imported',
    upload: { field: 'file', maxBytes: PROBLEM_IMPORT_LIMITS.maxUploadBytes, toDisk: true },
    summary: `Imports ${what} (multipart field file); every problem is checked before any is created, and a failure creates none. Answers the problems made: pid, problemId, title`,
    handle: importOf(format),
  }),
);
