import { ValidationError } from '@oj/core';

/** 03 §3 "Group contest problem": a display id and title of up to 255 characters, a balloon colour. */
export const CONTEST_PROBLEM_LIMITS = { displayIdMax: 255, displayTitleMax: 255 } as const;

/** What the import rule needs to know of a bank problem. */
export interface ImportableProblem {
  /** 0 ACM, 1 OI (the core's ProblemType) */
  type: number;
  isRemote: boolean;
}

const fieldError = (field: string, key: string, params: Record<string, unknown> = {}) => new ValidationError(key, params, [{ field, key, params }]);

/**
 * 03 §5 "Admin": an ACM contest takes ACM and remote problems, an OI contest OI and remote ones.
 * Throws a 400 naming the contest's rule when the problem does not fit.
 */
export function checkImportRule(contestType: number, problem: ImportableProblem): void {
  if (problem.isRemote) return;
  if (problem.type !== contestType) throw fieldError('pid', contestType === 1 ? 'contestAdmin.importOiOnly' : 'contestAdmin.importAcmOnly');
}

/** 03 §5 "Admin": the problem id (the bank's pid) and the display id in the contest are both required. */
export function contestProblemInputOf(input: { pid?: unknown; displayId?: unknown }): { pid: number; displayId: string } {
  const pid = typeof input.pid === 'string' && /^\d+$/.test(input.pid.trim()) ? Number(input.pid) : input.pid;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid < 1) throw fieldError('pid', 'contestAdmin.fieldRequired', { field: 'pid' });
  return { pid, displayId: displayIdOf(input.displayId) };
}

/** A display id: required, trimmed, at most 255 characters. */
export function displayIdOf(raw: unknown): string {
  const displayId = (typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw)).trim();
  if (!displayId) throw fieldError('displayId', 'contestAdmin.fieldRequired', { field: 'displayId' });
  if (displayId.length > CONTEST_PROBLEM_LIMITS.displayIdMax) throw fieldError('displayId', 'contestAdmin.fieldTooLong', { field: 'displayId', max: CONTEST_PROBLEM_LIMITS.displayIdMax });
  return displayId;
}

const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The edit of a contest problem's display id, display title (required, 03 §5 "Group problem form") and balloon colour (#rgb/#rrggbb or none). */
export function contestProblemEditOf(input: { displayId?: unknown; displayTitle?: unknown; color?: unknown }): { displayId: string; displayTitle: string; color: string | null } {
  const displayId = displayIdOf(input.displayId);
  const displayTitle = (typeof input.displayTitle === 'string' ? input.displayTitle : '').trim();
  if (!displayTitle) throw fieldError('displayTitle', 'contestAdmin.fieldRequired', { field: 'displayTitle' });
  if (displayTitle.length > CONTEST_PROBLEM_LIMITS.displayTitleMax) throw fieldError('displayTitle', 'contestAdmin.fieldTooLong', { field: 'displayTitle', max: CONTEST_PROBLEM_LIMITS.displayTitleMax });
  const color = typeof input.color === 'string' && input.color.trim() ? input.color.trim() : null;
  if (color !== null && !COLOR.test(color)) throw fieldError('color', 'contestAdmin.colorInvalid');
  return { displayId, displayTitle, color };
}
