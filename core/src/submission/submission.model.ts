import type { JudgeCaseMode, JudgePriorityClass } from '../judge/judge-task';

/** The most characters a submission's code may have (01 §5, §9). */
export const CODE_MAX_LENGTH = 65_535;
/** The most characters of a test run's input (01 §5, §9). */
export const TEST_INPUT_MAX_LENGTH = 1_000;
/** Submission list page size (01 §9). */
export const SUBMISSION_PAGE_SIZE = 15;
/**
 * The most characters of a failed case's user output kept for the case table: an excerpt, never the
 * whole output (the runner sends no more; the site cuts again whatever a runner sends).
 */
export const CASE_OUTPUT_KEEP = 1_000;
/** The most characters of a case's message (the checker's or interactor's stderr, or the run's reason) kept. */
export const CASE_MESSAGE_KEEP = 1_000;

/** A submission's context ids: 0 / null when made outside a contest, group or training. */
export interface SubmissionContextIds {
  cid: number;
  gid: number | null;
  tid: number | null;
}

/** A stored submission (01 §3 "Submission row"), with what the judge pipeline keeps on it. */
export interface Submission extends SubmissionContextIds {
  submitId: number;
  pid: number;
  /** The problem's display id at submit time. */
  displayPid: string;
  /** The contest problem's id (0 outside contests; the contests plugin fills it). */
  cpid: number;
  uid: string;
  username: string;
  submitTime: Date;
  status: number;
  share: boolean;
  errorMessage: string | null;
  /** ms; null until judged. */
  time: number | null;
  /** KB; null until judged. */
  memory: number | null;
  score: number | null;
  oiRankScore: number | null;
  /** Code length in bytes (UTF-8). */
  length: number;
  code: string;
  language: string;
  judger: string | null;
  ip: string;
  /** The judging attempt: raised on every (re)queue; results of another attempt are ignored. */
  version: number;
  isManual: boolean;
  isRemote: boolean;
  priority: JudgePriorityClass;
  /** When the current attempt's task was confirmed on the queue (null: still to be published). */
  queuedAt: Date | null;
  gmtModified: Date;
}

/** A judged case of a submission (01 §3 "Judge case"). */
export interface SubmissionCase {
  caseId: number;
  status: number;
  time: number;
  memory: number;
  score: number | null;
  groupNum: number | null;
  /** The test files' names (01 §3 inputData, outputData). */
  inputData: string;
  outputData: string;
  /** The start of what the program printed (failed cases only; CASE_OUTPUT_KEEP characters at most). */
  userOutput: string | null;
  /** The checker's or interactor's message, or why the run failed (CASE_MESSAGE_KEEP characters at most). */
  message: string | null;
}

/** What a judged attempt writes back (the runner's `done`, a manual judgement, or a give-up). */
export interface SubmissionVerdict {
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  errorMessage: string | null;
  judger: string | null;
  cases: SubmissionCase[];
}

export interface SubtaskGroupResult {
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  time: number;
  memory: number;
  subtaskDetailList: SubmissionCase[];
}

/** `get-all-case-result` (01 §3 "Result payload"). */
export interface CaseResultPayload {
  judgeCaseMode: JudgeCaseMode;
  judgeCaseList: SubmissionCase[];
  subTaskJudgeCaseVoList: SubtaskGroupResult[] | null;
}

/** OI rank score (01 §9): round(0.1 × score + 2 × difficulty). */
export function oiRankScoreOf(score: number | null, difficulty: number): number {
  return Math.round(0.1 * (score ?? 0) + 2 * difficulty);
}
