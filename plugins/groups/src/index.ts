import { ContainerModule, definePlugin } from '@oj/core';
import { groupAbilityRules } from './group.abilities';
import { GroupAccess } from './group-access';
import { GroupDisband } from './group-disband';
import { groupAnnouncementRoutes } from './group-announcement.routes';
import { GroupAnnouncementRepository } from './group-announcement.repository';
import { GroupAnnouncementService } from './group-announcement.service';
import { GROUP_POINTS, groupExtensionPointSpecs } from './group-extension-points';
import { groupMemberRoutes } from './group-member.routes';
import { GroupMemberRepository } from './group-member.repository';
import { GroupMemberService } from './group-member.service';
import { groupMessages } from './group.messages';
import { groupMigrations } from './group.migrations';
import { GroupRepository } from './group.repository';
import { groupRoutes } from './group.routes';
import { contestGidScope, discussionGidScope, trainingGidScope } from './group-scopes';
import { GroupService } from './group.service';
import { GROUP_PLUGIN_ID } from './group.settings';
import { builtInGroupTabs } from './group-tabs';

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
    for (const service of [GroupRepository, GroupMemberRepository, GroupAnnouncementRepository, GroupAccess, GroupDisband, GroupService, GroupMemberService, GroupAnnouncementService]) bind(service).toSelf();
  }),
  migrations: groupMigrations,
  extensionPoints: groupExtensionPointSpecs,
  api: [...groupRoutes, ...groupMemberRoutes, ...groupAnnouncementRoutes],
  abilities: groupAbilityRules,
  i18n: groupMessages,
  offMessageKey: 'group.noAccess',
  // after /contest (40) and the status page; the core leaves 80 for /group (docs/plugins.md)
  nav: [{ id: 'group', path: '/group', labelKey: 'nav.group', order: 80 }],
  extensions: {
    [GROUP_POINTS.tabs]: builtInGroupTabs,
    'contests.gidScope': [contestGidScope],
    'discussions.gidScope': [discussionGidScope],
    'trainings.gidScope': [trainingGidScope],
  },
});
