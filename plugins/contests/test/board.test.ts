import { EVENT_BUS, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestRepository, type Contest } from '../src/index';

// The scoreboard calls on a real PostgreSQL: scripted submission rows (inserted as the core writes them) against
// hand-computed ACM and OI tables, the seal for a user and for the contest's admin, a verdict arriving through
// the event bus after the seal, autoRealRank at the end, the outside scoreboard and the CSV download.

jest.setTimeout(240_000);

const MIN = 60_000;
const AC = 0, WA = -1, CE = -2, SE = 4, TLE = 1, PENDING = 5, PAC = 8;

describe('the contest scoreboard', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let author: Client;
  let alice: Client;
  let bob: Client;
  const uid: Record<string, string> = {};
  const pid: Record<string, number> = {};
  let start: number;
  let acm: Contest;
  let oi: Contest;

  const at = (minute: number) => new Date(start + minute * MIN);
  const insert = async (contest: Contest, user: string, problem: string, minute: number, status: number, score: number | null = null, time: number | null = null): Promise<number> => {
    const [row] = await sql.all<{ submit_id: string }>(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, score, time, length, code, language)
       values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, ?, ?, 1, 'x', 'Python3') returning submit_id`,
      [pid[problem], problem, contest.id, contest.id, pid[problem], uid[user], user, at(minute), status, score, time],
    );
    return Number(row.submit_id);
  };
  const rank = (client: Client | undefined, contest: Contest, body: Record<string, unknown> = {}, path = '/api/get-contest-rank') => call(t, client, 'POST', path, { cid: contest.id, ...body });
  /** [username, rank, ac, penalty] per row. */
  const acmTable = (records: Array<{ username: string; rank: number; ac: number; penalty: number }>) => records.map((r) => [r.username, r.rank, r.ac, r.penalty]);
  const saveContest = async (contest: Contest, change: Partial<Contest>) => {
    const { id: _id, createdAt: _c, updatedAt: _u, duration: _d, ...draft } = { ...contest, ...change };
    await t.site.container.get(ContestRepository).update(contest.id, draft);
    return { ...contest, ...change };
  };

  beforeAll(async () => {
    t = await startTestSite({}, undefined, [contests]);
    sql = t.site.container.get(SQL_RUNNER);
    for (const [name, roles] of [['broot', ['root']], ['bauthor', ['admin']], ['alice', []], ['bob', []], ['carol', []], ['dave', []], ['erin', []], ['frank', []]] as const) {
      await createUser(t, name, 'secret1', roles.length ? [...roles] : undefined);
      const [row] = await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]);
      uid[name] = row.uid;
    }
    await sql.run("update user_info set school = 'North School', realname = 'Bob Real' where username = 'bob'", []);
    for (const name of ['A', 'B', 'C', 'P1', 'P2']) {
      const [row] = await sql.all<{ id: string }>('insert into problem (problem_id, title, type) values (?, ?, ?) returning id', [`board-${name}`, `Problem ${name}`, name.startsWith('P') ? 1 : 0]);
      pid[name] = Number(row.id);
    }
    [author, alice, bob] = await Promise.all([login(t, 'bauthor', 'secret1', '10.0.2.1'), login(t, 'alice', 'secret1', '10.0.2.2'), login(t, 'bob', 'secret1', '10.0.2.3')]);

    // an ACM contest of 5 hours that started 4 hours ago, sealed for its last 90 minutes (from minute 210)
    start = Date.now() - 240 * MIN;
    const repo = t.site.container.get(ContestRepository);
    const base = {
      description: '', auth: 0 as const, pwd: null, visible: true, startTime: at(0).toISOString(), endTime: at(300).toISOString(), sealRank: true, sealRankTime: at(210).toISOString(),
      autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: true, rankShowName: 'username' as const, starAccount: ['erin'], oiRankScoreType: 'Recent' as const,
      awardType: 0 as const, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'bauthor', uid: uid.bauthor, gid: null,
    };
    acm = await repo.insert({ ...base, title: 'Board ACM', type: 0 });
    oi = await repo.insert({ ...base, title: 'Board OI', type: 1, sealRank: false, sealRankTime: null, starAccount: [] });
    for (const name of ['A', 'B', 'C']) await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [acm.id, pid[name], name, `Problem ${name}`]);
    for (const name of ['P1', 'P2']) await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [oi.id, pid[name], name, `Problem ${name}`]);

    // the ACM script (minutes from the start)
    const script: Array<[string, string, number, number]> = [
      ['alice', 'A', 10, WA], ['alice', 'A', 12, CE], ['alice', 'A', 15, AC], ['alice', 'A', 16, WA], ['alice', 'B', 30, AC],
      ['bob', 'A', 5, AC], ['bob', 'B', 20, WA], ['bob', 'B', 25, TLE], ['bob', 'B', 40, AC],
      ['carol', 'A', 20, AC], ['carol', 'B', 45, AC],
      ['dave', 'C', 50, SE], ['dave', 'C', 60, AC],
      ['erin', 'A', 2, AC], ['erin', 'B', 10, AC],
      ['frank', 'A', 30, CE],
      // the author tests the problems: never on the board
      ['bauthor', 'A', 1, AC], ['bauthor', 'B', 1, AC],
      // after the seal (210)
      ['dave', 'B', 215, AC], ['bob', 'C', 220, WA],
    ];
    for (const [user, problem, minute, status] of script) await insert(acm, user, problem, minute, status);
    // a submission outside the contest (cid 0) never shows
    await sql.run("insert into submission (pid, display_pid, uid, username, status, length, code, language) values (?, 'A', ?, 'frank', 0, 1, 'x', 'Python3')", [pid.A, uid.frank]);
  });
  afterAll(() => t?.close());

  const sealedTable = [
    ['erin', -1, 2, 12],
    ['alice', 1, 2, 65],
    ['carol', 1, 2, 65],
    ['bob', 3, 2, 85],
    ['dave', 4, 1, 60],
    ['frank', 5, 0, 0],
  ];
  const realTable = [
    ['erin', -1, 2, 12],
    ['alice', 1, 2, 65],
    ['carol', 1, 2, 65],
    ['bob', 3, 2, 85],
    ['dave', 4, 2, 60 + 215],
    ['frank', 5, 0, 0],
  ];

  it('shows a user the sealed ACM board: ranks, shared ranks, penalty, first blood, stars, pending tries after the seal', async () => {
    const res = await rank(alice, acm);
    expect(res.code).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ total: 6, current: 1, size: 50, sealed: true, type: 0 });
    expect(page.problems.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B', 'C']);
    // the column counts (02 §2 ac/total: users accepted / users who tried) of the sealed board: dave's B after the seal is a try, not an AC
    const counts = (problems: Array<{ displayId: string; ac: number; total: number }>) => problems.map((p) => [p.displayId, p.ac, p.total]);
    expect(counts(page.problems)).toEqual([['A', 4, 4], ['B', 4, 5], ['C', 1, 2]]);
    expect(acmTable(page.records)).toEqual(sealedTable);
    const cell = (user: string, problem: string) => page.records.find((r: { username: string }) => r.username === user).submissionInfo[problem];
    // cells are sent compact (board-wire.ts): only the fields that differ from false / null / 0, no cell for an untried problem
    expect(cell('alice', 'A')).toEqual({ isAC: true, ACTime: 15 * 60, errorNum: 1, tryNum: 2 });
    for (const row of page.records as Array<{ submissionInfo: Record<string, Record<string, unknown>> }>) {
      for (const sent of Object.values(row.submissionInfo)) {
        expect(Object.keys(sent).length).toBeGreaterThan(0);
        expect(Object.values(sent).filter((v) => v === false || v === 0 || v === null)).toEqual([]);
      }
    }
    expect(cell('bob', 'A')).toMatchObject({ isAC: true, isFirstAC: true });
    expect(cell('alice', 'B')).toMatchObject({ isFirstAC: true });
    expect(cell('dave', 'C')).toMatchObject({ isFirstAC: true, tryNum: 1 });
    expect(cell('dave', 'B')).toEqual({ pendingNum: 1, tryNum: 1 });
    expect(cell('bob', 'C')).toMatchObject({ pendingNum: 1 });
    expect(cell('bob', 'C')).not.toHaveProperty('isAC');
    expect(cell('bob', 'C')).not.toHaveProperty('errorNum');
    // a user sees no real names unless the contest shows them
    expect(page.records.find((r: { username: string }) => r.username === 'bob').realname).toBe('');
  });

  it("shows the contest's admin the real board; forceRefresh is the admin's", async () => {
    const page = (await rank(author, acm, { forceRefresh: true })).body.data;
    expect(page.sealed).toBe(false);
    expect(acmTable(page.records)).toEqual(realTable);
    expect(page.problems.map((p: { displayId: string; ac: number; total: number }) => [p.displayId, p.ac, p.total])).toEqual([['A', 4, 4], ['B', 5, 5], ['C', 1, 2]]);
    expect(page.records.find((r: { username: string }) => r.username === 'bob').realname).toBe('Bob Real');
    // a user's forceRefresh is taken but changes nothing of what they see
    expect(acmTable((await rank(alice, acm, { forceRefresh: true })).body.data.records)).toEqual(sealedTable);
  });

  it('takes a verdict arriving after the seal through the event bus: pending for users, counted for the admin', async () => {
    const events = t.site.container.get(EVENT_BUS);
    const submitId = await insert(acm, 'carol', 'C', 230, PENDING);
    const announce = async (status: number) => {
      await sql.run('update submission set status = ? where submit_id = ?', [status, submitId]);
      await events.publish('submission.changed', { submitId, uid: uid.carol, pid: pid.C, cid: acm.id, status, score: null, time: 10, memory: 1 });
    };
    await announce(PENDING);
    const userCell = async () => (await rank(alice, acm)).body.data.records.find((r: { username: string }) => r.username === 'carol').submissionInfo.C;
    expect(await userCell()).toEqual({ pendingNum: 1, tryNum: 1 });
    await announce(AC);
    // the user's board does not change after the seal
    expect(acmTable((await rank(alice, acm)).body.data.records)).toEqual(sealedTable);
    expect(await userCell()).toEqual({ pendingNum: 1, tryNum: 1 });
    // the admin's does, without a refresh: carol 3 solved, 65 + 230
    const real = (await rank(author, acm)).body.data.records;
    expect(acmTable(real)[0]).toEqual(['carol', 1, 3, 65 + 230]);
    expect(real.find((r: { username: string }) => r.username === 'carol').submissionInfo.C).toEqual({ isAC: true, ACTime: 230 * 60, tryNum: 1 });
  });

  it('pages, searches and pins followed users; removeStar drops the stars', async () => {
    const page = (await rank(alice, acm, { limit: 10, keyword: 'NORTH' })).body.data;
    expect(page.records.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([['bob', 3]]);
    const second = (await rank(alice, acm, { limit: 10, currentPage: 2, concernedList: [uid.frank] })).body.data;
    expect(second.records.map((r: { username: string; concerned?: boolean }) => [r.username, r.concerned])).toEqual([['frank', true]]);
    const noStars = (await rank(alice, acm, { removeStar: true })).body.data;
    expect(noStars.records.map((r: { username: string }) => r.username)).toEqual(['alice', 'carol', 'bob', 'dave', 'frank']);
    expect((await rank(alice, acm, { limit: 20 })).code).toBe(400);
    expect((await rank(alice, acm, { limit: 20 })).body.msg).toBe('The page size must be 10, 30, 50, 100 or 300');
    expect((await rank(undefined, acm)).code).toBe(401);
  });

  it('gives awards by number and by proportion', async () => {
    const medals = [
      { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 1 },
      { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000', num: 1 },
      { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#fff', num: 2 },
    ];
    acm = await saveContest(acm, { awardType: 2, awardConfig: medals });
    const awards = async (client: Client) => (await rank(client, acm)).body.data.records.map((r: { username: string; awardName: string | null }) => [r.username, r.awardName]);
    // the sealed board: alice and carol share rank 1 (gold); silver's one place is taken; bob and dave bronze
    expect(await awards(alice)).toEqual([['erin', null], ['alice', 'Gold'], ['carol', 'Gold'], ['bob', 'Bronze'], ['dave', 'Bronze'], ['frank', null]]);
    // by proportion of the 5 ranked users (the star out, frank in though he solved nothing): 25% gold, 25% silver, 50% bronze → 1, 1, 2 places
    acm = await saveContest(acm, { awardType: 1, awardConfig: medals.map((m, i) => ({ ...m, num: [25, 25, 50][i] })) });
    expect(await awards(alice)).toEqual([['erin', null], ['alice', 'Gold'], ['carol', 'Gold'], ['bob', 'Bronze'], ['dave', 'Bronze'], ['frank', null]]);
    // 20% each → one place each (of 4 who solved something it would be none)
    acm = await saveContest(acm, { awardType: 1, awardConfig: medals.map((m) => ({ ...m, num: 20 })) });
    expect(await awards(alice)).toEqual([['erin', null], ['alice', 'Gold'], ['carol', 'Gold'], ['bob', 'Bronze'], ['dave', null], ['frank', null]]);
    acm = await saveContest(acm, { awardType: 0, awardConfig: [] });
  });

  it('opens the board to users at the end with autoRealRank; keeps it sealed without; after-contest submissions with containsEnd', async () => {
    acm = await saveContest(acm, { endTime: at(236).toISOString(), autoRealRank: false });
    // a verdict the core announces (every judged submission is)
    const late = await insert(acm, 'frank', 'A', 238, AC);
    await t.site.container.get(EVENT_BUS).publish('submission.changed', { submitId: late, uid: uid.frank, pid: pid.A, cid: acm.id, status: AC, score: null, time: 5, memory: 1 });
    expect(acmTable((await rank(alice, acm)).body.data.records)).toEqual(sealedTable);
    acm = await saveContest(acm, { autoRealRank: true });
    const real = (await rank(alice, acm)).body.data;
    expect(real.sealed).toBe(false);
    expect(acmTable(real.records).find((r) => r[0] === 'carol')).toEqual(['carol', 1, 3, 295]);
    // frank's accepted submission after the end counts only with containsEnd, flagged
    expect(acmTable(real.records).find((r) => r[0] === 'frank')).toEqual(['frank', 5, 0, 0]);
    const withEnd = (await rank(alice, acm, { containsEnd: true })).body.data.records;
    expect(withEnd.find((r: { username: string }) => r.username === 'frank')).toMatchObject({ ac: 1, penalty: 238, submissionInfo: { A: { isAC: true, isAfterContest: true } } });
    expect(withEnd.find((r: { username: string }) => r.username === 'frank').submissionInfo.A).not.toHaveProperty('isFirstAC');
  });

  it('shows the outside scoreboard to guests only with openRank and not while scheduled', async () => {
    const outside = await rank(undefined, acm, {}, '/api/get-contest-outside-scoreboard');
    expect(outside.code).toBe(200);
    expect(outside.body.data.records.map((r: { username: string }) => r.username)).toContain('carol');
    const closed = await saveContest(acm, { openRank: false });
    expect((await rank(undefined, closed, {}, '/api/get-contest-outside-scoreboard')).code).toBe(403);
    expect((await rank(undefined, closed, {}, '/api/get-contest-outside-scoreboard')).body.msg).toBe('The scoreboard of this contest is not open to the public');
    // the contest's admin still sees it
    expect((await rank(author, closed, {}, '/api/get-contest-outside-scoreboard')).code).toBe(200);
    const scheduled = await saveContest(acm, { openRank: true, startTime: new Date(Date.now() + 60 * MIN).toISOString(), endTime: new Date(Date.now() + 120 * MIN).toISOString() });
    expect((await rank(undefined, scheduled, {}, '/api/get-contest-outside-scoreboard')).code).toBe(403);
    expect((await rank(alice, scheduled)).code).toBe(403);
    acm = await saveContest(acm, { startTime: at(0).toISOString(), endTime: at(236).toISOString() });
    expect((await call(t, undefined, 'POST', '/api/get-contest-outside-scoreboard', { cid: 999999 })).code).toBe(404);
  });

  it('keeps a private contest board from users who have not registered', async () => {
    const secret = await saveContest(acm, { auth: 1, pwd: 'pw' });
    expect((await rank(bob, secret)).code).toBe(403);
    expect((await rank(author, secret)).code).toBe(200);
    acm = await saveContest(acm, { auth: 0, pwd: null });
  });

  it('downloads the real board as CSV for the contest admin only', async () => {
    const res = await fetch(`${t.url}/api/file/download-contest-rank?cid=${acm.id}&removeStar=true`, { headers: { authorization: author.token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Rank,Username,Real name,Nickname,School,Solved,Penalty (min),Total time,A,B,C');
    expect(lines[1]).toBe('1,carol,,,,3,295,4:55:00,0:20:00,0:45:00,3:50:00');
    expect(lines[2]).toBe('2,alice,,,,2,65,1:05:00,0:15:00 (-1),0:30:00 FB,');
    expect(lines.find((l) => l.includes(',bob,'))).toBe('3,bob,Bob Real,,North School,2,85,1:25:00,0:05:00 FB,0:40:00 (-2),(-1)');
    expect(lines).toHaveLength(6);
    expect((await fetch(`${t.url}/api/file/download-contest-rank?cid=${acm.id}`, { headers: { authorization: alice.token } })).status).toBe(403);
  });

  it('ranks an OI contest by the sum of scores, Recent or Highest, then time', async () => {
    const script: Array<[string, string, number, number, number | null, number | null]> = [
      ['alice', 'P1', 10, PAC, 60, 100], ['alice', 'P1', 20, AC, 100, 300], ['alice', 'P1', 30, WA, 40, 50], ['alice', 'P2', 5, CE, 0, null], ['alice', 'P2', 40, PAC, 50, 200],
      ['bob', 'P1', 15, AC, 100, 100], ['bob', 'P1', 25, AC, 100, 80], ['bob', 'P2', 30, WA, 0, 10],
      ['carol', 'P1', 10, PAC, 90, 100], ['carol', 'P2', 20, PAC, 60, 150],
      ['dave', 'P1', 11, PAC, 90, 100], ['dave', 'P2', 21, PAC, 60, 150],
    ];
    for (const [user, problem, minute, status, score, time] of script) await insert(oi, user, problem, minute, status, score, time);
    const oiTable = async () => (await rank(alice, oi)).body.data.records.map((r: { username: string; rank: number; totalScore: number; totalTime: number }) => [r.username, r.rank, r.totalScore, r.totalTime]);
    expect(await oiTable()).toEqual([['carol', 1, 150, 250], ['dave', 1, 150, 250], ['bob', 3, 100, 80], ['alice', 4, 90, 250]]);
    oi = await saveContest(oi, { oiRankScoreType: 'Highest' });
    expect(await oiTable()).toEqual([['carol', 1, 150, 250], ['dave', 1, 150, 250], ['alice', 3, 150, 500], ['bob', 4, 100, 80]]);
    const page = (await rank(alice, oi)).body.data;
    expect(page.type).toBe(1);
    expect(page.records.find((r: { username: string }) => r.username === 'alice')).toMatchObject({ submissionInfo: { P1: { score: 100, time: 300 } }, timeInfo: { P1: 300, P2: 200 } });
  });
});
