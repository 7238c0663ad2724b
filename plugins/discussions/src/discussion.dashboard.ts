import type { DashboardFacts } from '@oj/core';
import { DiscussionReportRepository } from './discussion-report.repository';

/** The admin dashboard's `unhandledDiscussionReports` (issue 20 item 7): reports still to handle. */
export const discussionDashboardFacts = {
  id: 'discussions',
  async facts({ get }) {
    return { unhandledDiscussionReports: await get(DiscussionReportRepository).unhandledCount() };
  },
} satisfies DashboardFacts;
