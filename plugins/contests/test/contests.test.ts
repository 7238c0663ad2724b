import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { definePlugin, EVENT_BUS, JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { openStream } from '../../../web/server/testing/event-stream';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestAnnouncementRepository, ContestProblemRepository, ContestRepository, type Contest, type ContestDraft } from '../src/index';

// The contests plugin's user calls in a whole site with the embedded judge and the sample problems:
// the three auths, passwords, the account limit, the contest clock (before, running, ended,
// allowEndSubmit), the openContestJudge switch, AC/Total and the seal, submissions and announcements.
// Contests are made through the repository (the admin API is src/admin's).

jest.setTimeout(300_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';
const MIN = 60_000;

/** A plugin that adds two contest tabs: one behind the site's openContestComment switch, one behind the contest's openPrint (beside the plugin's own print tab, src/live). */
const tabFiller = definePlugin({
  id: 'contest-tab-filler', name: 'Tab filler', requires: ['contests?'],
  extensions: {
    'contests.detailTabs': [
      { id: 'comment', path: 'comment', labelKey: 'filler.comment', order: 60, requires: { siteSwitch: 'openContestComment' } },
      { id: 'filler-print', path: 'filler-print', labelKey: 'filler.print', order: 75, requires: { contest: 'openPrint' } },
    ],
  },
});

describe('the contests plugin: user calls', () => {
  let t: TestSite;
  let root: Client;
  let author: Client;
  let admin: Client;
  let alice: Client;
  let bob: Client;
  let team7: Client;
  let aplusb: Problem;
  let other: Problem;
  let repo: ContestRepository;
  let authorUid: string;

  const draft = (over: Partial<ContestDraft> = {}): ContestDraft => {
    const now = Date.now();
    return {
      title: 'Contest', description: 'Rules here', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(now - 10 * MIN).toISOString(), endTime: new Date(now + 60 * MIN).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: false, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: [],
      oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'cauthor', uid: authorUid, gid: null, ...over,
    };
  };
  const make = async (over: Partial<ContestDraft> = {}, problems: Problem[] = [aplusb]): Promise<Contest> => {
    const contest = await repo.insert(draft(over));
    const cps = t.site.container.get(ContestProblemRepository);
    for (const [i, p] of problems.entries()) await cps.add(contest.id, p.id, String.fromCharCode(65 + i), `Title ${String.fromCharCode(65 + i)}`, '#ff0000');
    return contest;
  };
  const submit = (client: Client, cid: number, pid = aplusb.id, code = AC, lang = 'l=en-US') => call(t, client, 'POST', `/api/submit-problem-judge?${lang}`, { pid, cid, language: 'Python3', code });

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-contests-a-test') }, undefined, [contests, tabFiller]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'croot', 'secret1', ['root']);
    await createUser(t, 'cauthor', 'secret1', ['admin']);
    await createUser(t, 'cadmin', 'secret1', ['admin']);
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    await createUser(t, 'team7', 'secret1');
    [root, author, admin, alice, bob, team7] = await Promise.all([
      login(t, 'croot', 'secret1', '10.0.2.1'), login(t, 'cauthor', 'secret1', '10.0.2.2'), login(t, 'cadmin', 'secret1', '10.0.2.3'),
      login(t, 'alice', 'secret1', '10.0.2.4'), login(t, 'bob', 'secret1', '10.0.2.5'), login(t, 'team7', 'secret1', '10.0.2.6'),
    ]);
    authorUid = (await t.site.container.get(SQL_RUNNER).all<{ uid: string }>("select uid from user_info where username = 'cauthor'"))[0].uid;
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    aplusb = (await problems.findByProblemId('1000')) as Problem;
    other = (await problems.findByProblemId('1002')) as Problem;
    repo = t.site.container.get(ContestRepository);
  });
  afterAll(() => t?.close());

  it('lists visible contests with status, count and now, filtered by status, type and keyword', async () => {
    const running = await make({ title: 'Running Cup' });
    const scheduled = await make({ title: 'Future Cup', type: 1, startTime: new Date(Date.now() + 60 * MIN).toISOString(), endTime: new Date(Date.now() + 120 * MIN).toISOString() });
    const ended = await make({ title: 'Old Cup', startTime: new Date(Date.now() - 120 * MIN).toISOString(), endTime: new Date(Date.now() - 60 * MIN).toISOString() });
    const hidden = await make({ title: 'Hidden Cup', visible: false });
    const list = await call(t, undefined, 'GET', '/api/get-contest-list?limit=100');
    expect(list.code).toBe(200);
    const ids = list.body.data.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([running.id, scheduled.id, ended.id]));
    expect(ids).not.toContain(hidden.id);
    // running first, then scheduled, then ended
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(scheduled.id));
    expect(ids.indexOf(scheduled.id)).toBeLessThan(ids.indexOf(ended.id));
    const row = list.body.data.records.find((r: { id: number }) => r.id === running.id);
    expect(row).toMatchObject({ title: 'Running Cup', status: 0, type: 0, auth: 0, count: 0 });
    expect(Math.abs(row.now - Date.now())).toBeLessThan(10_000);
    const byStatus = async (status: number) => (await call(t, undefined, 'GET', `/api/get-contest-list?status=${status}&limit=100`)).body.data.records.map((r: { id: number }) => r.id);
    expect(await byStatus(-1)).toContain(scheduled.id);
    expect(await byStatus(-1)).not.toContain(running.id);
    expect(await byStatus(1)).toEqual(expect.arrayContaining([ended.id]));
    expect((await call(t, undefined, 'GET', '/api/get-contest-list?type=1&limit=100')).body.data.records.every((r: { type: number }) => r.type === 1)).toBe(true);
    expect((await call(t, undefined, 'GET', '/api/get-contest-list?keyword=future')).body.data.records.map((r: { id: number }) => r.id)).toEqual([scheduled.id]);
    expect((await call(t, undefined, 'GET', '/api/get-contest-list?status=7')).code).toBe(400);
    expect((await call(t, undefined, 'GET', '/api/get-contest-list')).body.data.size).toBe(10);
    const recent = (await call(t, undefined, 'GET', '/api/get-recent-contest')).body.data.map((r: { id: number }) => r.id);
    expect(recent).toContain(running.id);
    expect(recent).not.toContain(ended.id);
    // a hidden contest is not found but for its contest admins
    expect((await call(t, alice, 'GET', `/api/get-contest-info?cid=${hidden.id}`)).code).toBe(404);
    expect((await call(t, author, 'GET', `/api/get-contest-info?cid=${hidden.id}`)).code).toBe(200);
    expect((await call(t, root, 'GET', `/api/get-contest-info?cid=${hidden.id}`)).code).toBe(200);
    expect((await call(t, admin, 'GET', `/api/get-contest-info?cid=${hidden.id}`)).code).toBe(404);
  });

  it('answers the info without the password, with now; the outside info only with openRank and not while scheduled', async () => {
    const c = await make({ auth: 2, pwd: 'sesame', openRank: true, starAccount: ['bob'] });
    const info = await call(t, alice, 'GET', `/api/get-contest-info?cid=${c.id}`);
    expect(info.body.data).toMatchObject({ id: c.id, status: 0, auth: 2, openRank: true, starAccount: ['bob'], description: 'Rules here' });
    expect(info.body.data).not.toHaveProperty('pwd');
    expect(info.body.data).not.toHaveProperty('accountLimitRule');
    expect(typeof info.body.data.now).toBe('number');
    const outside = await call(t, undefined, 'GET', `/api/get-contest-outsize-info?cid=${c.id}`);
    expect(outside.body.data.problemList).toEqual([expect.objectContaining({ displayId: 'A', displayTitle: 'Title A', color: '#ff0000' })]);
    const closed = await make({ openRank: false });
    expect((await call(t, undefined, 'GET', `/api/get-contest-outsize-info?cid=${closed.id}`)).code).toBe(403);
    const later = await make({ openRank: true, startTime: new Date(Date.now() + 60 * MIN).toISOString(), endTime: new Date(Date.now() + 90 * MIN).toISOString() });
    expect((await call(t, undefined, 'GET', `/api/get-contest-outsize-info?cid=${later.id}`)).code).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/get-contest-info?cid=999999')).body.msg).toBe('The contest does not exist');
  });

  it('public: anyone signed in looks and submits; the problems carry AC/Total and the user\'s mark', async () => {
    const c = await make({}, [aplusb, other]);
    expect((await call(t, alice, 'GET', `/api/get-contest-access?cid=${c.id}`)).body.data).toMatchObject({ access: true, enter: true, submit: true, registered: false });
    expect((await call(t, undefined, 'GET', `/api/get-contest-problem?cid=${c.id}`)).code).toBe(401);
    const ok = await submit(alice, c.id);
    expect(ok.code).toBe(200);
    expect(ok.body.data).toMatchObject({ cid: c.id, displayPid: 'A' });
    expect((await verdictOf(t, alice, ok.body.data.submitId)).status).toBe(JudgeStatus.ACCEPTED);
    const wrong = await submit(bob, c.id, aplusb.id, WA);
    expect((await verdictOf(t, bob, wrong.body.data.submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);
    const problems = (await call(t, alice, 'GET', `/api/get-contest-problem?cid=${c.id}`)).body.data;
    expect(problems.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B']);
    expect(problems[0]).toMatchObject({ pid: aplusb.id, displayTitle: 'Title A', color: '#ff0000', ac: 1, total: 2, myStatus: 0 });
    expect(problems[1]).toMatchObject({ ac: 0, total: 0, myStatus: -10 });
    expect((await call(t, bob, 'GET', `/api/get-contest-problem?cid=${c.id}`)).body.data[0].myStatus).toBe(JudgeStatus.WRONG_ANSWER);
    // the core's calls with cid: marks inside the contest, the focus mode's list, the detail
    const marks = await call(t, bob, 'POST', '/api/get-user-problem-status', { pidList: [aplusb.id, other.id], isContestProblemList: true, cid: c.id });
    expect(marks.body.data).toEqual({ [aplusb.id]: { status: -1, score: null }, [other.id]: { status: -10, score: null } });
    const full = await call(t, alice, 'GET', `/api/get-full-screen-problem-list?cid=${c.id}`);
    expect(full.body.data).toEqual([
      { id: aplusb.id, problemId: 'A', title: 'Title A', status: 0, score: null },
      { id: other.id, problemId: 'B', title: 'Title B', status: -10, score: null },
    ]);
    const detail = await call(t, alice, 'GET', `/api/get-contest-problem-details?cid=${c.id}&displayId=a`);
    expect(detail.body.data.problem).toMatchObject({ id: aplusb.id, problemId: 'A', title: 'Title A' });
    expect(detail.body.data.contestProblem).toMatchObject({ displayId: 'A' });
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=${aplusb.problemId}&cid=${c.id}`)).code).toBe(200);
    expect((await call(t, alice, 'GET', `/api/get-contest-problem-details?cid=${c.id}&displayId=Z`)).body.msg).toBe('The problem does not exist in this contest');
    // a problem outside the contest
    const third = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1001')) as Problem;
    expect((await submit(alice, c.id, third.id)).body.msg).toBe('The problem does not exist in this contest');
    // submissions: filters
    const all = (await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}`)).body.data;
    expect(all.total).toBe(2);
    expect(all.records[0]).toMatchObject({ username: 'bob', displayId: 'A', status: -1, cid: c.id });
    expect(all.records[0]).not.toHaveProperty('code');
    expect((await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}&onlyMine=true`)).body.data.records.map((r: { username: string }) => r.username)).toEqual(['alice']);
    expect((await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}&username=bob`)).body.data.total).toBe(1);
    expect((await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}&status=0`)).body.data.total).toBe(1);
    expect((await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}&problemID=B&completeProblemID=true`)).body.data.total).toBe(0);
    const poll = await call(t, alice, 'POST', '/api/check-contest-submissions-status', { cid: c.id, submitIds: [ok.body.data.submitId, wrong.body.data.submitId] });
    expect(Object.keys(poll.body.data).sort()).toEqual([String(ok.body.data.submitId), String(wrong.body.data.submitId)].sort());
  });

  it('private: nothing inside without the password; a wrong password is refused, the right one registers', async () => {
    const c = await make({ auth: 1, pwd: 'sesame' });
    const info = await call(t, alice, 'GET', `/api/get-contest-info?cid=${c.id}`);
    expect(info.body.data.description).toBe('');
    expect((await call(t, alice, 'GET', `/api/get-contest-access?cid=${c.id}`)).body.data).toMatchObject({ access: false, enter: false, submit: false });
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${c.id}`)).body.msg).toBe('This contest is private: register with its password first');
    expect((await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}`)).code).toBe(403);
    expect((await call(t, alice, 'GET', `/api/get-contest-announcement?cid=${c.id}`)).code).toBe(403);
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=${aplusb.problemId}&cid=${c.id}`)).code).toBe(403);
    expect((await submit(alice, c.id)).code).toBe(403);
    expect((await call(t, alice, 'POST', '/api/register-contest', { cid: c.id, password: '' })).body.msg).toBe('Enter the contest password');
    expect((await call(t, alice, 'POST', '/api/register-contest', { cid: c.id, password: 'wrong' })).body.msg).toBe('The contest password is wrong, please enter it again');
    const right = await call(t, alice, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' });
    expect(right).toMatchObject({ code: 200, body: { msg: 'Register contest successfully' } });
    expect((await call(t, alice, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).body.msg).toBe('You have already registered for this contest');
    expect((await call(t, alice, 'GET', `/api/get-contest-access?cid=${c.id}`)).body.data).toMatchObject({ access: true, enter: true, submit: true, registered: true });
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${c.id}`)).code).toBe(200);
    expect((await call(t, alice, 'GET', `/api/get-contest-info?cid=${c.id}`)).body.data).toMatchObject({ description: 'Rules here', count: 1 });
    // the contest's author and the super admin enter without registering; another admin does not
    expect((await call(t, author, 'GET', `/api/get-contest-problem?cid=${c.id}`)).code).toBe(200);
    expect((await call(t, root, 'GET', `/api/get-contest-problem?cid=${c.id}`)).code).toBe(200);
    expect((await call(t, admin, 'GET', `/api/get-contest-problem?cid=${c.id}`)).code).toBe(403);
    // a public contest needs no registration
    const open = await make();
    expect((await call(t, alice, 'POST', '/api/register-contest', { cid: open.id, password: 'x' })).body.msg).toBe('This contest is public: it needs no registration');
  });

  it('limits wrong passwords per user and contest (429 after ten)', async () => {
    const c = await make({ auth: 1, pwd: 'sesame' });
    let last = 0;
    for (let i = 0; i < 11; i += 1) last = (await call(t, bob, 'POST', '/api/register-contest', { cid: c.id, password: `nope${i}` })).code;
    expect(last).toBe(429);
    expect((await call(t, bob, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).code).toBe(429);
  });

  it('protected: everyone looks, only registered users submit', async () => {
    const c = await make({ auth: 2, pwd: 'sesame' });
    expect((await call(t, bob, 'GET', `/api/get-contest-problem?cid=${c.id}`)).code).toBe(200);
    expect((await call(t, bob, 'GET', `/api/get-contest-access?cid=${c.id}`)).body.data).toMatchObject({ access: false, enter: true, submit: false });
    const refused = await submit(bob, c.id);
    expect(refused).toMatchObject({ code: 403, body: { msg: 'This contest is protected: register with its password before submitting' } });
    expect((await call(t, team7, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).code).toBe(200);
    expect((await submit(team7, c.id)).code).toBe(200);
  });

  it('the account limit: only the accounts the rule allows register and submit', async () => {
    const rule = '<prefix>team</prefix><start>1</start><end>10</end><suffix></suffix><extra>alice</extra>';
    const c = await make({ auth: 2, pwd: 'sesame', openAccountLimit: true, accountLimitRule: rule });
    expect((await call(t, bob, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).body.msg).toBe('Sorry, your account is not allowed to take part in this contest');
    expect((await call(t, team7, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).code).toBe(200);
    expect((await call(t, alice, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).code).toBe(200);
    expect((await submit(team7, c.id)).code).toBe(200);
    const pub = await make({ openAccountLimit: true, accountLimitRule: rule });
    expect((await submit(bob, pub.id)).body.msg).toBe('Sorry, your account is not allowed to take part in this contest');
    expect((await call(t, bob, 'GET', `/api/get-contest-access?cid=${pub.id}`)).body.data).toMatchObject({ access: false, accountAllowed: false, submit: false });
    expect((await submit(alice, pub.id)).code).toBe(200);
    expect((await submit(author, pub.id)).code).toBe(200);
  });

  it('the clock: closed before the start but to its admins, no submission after the end unless allowEndSubmit', async () => {
    const soon = await make({ startTime: new Date(Date.now() + 30 * MIN).toISOString(), endTime: new Date(Date.now() + 90 * MIN).toISOString() });
    expect((await call(t, alice, 'GET', `/api/get-contest-info?cid=${soon.id}`)).body.data.status).toBe(-1);
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${soon.id}`)).body.msg).toBe('The contest has not started yet');
    expect((await submit(alice, soon.id)).body.msg).toBe('The contest has not started yet');
    expect((await submit(alice, soon.id, aplusb.id, AC, 'l=zh-CN')).body.msg).toBe('比赛尚未开始');
    expect((await call(t, author, 'GET', `/api/get-contest-problem?cid=${soon.id}`)).code).toBe(200);
    const early = await submit(author, soon.id);
    expect(early.code).toBe(200);
    // the admins' test submissions before the start are listed only on request
    expect((await call(t, author, 'GET', `/api/contest-submissions?contestID=${soon.id}`)).body.data.total).toBe(0);
    expect((await call(t, author, 'GET', `/api/contest-submissions?contestID=${soon.id}&beforeContestSubmit=true`)).body.data.total).toBe(1);

    const past = { startTime: new Date(Date.now() - 90 * MIN).toISOString(), endTime: new Date(Date.now() - 30 * MIN).toISOString() };
    const over = await make(past);
    expect((await call(t, alice, 'GET', `/api/get-contest-info?cid=${over.id}`)).body.data.status).toBe(1);
    expect((await submit(alice, over.id)).body.msg).toBe('Contest has ended');
    expect((await submit(alice, over.id, aplusb.id, AC, 'l=zh-CN')).body.msg).toBe('比赛已结束');
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${over.id}`)).code).toBe(200);
    const late = await make({ ...past, allowEndSubmit: true });
    const after = await submit(alice, late.id);
    expect(after.code).toBe(200);
    await verdictOf(t, alice, after.body.data.submitId);
    // after-contest rows are out of the list and counts unless containsEnd
    expect((await call(t, alice, 'GET', `/api/contest-submissions?contestID=${late.id}`)).body.data.total).toBe(0);
    const withEnd = (await call(t, alice, 'GET', `/api/contest-submissions?contestID=${late.id}&containsEnd=true`)).body.data;
    expect(withEnd.records[0]).toMatchObject({ isAfterContest: true, status: 0 });
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${late.id}`)).body.data[0]).toMatchObject({ ac: 0, total: 0, myStatus: -10 });
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${late.id}&containsEnd=true`)).body.data[0]).toMatchObject({ ac: 1, total: 1, myStatus: 0 });
  });

  it('openContestJudge off refuses contest submissions (not the public judge)', async () => {
    const c = await make();
    const switches = t.site.container.get(SITE_SWITCHES_REPOSITORY);
    await switches.update({ openContestJudge: false });
    try {
      expect((await submit(alice, c.id)).body.msg).toBe('Contest submissions are closed on this site now');
      expect((await submit(alice, c.id, aplusb.id, AC, 'l=zh-CN')).body.msg).toBe('本站当前已关闭比赛评测');
      // the contest's author too; the super admin still submits (HOJ)
      expect((await submit(author, c.id)).code).toBe(403);
      expect((await submit(root, c.id)).code).toBe(200);
      expect((await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: AC })).code).toBe(200);
    } finally {
      await switches.update({ openContestJudge: true });
    }
    expect((await submit(alice, c.id)).code).toBe(200);
  });

  it('the seal: AC/Total become unknown and others\' results after the seal show as -5 to non-admins', async () => {
    const c = await make({ sealRank: true, sealRankTime: new Date(Date.now() - MIN).toISOString(), autoRealRank: true });
    const mine = await submit(alice, c.id);
    await verdictOf(t, alice, mine.body.data.submitId);
    const theirs = await submit(bob, c.id, aplusb.id, WA);
    await verdictOf(t, bob, theirs.body.data.submitId);
    const problems = (await call(t, alice, 'GET', `/api/get-contest-problem?cid=${c.id}`)).body.data;
    expect(problems[0]).toMatchObject({ ac: null, total: null, myStatus: 0 });
    expect((await call(t, author, 'GET', `/api/get-contest-problem?cid=${c.id}`)).body.data[0]).toMatchObject({ ac: 1, total: 2 });
    const rows = (await call(t, alice, 'GET', `/api/contest-submissions?contestID=${c.id}`)).body.data.records;
    expect(rows.find((r: { username: string }) => r.username === 'bob')).toMatchObject({ status: -5, time: null });
    expect(rows.find((r: { username: string }) => r.username === 'alice')).toMatchObject({ status: 0 });
    const adminRows = (await call(t, author, 'GET', `/api/contest-submissions?contestID=${c.id}`)).body.data.records;
    expect(adminRows.find((r: { username: string }) => r.username === 'bob')).toMatchObject({ status: -1 });
    // the core's detail and case results agree with the list (ContestSubmissionDetails reads them): no leak under the seal
    const detailOf = async (client: Client, submitId: number) => (await call(t, client, 'GET', `/api/get-submission-detail?submitId=${submitId}`)).body.data.submission;
    const bobId = theirs.body.data.submitId;
    expect(await detailOf(alice, bobId)).toMatchObject({ status: -5, score: null, time: null, memory: null, cid: c.id });
    expect((await call(t, alice, 'GET', `/api/get-all-case-result?submitId=${bobId}`)).body.data).toBeNull();
    expect(await detailOf(bob, bobId)).toMatchObject({ status: -1 });
    expect(await detailOf(author, bobId)).toMatchObject({ status: -1 });
    // the live stream (submission-events) carries the same: a verdict under the seal reads -5 to alice, the real one to bob
    const wa = { submitId: bobId, uid: theirs.body.data.uid, pid: aplusb.id, cid: c.id, status: -1, score: null, time: 12, memory: 1024 };
    const [aliceStream, bobStream, guestStream] = await Promise.all([alice, bob, undefined].map((client) => openStream(`${t.url}/api/submission-events?submitIds=${bobId}`, client ? { authorization: client.token } : {})));
    await t.site.container.get(EVENT_BUS).publish('submission.changed', { ...wa, status: JudgeStatus.JUDGING, time: null, memory: null });
    await t.site.container.get(EVENT_BUS).publish('submission.changed', wa);
    for (let i = 0; i < 150 && [aliceStream, bobStream, guestStream].some((x) => x.events.length < 2); i++) await new Promise((r) => setTimeout(r, 20));
    expect(aliceStream.events.map((e) => e.status)).toEqual([JudgeStatus.JUDGING, -5]);
    expect(aliceStream.events[1]).toMatchObject({ score: null, time: null, memory: null });
    expect(guestStream.events.map((e) => e.status)).toEqual([JudgeStatus.JUDGING, -5]);
    expect(bobStream.events[1]).toMatchObject({ status: -1, time: 12 });
    for (const x of [aliceStream, bobStream, guestStream]) x.close();
    // a contest admin who is no site admin (bob authors this one) reads the real result; alice still does not
    const bobUid = (await t.site.container.get(SQL_RUNNER).all<{ uid: string }>("select uid from user_info where username = 'bob'"))[0].uid;
    const bobs = await make({ author: 'bob', uid: bobUid, sealRank: true, sealRankTime: new Date(Date.now() - MIN).toISOString() });
    const team = await submit(team7, bobs.id, aplusb.id, WA);
    await verdictOf(t, team7, team.body.data.submitId);
    expect(await detailOf(bob, team.body.data.submitId)).toMatchObject({ status: -1 });
    expect(await detailOf(alice, team.body.data.submitId)).toMatchObject({ status: -5 });
    // once the seal is lifted (autoRealRank at the end) the result shows
    await repo.update(c.id, { ...draft({ sealRank: true, autoRealRank: true }), sealRankTime: new Date(Date.now() - 90 * MIN).toISOString(), startTime: new Date(Date.now() - 120 * MIN).toISOString(), endTime: new Date(Date.now() - MIN).toISOString() });
    expect(await detailOf(alice, bobId)).toMatchObject({ status: -1 });
    // an OI contest under the seal hides the user's own results too
    const oi = await make({ type: 1, sealRank: true, sealRankTime: new Date(Date.now() - MIN).toISOString() });
    const oiSub = await submit(alice, oi.id);
    await verdictOf(t, alice, oiSub.body.data.submitId);
    expect((await call(t, alice, 'GET', `/api/get-contest-problem?cid=${oi.id}`)).body.data[0]).toMatchObject({ myStatus: -5, score: null });
    expect((await call(t, author, 'GET', `/api/get-contest-problem?cid=${oi.id}`)).body.data[0]).toMatchObject({ ac: 1 });
    expect((await call(t, alice, 'GET', `/api/get-submission-detail?submitId=${oiSub.body.data.submitId}`)).body.data.submission).toMatchObject({ status: -5, score: null, code: AC });
    // nor does the last accepted code tell her that it passed (get-last-ac-code inside the contest)
    expect((await call(t, alice, 'GET', `/api/get-last-ac-code?pid=${aplusb.id}&cid=${oi.id}`)).code).toBe(400);
    expect((await call(t, alice, 'GET', `/api/get-last-ac-code?pid=${aplusb.id}&cid=${c.id}`)).body.data).toMatchObject({ code: AC });
  });

  it("contributed tabs: requires.contest and requires.siteSwitch (openContestComment) decide who sees them", async () => {
    const tabsOf = async (cid: number) => (await call(t, alice, 'GET', `/api/get-contest-info?cid=${cid}`)).body.data.extraTabs.map((x: { id: string }) => x.id);
    const plain = await make();
    const printing = await make({ openPrint: true });
    const set = async (on: boolean) => expect((await call(t, root, 'PUT', '/api/admin/switch/update', { openContestComment: on })).code).toBe(200);
    try {
      await set(true);
      expect(await tabsOf(plain.id)).toEqual(['comment']);
      expect(await tabsOf(printing.id)).toEqual(['comment', 'print', 'filler-print']);
      await set(false);
      expect(await tabsOf(plain.id)).toEqual([]);
      expect(await tabsOf(printing.id)).toEqual(['print', 'filler-print']);
    } finally {
      await set(true);
    }
  });

  it('announcements: the list and the unread ones', async () => {
    const c = await make();
    const announcements = t.site.container.get(ContestAnnouncementRepository);
    const first = await announcements.insert({ cid: c.id, title: 'Welcome', content: 'Good luck', uid: authorUid, username: 'cauthor' });
    const second = await announcements.insert({ cid: c.id, title: 'Clarification', content: 'A is easy', uid: authorUid, username: 'cauthor' });
    const list = (await call(t, alice, 'GET', `/api/get-contest-announcement?cid=${c.id}`)).body.data;
    expect(list.records.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    // 02 §3: id, title, content, gmtCreate
    expect(list.records[0]).toMatchObject({ id: second.id, title: 'Clarification', content: 'A is easy', gmtCreate: second.createdAt });
    const unread = (await call(t, alice, 'POST', '/api/get-contest-not-read-announcement', { cid: c.id, readAnnouncementList: [first.id] })).body.data;
    expect(unread.map((a: { id: number; title: string }) => [a.id, a.title])).toEqual([[second.id, 'Clarification']]);
  });
  it("the core's calls with cid: test runs as a submission would be allowed, the last accepted code inside the contest", async () => {
    const c = await make({ auth: 2, pwd: 'sesame' });
    const run = (client: Client, cid: number) => call(t, client, 'POST', '/api/submit-problem-test-judge', { pid: aplusb.id, type: 'contest', cid, code: AC, language: 'Python3', userInput: '1 2' });
    expect((await run(bob, c.id)).body.msg).toBe('This contest is protected: register with its password before submitting');
    expect((await call(t, bob, 'POST', '/api/register-contest', { cid: c.id, password: 'sesame' })).code).toBe(200);
    const ok = await run(bob, c.id);
    expect(ok.code).toBe(200);
    expect(typeof ok.body.data).toBe('string');
    const soon = await make({ startTime: new Date(Date.now() + 30 * MIN).toISOString(), endTime: new Date(Date.now() + 90 * MIN).toISOString() });
    expect((await run(bob, soon.id)).body.msg).toBe('The contest has not started yet');
    // the last accepted code is the one made inside the contest
    expect((await call(t, bob, 'GET', `/api/get-last-ac-code?pid=${aplusb.id}&cid=${c.id}`)).code).toBe(400);
    const sub = await submit(bob, c.id);
    await verdictOf(t, bob, sub.body.data.submitId);
    expect((await call(t, bob, 'GET', `/api/get-last-ac-code?pid=${aplusb.id}&cid=${c.id}`)).body.data).toMatchObject({ code: AC, language: 'Python3' });
  });
  it('answers No Access while switched off, keeps the data, and comes back without a restart', async () => {
    const c = await make();
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { plugins: { contests: false } })).code).toBe(200);
    try {
      const list = await call(t, alice, 'GET', '/api/get-contest-list');
      expect([list.code, list.body.msg]).toEqual([403, 'No Access, there is no open contest area']);
      const zh = await call(t, alice, 'GET', '/api/get-contest-list?l=zh-CN');
      expect(zh.body.msg).toBe('无权访问，当前没有开放的比赛区');
      expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=${aplusb.problemId}&cid=${c.id}`)).code).toBe(404);
      expect((await submit(alice, c.id)).code).toBe(404);
    } finally {
      expect((await call(t, root, 'PUT', '/api/admin/switch/update', { plugins: { contests: true } })).code).toBe(200);
    }
    expect((await call(t, alice, 'GET', `/api/get-contest-info?cid=${c.id}`)).body.data.title).toBe('Contest');
    expect((await submit(alice, c.id)).code).toBe(200);
  });
  it("fills the admin dashboard's contests of the last 14 days", async () => {
    const old = await make({ title: 'Long ago', startTime: new Date(Date.now() - 20 * 24 * 60 * MIN).toISOString(), endTime: new Date(Date.now() - 19 * 24 * 60 * MIN).toISOString() });
    const recent = await make({ title: 'Last week', startTime: new Date(Date.now() - 7 * 24 * 60 * MIN).toISOString(), endTime: new Date(Date.now() - 6 * 24 * 60 * MIN).toISOString() });
    const info = await call(t, admin, 'GET', '/api/admin/dashboard/get-dashboard-info');
    expect(info.code).toBe(200);
    const ids = info.body.data.recentContest.map((c: { id: number }) => c.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
    expect(info.body.data.recentContest.find((c: { id: number }) => c.id === recent.id)).toMatchObject({ title: 'Last week', status: 1 });
    expect(info.body.data).toHaveProperty('userNum');
  });
  it("others' code of a contest submission: its contest admins read it, other users never (after the end too)", async () => {
    const bobUid = (await t.site.container.get(SQL_RUNNER).all<{ uid: string }>("select uid from user_info where username = 'bob'"))[0].uid;
    const c = await make({ author: 'bob', uid: bobUid, allowEndSubmit: true });
    const sub = await submit(alice, c.id);
    await verdictOf(t, alice, sub.body.data.submitId);
    const codeOf = async (client: Client) => (await call(t, client, 'GET', `/api/get-submission-detail?submitId=${sub.body.data.submitId}`)).body.data.submission;
    expect(await codeOf(alice)).toMatchObject({ code: AC, codeVisible: true });
    expect(await codeOf(bob)).toMatchObject({ code: AC, codeVisible: true });
    expect(await codeOf(team7)).toMatchObject({ code: '', codeVisible: false });
    await repo.update(c.id, { ...draft({ author: 'bob', uid: bobUid }), startTime: new Date(Date.now() - 120 * MIN).toISOString(), endTime: new Date(Date.now() - MIN).toISOString() });
    expect(await codeOf(team7)).toMatchObject({ code: '', codeVisible: false });
  });
});
