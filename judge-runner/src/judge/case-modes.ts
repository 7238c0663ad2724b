import { JudgeStatus, type CaseResult, type JudgeCaseMode } from '@oj/core';

export type ProblemType = 'ACM' | 'OI';

/** A test case as the judge runs it: host paths of its files, its full score and its group (subtask). */
export interface JudgeCase {
  caseId: number;
  inputFile: string;
  answerFile: string;
  score: number;
  groupNum: number;
}

export interface CaseOutcome extends CaseResult {
  score: number;
  groupNum: number;
}

export interface JudgeSummary {
  status: number;
  score: number;
  timeMs: number;
  memoryKb: number;
}

const SKIPPED = 'Skipped Judging';

/** A case that earned something: AC, or partial with a positive share. */
function passed(outcome: CaseOutcome): boolean {
  return outcome.status === JudgeStatus.ACCEPTED || (outcome.status === JudgeStatus.PARTIAL_ACCEPTED && outcome.score > 0);
}

/**
 * Runs the cases in the order the case mode asks: every case (default, subtask_average), up to the
 * first error (ergodic_without_error), or group by group, skipping the rest of a group after its
 * first failure (subtask_lowest: the group is already scored by its worst case).
 */
export async function runCases(cases: JudgeCase[], mode: JudgeCaseMode, runCase: (c: JudgeCase, next?: JudgeCase) => Promise<CaseOutcome>): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  const failedGroups = new Set<number>();
  for (const [i, c] of cases.entries()) {
    if (mode === 'subtask_lowest' && failedGroups.has(c.groupNum)) {
      outcomes.push({ caseId: c.caseId, status: JudgeStatus.CANCELLED, timeMs: 0, memoryKb: 0, score: 0, groupNum: c.groupNum, message: SKIPPED });
      continue;
    }
    // the case after it, which the sandbox may prepare meanwhile (a guess: a failure may skip it)
    const outcome = await runCase(c, cases[i + 1]);
    outcomes.push(outcome);
    if (passed(outcome)) continue;
    if (mode === 'ergodic_without_error') break;
    if (mode === 'subtask_lowest') failedGroups.add(c.groupNum);
  }
  return outcomes;
}

function byGroup(outcomes: CaseOutcome[]): CaseOutcome[][] {
  const groups = new Map<number, CaseOutcome[]>();
  for (const o of outcomes) groups.set(o.groupNum, [...(groups.get(o.groupNum) ?? []), o]);
  return [...groups.values()];
}

function scoreOf(outcomes: CaseOutcome[], mode: JudgeCaseMode, ioScore: number): number {
  let score: number;
  if (mode === 'subtask_lowest') score = byGroup(outcomes).reduce((sum, g) => sum + Math.min(...g.map((o) => o.score)), 0);
  else if (mode === 'subtask_average') score = byGroup(outcomes).reduce((sum, g) => sum + Math.round(g.reduce((s, o) => s + o.score, 0) / g.length), 0);
  else score = outcomes.reduce((sum, o) => sum + o.score, 0);
  return Math.min(score, ioScore);
}

/**
 * The submission's verdict from its cases (peer-hoj §4.8): time is the largest CPU time of a case,
 * memory the largest peak. ACM: AC when every case is, else the first failing case's status. OI: AC
 * with the full score when every case is AC; the first failure's status when nothing scored; else
 * Partial Accepted with the mode's score.
 */
export function summarize(outcomes: CaseOutcome[], mode: JudgeCaseMode, type: ProblemType, ioScore: number): JudgeSummary {
  const timeMs = Math.max(0, ...outcomes.map((o) => o.timeMs));
  const memoryKb = Math.max(0, ...outcomes.map((o) => o.memoryKb));
  const judged = outcomes.filter((o) => o.status !== JudgeStatus.CANCELLED);
  const firstFailure = judged.find((o) => o.status !== JudgeStatus.ACCEPTED);
  if (!firstFailure) return { status: JudgeStatus.ACCEPTED, score: type === 'OI' ? ioScore : 0, timeMs, memoryKb };
  if (type === 'ACM') return { status: firstFailure.status, score: 0, timeMs, memoryKb };
  const score = scoreOf(outcomes, mode, ioScore);
  const anyPassed = judged.some(passed);
  return { status: anyPassed && score > 0 ? JudgeStatus.PARTIAL_ACCEPTED : firstFailure.status, score, timeMs, memoryKb };
}
