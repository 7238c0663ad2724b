/**
 * The judge status table of spec 01 §3: every status a submission (or a problem mark) can show,
 * with its number, name, short form, colour and type. The single source for the API and the pages.
 */
export type JudgeStatusType = 'success' | 'danger' | 'warning' | 'info' | 'primary';

export interface JudgeStatusInfo {
  code: number;
  name: string;
  /** Short form shown in tables; '-' where the spec gives none. */
  short: string;
  /** Display colour (hex). */
  color: string;
  /** Visual type (tag style). */
  type: JudgeStatusType;
}

export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;

export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

const TABLE: readonly JudgeStatusInfo[] = [
  { code: -10, name: 'Not Submitted', short: 'NS', color: '#909399', type: 'info' },
  { code: -5, name: 'Submitted Unknown Result', short: 'SNR', color: '#909399', type: 'info' },
  { code: -4, name: 'Cancelled', short: 'CA', color: '#676fc1', type: 'info' },
  { code: -3, name: 'Presentation Error', short: 'PE', color: '#f90', type: 'warning' },
  { code: -2, name: 'Compile Error', short: 'CE', color: '#f90', type: 'warning' },
  { code: -1, name: 'Wrong Answer', short: 'WA', color: '#ed3f14', type: 'danger' },
  { code: 0, name: 'Accepted', short: 'AC', color: '#19be6b', type: 'success' },
  { code: 1, name: 'Time Limit Exceeded', short: 'TLE', color: '#ed3f14', type: 'danger' },
  { code: 2, name: 'Memory Limit Exceeded', short: 'MLE', color: '#ed3f14', type: 'danger' },
  { code: 3, name: 'Runtime Error', short: 'RE', color: '#ed3f14', type: 'danger' },
  { code: 4, name: 'System Error', short: 'SE', color: '#909399', type: 'info' },
  { code: 5, name: 'Pending', short: '-', color: '#f90', type: 'warning' },
  { code: 6, name: 'Compiling', short: 'CP', color: '#25bb9b', type: 'primary' },
  { code: 7, name: 'Judging', short: '-', color: '#2d8cf0', type: 'primary' },
  { code: 8, name: 'Partial Accepted', short: 'PAC', color: '#2d8cf0', type: 'primary' },
  { code: 9, name: 'Submitting', short: '-', color: '#f90', type: 'warning' },
  { code: 10, name: 'Submitted Failed', short: 'SF', color: '#909399', type: 'info' },
];

const BY_CODE = new Map(TABLE.map((s) => [s.code, s]));

/** Statuses a submission passes through before it has a result (polled by the pages). */
export const IN_PROGRESS_STATUSES: readonly number[] = [JudgeStatus.SUBMITTING, JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

export const judgeStatusTable = {
  /** Every status, in the spec's order. */
  all(): readonly JudgeStatusInfo[] {
    return TABLE;
  },
  /** The status for a code; an unknown code is shown as 'unknown [value]' rather than guessed. */
  of(code: number | string | null | undefined): JudgeStatusInfo {
    const known = typeof code === 'number' ? BY_CODE.get(code) : undefined;
    if (known) return known;
    const label = `unknown [${String(code)}]`;
    return { code: Number.NaN, name: label, short: label, color: '#909399', type: 'info' };
  },
  isKnown(code: number): code is JudgeStatusCode {
    return BY_CODE.has(code);
  },
  isInProgress(code: number): boolean {
    return IN_PROGRESS_STATUSES.includes(code);
  },
};
