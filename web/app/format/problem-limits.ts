/**
 * The limits a problem page shows, in one line (01 §9, with the factors the runner really applies): C and
 * C++ run under the stored limits, every other language gets twice the time and memory — unless the super
 * admin gave a language other factors (its language page), and then the line shows that language's own
 * limits. Mirrored Codeforces and Gym problems (ids CF-…, GYM-…) show the raw values.
 */
export const OTHER_LANGUAGE_FACTOR = 2;
const RAW_LIMIT_PREFIXES = ['CF-', 'GYM-'] as const;
/** The editor modes of C and C++: the languages the spec's 'C/C++' limits are for. */
const C_FAMILY = new Set(['text/x-csrc', 'text/x-c++src']);

/** What the page knows of a language: its editor mode and the judge's factors (GET /api/languages). */
export interface LimitFactors {
  contentType: string;
  timeFactor: number;
  memoryFactor: number;
}

/** Languages that get the same limit: 'cpp' (C and C++), 'others' (the rest), or some by name. */
export interface LimitGroup {
  label: 'cpp' | 'others' | string[];
  value: number;
}

export interface ShownLimits {
  /** Raw limits (a mirrored CF or Gym problem): ms and MB for every language. */
  raw?: { time: number; memory: number };
  /** ms, one group per distinct value among the problem's languages. */
  time: LimitGroup[];
  /** MB, likewise. */
  memory: LimitGroup[];
}

type LimitedProblem = { problemId: string; timeLimit: number; memoryLimit: number };

export function shownLimits(problem: LimitedProblem, languages: readonly string[] = [], facts: Readonly<Record<string, LimitFactors>> = {}): ShownLimits {
  const id = problem.problemId.toUpperCase();
  if (RAW_LIMIT_PREFIXES.some((prefix) => id.startsWith(prefix))) return { raw: { time: problem.timeLimit, memory: problem.memoryLimit }, time: [], memory: [] };
  const known = languages.filter((name) => facts[name]);
  // before the language list arrives (or without languages): the spec's rule
  if (!known.length) {
    const spec = (limit: number): LimitGroup[] => [{ label: 'cpp', value: limit }, { label: 'others', value: limit * OTHER_LANGUAGE_FACTOR }];
    return { time: spec(problem.timeLimit), memory: spec(problem.memoryLimit) };
  }
  return {
    time: grouped(known, facts, (f) => Math.round(problem.timeLimit * f.timeFactor)),
    memory: grouped(known, facts, (f) => Math.round(problem.memoryLimit * f.memoryFactor)),
  };
}

/**
 * The languages grouped by the limit they get: the group with most of C and C++ (and nothing else) reads
 * 'C/C++', the one with most of the others 'Others'; a language its factor sets apart is named.
 */
function grouped(languages: readonly string[], facts: Readonly<Record<string, LimitFactors>>, limitOf: (f: LimitFactors) => number): LimitGroup[] {
  const byValue = new Map<number, { cpp: string[]; other: string[]; value: number }>();
  for (const name of languages) {
    const value = limitOf(facts[name]);
    const group = byValue.get(value) ?? { cpp: [], other: [], value };
    (C_FAMILY.has(facts[name].contentType) ? group.cpp : group.other).push(name);
    byValue.set(value, group);
  }
  const groups = [...byValue.values()];
  const largest = (candidates: typeof groups, size: (g: (typeof groups)[number]) => number) => candidates.sort((a, b) => size(b) - size(a) || a.value - b.value)[0];
  const cpp = largest(groups.filter((g) => g.cpp.length && !g.other.length), (g) => g.cpp.length);
  const others = largest(groups.filter((g) => g.other.length && !g.cpp.length), (g) => g.other.length);
  return groups
    .map((g): LimitGroup => ({ label: g === cpp ? 'cpp' : g === others ? 'others' : [...g.cpp, ...g.other], value: g.value }))
    .sort((a, b) => rank(a) - rank(b) || a.value - b.value);
}

/** 'C/C++' first, named languages next, 'Others' last. */
const rank = (g: LimitGroup) => (g.label === 'cpp' ? 0 : g.label === 'others' ? 2 : 1);
