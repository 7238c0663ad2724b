import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { JUDGE_CASE_MODES, type JudgeCaseMode, type JudgeMode } from '@oj/core';
import type { JudgeCase, ProblemType } from '../judge/case-modes';
import type { JudgeRequest } from '../judge/judge';
import type { ProgramSource } from '../judge/program-cache';
import { ProblemFormatError, parseMemory, parseTime } from './hydro-config';

/** A problem folder in Hydro's testdata layout, read into what `Judge` needs (all but the submission). */
export type FolderProblem = Omit<JudgeRequest, 'language' | 'code'>;

interface HydroSubtask {
  id?: number;
  type?: 'min' | 'max' | 'sum';
  score?: number;
  cases?: Array<{ input: string; output: string; score?: number }>;
}

interface HydroConfig {
  type?: string;
  time?: unknown;
  memory?: unknown;
  filename?: string;
  checker_type?: string;
  checker?: string | { file: string; lang?: string };
  interactor?: string | { file: string; lang?: string };
  user_extra_files?: string[];
  judge_extra_files?: string[];
  subtasks?: HydroSubtask[];
  /** This judge's extension: `ergodic_without_error` or `subtask_average` (Hydro has no such keys). */
  judge_case_mode?: JudgeCaseMode;
  cases?: Array<{ input: string; output: string; score?: number }>;
}

const DEFAULT_TIME_MS = 1000;
const DEFAULT_MEMORY_MB = 256;
const DEFAULT_STACK_MB = 128;
const TOTAL_SCORE = 100;
const MAX_CASES = 100;

/** `1.in` + `1.out`/`1.ans`, `a1_2.in` style subtasks (first number = subtask), as Hydro detects them. */
function detectCases(dir: string): HydroSubtask[] {
  const inputs = readdirSync(dir).filter((f) => /\.in$/i.test(f) && /\d/.test(f));
  const found: Array<{ input: string; output: string; group: number; order: number[] }> = [];
  for (const input of inputs) {
    const base = input.slice(0, -3);
    const output = ['.out', '.ans', '.OUT', '.ANS'].map((e) => base + e).find((f) => existsSync(join(dir, f)));
    if (!output) continue;
    const numbers = (base.match(/\d+/g) ?? []).map(Number);
    found.push({ input, output, group: numbers.length >= 2 ? numbers[0] : 0, order: numbers });
  }
  found.sort((a, b) => a.order.join('.').localeCompare(b.order.join('.'), undefined, { numeric: true }));
  const grouped = found.some((f) => f.group !== 0);
  if (!grouped) return found.length ? [{ type: 'sum', cases: found.map(({ input, output }) => ({ input, output })) }] : [];
  const byGroup = new Map<number, HydroSubtask>();
  for (const f of found) {
    const subtask = byGroup.get(f.group) ?? { id: f.group, type: 'min', cases: [] };
    subtask.cases?.push({ input: f.input, output: f.output });
    byGroup.set(f.group, subtask);
  }
  return [...byGroup.values()];
}

function program(dir: string, value: string | { file: string; lang?: string } | undefined, role: string, extraFiles: Record<string, string>): ProgramSource | undefined {
  if (value === undefined) return undefined;
  const file = typeof value === 'string' ? value : value.file;
  // a bare name (no dot) picks a stock checker, as in Hydro
  if (!file.includes('.')) return { stock: file };
  const path = join(dir, file);
  if (!existsSync(path)) throw new ProblemFormatError(`the ${role} file '${file}' is not in the folder`);
  const language = extname(file) === '.c' ? 'C With O2' : undefined;
  return { language, code: readFileSync(path, 'utf8'), extraFiles };
}

function filesOf(dir: string, names: string[] | undefined): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of names ?? []) {
    const path = join(dir, name);
    if (!existsSync(path)) throw new ProblemFormatError(`extra file '${name}' is not in the folder`);
    files[name] = readFileSync(path, 'utf8');
  }
  return files;
}

/**
 * Reads `<dir>/config.yaml` (optional) and the case files. Supported: types `default` and
 * `interactive`; checker types `default` (trailing blanks ignored), `strict`, `testlib`; `filename`
 * (file IO); extra files; `cases`, `subtasks` of type `sum` or `min`, or detected cases.
 */
