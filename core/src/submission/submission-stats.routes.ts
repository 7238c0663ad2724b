import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { defineRoute } from '../api/api-route';
import { SubmissionStatsService } from './submission-stats.service';

const flag = ({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value);

/** `GET /api/get-last-week-submission-statistics?forceRefresh=`. */
export class WeekStatisticsQuery {
  @IsOptional() @Transform(flag) @IsBoolean()
  forceRefresh?: boolean;
}

/** The home page's submission figures (01 §2 /home). */
export const submissionStatsRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-last-week-submission-statistics', tag: 'submission', access: { auth: 'anon' }, query: WeekStatisticsQuery,
    summary: 'Submissions and Accepted per day of the last 7 days (site time zone, oldest first) as { dateStr, acCountList, totalCountList }; cached for an hour; forceRefresh=true recomputes for admins only and is ignored for anyone else',
    handle: (call) => call.get(SubmissionStatsService).lastWeek(call.query.forceRefresh === true, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-recent-seven-ac-rank', tag: 'other', access: { auth: 'anon' },
    summary: 'The 10 users with the most distinct problems Accepted outside contests in the last 7 days (username, uid, avatar, ac, titleName, titleColor); cached for a minute or until the next verdict',
    handle: (call) => call.get(SubmissionStatsService).recentAcRank(),
  }),
];
