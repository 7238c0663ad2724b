import { ContestStatus, type Contest, type ContestStatusCode } from './contest.model';

type Timed = Pick<Contest, 'startTime' | 'endTime'>;

/** 02 §4: -1 scheduled before the start, 0 running until the end, 1 ended from the end on (server clock). */
export function contestStatus(contest: Timed, now: Date): ContestStatusCode {
  const t = now.getTime();
  if (t < new Date(contest.startTime).getTime()) return ContestStatus.SCHEDULED;
  if (t < new Date(contest.endTime).getTime()) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/**
 * Whether the board is sealed at `now` for someone who is not a contest admin (03 §4): a sealed contest
 * from its seal time on; after the end it stays sealed unless autoRealRank opens it.
 */
export function isRankSealed(contest: Pick<Contest, 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'endTime'>, now: Date): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  const t = now.getTime();
  if (t < new Date(contest.sealRankTime).getTime()) return false;
  if (contest.autoRealRank && t >= new Date(contest.endTime).getTime()) return false;
  return true;
}

/**
 * The real-time permission of 02 §4 ("AC and Total show '?' without it"): contest admins always have it;
 * others while the board is not sealed.
 */
export function hasRealTimePermission(contest: Pick<Contest, 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'endTime'>, isAdmin: boolean, now: Date): boolean {
  return isAdmin || !isRankSealed(contest, now);
}

/** Whether a submission made at `at` is after the contest's end (allowEndSubmit lets it in, marked so). */
export const isAfterContest = (contest: Pick<Contest, 'endTime'>, at: Date): boolean => at.getTime() >= new Date(contest.endTime).getTime();
