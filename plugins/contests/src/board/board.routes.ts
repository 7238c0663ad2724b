import { defineRoute, signedInUser } from '@oj/core';
import { ContestRankBody, DownloadContestRankQuery } from './board.dto';
import { BoardService } from './board.service';
import { boardStreamRoutes } from './board-stream.routes';

/** The scoreboard calls of api-calls.tsv: get-contest-rank, get-contest-outside-scoreboard, download-contest-rank (get-contest-outsize-info, the header, is the user API's). */
export const boardRoutes = [
  defineRoute({
    method: 'POST', path: '/api/get-contest-rank', tag: 'contest', access: { auth: 'login' }, body: ContestRankBody,
    summary:
      "The contest's scoreboard for those who may enter it: records (rank -1 for stars; submissionInfo per display id), total, problems, sealed, type, now; " +
      'limit 10/30/50/100/300 (50); keyword (username, nickname, school); concernedList rows pinned on top; removeStar; containsEnd (after-contest submissions); ' +
      'forceRefresh for contest admins only. Non-admins see the board frozen at sealRankTime while the seal holds (later tries pending)',
    handle: (call) => call.get(BoardService).rank(call.body, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'POST', path: '/api/get-contest-outside-scoreboard', tag: 'contest', access: { auth: 'anon' }, body: ContestRankBody,
    summary: 'The public scoreboard (same answer as get-contest-rank), only for a contest with openRank that has started (contest admins always)',
    handle: (call) => call.get(BoardService).outside(call.body, call.request.user, call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/file/download-contest-rank', tag: 'contest', access: { auth: 'login' }, query: DownloadContestRankQuery,
    summary: "The real board as a CSV file (contest admins): rank ('*' for stars), names, totals and a cell per problem; removeStar, containEnd, forceRefresh",
    handle: (call) => call.get(BoardService).download(call.query, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  ...boardStreamRoutes,
];
