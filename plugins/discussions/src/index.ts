import { ContainerModule, definePlugin } from '@oj/core';
import { CommentRepository } from './comment.repository';
import { commentRoutes } from './comment.routes';
import { CommentService } from './comment.service';
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
import { PostingGuard } from './posting-guard';

export * from './discussion.model';
export * from './discussion-extension-points';

/**
 * Discussions (issue 20; 02 §2–§9, 03 admin discussions): public and problem discussions with categories,
 * comments and replies with likes, reports, the contest Q&A (through `discussions.commentScope`, filled by the
 * contests plugin), group discussions through `discussions.gidScope`; every message goes through the core's
 * MESSAGE_PORT.
 */
export default definePlugin({
  id: DISCUSSIONS_PLUGIN_ID,
  name: 'Discussions',
  description: 'Discussions with categories, comments, replies, likes and reports; the contest Q&A (/discussion, /contest/:id/comment)',
  requires: ['contests?'],
  container: new ContainerModule(({ bind }) => {
    for (const service of [DiscussionRepository, DiscussionReportRepository, CommentRepository, PostingGuard, DiscussionService, CommentService, DiscussionAdminService]) bind(service).toSelf();
  }),
  migrations: discussionMigrations,
  api: [...discussionRoutes, ...commentRoutes, ...discussionAdminRoutes],
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
  },
});
