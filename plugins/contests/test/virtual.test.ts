import { EVENT_BUS, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { collectEvents, type ReceivedEvent } from '../../../web/server/testing/event-stream';
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
const HIDDEN = -5, PENDING = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Pushed = ReceivedEvent<{ cid: number; mode?: string; rows?: Array<{ username: string; virtual?: boolean; ac: number; totalScore: number; submissionInfo: Record<string, { isAC?: boolean; errorNum?: number; pendingNum?: number; score?: number }> }> }>;

/** An open virtual board stream read with fetch: its events as they arrive (or the refusal's status and message). */
class VirtualStream {
  readonly events: Pushed[] = [];

  private constructor(
    readonly status: number,
    readonly msg: string | undefined,
    private readonly abort: AbortController,
  ) {}

  static async open(url: string, token?: string): Promise<VirtualStream> {
    const abort = new AbortController();
    const res = await fetch(url, { headers: token ? { authorization: token } : {}, signal: abort.signal });
    if (res.status !== 200) return new VirtualStream(res.status, ((await res.json()) as { msg?: string }).msg, abort);
    const stream = new VirtualStream(res.status, undefined, abort);
    void stream.read(res);
    return stream;
  }

  private read(res: Response): Promise<void> {
    return collectEvents(res, this.events);
  }

  /** The first `board` event (from index `from` on) with a row passing `found`; that row. */
  async row(what: string, found: (row: NonNullable<Pushed['data']['rows']>[number]) => boolean, ms = 10_000, from = 0): Promise<{ row: NonNullable<Pushed['data']['rows']>[number]; at: number }> {
    const deadline = Date.now() + ms;
    for (;;) {
      for (const e of this.events.slice(from)) {
        const row = e.event === 'board' ? e.data.rows?.find(found) : undefined;
        if (row) return { row, at: e.at };
      }
      if (Date.now() > deadline) throw new Error(`${what}: no such row within ${ms} ms (got ${JSON.stringify(this.events)})`);
      await sleep(20);
    }
  }

  close(): void {
    this.abort.abort();
  }
}

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
  let base: Omit<Contest, 'id' | 'createdAt' | 'updatedAt'>;

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
    base = {
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

  describe('pushed changes and the lists on the run\'s clock', () => {
    let streamed: Contest;
    let oi: Contest;

    /** Moves `user`'s run of `contest` so that `elapsedMs` of it have passed now, their rows keeping their place on its clock. */
    const moveRun = async (contest: Contest, user: string, elapsedMs: number) => {
      const started = new Date(Date.now() - elapsedMs);
      const [old] = await sql.all<{ started_at: Date }>('select started_at from contest_virtual where cid = ? and uid = ?', [contest.id, uid[user]]);
      const shift = started.getTime() - new Date(old.started_at).getTime();
      await sql.run('update submission set submit_time = submit_time + cast(? as interval) where cid = ? and uid = ? and submit_time >= ?', [`${shift} milliseconds`, contest.id, uid[user], old.started_at]);
      await sql.run('update contest_virtual set started_at = ?, ends_at = ? where cid = ? and uid = ?', [started, new Date(started.getTime() + 200 * MIN), contest.id, uid[user]]);
    };
    /** Stores a verdict the way the judge does: the row, then `submission.changed` on the event bus (every process's subscribers). */
    const judge = async (submitId: number, status: number, score: number | null = null) => {
      const [row] = await sql.all<{ uid: string; pid: string; cid: string }>('select uid, pid, cid from submission where submit_id = ?', [submitId]);
      await sql.run('update submission set status = ?, score = ?, time = 10 where submit_id = ?', [status, score, submitId]);
      await t.site.container.get(EVENT_BUS).publish('submission.changed', { submitId, uid: row.uid, pid: Number(row.pid), cid: Number(row.cid), status, score, time: 10, memory: null });
    };
    const lastRowOf = async (contest: Contest, user: string) =>
      Number((await sql.all<{ id: string }>('select max(submit_id) as id from submission where cid = ? and uid = ?', [contest.id, uid[user]]))[0].id);
    const events = (client: Client | undefined, contest: Contest) => VirtualStream.open(`${t.url}/api/virtual-contest-board-events?cid=${contest.id}&l=en-US`, client?.token);
    /** A try of the run made now, stored as the submit call stores one: the row (Pending), then `submission.changed`. */
    const tryNow = async (contest: Contest, user: string, problem: string) => {
      const submitId = await insert(contest, user, problem, new Date(), PENDING);
      await t.site.container.get(EVENT_BUS).publish('submission.changed', { submitId, uid: uid[user], pid: pid[problem], cid: contest.id, status: PENDING, score: null, time: null, memory: null });
      return submitId;
    };

    beforeAll(async () => {
      const repo = t.site.container.get(ContestRepository);
      // ACM, sealed from minute 150 until the end (autoRealRank); OI sealed for good after its end (no autoRealRank)
      streamed = await repo.insert({ ...base, title: 'Virtual streamed' });
      oi = await repo.insert({ ...base, title: 'Virtual OI sealed', type: 1, autoRealRank: false });
      for (const c of [streamed, oi]) for (const name of ['A', 'B']) await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [c.id, pid[name], name, `Problem ${name}`]);
      // live: bob solves A at minute 30; dave B at 120 and A at 155 (under the seal)
      await insert(streamed, 'bob', 'A', at(30), AC);
      await insert(streamed, 'dave', 'B', at(120), AC);
      await insert(streamed, 'dave', 'A', at(155), AC);
      for (const c of [streamed, oi]) expect((await call(t, carol, 'POST', '/api/start-virtual-contest', { cid: c.id })).code).toBe(200);
    });

    it('pushes the owner\'s own row as it is judged and the real rows as the run\'s clock passes them; only to the owner', async () => {
      // the run is 2 s short of bob's minute 30
      await moveRun(streamed, 'carol', 30 * MIN - 2000);
      // the stream is the caller's own run: alice has none here, a guest no session
      const other = await events(alice, streamed);
      expect([other.status, other.msg]).toEqual([403, 'Start a virtual run of this contest first']);
      expect((await events(undefined, streamed)).status).toBe(401);

      const stream = await events(carol, streamed);
      expect(stream.status).toBe(200);
      // the clock passes bob's accepted A (read within the 5 s tick after the stream opened)
      const bobs = await stream.row("bob's row at minute 30", (r) => r.username === 'bob', 10_000);
      expect(bobs.row).toMatchObject({ ac: 1, submissionInfo: { A: { isAC: true } } });
      expect(stream.events.some((e) => e.data.rows?.some((r) => r.username === 'dave'))).toBe(false);

      // her own submission: the pending try, then the verdict, each within a second
      expect((await submit(carol, streamed, 'A')).code).toBe(200);
      const pending = await stream.row('her pending try', (r) => r.username === 'carol' && r.submissionInfo.A?.pendingNum === 1, 2000);
      expect(pending.row.virtual).toBe(true);
      const judged = Date.now();
      await judge(await lastRowOf(streamed, 'carol'), AC);
      const accepted = await stream.row('her accepted try', (r) => r.username === 'carol' && r.submissionInfo.A?.isAC === true, 2000);
      expect(accepted.row).toMatchObject({ virtual: true, ac: 1 });
      expect(accepted.at - judged).toBeLessThan(1000);
      stream.close();
    });

    it('under the seal at the run\'s moment pushes pending tries only, never a verdict (her own row as live)', async () => {
      // 155 minutes minus 2 s: sealed since 150; dave's A at 155 comes as a pending try
      await moveRun(streamed, 'carol', 155 * MIN - 2000);
      const stream = await events(carol, streamed);
      const daves = await stream.row("dave's try at 155", (r) => r.username === 'dave', 10_000);
      expect(daves.row.ac).toBe(1);
      expect(daves.row.submissionInfo.A).toEqual({ tryNum: 1, pendingNum: 1 });
      expect(stream.events.every((e) => e.data.mode === undefined || e.data.mode === 'sealed')).toBe(true);

      // her own try under the seal: pending, and its verdict changes nothing on the sealed board (as live: nothing sent)
      const from = stream.events.length;
      const onB = await tryNow(streamed, 'carol', 'B');
      await stream.row('her pending try on B', (r) => r.username === 'carol' && r.submissionInfo.B?.pendingNum === 1, 2000, from);
      const afterPending = stream.events.length;
      await judge(onB, WA);
      await sleep(1500);
      expect(stream.events.slice(afterPending)).toEqual([]);
      // no verdict after sealRankTime in any event: no rejected cell, no accepted cell of a try after 150 (dave's B at 120 is before it)
      for (const e of stream.events) for (const r of e.data.rows ?? []) {
        expect(Object.values(r.submissionInfo).some((c) => c.errorNum)).toBe(false);
        if (r.username === 'dave') expect(r.submissionInfo.A?.isAC).toBeUndefined();
      }
      // the contest admin's list shows the verdict (the stream only keeps it from the sealed board)
      const listed = (await call(t, author, 'GET', `/api/contest-submissions?contestID=${streamed.id}`)).body.data.records as Array<{ username: string; displayPid: string; status: number }>;
      expect(listed.find((r) => r.username === 'carol' && r.displayPid === 'B')?.status).toBe(WA);
      stream.close();
    });

    it('seals the run\'s rows in the lists on the run\'s clock, as the live rule did at the same elapsed time', async () => {
      // OI, sealed from minute 150 and never opened after the end: on the real clock every after-contest row reads -5
      await moveRun(oi, 'carol', 50 * MIN);
      const early = await tryNow(oi, 'carol', 'A');
      await judge(early, AC, 100);
      await moveRun(oi, 'carol', 160 * MIN);
      const sealedRow = await tryNow(oi, 'carol', 'B');
      await judge(sealedRow, WA, 0);
      const list = async (client: Client) =>
        Object.fromEntries(((await call(t, client, 'GET', `/api/contest-submissions?contestID=${oi.id}`)).body.data.records as Array<{ submitId: number; status: number; score: number | null }>).map((r) => [r.submitId, [r.status, r.score]]));
      const detail = async (client: Client, submitId: number) => (await call(t, client, 'GET', `/api/get-submission-detail?submitId=${submitId}`)).body.data.submission.status;

      // her own: minute 50 shown (before the seal on her clock), minute 160 hidden (OI: one's own too under the seal)
      expect(await list(carol)).toEqual({ [early]: [AC, 100], [sealedRow]: [HIDDEN, null] });
      expect(await detail(carol, early)).toBe(AC);
      expect(await detail(carol, sealedRow)).toBe(HIDDEN);
      // her marks on the problem list follow the same clock
      const marks = (await call(t, carol, 'GET', `/api/get-contest-problem?cid=${oi.id}`)).body.data as Array<{ displayId: string; myStatus: number; score: number | null }>;
      expect(marks.map((p) => [p.displayId, p.myStatus, p.score])).toEqual([['A', AC, 100], ['B', HIDDEN, null]]);
      // another user: the same (others' rows from sealRankTime on hidden); the contest admin sees both
      expect(await list(alice)).toEqual({ [early]: [AC, 100], [sealedRow]: [HIDDEN, null] });
      expect(await list(author)).toEqual({ [early]: [AC, 100], [sealedRow]: [WA, 0] });

      // after the run the board never opened (no autoRealRank): still sealed at the run's end
      await moveRun(oi, 'carol', 201 * MIN);
      expect(await list(carol)).toEqual({ [early]: [AC, 100], [sealedRow]: [HIDDEN, null] });
      // an ACM run's own rows under the seal are shown (the live own-row rule), others' hidden until the run's end opens the board
      const acmB = await lastRowOf(streamed, 'carol');
      const acmList = async (client: Client) =>
        ((await call(t, client, 'GET', `/api/contest-submissions?contestID=${streamed.id}`)).body.data.records as Array<{ submitId: number; status: number }>).find((r) => r.submitId === acmB)?.status;
      expect(await acmList(carol)).toBe(WA);
      expect(await acmList(alice)).toBe(HIDDEN);
      await moveRun(streamed, 'carol', 201 * MIN);
      expect(await acmList(alice)).toBe(WA);
    });
  });
});
