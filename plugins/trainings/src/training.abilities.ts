import type { AbilityRule } from '@oj/core';

const has = (roles: readonly string[], ...wanted: string[]) => wanted.some((r) => roles.includes(r));

/**
 * Who manages trainings (03 §6): admins and problem admins (root manages everything by the core's rule),
 * with the categories; deletion stays with the super admin (HOJ: root only), and so do others' trainings.
 * Entering a private training is not an ability: it needs a registration (training-access.ts).
 */
export const trainingAbilityRules: AbilityRule[] = [
  {
    id: 'trainings.manage',
    description: 'Admins and problem admins create trainings and edit, hide and arrange the ones they authored (03 §6)',
    apply: ({ can }, user) => {
      if (user && has(user.roles, 'admin', 'problem_admin')) can('manage', 'Training');
    },
  },
  {
    id: 'trainings.categories',
    description: 'Admins and problem admins manage the training categories (name and colour)',
    apply: ({ can }, user) => {
      if (user && has(user.roles, 'admin', 'problem_admin')) can('manage', 'TrainingCategory');
    },
  },
  {
    id: 'trainings.delete-root-only',
    description: 'Only the super admin deletes a training; admins and problem admins edit, hide and arrange them',
    apply: ({ cannot }, user) => {
      if (user && !has(user.roles, 'root')) cannot('delete', 'Training');
    },
  },
  {
    id: 'trainings.others-root-only',
    description: "Only the super admin opens, changes, shows or hides and arranges a training someone else authored; admins and problem admins act on the trainings they authored (HOJ)",
    apply: ({ can }, user) => {
      // root already manages 'all'; said here so the rule is listed, and the pages ask for it by name
      if (user && has(user.roles, 'root')) can('manage', 'OthersTraining');
    },
  },
  {
    id: 'trainings.read',
    description: 'Anyone reads the visible trainings; private ones open their problems and rank to registered users, their author and the super admin',
    apply: ({ can }) => {
      can('read', 'Training');
    },
  },
];
