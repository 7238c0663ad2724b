import type { AbilityRule } from '@oj/core';

const has = (roles: readonly string[], ...wanted: string[]) => wanted.some((r) => roles.includes(r));

/**
 * Who manages contests (03 §6): admins and problem admins open the /admin/contest pages (root manages
 * everything by the core's rule); acting on a contest needs its contest admin (author or root: ContestAccess),
 * checked per contest by the service. The contest-wide rejudge is the super admin's ('manage all').
 */
export const contestAdminAbilityRules: AbilityRule[] = [
  {
    id: 'contests.manage',
    description: 'Admins and problem admins open the contest admin pages, create contests and edit, hide, delete and download the ones they authored (03 §6)',
    apply: ({ can }, user) => {
      if (user && has(user.roles, 'admin', 'problem_admin')) can('manage', 'Contest');
    },
  },
];
