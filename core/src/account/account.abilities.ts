import type { AbilityRule } from './abilities';
import type { RoleName } from './roles';

const has = (roles: readonly string[], ...wanted: RoleName[]) => wanted.some((r) => roles.includes(r));

/** Roles that may not submit or test-run (1003, 1006, 1007). */
const NO_SUBMIT: RoleName[] = ['no_submit_user', 'no_submit_no_discuss_user', 'no_submit_mute_user'];
/** Roles that may not post discussions (1004, 1005, 1006, 1007). */
const NO_DISCUSSION_POST: RoleName[] = ['no_discuss_user', 'mute_user', 'no_submit_no_discuss_user', 'no_submit_mute_user'];
/** Muted roles: no comments or replies either (1005, 1007). */
const MUTED: RoleName[] = ['mute_user', 'no_submit_mute_user'];

/**
 * The account rules of 01 §6 and 03 §6, one place: who may submit, post, comment, enter the admin area
 * and use the super-admin pages. Restrictions are `cannot` rules over the signed-in user's grants.
 */
export const accountAbilityRules: AbilityRule[] = [
  {
    id: 'account.signed-in',
    description: 'A signed-in user manages their own account, submits, test-runs, posts discussions, comments and replies',
    apply: ({ can }, user) => {
      if (!user) return;
      can('update', 'Account');
      can('submit', 'Submission');
      can('create', 'Discussion');
      can('create', 'Comment');
      can('create', 'Reply');
    },
  },
  {
    id: 'account.no-submit',
    description: 'Users with a no-submit role (1003, 1006, 1007) may not submit or test-run',
    apply: ({ cannot }, user) => {
      if (user && has(user.roles, ...NO_SUBMIT) && !has(user.roles, 'root', 'admin')) cannot('submit', 'Submission');
    },
  },
  {
    id: 'account.no-discussion-post',
    description: 'Users with a no-discussion-post or muted role (1004–1007) may not post discussions',
    apply: ({ cannot }, user) => {
      if (user && has(user.roles, ...NO_DISCUSSION_POST) && !has(user.roles, 'root', 'admin')) cannot('create', 'Discussion');
    },
  },
  {
    id: 'account.muted',
    description: 'Muted users (1005, 1007) may not comment or reply either',
    apply: ({ cannot }, user) => {
      if (user && has(user.roles, ...MUTED) && !has(user.roles, 'root', 'admin')) {
        cannot('create', 'Comment');
        cannot('create', 'Reply');
      }
    },
  },
  {
    id: 'account.admin-area',
    description: 'Admins, problem admins and super admins enter the admin area',
    apply: ({ can }, user) => {
      if (user && has(user.roles, 'root', 'admin', 'problem_admin')) can('enter', 'Admin');
    },
  },
  {
    id: 'account.problem-admin',
    description: 'Ordinary admins and problem admins manage problems and tags (03 §6: they use every admin page but the super admin\'s; the plugins grant their own subjects, trainings and contests, likewise)',
    apply: ({ can }, user) => {
      if (user && has(user.roles, 'admin', 'problem_admin')) {
        for (const subject of ['Problem', 'Tag']) can('manage', subject);
      }
    },
  },
  {
    id: 'account.super-admin',
    description: 'The super admin (root) may do everything, including users, announcements, notices, configuration, switches, languages and judge actions',
    apply: ({ can }, user) => {
      if (user && has(user.roles, 'root')) can('manage', 'all');
    },
  },
];
