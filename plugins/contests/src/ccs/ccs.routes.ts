import { defineRoute, LIVE_STREAM_LIMITS, LiveStreamGate, RawResponse, TextStream, type ApiCall, type ServiceGetter } from '@oj/core';
import { CONTEST_BOARD } from '../board/contest-board.port';
import { CcsContestQuery, CcsEventFeedQuery, CcsFilesQuery, CcsObjectQuery } from './ccs.dto';
import { CCS_FEED_FULL_MS, CCS_FEED_KEEP_ALIVE_MS, changedEvents, eventLine, initialEvents, parseSinceToken, rememberSnapshot } from './ccs-event-feed';
import type { CcsViewer } from './ccs-access';
import { ccsContest } from './ccs-objects';
import { CCS_COLLECTIONS, CcsService, type CcsCollection } from './ccs.service';
import { CcsRepository } from './ccs.repository';

const BASE = '/api/ccs/contests/{id}';

/** The API's own JSON (not the site's envelope), as the ICPC tools read it. */
const json = (data: unknown): RawResponse => new RawResponse(200, 'application/json; charset=utf-8', JSON.stringify(data));

/** The caller (session or HTTP Basic) and what they may read of the contest. */
async function viewerOf(call: ApiCall<{ id: number }, unknown>): Promise<CcsViewer> {
  const service = call.get(CcsService);
  const now = service.clock.now();
  const user = await service.access.caller(call.request.user, call.header?.('authorization'), call.request.ip, now.getTime());
  return service.access.viewer(call.query.id, user, now, call.get);
}

async function snapshotOf(call: ApiCall<{ id: number }, unknown>) {
  return call.get(CcsService).snapshot(await viewerOf(call), call.get);
}

/** A change of the contest's board (a submission, a judging step, a verdict, a rebuild) is looked at after this long: a burst costs one look. */
const CCS_FEED_COALESCE_MS = 100;

/**
 * An open event feed: the first events at once, then a look at the contest whenever its board changes (the board
 * port's follow: a submission, a judging step, a verdict, a rejudge, in any web process) and at least every 15 s
 * (clarifications, a contest edit, the seal, the end), sending the changed objects; a newline when nothing was
 * sent for 60 s. It is admitted like every live stream of the site (LiveStreamGate: per client address, and per
 * account for a signed-in tool, across web processes), its lease renewed while it is open.
 */
async function eventFeed(call: ApiCall<CcsEventFeedQuery, unknown>, viewer: CcsViewer): Promise<TextStream> {
  const service = call.get(CcsService);
  const board = call.get(CONTEST_BOARD);
  const get: ServiceGetter = call.get;
  const since = parseSinceToken(call.query.since_token, service.clock.now().getTime());
  const lease = await call.get(LiveStreamGate).admit({ ip: call.request.ip, sessionToken: viewer.user ? `ccs-account:${viewer.user.uid}` : undefined });
  return new TextStream('application/x-ndjson', (write) => {
    let closed = false;
    let busy = false;
    let again = false;
    let timer: NodeJS.Timeout | undefined;
    const sent = new Map<string, string>();
    const look = async (first: boolean): Promise<void> => {
      const now = service.clock.now().getTime();
      // the contest as it is now (an edit, the seal, hidden since): the access is asked again
      const fresh = await service.access.viewer(viewer.contest.id, viewer.user, new Date(now), get);
      const snapshot = await service.snapshot(fresh, get);
      if (closed) return;
      if (first) {
        for (const event of initialEvents(snapshot, since)) write(eventLine(event));
        rememberSnapshot(snapshot, sent);
      } else {
        for (const event of changedEvents(snapshot, sent)) write(eventLine(event));
      }
    };
    const run = (first: boolean): void => {
      if (closed) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      // access lost or a failed read: the feed stays open and looks again at the next change (a lost access sends nothing more)
      look(first).catch(() => undefined).finally(() => {
        busy = false;
        if (again) {
          again = false;
          run(false);
        }
      });
    };
    const soon = (): void => {
      timer ??= setTimeout(() => {
        timer = undefined;
        run(false);
      }, CCS_FEED_COALESCE_MS);
    };
    const unfollow = board.follow(viewer.contest.id, soon);
    run(true);
    const full = setInterval(() => run(false), CCS_FEED_FULL_MS);
    full.unref();
    const renew = setInterval(() => void lease.renew().catch(() => undefined), LIVE_STREAM_LIMITS.renewSeconds * 1000);
    renew.unref();
    return () => {
      closed = true;
      unfollow();
      clearTimeout(timer);
      clearInterval(full);
      clearInterval(renew);
      void lease.release().catch(() => undefined);
    };
  }, '\n', CCS_FEED_KEEP_ALIVE_MS);
}

