import { ContainerModule, definePlugin } from '@oj/core';
import { groupExtensionPointSpecs } from './group-extension-points';
import { groupMessages } from './group.messages';
import { groupMigrations } from './group.migrations';
import { GROUP_PLUGIN_ID } from './group.settings';
import { groupProblemFeature } from './problem';

/**
 * Groups (issue 22; 03 §2–§9): classes and study groups with members and roles, their own problems, trainings,
 * contests, discussions, rank and announcements. Trainings, contests and discussions add their group tabs through
 * `groups.tabs` and ask this plugin who may see a group's rows through their own `gidScope` points.
 */
export default definePlugin({
  id: GROUP_PLUGIN_ID,
  name: 'Groups',
  description: 'Classes and study groups with members, their own problems, trainings, contests, discussions, rank and announcements (/group)',
  requires: ['trainings?', 'contests?', 'discussions?'],
  container: new ContainerModule(({ bind }) => {
    for (const service of groupProblemFeature.services) bind(service).toSelf();
  }),
  migrations: groupMigrations,
  extensionPoints: groupExtensionPointSpecs,
  api: [...groupProblemFeature.api],
  i18n: {
    'en-US': { ...groupMessages['en-US'], ...groupProblemFeature.i18n['en-US'] },
    'zh-CN': { ...groupMessages['zh-CN'], ...groupProblemFeature.i18n['zh-CN'] },
  },
  offMessageKey: 'group.noAccess',
  // after /contest (40) and the status page; the core leaves 80 for /group (docs/plugins.md)
  nav: [{ id: 'group', path: '/group', labelKey: 'nav.group', order: 80 }],
  extensions: {
    problemContexts: groupProblemFeature.problemContexts,
    submissionContexts: groupProblemFeature.submissionContexts,
  },
});
