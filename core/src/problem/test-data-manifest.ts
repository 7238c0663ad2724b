import type { FileStore } from '../file/file-store.port';
import type { TestDataManifest } from '../judge/test-data';
import { PROBLEM_LIMITS, ProblemType, type ProblemCase, type ProblemFields } from './problem.model';

/** A manifest is small JSON; anything near this is a bug, not data. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Stores a problem's test-data manifest (core/src/judge/test-data.ts) in the FileStore and answers its
 * hash: the problem's caseVersion and every judge task's dataVersion. The case files must already be
 * stored; extra files (name → content in the problem row) are stored here. The same data always makes
 * the same manifest, so an unchanged save keeps runners' caches warm.
 */
export async function storeTestDataManifest(files: FileStore, fields: ProblemFields, cases: readonly ProblemCase[]): Promise<string> {
  const manifest: TestDataManifest = {
    v: 1,
    type: fields.type === ProblemType.OI ? 'OI' : 'ACM',
    ioScore: fields.ioScore,
    caseMode: fields.judgeCaseMode,
    cases: cases.map((c, i) => ({ caseId: i + 1, input: c.inputHash, output: c.outputHash, score: c.score, groupNum: c.groupNum ?? 0 })),
  };
  const userExtraFiles = await storeExtraFiles(files, fields.userExtraFile);
  const judgeExtraFiles = await storeExtraFiles(files, fields.judgeExtraFile);
  if (userExtraFiles) manifest.userExtraFiles = userExtraFiles;
  if (judgeExtraFiles) manifest.judgeExtraFiles = judgeExtraFiles;
  const stored = await files.put(Buffer.from(JSON.stringify(manifest)), { maxBytes: MANIFEST_MAX_BYTES });
  return stored.hash;
}

async function storeExtraFiles(files: FileStore, extra: Record<string, string> | null): Promise<Record<string, string> | undefined> {
  const names = Object.keys(extra ?? {}).sort();
  if (!extra || names.length === 0) return undefined;
  const hashes: Record<string, string> = {};
  for (const name of names) hashes[name] = (await files.put(Buffer.from(extra[name], 'utf8'), { maxBytes: PROBLEM_LIMITS.extraFileMax })).hash;
  return hashes;
}
