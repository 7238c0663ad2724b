import type { AbilityRule, AppAbility, AppAction } from '@oj/core';
import type { GroupRole } from './group.model';

/** Subjects of the group rules; each is checked on an object naming the viewer's role in that group. */
export type GroupSubject = 'Group' | 'GroupContent' | 'GroupMember' | 'GroupAnnouncement';

/** What a rule sees of one group: the viewer's role there (CONTRACT "Group roles") and, for a row, its author. */
export interface GroupSubjectFields {
  role: GroupRole | null;
  /** The author's uid of the row acted on (an announcement). */
  authorUid?: string;
}

/** A CASL subject for one group: rules are evaluated per group, on the viewer's role there. */
export function groupSubject(type: GroupSubject, fields: GroupSubjectFields): GroupSubjectFields {
  return Object.defineProperty({ ...fields }, '__caslSubjectType__', { value: type, enumerable: false });
}

/** Whether the request's ability allows `action` on a group row for a viewer of that role. */
export function groupCan(ability: AppAbility, action: AppAction, type: GroupSubject, fields: GroupSubjectFields): boolean {
  return ability.can(action, groupSubject(type, fields) as unknown as string);
}

const MEMBERS: GroupRole[] = ['member', 'admin', 'root'];
const ADMINS: GroupRole[] = ['admin', 'root'];

/**
 * The group roles as CASL rules (03 §6), evaluated per group on the viewer's role there (`groupSubject`):
 * root (the owner or a super admin), admin (auth 4), member (auth 3). The super admin's `manage all` covers
 * every group as the contract's `role` does.
 */
export const groupAbilityRules: AbilityRule[] = [
  {
    id: 'groups.read',
    description: 'Anyone reads the group list; hidden groups only their members',
    apply: ({ can }) => {
      can('read', 'Group');
    },
  },
  {
    id: 'groups.create',
    description: 'Signed-in users create groups (within the creation switches; admins exempt)',
    apply: ({ can }, user) => {
      if (user) can('create', 'Group');
    },
  },
  {
    id: 'groups.member',
    description: "A group's members, admins and root see its content: announcements, problems, trainings, contests, discussions, submissions, members and rank",
    apply: ({ can }, user) => {
      if (user) can('read', 'GroupContent', { role: { $in: MEMBERS } } as never);
    },
  },
  {
    id: 'groups.admin',
    description: "A group's admins and root handle applications, members and announcements; an admin edits and deletes only their own announcements",
    apply: ({ can }, user) => {
      if (!user) return;
      can('manage', 'GroupMember', { role: { $in: ADMINS } } as never);
      can(['read', 'create'], 'GroupAnnouncement', { role: { $in: ADMINS } } as never);
      can(['update', 'delete'], 'GroupAnnouncement', { role: 'admin', authorUid: user.uid } as never);
      can(['update', 'delete'], 'GroupAnnouncement', { role: 'root' } as never);
    },
  },
  {
    id: 'groups.root',
    description: "A group's root (its owner) changes its settings and avatar and disbands it; the super admin does so for every group",
    apply: ({ can }, user) => {
      if (user) can(['update', 'delete'], 'Group', { role: 'root' } as never);
    },
  },
];
