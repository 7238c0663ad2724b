import { CLOCK, type DashboardFacts } from '@oj/core';
import { contestStatus } from './contest.rules';
import { ContestRepository } from './contest.repository';

const DAY_MS = 86_400_000;
/** 03 §2: the dashboard lists the contests of the last 14 days (those starting later too). */
const DASHBOARD_DAYS = 14;
const DASHBOARD_LIMIT = 50;

/** The admin dashboard's `recentContest`: contests starting in the last 14 days or later, newest start first, with their status. */
export const contestDashboardFacts = {
  id: 'contests',
  async facts({ get }) {
    const now = get(CLOCK).now();
    const contests = await get(ContestRepository).startingSince(new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS), DASHBOARD_LIMIT);
    return {
      recentContest: contests.map((c) => ({
        id: c.id, title: c.title, type: c.type, auth: c.auth, visible: c.visible, author: c.author, startTime: c.startTime, endTime: c.endTime, status: contestStatus(c, now),
      })),
    };
  },
} satisfies DashboardFacts;
