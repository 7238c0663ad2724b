import type { GroupAdminProblemRow, GroupRole } from './problem-api';

/** Judge statuses the Problem tab marks (03 §2): a check for Accepted (0), a minus for any other but -10 (never submitted). */
export const ACCEPTED = 0;
export const NOT_SUBMITTED = -10;

export type StatusIcon = 'check' | 'minus' | undefined;

export function statusIconOf(status: number | null | undefined): StatusIcon {
  if (status === null || status === undefined || status === NOT_SUBMITTED) return undefined;
  return status === ACCEPTED ? 'check' : 'minus';
}

/** A problem's auth (03 §3): 1 public, 2 private, 3 contest. The contest choice is off outside a contest's list (03 §2). */
export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3 } as const;
export const PROBLEM_AUTHS = [ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST] as const;

/** The public application of a group problem (03 §4): none, applying (1), public (2), refused (3). */
export const ApplyProgress = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;
export type ApplyState = 'none' | 'applying' | 'public' | 'refused';

export function applyStateOf(progress: number | null | undefined): ApplyState {
  if (progress === ApplyProgress.APPLYING) return 'applying';
  if (progress === ApplyProgress.PUBLIC) return 'public';
  if (progress === ApplyProgress.REFUSED) return 'refused';
  return 'none';
}

/** Whether the viewer manages the group's problems at all (Create, Problem Admin): group admins and root (03 §6). */
export const isGroupAdmin = (role: GroupRole | undefined) => role === 'root' || role === 'admin';

/**
 * 03 §6: edit, delete, auth change and test-data download only for a problem of this group (gid matches); the
 * group's root any of them, another admin only their own (matching uid, else author).
 */
export function canManageProblem(row: Pick<GroupAdminProblemRow, 'gid' | 'uid' | 'author'>, gid: number, viewer: { role: GroupRole | undefined; uid?: string; username?: string }): boolean {
  if (row.gid !== gid) return false;
  if (viewer.role === 'root') return true;
  if (viewer.role !== 'admin') return false;
  return row.uid ? row.uid === viewer.uid : row.author === viewer.username;
}

/** The AC rate bar's value: ac / total in percent, 0 without submissions. */
export function acPercent(ac: number | null | undefined, total: number | null | undefined): number {
  return total ? Math.round(((ac ?? 0) / total) * 10000) / 100 : 0;
}
