import { ContainerModule, definePlugin } from '@oj/core';
import { CommentRepository } from './comment.repository';
import { commentRoutes } from './comment.routes';
import { CommentService } from './comment.service';
import { contestClarifications } from './contest-clarifications';
import { discussionAbilityRules } from './discussion.abilities';
import { discussionAdminRoutes } from './discussion-admin.routes';
import { DiscussionAdminService } from './discussion-admin.service';
import { discussionDashboardFacts } from './discussion.dashboard';
import { discussionExtensionPointSpecs } from './discussion-extension-points';
import { discussionMessages } from './discussion.messages';
import { discussionMigrations } from './discussion.migrations';
import { DiscussionReportRepository } from './discussion-report.repository';
import { DiscussionRepository } from './discussion.repository';
import { discussionRoutes } from './discussion.routes';
import { DiscussionService } from './discussion.service';
import { DISCUSSIONS_PLUGIN_ID, discussionSettings } from './discussion.settings';
import { GroupArea } from './group-area';
import { groupDiscussionRoutes } from './group-discussion.routes';
import { GroupDiscussionService } from './group-discussion.service';
import { PostingGuard } from './posting-guard';

export * from './discussion.model';
export * from './discussion-extension-points';

/**
 * Discussions (issue 20; 02 §2–§9, 03 admin discussions): public and problem discussions with categories,
 * comments and replies with likes, reports, the contest Q&A (through `discussions.commentScope`, filled by the
 * contests plugin), group discussions (/api/group/*discussion*, the group page's Discussion tab) through
 * `discussions.gidScope` and `groups.tabs`; every message goes through the core's
 * MESSAGE_PORT.
 */
export default definePlugin({
  id: DISCUSSIONS_PLUGIN_ID,
  name: 'Discussions',
  description: 'Discussions with categories, comments, replies, likes and reports; the contest Q&A (/discussion, /contest/:id/comment)',
  requires: ['contests?', 'groups?'],
  container: new ContainerModule(({ bind }) => {
    for (const service of [DiscussionRepository, DiscussionReportRepository, CommentRepository, PostingGuard, GroupArea, GroupDiscussionService, DiscussionService, CommentService, DiscussionAdminService]) bind(service).toSelf();
  }),
  migrations: discussionMigrations,
  api: [...discussionRoutes, ...commentRoutes, ...discussionAdminRoutes, ...groupDiscussionRoutes],
  abilities: discussionAbilityRules,
  settings: discussionSettings,
  i18n: discussionMessages,
  // the core's header already lists /discussion (order 90, while openPublicDiscussion is on)
  offMessageKey: 'discussions.noAccess',
  adminNav: [
    { id: 'discussion', path: '/admin/discussion', labelKey: 'discussions.admin', groupKey: 'adminNav.discussion', order: 300, can: ['manage', 'DiscussionAdmin'] },
    // the report list's page (plugins/discussions/pages/admin.discussion-report.tsx)
    { id: 'discussion-report', path: '/admin/discussion-report', labelKey: 'discussions.adminReports', groupKey: 'adminNav.discussion', order: 310, can: ['manage', 'DiscussionReport'] },
  ],
  extensionPoints: discussionExtensionPointSpecs,
  extensions: {
    dashboardFacts: [discussionDashboardFacts],
    // the contest's Q&A tab (02 §2 "Contest comment"): its page is this plugin's /contest/:contestID/comment
    'contests.detailTabs': [{ id: 'comment', path: 'comment', labelKey: 'discussions.contestTab', order: 60, requires: { siteSwitch: 'openContestComment' } }],
    // the contest Q&A as the ICPC Contest API's clarifications (plugins/contests/src/ccs)
    'contests.clarifications': [contestClarifications],
    // the group page's Discussion tab (03 §2; shown while openGroupDiscussion is on): pages/group.$groupID.discussion*.tsx
    'groups.tabs': [{ id: 'discussion', path: 'discussion', labelKey: 'discussions.groupTab', order: 60, siteSwitch: 'openGroupDiscussion' }],
  },
});
