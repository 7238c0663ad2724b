import { LIVE_STREAM_LIMITS, SQL_RUNNER, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { CONTEST_BOARD, ContestRepository, type Contest } from '../src/index';
import { CCS_SCHEMA_DIR, ccsValidator, haveSchemas, type Validate } from './ccs-schemas';

// The ICPC Contest API (issue 21 item 6) on a real PostgreSQL: a scripted ACM contest read through every endpoint
// and the event feed, each answer validated against the CCS 2023-06 JSON schemas; the scoreboard against our own
// board; who may read what (anonymous, signed in, registered, contest admin; HTTP Basic and the session).

jest.setTimeout(240_000);

if (!haveSchemas) {
  if (process.env.CI === 'true') throw new Error(`the CCS 2023-06 JSON schemas are missing at ${CCS_SCHEMA_DIR} (CI must have them beside the clone)`);
  console.warn(`ccs.test.ts: skipped — the CCS 2023-06 JSON schemas are not at ${CCS_SCHEMA_DIR} (set CCS_SCHEMA_DIR or put them beside the clone)`);
}
const describeWithSchemas = haveSchemas ? describe : describe.skip;

const MIN = 60_000;
const AC = 0, WA = -1, CE = -2, TLE = 1, PENDING = 5;
const COLLECTIONS: Array<[string, string]> = [
  ['judgement-types', 'judgement-type'], ['languages', 'language'], ['problems', 'problem'], ['groups', 'group'], ['organizations', 'organization'], ['teams', 'team'],
  ['submissions', 'submission'], ['judgements', 'judgement'], ['runs', 'run'], ['clarifications', 'clarification'], ['awards', 'award'],
];

const basic = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });

