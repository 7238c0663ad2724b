import { defineRoute, RateLimited, RawResponse, ServiceUnavailable, TextStream, type ApiCall, type ServiceGetter } from '@oj/core';
import { CcsContestQuery, CcsEventFeedQuery, CcsFilesQuery, CcsObjectQuery } from './ccs.dto';
import { CCS_FEED_FULL_MS, CCS_FEED_KEEP_ALIVE_MS, CCS_FEED_POLL_MS, changedEvents, eventLine, initialEvents, parseSinceToken, rememberSnapshot } from './ccs-event-feed';
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

/** Open feeds of this process, and per client address: each looks at the database every second. */
export const CCS_MAX_FEEDS = 200;
export const CCS_MAX_FEEDS_PER_ADDRESS = 10;
const openFeeds = new Map<string, number>();
let openFeedCount = 0;

function admitFeed(ip: string): void {
  if (openFeedCount >= CCS_MAX_FEEDS) throw new ServiceUnavailable();
  if ((openFeeds.get(ip) ?? 0) >= CCS_MAX_FEEDS_PER_ADDRESS) throw new RateLimited(60_000);
}

/**
 * An open event feed: the first events at once, then every second a look at the contest's submission mark
 * (every 15 s a full look) and the changed objects as new events; a newline when nothing was sent for 60 s.
 */
function eventFeed(call: ApiCall<CcsEventFeedQuery, unknown>, viewer: CcsViewer): TextStream {
  const service = call.get(CcsService);
  const repository = call.get(CcsRepository);
  const get: ServiceGetter = call.get;
  const since = parseSinceToken(call.query.since_token, service.clock.now().getTime());
  const ip = call.request.ip;
  admitFeed(ip);
  return new TextStream('application/x-ndjson', (write) => {
    openFeedCount += 1;
    openFeeds.set(ip, (openFeeds.get(ip) ?? 0) + 1);
    let closed = false;
    let busy = true;
    let mark = '';
    let lastFull = 0;
    const sent = new Map<string, string>();
    const look = async (first: boolean): Promise<void> => {
      const now = service.clock.now().getTime();
      const current = `${await repository.submissionMark(viewer.contest.id)}`;
      if (!first && current === mark && now - lastFull < CCS_FEED_FULL_MS) return;
      // the contest as it is now (an edit, the seal, hidden since): the access is asked again
      const fresh = await service.access.viewer(viewer.contest.id, viewer.user, new Date(now), get);
      const snapshot = await service.snapshot(fresh, get);
      mark = current;
      lastFull = now;
      if (closed) return;
      if (first) {
        for (const event of initialEvents(snapshot, since)) write(eventLine(event));
        rememberSnapshot(snapshot, sent);
      } else {
        for (const event of changedEvents(snapshot, sent)) write(eventLine(event));
      }
    };
    const run = (first: boolean): void => {
      busy = true;
      look(first).then(
        () => (busy = false),
        // access lost or a failed read: the feed stays open and looks again (a lost access sends nothing more)
        () => (busy = false),
      );
    };
    run(true);
    const timer = setInterval(() => {
      if (!busy && !closed) run(false);
    }, CCS_FEED_POLL_MS);
    timer.unref();
    return () => {
      closed = true;
      clearInterval(timer);
      openFeedCount -= 1;
      const left = (openFeeds.get(ip) ?? 1) - 1;
      if (left > 0) openFeeds.set(ip, left);
      else openFeeds.delete(ip);
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
