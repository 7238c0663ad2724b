import type { ServiceGetter, SessionUser } from '@oj/core';
import { CONTEST_POINTS, contestPoint, type ContestGidScope, type ContestGroupRole } from '../contest-extension-points';

/**
 * The user's role in the group `gid` as the `contests.gidScope` fillers (the groups plugin) answer it; undefined
 * without a filler (a site without groups: every group call of this plugin answers 404) or when none names a role.
 */
export async function contestGroupRole(get: ServiceGetter, gid: number, user: SessionUser | undefined): Promise<ContestGroupRole | undefined> {
  for (const scope of contestPoint<ContestGidScope>(get, CONTEST_POINTS.gidScope)?.list() ?? []) {
    // a filler written before `role` existed names no role
    if (typeof scope.role !== 'function') continue;
    const role = await scope.role({ gid, user, get });
    if (role) return role;
  }
  return undefined;
}

/** Group admins (admin or root) create group contests and see the admin list. */
export const isGroupAdmin = (role: ContestGroupRole | undefined): boolean => role === 'admin' || role === 'root';

/** 03 §6 and the contract: the group root manages every group contest; a group admin the ones they created (contest.uid). */
export const managesGroupContest = (role: ContestGroupRole | undefined, contest: { uid: string }, user: { uid: string } | undefined): boolean =>
  role === 'root' || (role === 'admin' && user !== undefined && contest.uid === user.uid);