const ACCESS = { auth: 'anon' } as const;
const TAG = 'ccs';

/**
 * The ICPC Contest API, release 2023-06 (issue 21 item 6; docs/contests.md "ICPC Contest API"): read-only, ACM
 * contests, under /api/ccs. Answers are the spec's JSON (not the envelope); refusals are the site's envelope.
 */
export const ccsRoutes = [
  defineRoute({ method: 'GET', path: '/api/ccs', tag: TAG, access: ACCESS, summary: 'ICPC Contest API: version information', handle: (call) => json(call.get(CcsService).info()) }),
  defineRoute({
    method: 'GET', path: '/api/ccs/contests', tag: TAG, access: ACCESS,
    summary: 'ICPC Contest API: the ACM contests the caller may read (HTTP Basic with a site account, or the session)',
    handle: async (call) => {
      const service = call.get(CcsService);
      const now = service.clock.now();
      const user = await service.access.caller(call.request.user, call.header?.('authorization'), call.request.ip, now.getTime());
      const out: unknown[] = [];
      for (const id of await call.get(CcsRepository).acmContestIds()) {
        const viewer = await service.access.viewer(id, user, now, call.get).catch(() => undefined);
        if (viewer) out.push(ccsContest(viewer.contest));
      }
      return json(out);
    },
  }),
  defineRoute({ method: 'GET', path: BASE, tag: TAG, access: ACCESS, query: CcsContestQuery, summary: 'ICPC Contest API: the contest', handle: async (call) => json((await snapshotOf(call)).contest) }),
  defineRoute({ method: 'GET', path: `${BASE}/state`, tag: TAG, access: ACCESS, query: CcsContestQuery, summary: "ICPC Contest API: the contest's state", handle: async (call) => json((await snapshotOf(call)).state) }),
  defineRoute({
    method: 'GET', path: `${BASE}/scoreboard`, tag: TAG, access: ACCESS, query: CcsContestQuery,
    summary: "ICPC Contest API: the scoreboard (the board the caller sees: sealed for non-admins under the seal; stars left out)",
    handle: async (call) => json((await snapshotOf(call)).scoreboard),
  }),
  defineRoute({
    method: 'GET', path: `${BASE}/event-feed`, tag: TAG, access: ACCESS, query: CcsEventFeedQuery,
    summary: 'ICPC Contest API: the NDJSON event feed (since_token to resume; a newline keeps it alive)',
    handle: async (call) => eventFeed(call, await viewerOf(call)),
  }),
  defineRoute({
    method: 'GET', path: `${BASE}/submissions/{submissionId}/files`, tag: TAG, access: ACCESS, query: CcsFilesQuery,
    summary: "ICPC Contest API: a submission's code as a zip (contest admins)",
    handle: async (call) => call.get(CcsService).files(await viewerOf(call), call.query.submissionId),
  }),
  ...CCS_COLLECTIONS.flatMap((collection: CcsCollection) => [
    defineRoute({
      method: 'GET', path: `${BASE}/${collection}`, tag: TAG, access: ACCESS, query: CcsContestQuery,
      summary: `ICPC Contest API: ${collection}`,
      handle: async (call) => json((await snapshotOf(call)).collections[collection]),
    }),
    defineRoute({
      method: 'GET', path: `${BASE}/${collection}/{objectId}`, tag: TAG, access: ACCESS, query: CcsObjectQuery,
      summary: `ICPC Contest API: one of ${collection}`,
      handle: async (call) => json(CcsService.one(await snapshotOf(call), collection, call.query.objectId)),
    }),
  ]),
];
