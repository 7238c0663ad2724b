/**
 * The judge protocol, version 1: what the site puts on the queue for a runner (`JudgeTask`) and what
 * the runner sends back (`JudgeEvent`). Every task names its submission and attempt, so the site can
 * ignore a result that belongs to an older attempt (at-least-once delivery, see docs/judge.md).
 */
export const JUDGE_PROTOCOL_VERSION = 1;

export type JudgeTaskKind = 'submission' | 'test-run' | 'compile-checker';
export type JudgeMode = 'default' | 'spj' | 'interactive';
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';

export const JUDGE_MODES: readonly JudgeMode[] = ['default', 'spj', 'interactive'];
export const JUDGE_CASE_MODES: readonly JudgeCaseMode[] = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'];
export const JUDGE_TASK_KINDS: readonly JudgeTaskKind[] = ['submission', 'test-run', 'compile-checker'];

/** Queue priority classes, highest first: a person waiting on a test run beats a bulk rejudge. */
export const JUDGE_PRIORITY = { 'test-run': 9, contest: 6, practice: 3, rejudge: 1 } as const;
export type JudgePriorityClass = keyof typeof JUDGE_PRIORITY;

/** A program in the judge's hands: a checker, an interactor, or the submission itself. */
export interface JudgeProgram {
  language: string;
  code: string;
  /** Files compiled beside it (headers such as testlib.h), by name. */
  extraFiles?: Record<string, string>;
}

export interface JudgeLimits {
  /** CPU time per test case, ms. */
  timeLimitMs: number;
  /** Memory, MB. */
  memoryLimitMb: number;
  /** Stack, MB. */
  stackLimitMb: number;
  /**
   * The language's factors as the site applies them (its language list, which an admin may change):
   * the runner gives the program timeLimitMs × timeFactor and memoryLimitMb × memoryFactor. Absent (an
   * older site): the runner's own factors for the language.
   */
  timeFactor?: number;
  memoryFactor?: number;
}

export interface JudgeTask {
  v: typeof JUDGE_PROTOCOL_VERSION;
  /** Unique per enqueue; a redelivery keeps it. */
  taskId: string;
  kind: JudgeTaskKind;
  /** The submission (or test-run key) this task judges. */
  submissionId: string;
  /** Raised on every rejudge; results of other attempts are ignored. */
  attempt: number;
  language: string;
  code: string;
  problem?: {
    pid: number;
    limits: JudgeLimits;
    judgeMode: JudgeMode;
    judgeCaseMode: JudgeCaseMode;
    isRemoveEndBlank: boolean;
    /** Version of the test data (content hash); runners cache test data by it. */
    dataVersion: string;
    fileIO?: { input: string; output: string };
  };
  checker?: JudgeProgram;
  interactor?: JudgeProgram;
  /** For test runs: the user's input and (optional) expected output. */
  testInput?: { input: string; expectedOutput?: string };
  /** Epoch ms when the site enqueued it (judge wait metric). */
  enqueuedAt: number;
  /**
   * The priority class it was queued with (the queue stamps it): a runner lets a waiting task of at least
   * this class run at this task's next case boundary (docs/judge.md, "Fair judging"). Absent: practice.
   */
  priority?: JudgePriorityClass;
}

interface JudgeEventBase {
  v: typeof JUDGE_PROTOCOL_VERSION;
  taskId: string;
  submissionId: string;
  attempt: number;
  /** Runner name. */
  judger: string;
  /** The task's kind, so the site routes the event to its feature (absent from older runners: 'submission'). */
  kind?: JudgeTaskKind;
  /** On `compiling`: the task's `enqueuedAt`, echoed, so the site can tell how long it waited for a runner. */
  enqueuedAt?: number;
}

export interface CaseResult {
  caseId: number;
  status: number;
  timeMs: number;
  memoryKb: number;
  score?: number;
  groupNum?: number;
  userOutput?: string;
  message?: string;
}

/** What a runner (or, for 'abandoned', the queue) reports while and after judging one task. */
export type JudgeEvent =
  | (JudgeEventBase & { type: 'compiling' })
  | (JudgeEventBase & { type: 'judging'; totalCases: number })
  | (JudgeEventBase & { type: 'case'; result: CaseResult })
  | (JudgeEventBase & {
      type: 'done';
      status: number;
      timeMs: number;
      memoryKb: number;
      score?: number;
      compileMessage?: string;
      cases: CaseResult[];
    })
  | (JudgeEventBase & { type: 'error'; message: string })
  /** Sent by the queue, not a runner: it gave up on the task (dead-lettered it); `reason` is the dead-letter reason. */
  | (JudgeEventBase & { type: 'abandoned'; reason: string });

export type JudgeEventType = JudgeEvent['type'];

export class UnsupportedProtocolVersion extends Error {
  constructor(readonly got: unknown) {
    super(`judge protocol version ${String(got)} is not supported (this build speaks v${JUDGE_PROTOCOL_VERSION})`);
  }
}

export class MalformedJudgeMessage extends Error {}

function requireField(obj: Record<string, unknown>, field: string, type: 'string' | 'number'): void {
  if (typeof obj[field] !== type) throw new MalformedJudgeMessage(`judge message field '${field}' must be a ${type}`);
}

/** Reads a task off the wire: unknown versions and missing fields are rejected, never guessed. */
export function parseJudgeTask(raw: unknown): JudgeTask {
  if (typeof raw !== 'object' || raw === null) throw new MalformedJudgeMessage('judge task must be an object');
  const obj = raw as Record<string, unknown>;
  if (obj.v !== JUDGE_PROTOCOL_VERSION) throw new UnsupportedProtocolVersion(obj.v);
  for (const f of ['taskId', 'submissionId', 'language', 'code']) requireField(obj, f, 'string');
  requireField(obj, 'attempt', 'number');
  requireField(obj, 'enqueuedAt', 'number');
  if (!JUDGE_TASK_KINDS.includes(obj.kind as JudgeTaskKind)) throw new MalformedJudgeMessage(`unknown judge task kind '${String(obj.kind)}'`);
  return obj as unknown as JudgeTask;
}

const EVENT_TYPES: readonly JudgeEventType[] = ['compiling', 'judging', 'case', 'done', 'error', 'abandoned'];

/** Reads a runner event off the wire, with the same strictness as `parseJudgeTask`. */
export function parseJudgeEvent(raw: unknown): JudgeEvent {
  if (typeof raw !== 'object' || raw === null) throw new MalformedJudgeMessage('judge event must be an object');
  const obj = raw as Record<string, unknown>;
  if (obj.v !== JUDGE_PROTOCOL_VERSION) throw new UnsupportedProtocolVersion(obj.v);
  for (const f of ['taskId', 'submissionId', 'judger']) requireField(obj, f, 'string');
  requireField(obj, 'attempt', 'number');
  if (!EVENT_TYPES.includes(obj.type as JudgeEventType)) throw new MalformedJudgeMessage(`unknown judge event type '${String(obj.type)}'`);
  return obj as unknown as JudgeEvent;
}

/** The at-least-once rule: a result applies only to the attempt it was produced for. */
export function isCurrentAttempt(event: Pick<JudgeEvent, 'attempt'>, currentAttempt: number): boolean {
  return event.attempt === currentAttempt;
}
