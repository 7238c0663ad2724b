import type { GroupRole } from '@oj/core';

export { MemberAuth } from '../group.model';

/** What the problem calls need of a group: its id and the short name its problems' display ids start with. */
export interface GroupRef {
  id: number;
  shortName: string;
}

export const isGroupAdmin = (role: GroupRole | undefined): boolean => role === 'root' || role === 'admin';
