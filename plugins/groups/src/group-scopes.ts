import type { Extension, ServiceGetter, SessionUser } from '@oj/core';
import { GroupAccess } from './group-access';
import type { GroupRole } from './group.model';

/**
 * The groups plugin's answers to the content plugins' `gidScope` points (CONTRACT "Extension points"): one
 * `role` for all three, and the older canSee / isAdmin of the contests' and discussions' points on top of it.
 * The shapes are those points' types, said here without importing the other plugins.
 */
type RoleRequest = { gid: number; user: SessionUser | undefined; get: ServiceGetter };

const role = ({ gid, user, get }: RoleRequest): Promise<GroupRole | undefined> => get(GroupAccess).role(gid, user);

export interface GroupRoleScope extends Extension {
  role(request: RoleRequest): Promise<GroupRole | undefined>;
}

/** `trainings.gidScope`: who a user is in the training's group. */
export const trainingGidScope: GroupRoleScope = { id: 'groups', role };

/** `contests.gidScope`: members see a group contest; its root administers every one, an admin the ones they created. */
export const contestGidScope: GroupRoleScope & {
  canSee(request: { contest: { gid: number | null }; user: SessionUser | undefined; get: ServiceGetter }): Promise<boolean>;
  isAdmin(request: { contest: { gid: number | null; uid: string }; user: SessionUser; get: ServiceGetter }): Promise<boolean>;
} = {
  id: 'groups',
  role,
  async canSee({ contest, user, get }) {
    return contest.gid !== null && (await role({ gid: contest.gid, user, get })) !== undefined;
  },
  async isAdmin({ contest, user, get }) {
    if (contest.gid === null) return false;
    const r = await role({ gid: contest.gid, user, get });
    return r === 'root' || (r === 'admin' && contest.uid === user.uid);
  },
};

/** `discussions.gidScope`: members see the group's discussions; its admins and root administer them. */
export const discussionGidScope: GroupRoleScope & {
  canSee(request: RoleRequest): Promise<boolean>;
  isAdmin(request: { gid: number; user: SessionUser; get: ServiceGetter }): Promise<boolean>;
} = {
  id: 'groups',
  role,
  async canSee(request) {
    return (await role(request)) !== undefined;
  },
  async isAdmin(request) {
    const r = await role(request);
    return r === 'root' || r === 'admin';
  },
};
