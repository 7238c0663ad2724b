import type { AbilityRule } from '@oj/core';

const has = (roles: readonly string[], ...wanted: string[]) => wanted.some((r) => roles.includes(r));

/** 02 §6 'admin roles': the super admin, admins and problem admins moderate the public area. */
export const MODERATOR_ROLES = ['root', 'admin', 'problem_admin'] as const;
export const isModerator = (user: { roles: readonly string[] } | undefined): boolean => Boolean(user && has(user.roles, ...MODERATOR_ROLES));
/** Admins and super admins are exempt from the creation limits (03 §5) and the posting rate. */
export const isExemptFromLimits = (user: { roles: readonly string[] } | undefined): boolean => Boolean(user && has(user.roles, 'root', 'admin'));

/**
 * Who moderates (02 §6): delete is the author's or an admin role's; pin and hide/show and the report list are
 * the admin roles'; the categories are the super admin's. Posting itself is the core's rule (account.abilities:
 * `create` Discussion / Comment / Reply, refused to roles 1004–1007).
 */
export const discussionAbilityRules: AbilityRule[] = [
  {
    id: 'discussions.moderate',
    description: 'Admins, problem admins and super admins pin, hide, show and delete any discussion, delete any comment or reply of the public area and handle reports',
    apply: ({ can }, user) => {
      if (!isModerator(user)) return;
      can('manage', 'DiscussionAdmin');
      can('delete', 'Discussion');
      can('delete', 'Comment');
      can('manage', 'DiscussionReport');
    },
  },
  {
    id: 'discussions.categories',
    description: 'Only the super admin edits the discussion categories',
    apply: ({ can }, user) => {
      // root already manages 'all'; said here so the rule is listed and the pages ask for it by name
      if (user && has(user.roles, 'root')) can('manage', 'DiscussionCategory');
    },
  },
];
