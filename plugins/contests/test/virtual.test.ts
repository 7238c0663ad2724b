import { SQL_RUNNER, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { CONTEST_BOARD, ContestRepository, type Contest } from '../src/index';

// Virtual participation on a real PostgreSQL (issue 21 item 7): a run starts only after the end, only with
// get-contest-access's access, once; its board is the real one at the same elapsed time with the run's row
// marked virtual, sealed from the same elapsed moment; its submissions are accepted while its clock runs and
// never reach the real board (in-contest and after-contest views, the incremental path), AC info or ratings.
// The run's clock is moved by rewriting started_at/ends_at, as time passing would.

jest.setTimeout(240_000);

const MIN = 60_000;
const AC = 0, WA = -1;

describe('virtual participation', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let author: Client;
  let alice: Client;
  let bob: Client;
  let carol: Client;
  const uid: Record<string, string> = {};
  const pid: Record<string, number> = {};
  let start: number;
  let past: Contest;
  let live: Contest;
  let secret: Contest;

  const at = (minute: number) => new Date(start + minute * MIN);
  const insert = async (contest: Contest, user: string, problem: string, time: Date, status: number): Promise<number> => {
    const [row] = await sql.all<{ submit_id: string }>(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
       values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, 1, 'x', 'Python3') returning submit_id`,
      [pid[problem], problem, contest.id, contest.id, pid[problem], uid[user], user, time, status],
    );
    return Number(row.submit_id);
  };
  /** Moves alice's run so that `elapsed` minutes of it have passed now, its submissions keeping their place on its clock (as time passing would). */
  const runAt = async (elapsed: number) => {
    const started = new Date(Date.now() - elapsed * MIN);
    // a run starts after the contest's end: its rows stay after-contest rows
    expect(started.getTime()).toBeGreaterThanOrEqual(at(200).getTime());
    const [old] = await sql.all<{ started_at: Date }>('select started_at from contest_virtual where cid = ? and uid = ?', [past.id, uid.alice]);
    const shift = started.getTime() - new Date(old.started_at).getTime();
    await sql.run("update submission set submit_time = submit_time + cast(? as interval) where cid = ? and uid = ? and submit_time >= ?", [`${shift} milliseconds`, past.id, uid.alice, old.started_at]);
    await sql.run('update contest_virtual set started_at = ?, ends_at = ? where cid = ? and uid = ?', [started, new Date(started.getTime() + 200 * MIN), past.id, uid.alice]);
    return started;
  };
  const submit = (client: Client, contest: Contest, problem: string, lang = 'l=en-US') =>
    call(t, client, 'POST', `/api/submit-problem-judge?${lang}`, { pid: pid[problem], cid: contest.id, language: 'Python3', code: 'print(1)' });
  const virtualRank = async (client: Client, contest = past) => {
    const res = await call(t, client, 'GET', `/api/get-virtual-contest-rank?cid=${contest.id}`);
    expect(res.code).toBe(200);
    return res.body.data;
  };
  const cellsOf = (rows: Array<{ username: string; virtual?: boolean; rank: number; ac: number; penalty: number; submissionInfo: Record<string, { isAC: boolean; pendingNum: number }> }>) =>
    rows.map((r) => ({ username: r.username, virtual: r.virtual === true, rank: r.rank, ac: r.ac, penalty: r.penalty, A: r.submissionInfo.A ? [r.submissionInfo.A.isAC, r.submissionInfo.A.pendingNum] : null }));
  const realRank = async (containsEnd: boolean) => (await call(t, author, 'POST', '/api/get-contest-rank', { cid: past.id, containsEnd })).body.data.records.map((r: { username: string }) => r.username);

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true' }, undefined, [contests]);
    sql = t.site.container.get(SQL_RUNNER);
    for (const [name, roles] of [['vauthor', ['admin']], ['alice', []], ['bob', []], ['carol', []], ['dave', []]] as Array<[string, Array<'admin'>]>) {
      await createUser(t, name, 'secret1', roles.length ? roles : undefined);
      uid[name] = (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    }
    // A is the seeded A+B problem (1000: test data and languages, so the run's submissions pass the ordinary submit); B a bare one
    pid.A = Number((await sql.all<{ id: string }>("select id from problem where problem_id = '1000'"))[0].id);
    pid.B = Number((await sql.all<{ id: string }>("insert into problem (problem_id, title, type, case_version) values ('virtual-B', 'Problem B', 0, 'v1') returning id"))[0].id);
    [author, alice, bob, carol] = await Promise.all([login(t, 'vauthor', 'secret1', '10.0.7.1'), login(t, 'alice', 'secret1', '10.0.7.2'), login(t, 'bob', 'secret1', '10.0.7.3'), login(t, 'carol', 'secret1', '10.0.7.4')]);

    // an ACM contest of 200 minutes that ended 400 minutes ago (so a run moved 201 minutes back still starts after the end), sealed from minute 150 (opening by itself after the end)
    start = Date.now() - 600 * MIN;
    const repo = t.site.container.get(ContestRepository);
    const base = {
      description: '', auth: 0 as const, pwd: null, visible: true, startTime: at(0).toISOString(), endTime: at(200).toISOString(), sealRank: true, sealRankTime: at(150).toISOString(),
      autoRealRank: true, openRank: false, openPrint: false, allowEndSubmit: false, rankShowName: 'username' as const, starAccount: [], oiRankScoreType: 'Recent' as const,
      awardType: 0 as const, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'vauthor', uid: uid.vauthor, gid: null, type: 0 as const,
    };
    past = await repo.insert({ ...base, title: 'Virtual past' });
    live = await repo.insert({ ...base, title: 'Virtual live', startTime: at(590).toISOString(), endTime: at(700).toISOString(), sealRank: false, sealRankTime: null });
    secret = await repo.insert({ ...base, title: 'Virtual private', auth: 1, pwd: 'sesame' });
    for (const c of [past, live, secret]) for (const name of ['A', 'B']) await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [c.id, pid[name], name, `Problem ${name}`]);
    // live: bob solves A at 30 after a wrong try on B at 40; dave solves B at 120 and A at 155 (under the seal)
    await insert(past, 'bob', 'A', at(30), AC);
    await insert(past, 'bob', 'B', at(40), WA);
    await insert(past, 'dave', 'B', at(120), AC);
    await insert(past, 'dave', 'A', at(155), AC);
  });
  afterAll(() => t?.close());

  it('refuses a run before the end, without access, and a second one (both languages)', async () => {
    const early = await call(t, alice, 'POST', '/api/start-virtual-contest', { cid: live.id });
    expect(early.code).toBe(400);
    expect(early.body.msg).toBe('A virtual run can only start after the contest has ended');
    expect((await call(t, alice, 'POST', '/api/start-virtual-contest?l=zh-CN', { cid: live.id })).body.msg).toBe('比赛结束后才能开始虚拟参赛');
    expect((await call(t, alice, 'GET', `/api/get-virtual-contest?cid=${live.id}`)).body.data).toMatchObject({ run: null, canStart: false, refusal: 'contest.virtual.notEnded' });

    // a private contest: carol never registered
    const denied = await call(t, carol, 'POST', '/api/start-virtual-contest', { cid: secret.id });
    expect(denied.code).toBe(403);
    expect(denied.body.msg).toBe('Sorry, you have no access to this contest, so you cannot take part in it virtually');
    expect((await call(t, carol, 'POST', '/api/start-virtual-contest?l=zh-CN', { cid: secret.id })).body.msg).toBe('对不起，您没有此比赛的权限，无法虚拟参赛');
    expect((await call(t, undefined, 'POST', '/api/start-virtual-contest', { cid: past.id })).code).toBe(401);
    // Codeforces' rule: bob submitted during the contest, so he has a real result and no virtual run
    const tookPart = await call(t, bob, 'POST', '/api/start-virtual-contest', { cid: past.id });
    expect(tookPart.code).toBe(403);
    expect(tookPart.body.msg).toBe('You took part in this contest live, so you cannot take part in it virtually');
    expect((await call(t, bob, 'POST', '/api/start-virtual-contest?l=zh-CN', { cid: past.id })).body.msg).toBe('您已参加过本比赛的正式比赛，不能再虚拟参赛');
    expect((await call(t, bob, 'GET', `/api/get-virtual-contest?cid=${past.id}`)).body.data).toMatchObject({ run: null, canStart: false, refusal: 'contest.virtual.tookPart' });
    // the board of a run not started
    expect((await call(t, alice, 'GET', `/api/get-virtual-contest-rank?cid=${past.id}`)).body.msg).toBe('Start a virtual run of this contest first');

    expect((await call(t, alice, 'GET', `/api/get-virtual-contest?cid=${past.id}`)).body.data).toMatchObject({ run: null, canStart: true, duration: 200 * MIN });
    const started = await call(t, alice, 'POST', '/api/start-virtual-contest', { cid: past.id });
    expect(started.code).toBe(200);
    expect(started.body.msg).toBe('Virtual run started: your clock starts now');
    expect(started.body.data.run.running).toBe(true);
    expect(started.body.data.run.endsAt - started.body.data.run.startedAt).toBe(200 * MIN);
    expect(started.body.data.run.elapsed).toBeLessThan(5000);

    const twice = await call(t, alice, 'POST', '/api/start-virtual-contest', { cid: past.id });
    expect(twice.code).toBe(400);
    expect(twice.body.msg).toBe('You have already taken part in this contest virtually: one virtual run per contest');
    expect((await call(t, alice, 'POST', '/api/start-virtual-contest?l=zh-CN', { cid: past.id })).body.msg).toBe('您已经虚拟参加过本比赛：每场比赛只能虚拟参赛一次');
    expect((await call(t, alice, 'GET', `/api/get-virtual-contest?cid=${past.id}`)).body.data).toMatchObject({ canStart: false, run: { running: true } });
    expect(Number((await sql.all<{ n: string }>('select count(*) as n from contest_virtual where cid = ?', [past.id]))[0].n)).toBe(1);
  });

  it('takes the run\'s submissions while its clock runs, and no one else\'s after the end', async () => {
    const before = { inContest: await realRank(false), afterContest: await realRank(true) };
    expect(before.inContest).toEqual(['dave', 'bob']);

    // 50 minutes into the run alice submits A (the row is an ordinary contest row; judged as usual: set Accepted here)
    const started = await runAt(50);
    const res = await submit(alice, past, 'A');
    expect(res.code).toBe(200);
    const [row] = await sql.all<{ submit_id: string; cid: string; submit_time: Date }>('select submit_id, cid, submit_time from submission where uid = ? and cid = ?', [uid.alice, past.id]);
    expect(Number(row.cid)).toBe(past.id);
    expect(new Date(row.submit_time).getTime()).toBeGreaterThanOrEqual(started.getTime() + 50 * MIN - 1000);
    await sql.run('update submission set status = ?, time = 10 where submit_id = ?', [AC, row.submit_id]);
    // the verdict reaches the incremental board too: it must leave the real board alone
    await t.site.container.get(CONTEST_BOARD).applyVerdict({ submitId: Number(row.submit_id), uid: uid.alice, pid: pid.A, cid: past.id, status: AC, score: null, time: 10 });

    // the contest's list marks the run's row as virtual, not as an after-contest one (and shows it without containsEnd)
    const listed = (await call(t, author, 'GET', `/api/contest-submissions?contestID=${past.id}`)).body.data.records as Array<{ username: string; isVirtual: boolean; isAfterContest: boolean }>;
    expect(listed.map((r) => [r.username, r.isVirtual, r.isAfterContest]).sort()).toEqual([['alice', true, false], ['bob', false, false], ['bob', false, false], ['dave', false, false], ['dave', false, false]]);

    // bob has no run: the contest has ended for him
    expect((await submit(bob, past, 'A')).body.msg).toBe('Contest has ended');
    expect((await submit(bob, past, 'A', 'l=zh-CN')).body.msg).toBe('比赛已结束');

    expect(await realRank(false)).toEqual(before.inContest);
    expect(await realRank(true)).toEqual(before.afterContest);
    await t.site.container.get(CONTEST_BOARD).rebuild(past.id);
    expect(await realRank(false)).toEqual(before.inContest);
    expect(await realRank(true)).toEqual(before.afterContest);
  });

  it('shows the real board at the same elapsed time beside the run\'s row, marked virtual', async () => {
    await runAt(60);
    const data = await virtualRank(alice);
    expect(data.sealed).toBe(false);
    expect(data.elapsed).toBeGreaterThanOrEqual(60 * MIN - 1000);
    // at minute 60: bob's A (30) and B (40) count, dave has not submitted yet; alice's A at her minute 50
    expect(cellsOf(data.records)).toEqual([
      { username: 'bob', virtual: false, rank: 1, ac: 1, penalty: 30, A: [true, 0] },
      { username: 'alice', virtual: true, rank: 2, ac: 1, penalty: 50, A: [true, 0] },
    ]);
    expect(data.virtualRow).toMatchObject({ username: 'alice', virtual: true, rank: 2 });
    expect(data.problems.map((p: { displayId: string; ac: number; total: number }) => [p.displayId, p.ac, p.total])).toEqual([['A', 2, 2], ['B', 0, 1]]);

    // at minute 130 dave's B (120) is in: one solved each, by penalty
    await runAt(130);
    expect(cellsOf((await virtualRank(alice)).records).map((r) => [r.username, r.rank, r.penalty])).toEqual([['bob', 1, 30], ['alice', 2, 50], ['dave', 3, 120]]);
  });

  it('applies the seal at the same elapsed time as live, and opens it at the run\'s end as the contest did', async () => {
    await runAt(160);
    const sealed = await virtualRank(alice);
    expect(sealed.sealed).toBe(true);
    // dave's A at 155 is a pending try under the seal
    expect(cellsOf(sealed.records).find((r) => r.username === 'dave')).toMatchObject({ ac: 1, A: [false, 1] });

    // the run is over at the contest's length: the board is the final one (autoRealRank), submitting is refused
    await runAt(201);
    const info = (await call(t, alice, 'GET', `/api/get-virtual-contest?cid=${past.id}`)).body.data;
    expect(info.run).toMatchObject({ running: false, elapsed: 200 * MIN });
    const final = await virtualRank(alice);
    expect(final.sealed).toBe(false);
    expect(cellsOf(final.records).map((r) => [r.username, r.virtual, r.rank, r.ac])).toEqual([['dave', false, 1, 2], ['bob', false, 2, 1], ['alice', true, 3, 1]]);
    expect((await submit(alice, past, 'B')).body.msg).toBe('Contest has ended');
  });

  it('never changes the real board, the AC info or the ratings', async () => {
    // the real board, for admins and for others
    expect(await realRank(false)).toEqual(['dave', 'bob']);
    expect(await realRank(true)).toEqual(['dave', 'bob']);
    const outsider = (await call(t, carol, 'POST', '/api/get-contest-rank', { cid: past.id })).body.data;
    expect(outsider.records.map((r: { username: string }) => r.username)).toEqual(['dave', 'bob']);
    expect(outsider.problems.map((p: { displayId: string; ac: number; total: number }) => [p.displayId, p.ac, p.total])).toEqual([['A', 2, 2], ['B', 1, 2]]);
    // the balloon list
    const acInfo = (await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${past.id}`)).body.data.records.map((r: { username: string }) => r.username);
    expect(acInfo.sort()).toEqual(['bob', 'dave', 'dave']);
    // ratings: rated now (the contest has ended and is unsealed), alice is no participant
    const rated = await call(t, author, 'PUT', '/api/admin/contest/rating', { cid: past.id, rated: true });
    expect(rated.code).toBe(200);
    const changes = (await call(t, undefined, 'GET', `/api/get-contest-rating-changes?cid=${past.id}`)).body.data;
    expect(changes.map((c: { username: string }) => c.username)).toEqual(['dave', 'bob']);
  });
});
