import { ContainerModule, definePlugin } from '@oj/core';
import { ContestAccess } from './contest-access';
import { contestAdminAbilityRules } from './admin/contest-admin.abilities';
import { contestAdminMessages } from './admin/contest-admin.messages';
import { ContestAdminRepository } from './admin/contest-admin.repository';
import { contestAdminRoutes } from './admin/contest-admin.routes';
import { ContestAdminService } from './admin/contest-admin.service';
import { ContestAnnouncementRepository } from './contest-announcement.repository';
import { contestProblemContext, contestSubmissionContext } from './contest.contexts';
import { contestCommentScope } from './contest-comment-scope';
import { contestDashboardFacts } from './contest.dashboard';
import { contestExtensionPointSpecs } from './contest-extension-points';
import { contestMessages } from './contest.messages';
import { contestMigrations } from './contest.migrations';
import { ContestProblemRepository } from './contest-problem.repository';
import { ContestRegisterRepository } from './contest-register.repository';
import { ContestRepository } from './contest.repository';
import { KeptContests, keptContestSubscribers } from './kept-contests';
import { contestRoutes } from './contest.routes';
import { ContestService } from './contest.service';
import { ContestSubmissionRepository } from './contest-submission.repository';
import { CONTEST_PLUGIN_ID, contestSettings } from './contest.settings';
import { bindBoard, boardMessages, boardRoutes, boardSubscribers } from './board';
import { bindLive, liveMessages, liveRoutes, liveTabs } from './live';
import { bindCcs, ccsMessages, ccsRoutes } from './ccs';
import { bindRatings, contestRatingProvider, ratingBackground, ratingMessages, ratingRoutes, ratingSubscribers } from './rating';
import { bindVirtual, virtualMessages, virtualRoutes, virtualSubscribers } from './virtual';
import { bindGroupContests, groupContestMessages, groupContestRoutes, groupContestTab } from './group';

export * from './contest.model';
export * from './contest.rules';
export * from './account-limit.rules';
export * from './contest-access';
export * from './contest-extension-points';
export { ContestRepository } from './contest.repository';
export { ContestProblemRepository } from './contest-problem.repository';
export { ContestRegisterRepository } from './contest-register.repository';
export { ContestAnnouncementRepository } from './contest-announcement.repository';
export { ContestSubmissionRepository } from './contest-submission.repository';
export { ContestService } from './contest.service';
export { CONTEST_BOARD, type ContestBoardPort } from './board';
export { contestGroupRole, GroupContestService } from './group';

/** Contests (issue 19; 02 §2–§9, 03 §2–§6): ACM and OI contests with access rules, problems, submissions, boards and announcements. */
export default definePlugin({
  id: CONTEST_PLUGIN_ID,
  name: 'Contests',
  description: 'ACM and OI contests: list, access with passwords and account limits, problems, submissions, scoreboards with seal, announcements (/contest)',
  container: new ContainerModule(({ bind }) => {
    for (const service of [ContestRepository, ContestProblemRepository, ContestRegisterRepository, ContestAnnouncementRepository, ContestSubmissionRepository, ContestAccess, ContestService, ContestAdminRepository, ContestAdminService]) bind(service).toSelf();
    // one per process: the kept rows are shared by every request
    bind(KeptContests).toSelf().inSingletonScope();
    bindBoard(bind);
    bindLive(bind);
    bindCcs(bind);
    bindRatings(bind);
    bindVirtual(bind);
    bindGroupContests(bind);
  }),
  migrations: contestMigrations,
  api: [...contestRoutes, ...boardRoutes, ...contestAdminRoutes, ...liveRoutes, ...ccsRoutes, ...ratingRoutes, ...virtualRoutes, ...groupContestRoutes],
  abilities: [...contestAdminAbilityRules],
  settings: contestSettings,
  i18n: {
    'en-US': { ...contestMessages['en-US'], ...boardMessages['en-US'], ...contestAdminMessages['en-US'], ...liveMessages['en-US'], ...ccsMessages['en-US'], ...ratingMessages['en-US'], ...virtualMessages['en-US'], ...groupContestMessages['en-US'] },
    'zh-CN': { ...contestMessages['zh-CN'], ...boardMessages['zh-CN'], ...contestAdminMessages['zh-CN'], ...liveMessages['zh-CN'], ...ccsMessages['zh-CN'], ...ratingMessages['zh-CN'], ...virtualMessages['zh-CN'], ...groupContestMessages['zh-CN'] },
  },
  subscribers: [...boardSubscribers, ...ratingSubscribers, ...virtualSubscribers, ...keptContestSubscribers],
  // the core's /home (10), /problem (20), trainings' /training (30)
  nav: [{ id: 'contest', path: '/contest', labelKey: 'nav.contest', order: 40 }],
  offMessageKey: 'contest.noAccess',
  // the admin menu entries (03 §2) come with the admin pages (src/admin, helper C), in the group adminNav.contest at 200
  adminNav: [
    { id: 'contest', path: '/admin/contest', labelKey: 'contestAdmin.list', groupKey: 'adminNav.contest', order: 200, can: ['manage', 'Contest'] },
    { id: 'contest-create', path: '/admin/contest/create', labelKey: 'contestAdmin.create', groupKey: 'adminNav.contest', order: 205, can: ['manage', 'Contest'] },
  ],
  extensionPoints: contestExtensionPointSpecs,
  // the discussions plugin's contest Q&A (contest-comment-scope.ts) and the groups plugin's contest tab (src/group),
  // each skipped while that plugin is not installed
  requires: ['discussions?', 'groups?'],
  extensions: {
    'discussions.commentScope': [contestCommentScope],
    submissionContexts: [contestSubmissionContext],
    problemContexts: [contestProblemContext],
    dashboardFacts: [contestDashboardFacts],
    // the live tools' tabs (print, AC info, print admin, scroll board, rejudge: issue 21)
    'contests.detailTabs': liveTabs,
    ratingProvider: [contestRatingProvider],
    backgroundServices: [ratingBackground],
    // the group page's Contest tab (issue 22): pages/group.$groupID.contest._index.tsx
    'groups.tabs': [groupContestTab],
  },
});
