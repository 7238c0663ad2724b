import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Logger } from 'pino';
import { sqlOf, type Database } from '@oj/adapters';
import { ARCHIVE_WRITER, Conflict, ProblemImportService, type Container } from '@oj/core';

/** Where the sample problems live, under the web workspace (web/seed/problems/README.md). */
export const SEED_PROBLEMS_DIR = join('seed', 'problems');

/**
 * Imports the sample problems (A+B, an OI problem with subtasks, a special judge, an interactive
 * problem) on the first start, so a newcomer can submit at once. "First" means no problem was ever
 * created here: the problem id sequence was never used, so an admin who deletes the samples does not
 * get them back on the next restart. The folders are zipped in Hydro's layout and go through the Hydro
 * importer like an upload; two processes starting at once collide on the display ids, and the loser's
 * import is rolled back.
 */
export async function seedSampleProblems(container: Container, database: Database, webRoot: string, logger: Logger): Promise<string[]> {
  const [sequence] = await sqlOf(database.orm).all<{ is_called: boolean }>('select is_called from problem_id_seq');
  if (sequence?.is_called) return [];
  const root = join(webRoot, SEED_PROBLEMS_DIR);
  const files = await filesUnder(root);
  const zip = await container.get(ARCHIVE_WRITER).zip(await Promise.all(files.map(async (path) => ({ name: relative(root, path).split(sep).join('/'), data: await readFile(path) }))));
  try {
    const imported = await container.get(ProblemImportService).import('hydro', { filename: 'sample-problems.zip', data: zip }, 'root', { trustedCheckers: true });
    const ids = imported.map((p) => p.problemId);
    logger.info({ problems: ids }, 'sample problems imported');
    return ids;
  } catch (error) {
    if (error instanceof Conflict) return [];
    throw error;
  }
}

/** Every problem folder's files (the README beside them is not a problem). */
async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (relative(root, path).includes(sep)) found.push(path);
  }
  return found.sort();
}
