import { EVENT_BUS, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestRepository, type Contest } from '../src/index';
import { RatingService } from '../src/rating';

// Ratings (issue 21 item 8) on a real PostgreSQL: the three contests of docs/ratings.md played as ACM contests
// (places from scripted submissions), marked rated through the admin route; the ratings of the worked example
// on the profile, the site rank, the history and the contest's changes; stars, the author and after-contest
// submissions left out; who may mark a contest rated; a sealed contest waiting for its results to be final;
// a running one not rated yet; a rejudge recomputing the ratings by itself.

jest.setTimeout(240_000);

const MIN = 60_000;
const HOUR = 60 * MIN;
const AC = 0, WA = -1, CE = -2;

describe('contest ratings', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let author: Client;
  let otherAdmin: Client;
  let alice: Client;
  const uid: Record<string, string> = {};
  const pid: Record<string, number> = {};
  const contest: Contest[] = [];
  let sealed: Contest;
  let running: Contest;
  let bobInThird = 0;

  const insert = async (c: Contest, user: string, problem: string, minute: number, status: number): Promise<number> => {
    const [row] = await sql.all<{ submit_id: string }>(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
       values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, 1, 'x', 'Python3') returning submit_id`,
      [pid[problem], problem, c.id, c.id, pid[problem], uid[user], user, new Date(new Date(c.startTime).getTime() + minute * MIN), status],
    );
    return Number(row.submit_id);
  };
  const setRating = (client: Client | undefined, body: Record<string, unknown>) => call(t, client, 'PUT', '/api/admin/contest/rating', body);
  const ratingOf = async (username: string) => (await call(t, undefined, 'GET', `/api/get-user-home-info?username=${username}`)).body.data.rating;

  beforeAll(async () => {
    t = await startTestSite({}, undefined, [contests], { log: (line) => { if (process.env.RATING_LOG && /"level":(50|40)/.test(line)) process.stderr.write(line + '\n'); } });
    sql = t.site.container.get(SQL_RUNNER);
    for (const [name, roles] of [['rroot', ['root']], ['rauthor', ['admin']], ['radmin', ['admin']], ['alice', []], ['bob', []], ['carol', []], ['dave', []], ['erin', []], ['frank', []]] as const) {
      await createUser(t, name, 'secret1', roles.length ? [...roles] : undefined);
      const [row] = await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]);
      uid[name] = row.uid;
    }
    for (const name of ['A', 'B', 'C']) {
      const [row] = await sql.all<{ id: string }>('insert into problem (problem_id, title, type) values (?, ?, 0) returning id', [`rating-${name}`, `Problem ${name}`]);
      pid[name] = Number(row.id);
    }
    [author, otherAdmin, alice] = await Promise.all([login(t, 'rauthor', 'secret1', '10.0.3.1'), login(t, 'radmin', 'secret1', '10.0.3.2'), login(t, 'alice', 'secret1', '10.0.3.3')]);

    const repo = t.site.container.get(ContestRepository);
    const make = async (title: string, endedHoursAgo: number, change: Partial<Contest> = {}) => {
      const end = Date.now() - endedHoursAgo * HOUR;
      const c = await repo.insert({
        title, description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(end - 2 * HOUR).toISOString(), endTime: new Date(end).toISOString(),
        sealRank: false, sealRankTime: null, autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: true, rankShowName: 'username', starAccount: ['erin'],
        oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'rauthor', uid: uid.rauthor, gid: null, ...change,
      });
      for (const name of ['A', 'B', 'C']) await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [c.id, pid[name], name, `Problem ${name}`]);
      return c;
    };
    contest.push(await make('Rated 1', 72), await make('Rated 2', 48), await make('Rated 3', 24));
    // contest 1: alice 2 solved, bob 1, carol none (a counted wrong try); erin the star and the author never rated
    for (const [user, problem, minute, status] of [['alice', 'A', 10, AC], ['alice', 'B', 20, AC], ['bob', 'A', 15, AC], ['carol', 'A', 5, WA], ['erin', 'A', 1, AC], ['erin', 'B', 2, AC], ['rauthor', 'A', 1, AC]] as const) await insert(contest[0], user, problem, minute, status);
    // contest 2: bob 3, alice 2, carol 1, dave only a compile error (rated: a submission during the contest)
    for (const [user, problem, minute, status] of [['bob', 'A', 10, AC], ['bob', 'B', 20, AC], ['bob', 'C', 30, AC], ['alice', 'A', 10, AC], ['alice', 'B', 40, AC], ['carol', 'A', 50, AC], ['dave', 'A', 5, CE]] as const) await insert(contest[1], user, problem, minute, status);
    // contest 3: alice 2; carol and dave tie (one problem at minute 10); bob a wrong answer; frank only after the end
    for (const [user, problem, minute, status] of [['alice', 'A', 10, AC], ['alice', 'B', 20, AC], ['carol', 'A', 10, AC], ['dave', 'A', 10, AC], ['frank', 'A', 130, AC]] as const) await insert(contest[2], user, problem, minute, status);
    bobInThird = await insert(contest[2], 'bob', 'A', 5, WA);
    // records of judged submissions outside contests (the ledger the site ranks read) put alice and bob there
    for (const [user, solved] of [['alice', 2], ['bob', 1]] as const) await sql.run('insert into user_record (uid, submissions, solved, score) values (?, 3, ?, 0)', [uid[user], solved]);
    // ended an hour ago, sealed and never opened by itself; and one still running
    sealed = await make('Sealed', 1, { sealRank: true, autoRealRank: false });
    sealed = { ...sealed, sealRankTime: new Date(new Date(sealed.startTime).getTime() + 60 * MIN).toISOString() };
    await repo.update(sealed.id, (({ id: _i, createdAt: _c, updatedAt: _u, duration: _d, ...draft }) => draft)(sealed));
    await insert(sealed, 'alice', 'A', 10, AC);
    await insert(sealed, 'bob', 'A', 100, AC);
    running = await make('Running', -1);
    await insert(running, 'carol', 'A', 5, AC);
  });
  afterAll(() => t?.close());

  it('lets only the contest admins mark a contest rated', async () => {
    expect((await setRating(alice, { cid: contest[0].id, rated: true })).code).toBe(403);
    const foreign = await setRating(otherAdmin, { cid: contest[0].id, rated: true });
    expect(foreign.code).toBe(403);
    expect((await setRating(author, { cid: 999999, rated: true })).code).toBe(404);
    const bad = await call(t, author, 'PUT', '/api/admin/contest/rating?l=zh-CN', { cid: contest[0].id, rated: 'yes' });
    expect(bad.code).toBe(400);
    expect(bad.body.msg).toBe('计分赛与结果已定只能是 true 或 false');
    expect((await call(t, author, 'GET', `/api/admin/contest/rating?cid=${contest[0].id}`)).body.data).toEqual({ cid: contest[0].id, rated: false, resultsFinal: false, computedAt: null });
    expect(await ratingOf('alice')).toBeNull();
  });

  it('rates the three contests of docs/ratings.md with the worked example\'s numbers', async () => {
    for (const c of contest) {
      const res = await setRating(author, { cid: c.id, rated: true });
      expect(res.code).toBe(200);
      expect(res.body.data).toMatchObject({ rated: true, resultsFinal: false });
      expect(res.body.data.computedAt).not.toBeNull();
    }
    const expected = { alice: 1674, bob: 1502, carol: 1402, dave: 1414 };
    for (const [name, rating] of Object.entries(expected)) expect(await ratingOf(name)).toBe(rating);
    // the star, the author and the after-contest submitter have no rating
    for (const name of ['erin', 'rauthor', 'frank']) expect(await ratingOf(name)).toBeNull();

    const history = (await call(t, undefined, 'GET', '/api/get-user-rating-history?username=alice')).body.data;
    expect(history.rating).toBe(1674);
    expect(history.history.map((p: { cid: number; rank: number; oldRating: number; newRating: number }) => [p.cid, p.rank, p.oldRating, p.newRating])).toEqual([
      [contest[0].id, 1, 1500, 1584], [contest[1].id, 2, 1584, 1577], [contest[2].id, 1, 1577, 1674],
    ]);
    expect(history.history[0].title).toBe('Rated 1');

    const changes = (await call(t, undefined, 'GET', `/api/get-contest-rating-changes?cid=${contest[2].id}`)).body.data;
    expect(changes.map((c: { username: string; rank: number; delta: number }) => [c.username, c.rank, c.delta])).toEqual([['alice', 1, 97], ['carol', 3, -7], ['dave', 3, -11], ['bob', 4, -82]]);
    const first = (await call(t, undefined, 'GET', `/api/get-contest-rating-changes?cid=${contest[0].id}`)).body.data;
    expect(first.map((c: { username: string; rank: number; newRating: number }) => [c.username, c.rank, c.newRating])).toEqual([['alice', 1, 1584], ['bob', 2, 1485], ['carol', 3, 1430]]);

    const ranks = (await call(t, undefined, 'GET', '/api/get-rank-list?type=0')).body.data.records;
    expect(Object.fromEntries(ranks.map((r: { username: string; rating: number | null }) => [r.username, r.rating]))).toEqual({ alice: 1674, bob: 1502 });
    const oiRanks = (await call(t, undefined, 'GET', '/api/get-rank-list?type=1')).body.data.records;
    expect(oiRanks.find((r: { username: string }) => r.username === 'bob').rating).toBe(1502);
  });

  it('rates neither a running contest nor an ended one whose board is still sealed, until its admin marks the results final', async () => {
    const run = await setRating(author, { cid: running.id, rated: true });
    expect(run.body.data.computedAt).toBeNull();
    const wait = await setRating(author, { cid: sealed.id, rated: true });
    expect(wait.body.data.computedAt).toBeNull();
    expect(await ratingOf('alice')).toBe(1674);
    const final = await setRating(author, { cid: sealed.id, resultsFinal: true });
    expect(final.body.data).toMatchObject({ rated: true, resultsFinal: true });
    expect(final.body.data.computedAt).not.toBeNull();
    // alice (1674) beats bob (1502) as expected: she gains a little, he loses a little
    const changes = (await call(t, undefined, 'GET', `/api/get-contest-rating-changes?cid=${sealed.id}`)).body.data;
    expect(changes.map((c: { username: string; rank: number }) => [c.username, c.rank])).toEqual([['alice', 1], ['bob', 2]]);
    expect(changes[0].oldRating).toBe(1674);
    expect(changes[1].oldRating).toBe(1502);
    // taken back out: the example's numbers again
    await setRating(author, { cid: sealed.id, rated: false });
    expect(await ratingOf('alice')).toBe(1674);
    expect((await call(t, undefined, 'GET', `/api/get-contest-rating-changes?cid=${sealed.id}`)).body.data).toEqual([]);
  });

  it('recomputes by itself after a rated contest is rejudged', async () => {
    // bob's wrong answer of contest 3 becomes accepted at minute 5: alice 1, bob 2, carol and dave 3 (rank 4 each)
    await sql.run('update submission set status = ? where submit_id = ?', [AC, bobInThird]);
    await t.site.container.get(EVENT_BUS).publish('submission.changed', { submitId: bobInThird, uid: uid.bob, pid: pid.A, cid: contest[2].id, status: AC, score: null, time: 5, memory: 1 });
    const expected = { alice: 1674, bob: 1587, carol: 1359, dave: 1372 };
    const deadline = Date.now() + 30_000;
    let seen: Record<string, number | null> = {};
    while (Date.now() < deadline) {
      seen = Object.fromEntries(await Promise.all(Object.keys(expected).map(async (name) => [name, await ratingOf(name)] as const)));
      if (seen.bob === expected.bob) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(seen).toEqual(expected);
    expect(await t.site.container.get(RatingService).needsRecompute()).toBe(false);
  });
});
