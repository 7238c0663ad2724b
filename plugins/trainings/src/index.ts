import { ContainerModule, definePlugin } from '@oj/core';
import { GroupTrainingService } from './group-training.service';
import { groupTrainingRoutes } from './group-training.routes';
import { TrainingAccess } from './training-access';
import { trainingAbilityRules } from './training.abilities';
import { trainingAdminRoutes } from './training-admin.routes';
import { TrainingAdminService } from './training-admin.service';
import { trainingProblemContext, trainingSubmissionContext } from './training.contexts';
import { trainingExtensionPointSpecs } from './training-extension-points';
import { trainingMessages } from './training.messages';
import { trainingMigrations } from './training.migrations';
import { TrainingProblemRepository } from './training-problem.repository';
import { TrainingRankRepository } from './training-rank.repository';
import { TrainingRankService } from './training-rank.service';
import { TrainingRepository } from './training.repository';
import { trainingRoutes } from './training.routes';
import { TRAINING_PLUGIN_ID, trainingSettings } from './training.settings';
import { TrainingService } from './training.service';

/**
 * Trainings (issue 9; 02 §2–§3, 03 admin trainings): problem sets with categories, private ones behind a password,
 * progress and a rank. Group trainings (issue 22; 03 §2 Training tab): rows with a gid, seen and managed by the
 * user's role in the group, which the groups plugin answers through `trainings.gidScope`; the tab is a
 * `groups.tabs` entry. Without groups the plugin works alone and every gid training stays hidden.
 */
export default definePlugin({
  id: TRAINING_PLUGIN_ID,
  name: 'Trainings',
  description: 'Training sets of problems with categories, private trainings with a password, progress and a rank (/training), and the trainings of groups',
  requires: ['groups?'],
  container: new ContainerModule(({ bind }) => {
    for (const service of [TrainingRepository, TrainingProblemRepository, TrainingRankRepository, TrainingAccess, TrainingService, TrainingRankService, TrainingAdminService, GroupTrainingService]) bind(service).toSelf();
  }),
  migrations: trainingMigrations,
  api: [...trainingRoutes, ...trainingAdminRoutes, ...groupTrainingRoutes],
  extensionPoints: trainingExtensionPointSpecs,
  abilities: trainingAbilityRules,
  settings: trainingSettings,
  i18n: trainingMessages,
  // the core's /training sits third, after /home (10) and /problem (20)
  nav: [{ id: 'training', path: '/training', labelKey: 'nav.training', order: 30 }],
  offMessageKey: 'training.noAccess',
  // between the core's problem group (100-130) and the contests (200)
  adminNav: [
    { id: 'training', path: '/admin/training', labelKey: 'training.adminList', groupKey: 'adminNav.training', order: 150, can: ['manage', 'Training'] },
    { id: 'training-create', path: '/admin/training/create', labelKey: 'training.adminCreate', groupKey: 'adminNav.training', order: 155, can: ['manage', 'Training'] },
    { id: 'training-category', path: '/admin/training/category', labelKey: 'training.adminCategory', groupKey: 'adminNav.training', order: 160, can: ['manage', 'TrainingCategory'] },
  ],
  extensions: {
    submissionContexts: [trainingSubmissionContext],
    problemContexts: [trainingProblemContext],
    // the group page's Training tab (03 §2), our pages/group.$groupID.training*.tsx
    'groups.tabs': [{ id: 'training', path: 'training', labelKey: 'training.groupTab', order: 30 }],
  },
});
