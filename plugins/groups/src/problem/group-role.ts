import type { GroupRole } from '@oj/core';
import { GroupRepository } from '../group.repository';

export { MemberAuth } from '../group.model';

/** What the problem calls need of a group: its id and the short name its problems' display ids start with. */
export interface GroupRef {
  id: number;
  shortName: string;
}

/** The group's id and short name, undefined for a missing group. The role itself is `GroupAccess.role` (the plugin's one rule). */
export async function groupRef(groups: GroupRepository, gid: number): Promise<GroupRef | undefined> {
  const group = Number.isSafeInteger(gid) && gid > 0 ? await groups.find(gid) : undefined;
  return group ? { id: group.id, shortName: group.shortName } : undefined;
}

export const isGroupAdmin = (role: GroupRole | undefined): boolean => role === 'root' || role === 'admin';
