import { downloadFile } from '../../components/download';
import { PROBLEM_API } from './problem-api';

/** The formats problems export to (and import from): `GET /api/file/export-problem?pid=…&format=…`. */
export const EXPORT_FORMATS = ['hoj', 'fps', 'qduoj', 'hydro'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export URL of some problems (by primary key) in one format; the pid parameter repeats. */
export function exportUrl(pids: readonly number[], format: ExportFormat): string {
  const q = new URLSearchParams(pids.map((pid) => ['pid', String(pid)]));
  q.set('format', format);
  return `${PROBLEM_API.exportProblem}?${q.toString()}`;
}

/** Downloads the archive of the selected problems; the caller makes sure there is at least one (03 §5). */
export function exportProblems(pids: readonly number[], format: ExportFormat): Promise<boolean> {
  return downloadFile(exportUrl(pids, format));
}