describeWithSchemas('the ICPC Contest API', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let validate: Validate;
  let alice: Client;
  let bob: Client;
  const uid: Record<string, string> = {};
  const pid: Record<string, number> = {};
  let start: number;
  let acm: Contest;
  const subs: Record<string, number> = {};

  const at = (minute: number) => new Date(start + minute * MIN);
  const insert = async (contest: Contest, user: string, problem: string, minute: number, status: number, time: number | null = null): Promise<number> => {
    const [row] = await sql.all<{ submit_id: string }>(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, time, length, code, language, gmt_modified)
       values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, ?, 1, 'print(1)', 'Python3', ?) returning submit_id`,
      [pid[problem], problem, contest.id, contest.id, pid[problem], uid[user], user, at(minute), status, time, new Date(at(minute).getTime() + 2000)],
    );
    return Number(row.submit_id);
  };
  const get = (path: string, headers: Record<string, string> = {}, client?: Client) => call(t, client, 'GET', path, undefined, headers);
  const admin = basic('cauthor', 'secret1');
  const contestInsert = async (change: Partial<Contest> & { title: string }): Promise<Contest> =>
    t.site.container.get(ContestRepository).insert({
      description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: at(0).toISOString(), endTime: at(300).toISOString(), sealRank: true, sealRankTime: at(210).toISOString(),
      autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: ['erin'], oiRankScoreType: 'Recent',
      awardType: 2, awardConfig: [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 1 }, { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000', num: 1 }],
      openAccountLimit: false, accountLimitRule: null, author: 'cauthor', uid: uid.cauthor, gid: null, ...change,
    });

  beforeAll(async () => {
    validate = ccsValidator();
    t = await startTestSite({}, undefined, [contests]);
    sql = t.site.container.get(SQL_RUNNER);
    for (const [name, roles] of [['croot', ['root']], ['cauthor', ['admin']], ['alice', []], ['bob', []], ['carol', []], ['erin', []]] as const) {
      await createUser(t, name, 'secret1', roles.length ? [...roles] : undefined);
      const [row] = await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]);
      uid[name] = row.uid;
    }
    await sql.run("update user_info set school = 'North School', realname = 'Bob Real', nickname = 'bobby' where username = 'bob'", []);
    await sql.run("update user_info set school = 'South School', realname = 'Alice Real' where username = 'alice'", []);
    for (const name of ['A', 'B', 'C']) {
      const [row] = await sql.all<{ id: string }>('insert into problem (problem_id, title, type, time_limit) values (?, ?, 0, 2000) returning id', [`ccs-${name}`, `Problem ${name}`]);
      pid[name] = Number(row.id);
      for (const seq of [1, 2]) await sql.run("insert into problem_case (pid, seq, input_name, output_name, input_hash, output_hash) values (?, ?, ?, ?, repeat('a', 64), repeat('b', 64))", [pid[name], seq, `${seq}.in`, `${seq}.out`]);
    }
    [alice, bob] = await Promise.all([login(t, 'alice', 'secret1', '10.0.3.2'), login(t, 'bob', 'secret1', '10.0.3.3')]);

    // an ACM contest of 5 hours that started 4 hours ago, sealed from minute 210
    start = Date.now() - 240 * MIN;
    acm = await contestInsert({ title: 'CCS ACM' });
    for (const [name, color] of [['A', '#ff0000'], ['B', '#00ff00'], ['C', null]] as const) await sql.run('insert into contest_problem (cid, pid, display_id, display_title, color) values (?, ?, ?, ?, ?)', [acm.id, pid[name], name, `Problem ${name}`, color]);
    const script: Array<[string, string, string, number, number]> = [
      ['a1', 'alice', 'A', 10, WA], ['a2', 'alice', 'A', 12, CE], ['a3', 'alice', 'A', 15, AC], ['a4', 'alice', 'B', 30, AC],
      ['b1', 'bob', 'A', 5, AC], ['b2', 'bob', 'B', 20, TLE], ['b3', 'bob', 'B', 40, AC],
      ['c1', 'carol', 'A', 20, AC],
      ['e1', 'erin', 'A', 2, AC],
      ['x1', 'cauthor', 'A', 1, AC],
      // after the seal: bob's C is a real AC, carol's B still judging
      ['b4', 'bob', 'C', 215, AC], ['c2', 'carol', 'B', 220, PENDING],
    ];
    for (const [key, user, problem, minute, status] of script) subs[key] = await insert(acm, user, problem, minute, status, status === AC || status === TLE ? 120 : null);
    for (const [key, cases] of [['a1', [0, -1]], ['a3', [0, 0]], ['b4', [0, 0]]] as const) {
      for (const [i, status] of cases.entries()) await sql.run('insert into submission_case (submit_id, case_id, status, time, memory) values (?, ?, ?, 15, 1024)', [subs[key], i + 1, status]);
    }
  });
  afterAll(() => t?.close());

  const base = () => `/api/ccs/contests/${acm.id}`;

  it('answers every endpoint of the scripted contest in the 2023-06 schemas, to a contest admin by HTTP Basic', async () => {
    const info = await get('/api/ccs');
    expect(info.code).toBe(200);
    expect(validate('api_information', info.body)).toBeNull();

    const list = await get('/api/ccs/contests', admin);
    expect(validate('contests', list.body)).toBeNull();
    expect(list.body.map((c: { id: string }) => c.id)).toContain(String(acm.id));

    const contest = await get(base(), admin);
    expect(contest.code).toBe(200);
    expect(contest.headers.get('content-type')).toContain('application/json');
    expect(validate('contest', contest.body)).toBeNull();
    expect(contest.body).toMatchObject({ id: String(acm.id), name: 'CCS ACM', duration: '5:00:00.000', scoreboard_freeze_duration: '1:30:00.000', scoreboard_type: 'pass-fail', penalty_time: 20 });

    const state = await get(`${base()}/state`, admin);
    expect(validate('state', state.body)).toBeNull();
    expect(state.body).toMatchObject({ started: at(0).toISOString(), frozen: at(210).toISOString(), ended: null, finalized: null });

    for (const [collection, one] of COLLECTIONS) {
      const res = await get(`${base()}/${collection}`, admin);
      expect([collection, res.code]).toEqual([collection, 200]);
      expect([collection, validate(collection, res.body)]).toEqual([collection, null]);
      for (const object of res.body) expect([collection, object.id, validate(one, object)]).toEqual([collection, object.id, null]);
      if (res.body.length) {
        const first = await get(`${base()}/${collection}/${encodeURIComponent(res.body[0].id)}`, admin);
        expect(first.body).toEqual(res.body[0]);
      }
    }
    const scoreboard = await get(`${base()}/scoreboard`, admin);
    expect(validate('scoreboard', scoreboard.body)).toBeNull();

    // what the script makes: teams are the users with tries (not the author), stars hidden; submissions in the contest
    const teams = (await get(`${base()}/teams`, admin)).body;
    expect(teams.map((x: { label: string }) => x.label).sort()).toEqual(['alice', 'bob', 'carol', 'erin']);
    expect(teams.find((x: { label: string }) => x.label === 'erin')).toMatchObject({ hidden: true, group_ids: ['stars'] });
    // a contest admin reads the real names
    expect(teams.find((x: { label: string }) => x.label === 'bob')).toMatchObject({ name: 'bob', display_name: 'Bob Real' });
    const organizations = (await get(`${base()}/organizations`, admin)).body;
    expect(organizations.map((o: { name: string }) => o.name)).toEqual(['North School', 'South School']);
    const submissions = (await get(`${base()}/submissions`, admin)).body;
    expect(submissions).toHaveLength(11);
    expect(submissions.find((s: { id: string }) => s.id === String(subs.a3))).toMatchObject({ problem_id: 'A', team_id: uid.alice, language_id: 'python3', contest_time: '0:15:00.000' });
    const problems = (await get(`${base()}/problems`, admin)).body;
    expect(problems[0]).toMatchObject({ id: 'A', label: 'A', name: 'Problem A', ordinal: 0, rgb: '#ff0000', time_limit: 2, test_data_count: 2 });
    // the admin sees the verdicts under the seal, the runs and the files
    const judgements = (await get(`${base()}/judgements`, admin)).body;
    expect(judgements.find((j: { id: string }) => j.id === String(subs.b4))).toMatchObject({ judgement_type_id: 'AC', max_run_time: 0.12 });
    expect(judgements.find((j: { id: string }) => j.id === String(subs.c2))).toMatchObject({ judgement_type_id: null, end_time: null });
    expect(judgements.find((j: { id: string }) => j.id === String(subs.a2))).toMatchObject({ judgement_type_id: 'CE' });
    const runs = (await get(`${base()}/runs`, admin)).body;
    expect(runs.filter((r: { judgement_id: string }) => r.judgement_id === String(subs.a1)).map((r: { ordinal: number; judgement_type_id: string }) => [r.ordinal, r.judgement_type_id])).toEqual([[1, 'AC'], [2, 'WA']]);
    const files = submissions.find((s: { id: string }) => s.id === String(subs.a3)).files;
    expect(files).toEqual([{ href: `contests/${acm.id}/submissions/${subs.a3}/files`, filename: 'files.zip', mime: 'application/zip' }]);
    const zip = await fetch(`${t.url}/api/ccs/${files[0].href}`, { headers: admin });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(await zip.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    // awards from the real board: gold and silver by number, the winner, first to solve
    const awards = (await get(`${base()}/awards`, admin)).body;
    expect(awards.map((a: { id: string }) => a.id)).toEqual(['winner', 'award-1', 'award-2', 'first-to-solve-A', 'first-to-solve-B', 'first-to-solve-C']);
    expect(awards.find((a: { id: string }) => a.id === 'award-1')).toMatchObject({ citation: 'Gold', team_ids: [uid.bob] });
    // without the discussions plugin there are no clarifications
    expect((await get(`${base()}/clarifications`, admin)).body).toEqual([]);
  });

  it('gives the scoreboard of our own board: the real one to the admin, the sealed one to a user', async () => {
    for (const [viewer, headers, client] of [['admin', admin, undefined], ['alice', {}, alice]] as const) {
      const ours = await call(t, client ?? (await login(t, 'cauthor', 'secret1', '10.0.3.9')), 'POST', '/api/get-contest-rank', { cid: acm.id, limit: 300 });
      const theirs = await get(`${base()}/scoreboard`, headers, client);
      expect(validate('scoreboard', theirs.body)).toBeNull();
      const expected = ours.body.data.records.filter((r: { rank: number }) => r.rank !== -1).map((r: { rank: number; uid: string; ac: number; penalty: number }) => [r.rank, r.uid, r.ac, r.penalty]);
      const got = theirs.body.rows.map((r: { rank: number; team_id: string; score: { num_solved: number; total_time: number } }) => [r.rank, r.team_id, r.score.num_solved, r.score.total_time]);
      expect([viewer, got]).toEqual([viewer, expected]);
    }
    const sealed = (await get(`${base()}/scoreboard`, {}, alice)).body;
    const bobRow = sealed.rows.find((r: { team_id: string }) => r.team_id === uid.bob);
    // bob: A at 5 (first), B at 40 after a TLE; his C after the seal is pending to alice
    expect(bobRow).toMatchObject({ rank: 1, score: { num_solved: 2, total_time: 5 + 40 + 20, time: 40 } });
    expect(bobRow.problems).toEqual([
      { problem_id: 'A', num_judged: 1, num_pending: 0, solved: true, time: 5 },
      { problem_id: 'B', num_judged: 2, num_pending: 0, solved: true, time: 40 },
      { problem_id: 'C', num_judged: 0, num_pending: 1, solved: false },
    ]);
    const real = (await get(`${base()}/scoreboard`, admin)).body;
    expect(real.rows.find((r: { team_id: string }) => r.team_id === uid.bob).score.num_solved).toBe(3);
  });

  it('hides what the seal hides from a user: later verdicts, runs, files, real names', async () => {
    const judgements = (await get(`${base()}/judgements`, {}, alice)).body;
    expect(validate('judgements', judgements)).toBeNull();
    const ids = judgements.map((j: { id: string }) => j.id);
    expect(ids).toContain(String(subs.a3));
    expect(ids).not.toContain(String(subs.b4));
    expect(ids).not.toContain(String(subs.c2));
    expect((await get(`${base()}/runs`, {}, alice)).body).toEqual([]);
    const submissions = (await get(`${base()}/submissions`, {}, alice)).body;
    expect(submissions).toHaveLength(11);
    expect(submissions.every((s: { files: unknown[] }) => s.files.length === 0)).toBe(true);
    expect((await get(`${base()}/submissions/${subs.a3}/files`, {}, alice)).code).toBe(404);
    const teams = (await get(`${base()}/teams`, {}, alice)).body;
    expect(teams.find((x: { label: string }) => x.label === 'bob')).toMatchObject({ name: 'bob', display_name: null });
    // sealed board: the first-to-solve award of C is not known yet
    expect((await get(`${base()}/awards`, {}, alice)).body.map((a: { id: string }) => a.id)).not.toContain('first-to-solve-C');
  });

  it('follows rankShowName, with real names for contest admins only', async () => {
    const named = await contestInsert({ title: 'CCS names', rankShowName: 'realname' });
    await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [named.id, pid.A, 'A', 'Problem A']);
    await insert(named, 'bob', 'A', 5, AC);
    const nick = await contestInsert({ title: 'CCS nicknames', rankShowName: 'nickname' });
    await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [nick.id, pid.A, 'A', 'Problem A']);
    await insert(nick, 'bob', 'A', 5, AC);
    const teamOf = async (cid: number, headers: Record<string, string>) => (await get(`/api/ccs/contests/${cid}/teams`, headers)).body[0];
    expect(await teamOf(named.id, admin)).toMatchObject({ name: 'Bob Real', display_name: 'Bob Real' });
    expect(await teamOf(named.id, {})).toMatchObject({ name: 'bob', display_name: null });
    expect(await teamOf(nick.id, {})).toMatchObject({ name: 'bobby' });
  });

  it('lets in whom the site lets in: anonymous, signed in, registered, contest admins; Basic or the session', async () => {
    // the public contest with openRank: anyone, by no credentials, the session or Basic
    expect((await get(`${base()}/state`)).code).toBe(200);
    expect((await get(`${base()}/state`, basic('alice', 'secret1'))).code).toBe(200);
    expect((await get(`${base()}/state`, {}, alice)).code).toBe(200);
    // a wrong password is refused, never read as a guest
    const wrong = await get(`${base()}/state`, basic('alice', 'nope'));
    expect([wrong.code, wrong.body.msg]).toEqual([401, 'Wrong username or password']);

    const closedRank = await contestInsert({ title: 'CCS no openRank', openRank: false });
    expect((await get(`/api/ccs/contests/${closedRank.id}/state`)).body.msg).toBe('Please login first');
    expect((await get(`/api/ccs/contests/${closedRank.id}/state`)).code).toBe(401);
    expect((await get(`/api/ccs/contests/${closedRank.id}/state`, basic('alice', 'secret1'))).code).toBe(200);

    const priv = await contestInsert({ title: 'CCS private', auth: 1, pwd: 'pw' });
    expect((await get(`/api/ccs/contests/${priv.id}/teams`)).code).toBe(401);
    const refused = await get(`/api/ccs/contests/${priv.id}/teams`, basic('bob', 'secret1'));
    expect([refused.code, refused.body.msg]).toEqual([403, 'You have no access to this contest']);
    expect((await call(t, bob, 'POST', '/api/register-contest', { cid: priv.id, password: 'pw' })).code).toBe(200);
    expect((await get(`/api/ccs/contests/${priv.id}/teams`, basic('bob', 'secret1'))).code).toBe(200);
    expect((await get(`/api/ccs/contests/${priv.id}/teams`, admin)).code).toBe(200);
    // a contest admin of another contest is not one here; root is
    expect((await get(`/api/ccs/contests/${priv.id}/teams`, basic('croot', 'secret1'))).code).toBe(200);

    const scheduled = await contestInsert({ title: 'CCS scheduled', startTime: at(600).toISOString(), endTime: at(900).toISOString(), sealRankTime: at(800).toISOString() });
    expect((await get(`/api/ccs/contests/${scheduled.id}/state`)).code).toBe(401);
    expect((await get(`/api/ccs/contests/${scheduled.id}/state`, basic('alice', 'secret1'))).body.msg).toBe('The contest has not started yet');
    expect((await get(`/api/ccs/contests/${scheduled.id}/state`, admin)).code).toBe(200);

    const hidden = await contestInsert({ title: 'CCS hidden', visible: false });
    expect((await get(`/api/ccs/contests/${hidden.id}`, basic('alice', 'secret1'))).code).toBe(404);
    expect((await get(`/api/ccs/contests/${hidden.id}`, admin)).code).toBe(200);

    const oi = await contestInsert({ title: 'CCS OI', type: 1, sealRank: false, sealRankTime: null });
    const oiRes = await get(`/api/ccs/contests/${oi.id}`, admin);
    expect([oiRes.code, oiRes.body.msg]).toEqual([404, 'The ICPC Contest API serves ACM contests only']);
    expect((await call(t, undefined, 'GET', `/api/ccs/contests/${oi.id}?l=zh-CN`, undefined, admin)).body.msg).toBe('ICPC Contest API 只提供 ACM 赛制的比赛');

    // the list: anonymous callers see only the contests open to anyone
    const anonymous = (await get('/api/ccs/contests')).body.map((c: { id: string }) => c.id);
    expect(anonymous).toContain(String(acm.id));
    for (const c of [closedRank, priv, scheduled, hidden, oi]) expect(anonymous).not.toContain(String(c.id));
    const asAdmin = (await get('/api/ccs/contests', admin)).body.map((c: { id: string }) => c.id);
    for (const c of [closedRank, priv, scheduled, hidden]) expect(asAdmin).toContain(String(c.id));
    expect(asAdmin).not.toContain(String(oi.id));

    expect((await get(`${base()}/teams/nobody`, admin)).code).toBe(404);
    // a path segment that is not valid percent-encoding is an unknown path, not a failure
    expect((await get(`${base()}/teams/%E0%A4%A`, admin)).code).toBe(404);
    expect((await get('/api/ccs/contests/abc/state', admin)).code).toBe(400);
  });

  /** Reads NDJSON lines from an open feed until `enough` says so (or the time is up). */
  async function readFeed(path: string, headers: Record<string, string>, enough: (events: Array<Record<string, any>>) => boolean, act?: () => Promise<void>, timeoutMs = 15_000) { // eslint-disable-line @typescript-eslint/no-explicit-any
    const controller = new AbortController();
    const res = await fetch(`${t.url}${path}`, { headers, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const events: Array<Record<string, any>> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    let buffer = '';
    let acted = false;
    const deadline = Date.now() + timeoutMs;
    try {
      while (!enough(events) && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([reader.read(), new Promise<{ done: true; value: undefined }>((r) => (timer = setTimeout(() => r({ done: true, value: undefined }), Math.max(1, deadline - Date.now()))))]);
        clearTimeout(timer);
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (line) events.push(JSON.parse(line));
        }
        if (act && !acted && events.some((e) => e.type === 'awards' || e.type === 'state')) {
          acted = true;
          await act();
        }
      }
    } finally {
      controller.abort();
    }
    return events;
  }

  const SINGULAR: Record<string, string> = Object.fromEntries([...COLLECTIONS, ['contest', 'contest'], ['state', 'state']]);

  it('streams the event feed: every object first, valid events, then a verdict as it comes; since_token resumes', async () => {
    const events = await readFeed(`${base()}/event-feed`, admin, (e) => e.filter((x) => x.type === 'submissions').length >= 12, async () => {
      subs.late = await insert(acm, 'alice', 'C', 230, PENDING);
      // as the submit's `submission.changed` would: the feed follows the contest's board
      await t.site.container.get(CONTEST_BOARD).applyVerdict({ submitId: subs.late, uid: uid.alice, pid: pid.C, cid: acm.id, status: PENDING, score: null, time: null });
    });
    for (const event of events) {
      expect([event.type, event.id, validate('event-feed', event)]).toEqual([event.type, event.id, null]);
      if (event.data !== null) expect([event.type, event.id, validate(SINGULAR[event.type]!, event.data)]).toEqual([event.type, event.id, null]);
      expect(event.token).toMatch(/^\d+$/);
    }
    expect(events[0]).toMatchObject({ type: 'contest', id: null });
    const types = [...new Set(events.map((e) => e.type))];
    expect(types).toEqual(expect.arrayContaining(['contest', 'judgement-types', 'languages', 'problems', 'groups', 'organizations', 'teams', 'state', 'submissions', 'judgements', 'runs', 'awards']));
    // the submission made while the feed was open came as an event, with its (pending) judgement
    expect(events.find((e) => e.type === 'submissions' && e.id === String(subs.late))?.data).toMatchObject({ id: String(subs.late), problem_id: 'C', team_id: uid.alice });
    const lastToken = events[events.length - 1]!.token as string;

    // a verdict later: a client resuming from the token gets the changed judgement and not the unchanged submissions
    await new Promise((r) => setTimeout(r, 50));
    await sql.run('update submission set status = 0, time = 99, gmt_modified = now() where submit_id = ?', [subs.late]);
    const resumed = await readFeed(`${base()}/event-feed?since_token=${lastToken}`, admin, (e) => e.some((x) => x.type === 'judgements' && x.id === String(subs.late)));
    expect(resumed.find((e) => e.type === 'judgements' && e.id === String(subs.late))?.data).toMatchObject({ judgement_type_id: 'AC' });
    expect(resumed.find((e) => e.type === 'submissions' && e.id === String(subs.a1))).toBeUndefined();
    expect(resumed.find((e) => e.type === 'contest')).toMatchObject({ id: null, data: { id: String(acm.id), name: 'CCS ACM' } });
    await sql.run('delete from submission where submit_id = ?', [subs.late]);

    const bad = await get(`${base()}/event-feed?since_token=abc`, admin);
    expect([bad.code, bad.body.msg]).toEqual([400, 'The since_token is not a token of this event feed']);
  });

  it('opens feeds through the live stream caps (6 per account, 429 beyond), and frees a place when a feed closes', async () => {
    const cap = LIVE_STREAM_LIMITS.perSession;
    const controllers = Array.from({ length: cap }, () => new AbortController());
    const open = await Promise.all(controllers.map((c) => fetch(`${t.url}${base()}/event-feed`, { headers: admin, signal: c.signal })));
    expect(open.map((r) => r.status)).toEqual(Array(cap).fill(200));
    const refused = await get(`${base()}/event-feed`, admin);
    expect([refused.code, refused.body.msg]).toEqual([429, expect.stringMatching(/^Too many live updates are open/)]);
    controllers[0]!.abort();
    await new Promise((r) => setTimeout(r, 300));
    const again = new AbortController();
    expect((await fetch(`${t.url}${base()}/event-feed`, { headers: admin, signal: again.signal })).status).toBe(200);
    again.abort();
    for (const c of controllers) c.abort();
    await new Promise((r) => setTimeout(r, 300));
  });

  it("keeps a sealed user's feed free of verdicts after the seal", async () => {
    const events = await readFeed(`${base()}/event-feed`, basic('alice', 'secret1'), (e) => e.some((x) => x.type === 'awards'));
    const judged = events.filter((e) => e.type === 'judgements').map((e) => e.id);
    expect(judged).toContain(String(subs.a3));
    expect(judged).not.toContain(String(subs.b4));
    expect(events.filter((e) => e.type === 'runs')).toEqual([]);
    for (const event of events) expect(validate('event-feed', event)).toBeNull();
  });
});
