import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, judgeStatusTable } from '@oj/core';
import type { LanguageRegistry } from '../languages/language-registry';
import type { Judge } from './judge';

/** Bump when the sandbox or the judging changes in a way that could change a self-test's result. */
const SELF_TEST_REVISION = 1;

/**
 * Judges each available language's A+B once (DESIGN §6: the runner reports the languages that really
 * work). Results are kept by language, toolchain version and revision, so a restart re-tests only
 * what changed. A language that fails is marked unavailable with the reason.
 */
export async function selfTestLanguages(judge: Judge, languages: LanguageRegistry, cacheDir: string, shouldStop: () => boolean = () => false): Promise<void> {
  const file = join(cacheDir, 'self-test.json');
  const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, { passed: boolean; reason?: string }>;
  const data = join(cacheDir, 'self-test-data');
  await mkdir(data, { recursive: true, mode: 0o755 });
  await chmod(data, 0o755);
  await writeFile(join(data, '1.in'), '1 2\n', { mode: 0o644 });
  await writeFile(join(data, '1.out'), '3\n', { mode: 0o644 });
  for (const state of languages.available()) {
    if (shouldStop()) return;
    const key = `${state.definition.key}@${state.version}#${SELF_TEST_REVISION}`;
    let result = results[key];
    if (!result) {
      const outcome = await judge.judge({
        language: state.definition.key,
        code: state.definition.aPlusB,
        limits: { timeLimitMs: 2000, memoryLimitMb: 256, stackLimitMb: 128 },
        type: 'ACM',
        ioScore: 0,
        judgeMode: 'default',
        caseMode: 'default',
        isRemoveEndBlank: true,
        // the embedded judge self-tests in the background: building every header here would hold up a stop
        usePrecompiledHeader: false,
        cases: [{ caseId: 1, inputFile: join(data, '1.in'), answerFile: join(data, '1.out'), score: 0, groupNum: 1 }],
      });
      const passed = outcome.status === JudgeStatus.ACCEPTED;
      const detail = outcome.compileMessage ?? outcome.message ?? outcome.cases[0]?.message ?? '';
      result = { passed, reason: passed ? undefined : `A+B was ${judgeStatusTable.of(outcome.status).name}${detail ? `: ${detail.slice(0, 300)}` : ''}` };
      results[key] = result;
      await writeFile(file, JSON.stringify(results, null, 2));
    }
    languages.markSelfTest(state.definition.key, result.passed, result.reason);
  }
}
