import { FILE_HASH_PATTERN } from '../file/file-store.port';
import { JUDGE_CASE_MODES, type JudgeCaseMode, MalformedJudgeMessage } from './judge-task';

/**
 * A problem's test data as runners fetch it: a JSON manifest stored in the `FileStore`, whose content
 * hash is the task's `dataVersion`, naming every file by its own hash. Data that changes gets a new
 * manifest, so a runner's cache never serves stale cases.
 */
export interface TestDataManifest {
  v: 1;
  type: 'ACM' | 'OI';
  /** OI: the problem's total score. */
  ioScore: number;
  caseMode: JudgeCaseMode;
  cases: Array<{ caseId: number; input: string; output: string; score: number; groupNum: number }>;
  /** File name → hash: compiled beside the submission / the checker. */
  userExtraFiles?: Record<string, string>;
  judgeExtraFiles?: Record<string, string>;
}

/** Every hash a runner needs for this manifest. */
export function manifestFiles(manifest: TestDataManifest): string[] {
  return [...manifest.cases.flatMap((c) => [c.input, c.output]), ...Object.values(manifest.userExtraFiles ?? {}), ...Object.values(manifest.judgeExtraFiles ?? {})];
}

/** Reads a manifest, refusing anything malformed rather than judging against half of it. */
export function parseTestDataManifest(text: string): TestDataManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new MalformedJudgeMessage('test data manifest is not JSON');
  }
  const m = raw as TestDataManifest;
  if (m?.v !== 1 || !Array.isArray(m.cases) || !['ACM', 'OI'].includes(m.type) || !JUDGE_CASE_MODES.includes(m.caseMode)) {
    throw new MalformedJudgeMessage('test data manifest has an unknown version or shape');
  }
  for (const hash of manifestFiles(m)) if (!FILE_HASH_PATTERN.test(hash)) throw new MalformedJudgeMessage(`test data manifest names a bad file hash '${hash}'`);
  return m;
}
