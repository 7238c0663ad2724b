import { CACHE, inject, injectable, LOGGER, type AppLogger, type Cache } from '@oj/core';
import { all, attr, first, is, parseHtml, squash, textOf } from '../http/html';
import type { RemoteHttp } from '../http/remote-http';
import { adapterOf } from '../judges/registry';
import { RemoteClients } from '../remote-clients';

/** A contest of another judge, as the home card shows it (get-recent-other-contest). */
export interface OtherContest {
  oj: string;
  title: string;
  /** ISO time of its start. */
  beginTime: string;
  url: string;
}

/** Contests shown at most, and how long a list is kept (an hour; a failed read, five minutes). */
const MAX_CONTESTS = 10;
const KEEP_SECONDS = 3_600;
const KEEP_FAILED_SECONDS = 300;
const CACHE_KEY = 'remote-judges:recent-other-contests';

/** Codeforces' coming contests: the official API's `contest.list`, phase BEFORE. */
export async function codeforcesContests(http: RemoteHttp): Promise<OtherContest[]> {
  const answer = await http.request('contest list', { path: '/api/contest.list', query: { gym: 'false' }, headers: { Accept: 'application/json' } });
  const body = JSON.parse(answer.text) as { status?: string; result?: Array<{ id: number; name: string; phase: string; startTimeSeconds?: number }> };
  if (body.status !== 'OK' || !Array.isArray(body.result)) throw new Error('Codeforces contest.list did not answer OK');
  return body.result
    .filter((c) => c.phase === 'BEFORE' && typeof c.startTimeSeconds === 'number')
    .map((c) => ({ oj: 'CF', title: c.name, beginTime: new Date((c.startTimeSeconds as number) * 1000).toISOString(), url: http.url(`/contests/${c.id}`) }));
}

/** AtCoder's coming contests: the "Upcoming Contests" table of its home page. */
export async function atcoderContests(http: RemoteHttp): Promise<OtherContest[]> {
  const page = await http.request('contest list', { path: '/home' });
  const table = first(parseHtml(page.text), is('#contest-table-upcoming'));
  if (!table) return [];
  return all(table, (el) => el.name === 'tr').flatMap((row) => {
    const time = squash(textOf(first(row, is('time'))));
    const link = first(row, (el) => el.name === 'a' && (el.attribs.href ?? '').startsWith('/contests/'));
    const start = Date.parse(time.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return link && !Number.isNaN(start) ? [{ oj: 'AC', title: squash(textOf(link)), beginTime: new Date(start).toISOString(), url: http.url(attr(link, 'href') as string) }] : [];
  });
}

/**
 * The home page's contests of other judges (`get-recent-other-contest`): the coming ones of Codeforces
 * (official API) and AtCoder (its home page) while those judges are enabled, soonest first, read at most
 * once an hour per site process (the cache is shared with Redis). A judge that cannot be read is left
 * out for five minutes; the card never fails.
 */
@injectable()
export class RecentOtherContests {
  constructor(
    @inject(RemoteClients) private readonly clients: RemoteClients,
    @inject(CACHE) private readonly cache: Cache,
    @inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  async list(): Promise<OtherContest[]> {
    const readers: Array<[string, (http: RemoteHttp) => Promise<OtherContest[]>]> = [['CF', codeforcesContests], ['AC', atcoderContests]];
    const enabled = readers.filter(([key]) => this.clients.config.enabled(key));
    const key = `${CACHE_KEY}:${enabled.map(([k]) => `${k}@${this.clients.config.host(k)}`).join(',')}`;
    const kept = await this.cache.get<OtherContest[]>(key);
    if (kept) return kept;
    let failed = false;
    const lists = await Promise.all(
      enabled.map(async ([judge, read]) => {
        try {
          return await read(this.clients.http(adapterOf(judge) as NonNullable<ReturnType<typeof adapterOf>>));
        } catch (error) {
          failed = true;
          this.logger.warn({ judge, err: error }, "another judge's contests could not be read");
          return [];
        }
      }),
    );
    const contests = lists.flat().sort((a, b) => a.beginTime.localeCompare(b.beginTime)).slice(0, MAX_CONTESTS);
    await this.cache.set(key, contests, failed ? KEEP_FAILED_SECONDS : KEEP_SECONDS);
    return contests;
  }
}