export function readHydroProblem(folder: string): FolderProblem {
  const dir = resolve(folder);
  if (!existsSync(dir)) throw new ProblemFormatError(`no problem folder at ${dir}`);
  const configPath = join(dir, 'config.yaml');
  const config = (existsSync(configPath) ? (parse(readFileSync(configPath, 'utf8')) ?? {}) : {}) as HydroConfig;
  const type = config.type ?? 'default';
  if (type !== 'default' && type !== 'interactive') throw new ProblemFormatError(`problem type '${type}' is not supported by this judge (default, interactive)`);
  const checkerType = config.checker_type ?? 'default';
  if (!['default', 'strict', 'testlib'].includes(checkerType)) throw new ProblemFormatError(`checker type '${checkerType}' is not supported (default, strict, testlib)`);

  const subtasks = config.subtasks ?? (config.cases ? [{ type: 'sum' as const, cases: config.cases }] : detectCases(dir));
  const caseCount = subtasks.reduce((n, s) => n + (s.cases?.length ?? 0), 0);
  if (caseCount === 0) throw new ProblemFormatError('the problem has no test cases');
  if (caseCount > MAX_CASES) throw new ProblemFormatError(`the problem has ${caseCount} cases; at most ${MAX_CASES} are allowed`);
  const kinds = new Set(subtasks.map((s) => s.type ?? 'sum'));
  if (kinds.has('max')) throw new ProblemFormatError("subtask type 'max' is not supported (sum, min)");
  if (kinds.size > 1) throw new ProblemFormatError('subtasks mixing min and sum are not supported');
  if (config.judge_case_mode && !JUDGE_CASE_MODES.includes(config.judge_case_mode)) throw new ProblemFormatError(`judge_case_mode '${String(config.judge_case_mode)}' is not one of ${JUDGE_CASE_MODES.join(', ')}`);
  const caseMode: JudgeCaseMode = config.judge_case_mode ?? (kinds.has('min') ? 'subtask_lowest' : 'default');

  // subtasks without a score share what is left of 100; cases of a sum subtask share its score
  const given = subtasks.reduce((sum, s) => sum + (s.score ?? 0), 0);
  const unscored = subtasks.filter((s) => s.score === undefined).length;
  const scored = config.subtasks?.some((s) => s.score !== undefined) || config.cases?.some((c) => c.score !== undefined);
  const bySubtask = caseMode === 'subtask_lowest' || caseMode === 'subtask_average';
  const cases: JudgeCase[] = [];
  subtasks.forEach((subtask, index) => {
    const subtaskScore = subtask.score ?? Math.max(0, TOTAL_SCORE - given) / Math.max(1, unscored);
    for (const c of subtask.cases ?? []) {
      const inputFile = join(dir, c.input);
      const answerFile = join(dir, c.output);
      if (!existsSync(inputFile) || !existsSync(answerFile)) throw new ProblemFormatError(`case file ${!existsSync(inputFile) ? c.input : c.output} is missing`);
      // in the subtask modes every case carries its subtask's score (min or average of them)
      const score = bySubtask ? subtaskScore : (c.score ?? subtaskScore / (subtask.cases?.length ?? 1));
      cases.push({ caseId: cases.length + 1, inputFile, answerFile, score: Math.floor(score), groupNum: subtask.id ?? index + 1 });
    }
  });
  const ioScore = bySubtask ? subtasks.reduce((n, s) => n + Math.floor(s.score ?? TOTAL_SCORE / subtasks.length), 0) : cases.reduce((n, c) => n + c.score, 0);
  const judgeExtraFiles = filesOf(dir, config.judge_extra_files);
  const judgeMode: JudgeMode = type === 'interactive' ? 'interactive' : checkerType === 'testlib' ? 'spj' : 'default';
  const problemType: ProblemType = scored || bySubtask ? 'OI' : 'ACM';
  return {
    limits: { timeLimitMs: parseTime(config.time, DEFAULT_TIME_MS), memoryLimitMb: parseMemory(config.memory, DEFAULT_MEMORY_MB), stackLimitMb: DEFAULT_STACK_MB },
    type: problemType,
    ioScore,
    judgeMode,
    caseMode,
    isRemoveEndBlank: checkerType !== 'strict',
    cases,
    checker: judgeMode === 'spj' ? program(dir, config.checker, 'checker', judgeExtraFiles) : undefined,
    interactor: judgeMode === 'interactive' ? program(dir, config.interactor, 'interactor', judgeExtraFiles) : undefined,
    fileIO: config.filename ? { input: `${config.filename}.in`, output: `${config.filename}.out` } : undefined,
    userExtraFiles: filesOf(dir, config.user_extra_files),
    judgeExtraFiles,
  };
}
