import { defineRoute, LiveStream, signedInUser } from '@oj/core';
import { CidQuery } from '../contest.dto';
import { VirtualRankQuery } from './virtual.dto';
import { VirtualBoardStreamHub } from './virtual-board-stream.hub';
import { VirtualContestService } from './virtual.service';

/** Virtual participation (issue 21 item 7; no HOJ row: named after the contest calls of api-calls.tsv). */
export const virtualRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-virtual-contest', tag: 'contest', access: { auth: 'login' }, query: CidQuery,
    summary: "The caller's virtual run of a contest: run (startedAt, endsAt, elapsed ms, running) or null, canStart with the refusal key, duration (ms), now",
    handle: (call) => call.get(VirtualContestService).info(call.query.cid, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'POST', path: '/api/start-virtual-contest', tag: 'contest', access: { auth: 'login' }, body: CidQuery, successKey: 'contest.virtual.started',
    summary: "Starts the caller's one virtual run of an ended contest (get-contest-access's rule): their clock from zero for the contest's length",
    handle: (call) => call.get(VirtualContestService).start(call.body.cid, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-virtual-contest-rank', tag: 'contest', access: { auth: 'login' }, query: VirtualRankQuery,
    summary: "The board of the caller's virtual run: the real board at the same elapsed time (sealed as it was then) with the caller's row marked virtual (also as virtualRow); get-contest-rank's page shape plus elapsed and run",
    handle: (call) => call.get(VirtualContestService).rank(call.query, signedInUser(call, 'contest.loginFirst'), call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/virtual-contest-board-events', tag: 'contest', access: { auth: 'login' }, query: CidQuery,
    summary:
      "Changes of the caller's virtual board as Server-Sent Events (the run's owner only: it is the caller's run): `event: board` with data {cid, mode, elapsed, rows (the changed rows, rank included), " +
      'virtualRow, problems [{displayId, ac, total}], total} when the own row changed or the run\'s clock passed real submissions (at most one clock read per 5 s), `event: reload` when the seal began or opened at the virtual moment. ' +
      'Under the seal a non-admin gets only pending-try changes, never verdicts. Through the site\'s stream caps (6 per session, 20 per address; 429 beyond)',
    handle: async (call) => {
      const user = signedInUser(call, 'contest.loginFirst');
      const { contest, admin } = await call.get(VirtualContestService).runOf(call.query.cid, user, call.get);
      const hub = call.get(VirtualBoardStreamHub);
      const watcher = { cid: contest.id, user: { uid: user.uid, username: user.username }, admin, hideRealName: !admin && contest.rankShowName !== 'realname' };
      return new LiveStream((send) => {
        let stop: (() => void) | undefined;
        let open = true;
        void hub.watch({ ...watcher, send }).then(
          (unwatch) => (open ? (stop = unwatch) : unwatch()),
          () => undefined,
        );
        return () => {
          open = false;
          stop?.();
        };
      });
    },
  }),
];
