import type { ContestDetailTab } from '../contest-extension-points';

/**
 * The live tools' tabs of the contest page (02 §2), filled into the plugin's own contests.detailTabs so the
 * server decides who sees which (get-contest-info's extraTabs); discussions' Q&A takes order 60.
 */
export const liveTabs: ContestDetailTab[] = [
  { id: 'print', path: 'print', labelKey: 'contest.live.tab.print', order: 70, audience: 'all', requires: { contest: 'openPrint' } },
  { id: 'ac-info', path: 'ac-info', labelKey: 'contest.live.tab.acInfo', order: 80, audience: 'contestAdmin', contestType: 0 },
  { id: 'admin-print', path: 'admin-print', labelKey: 'contest.live.tab.adminPrint', order: 85, audience: 'contestAdmin', requires: { contest: 'openPrint' } },
  { id: 'scroll-board', path: 'scroll-board', labelKey: 'contest.live.tab.scrollBoard', order: 90, audience: 'contestAdmin', contestType: 0 },
  { id: 'rejudge', path: 'rejudge', labelKey: 'contest.live.tab.rejudge', order: 95, audience: 'superAdmin' },
];
