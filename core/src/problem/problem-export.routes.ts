import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { isSuperAdmin } from '../account/roles';
import { defineRoute } from '../api/api-route';
import { NotFound } from '../shared/errors';
import { ProblemAdminService } from './problem-admin.service';
import { PROBLEM_FORMAT_IDS, PROBLEM_IMPORT_LIMITS, type ProblemFormatId } from './problem-import.port';
import { manageProblems } from './problem-import.routes';
import { ProblemExportService } from './problem-export.service';

/** `pid` repeated (`?pid=1&pid=2`), or one, or comma text; what cannot be read stays for validation to name. */
function pidsOf(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return [];
  const items = (Array.isArray(raw) ? raw : [raw]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  return items.map((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x));
}

export class ExportProblemQuery {
  @Transform(({ obj }: { obj: Record<string, unknown> }) => pidsOf(obj.pid))
  @IsArray() @ArrayMaxSize(PROBLEM_IMPORT_LIMITS.maxProblems) @IsInt({ each: true }) @Min(1, { each: true })
  pid: number[] = [];

  /** Our extension to HOJ's call: the package format (default hoj). */
  @IsOptional() @IsIn(PROBLEM_FORMAT_IDS, { message: 'problemExport.formatInvalid' })
  format?: ProblemFormatId;
}

/** Problem export (api-calls.tsv): a file download, not the envelope. */
export const problemExportRoutes = [
  defineRoute({
    method: 'GET', path: '/api/file/export-problem', tag: 'file', access: manageProblems, query: ExportProblemQuery,
    summary:
      "Downloads the problems named by pid (repeated: ?pid=1&pid=2) as HOJ's problem zip; our extension: format=fps (one XML), qduoj or hydro (zips). No pid: 'export needs at least one selected problem'",
    handle: async (call) => {
      // a group's problems (not made public) are its group's: of the site's staff only the super admin exports them
      if (!isSuperAdmin(call.request.user?.roles ?? [])) {
        for (const pid of call.query.pid) if ((await call.get(ProblemAdminService).groupOf(pid).catch(() => null)) !== null) throw new NotFound('problem.notFound');
      }
      return call.get(ProblemExportService).export(call.query.pid, call.query.format ?? 'hoj');
    },
  }),
];
