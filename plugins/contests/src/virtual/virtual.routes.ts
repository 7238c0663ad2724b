import { defineRoute, signedInUser } from '@oj/core';
import { CidQuery } from '../contest.dto';
import { VirtualRankQuery } from './virtual.dto';
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
];
