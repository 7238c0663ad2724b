/**
 * The limits a problem page shows (01 §9): C and C++ run under the stored limits, every other language
 * gets twice the time and memory; mirrored Codeforces and Gym problems (ids CF-…, GYM-…) show the raw values.
 */
export const OTHER_LANGUAGE_FACTOR = 2;
const RAW_LIMIT_PREFIXES = ['CF-', 'GYM-'] as const;

export interface ShownLimits {
  /** ms and MB for C and C++ (and for every language when `raw`). */
  c: { time: number; memory: number };
  /** ms and MB for other languages; absent when `raw`. */
  other?: { time: number; memory: number };
  raw: boolean;
}

export function shownLimits(problem: { problemId: string; timeLimit: number; memoryLimit: number; isRemote?: boolean }): ShownLimits {
  const c = { time: problem.timeLimit, memory: problem.memoryLimit };
  const id = problem.problemId.toUpperCase();
  if (RAW_LIMIT_PREFIXES.some((prefix) => id.startsWith(prefix))) return { c, raw: true };
  return { c, other: { time: c.time * OTHER_LANGUAGE_FACTOR, memory: c.memory * OTHER_LANGUAGE_FACTOR }, raw: false };
}

/**
 * The limits the runner applies to one language: the problem's limits × the judge's factors for it
 * (docs/judge.md, "Languages"). None for remote problems: another judge decides there.
 */
export function languageLimits(
  problem: { timeLimit: number; memoryLimit: number; isRemote?: boolean },
  factors: { timeFactor: number; memoryFactor: number } | undefined,
): { time: number; memory: number } | undefined {
  if (!factors || problem.isRemote) return undefined;
  return { time: Math.round(problem.timeLimit * factors.timeFactor), memory: Math.round(problem.memoryLimit * factors.memoryFactor) };
}
