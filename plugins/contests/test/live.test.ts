import { SQL_RUNNER, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests, { ContestRepository, type Contest } from '../src/index';

// The live-contest tools on a real PostgreSQL (issue 21 items 1–3): who sees which tab, printing (length rule,
// both languages, openPrint, the admin list, OK, the text download), the balloon list (first blood, stars,
// the author's tests, after the end, one per user and problem, the check toggle) and the scroll board's data
// (medal defaults from the ranked total, the counted submissions, removeStar).

jest.setTimeout(240_000);

const MIN = 60_000;
const AC = 0, WA = -1, CE = -2;
const TEXT_50 = 'int main() { return 0; } // the fifty characters..';

describe('the live contest tools', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let root: Client;
  let author: Client;
  let alice: Client;
  let bob: Client;
  const uid: Record<string, string> = {};
  const pid: Record<string, number> = {};
  let start: number;
  let acm: Contest;
  let oi: Contest;
  let closed: Contest;

  const at = (minute: number) => new Date(start + minute * MIN);
  const insert = async (contest: Contest, user: string, problem: string, minute: number, status: number): Promise<number> => {
    const [row] = await sql.all<{ submit_id: string }>(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
       values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, 1, 'x', 'Python3') returning submit_id`,
      [pid[problem], problem, contest.id, contest.id, pid[problem], uid[user], user, at(minute), status],
    );
    return Number(row.submit_id);
  };
  const tabsOf = async (client: Client, contest: Contest) => (await call(t, client, 'GET', `/api/get-contest-info?cid=${contest.id}`)).body.data.extraTabs.map((tab: { id: string }) => tab.id);

  beforeAll(async () => {
    t = await startTestSite({}, undefined, [contests]);
    sql = t.site.container.get(SQL_RUNNER);
    const people: Array<[string, Array<'root' | 'admin'>]> = [['lroot', ['root']], ['lauthor', ['admin']], ['alice', []], ['bob', []], ['carol', []], ['dave', []], ['erin', []]];
    for (let i = 1; i <= 8; i += 1) people.push([`team${i}`, []]);
    for (const [name, roles] of people) {
      await createUser(t, name, 'secret1', roles.length ? roles : undefined);
      const [row] = await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]);
      uid[name] = row.uid;
    }
    await sql.run("update user_info set realname = 'Alice Real', school = 'North' where username = 'alice'", []);
    for (const name of ['A', 'B', 'C']) {
      const [row] = await sql.all<{ id: string }>('insert into problem (problem_id, title, type) values (?, ?, 0) returning id', [`live-${name}`, `Problem ${name}`]);
      pid[name] = Number(row.id);
    }
    [root, author, alice, bob] = await Promise.all([login(t, 'lroot', 'secret1', '10.0.4.1'), login(t, 'lauthor', 'secret1', '10.0.4.2'), login(t, 'alice', 'secret1', '10.0.4.3'), login(t, 'bob', 'secret1', '10.0.4.4')]);

    // an ACM contest of 5 hours that started 4 hours ago, sealed from minute 240 (now), printing open; erin is a star
    start = Date.now() - 240 * MIN;
    const repo = t.site.container.get(ContestRepository);
    const base = {
      description: '', auth: 0 as const, pwd: null, visible: true, startTime: at(0).toISOString(), endTime: at(300).toISOString(), sealRank: true, sealRankTime: at(200).toISOString(),
      autoRealRank: true, openRank: false, openPrint: true, allowEndSubmit: true, rankShowName: 'username' as const, starAccount: ['erin'], oiRankScoreType: 'Recent' as const,
      awardType: 0 as const, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'lauthor', uid: uid.lauthor, gid: null,
    };
    acm = await repo.insert({ ...base, title: 'Live ACM', type: 0 });
    oi = await repo.insert({ ...base, title: 'Live OI', type: 1, openPrint: false });
    closed = await repo.insert({ ...base, title: 'Ended', type: 0, startTime: at(-600).toISOString(), endTime: at(-300).toISOString(), sealRank: false, sealRankTime: null });
    for (const c of [acm, oi, closed]) for (const name of ['A', 'B', 'C']) await sql.run('insert into contest_problem (cid, pid, display_id, display_title) values (?, ?, ?, ?)', [c.id, pid[name], name, `Problem ${name}`]);
  });
  afterAll(() => t?.close());

  it('shows each tool only to whom it is for (02 §2): print with openPrint, AC info and scroll board for ACM contest admins, rejudge for the super admin', async () => {
    expect(await tabsOf(alice, acm)).toEqual(['print']);
    expect(await tabsOf(author, acm)).toEqual(['print', 'ac-info', 'admin-print', 'scroll-board']);
    expect(await tabsOf(root, acm)).toEqual(['print', 'ac-info', 'admin-print', 'scroll-board', 'rejudge']);
    expect(await tabsOf(alice, oi)).toEqual([]);
    expect(await tabsOf(author, oi)).toEqual([]);
    expect(await tabsOf(root, oi)).toEqual(['rejudge']);
  });

  describe('printing', () => {
    const send = (client: Client | undefined, body: Record<string, unknown>, lang = 'en-US') => call(t, client, 'POST', `/api/submit-print-text?l=${lang}`, body);

    it('refuses empty and short texts with the spec words, in both languages', async () => {
      expect((await send(alice, { cid: acm.id })).body.msg).toBe('Content cannot be empty');
      expect((await send(alice, { cid: acm.id, content: '   \n  ' })).body.msg).toBe('Content cannot be empty');
      const short = await send(alice, { cid: acm.id, content: 'x'.repeat(49) });
      expect(short.code).toBe(400);
      expect(short.body.msg).toBe('The number of content cannot be less than 50');
      expect((await send(alice, { cid: acm.id, content: '' }, 'zh-CN')).body.msg).toBe('内容不能为空');
      expect((await send(alice, { cid: acm.id, content: 'x'.repeat(49) }, 'zh-CN')).body.msg).toBe('内容字数不能少于50');
      expect((await call(t, author, 'GET', `/api/get-contest-print?cid=${acm.id}`)).body.data.total).toBe(0);
    });

    it('refuses guests, contests without openPrint and ended contests', async () => {
      expect((await send(undefined, { cid: acm.id, content: TEXT_50 })).code).toBe(401);
      const off = await send(alice, { cid: oi.id, content: TEXT_50 });
      expect(off.code).toBe(403);
      expect(off.body.msg).toBe('This contest has not opened printing');
      expect((await send(alice, { cid: oi.id, content: TEXT_50 }, 'zh-CN')).body.msg).toBe('该比赛未开启打印功能');
      expect((await send(alice, { cid: closed.id, content: TEXT_50 })).body.msg).toBe('Contest has ended');
    });

    it('takes 50 characters, lists the jobs to the contest admins (not printed first), marks them printed and downloads the text', async () => {
      const ok = await send(alice, { cid: acm.id, content: TEXT_50 });
      expect(ok.code).toBe(200);
      expect(ok.body.msg).toBe('Send successfully');
      expect((await send(bob, { cid: acm.id, content: `${'第'.repeat(50)}\nsecond line` })).code).toBe(200);
      expect((await send(alice, { cid: acm.id, content: `#include <cstdio>\n${TEXT_50}` })).code).toBe(200);

      // users do not see the list; the author and the super admin do
      expect((await call(t, alice, 'GET', `/api/get-contest-print?cid=${acm.id}`)).code).toBe(403);
      expect((await call(t, alice, 'GET', `/api/get-contest-print?cid=${acm.id}&l=zh-CN`)).body.msg).toBe('对不起，只有比赛管理员可以进行此操作');
      const list = (await call(t, author, 'GET', `/api/get-contest-print?cid=${acm.id}`)).body.data;
      expect(list).toMatchObject({ total: 3, size: 15, current: 1 });
      expect(list.records.map((r: { username: string; status: number }) => [r.username, r.status])).toEqual([['alice', 0], ['bob', 0], ['alice', 0]]);
      expect(list.records[0]).toMatchObject({ realname: 'Alice Real', cid: acm.id });
      expect(typeof list.records[0].gmtCreate).toBe('string');
      expect(list.records[0].content).toBeUndefined();
      const bobJob = list.records[1].id;

      // OK: Not Printed -> Printed; the printed one goes to the end
      expect((await call(t, alice, 'PUT', `/api/check-contest-print-status?id=${bobJob}&cid=${acm.id}`)).code).toBe(403);
      expect((await call(t, author, 'PUT', `/api/check-contest-print-status?id=${bobJob}&cid=${oi.id}`)).code).toBe(404);
      const checked = await call(t, author, 'PUT', `/api/check-contest-print-status?id=${bobJob}&cid=${acm.id}`);
      expect(checked.code).toBe(200);
      expect(checked.body.msg).toBe('Update Successfully');
      const after = (await call(t, root, 'GET', `/api/get-contest-print?cid=${acm.id}&limit=2`)).body.data;
      expect(after).toMatchObject({ total: 3, size: 2 });
      expect(after.records.map((r: { username: string; status: number }) => [r.username, r.status])).toEqual([['alice', 0], ['alice', 0]]);
      const last = (await call(t, root, 'GET', `/api/get-contest-print?cid=${acm.id}&limit=2&currentPage=2`)).body.data.records;
      expect(last.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([[bobJob, 1]]);

      // the download: the text with its sender on top, for the contest admins only
      const file = await fetch(`${t.url}/api/file/download-contest-print-text?id=${bobJob}`, { headers: { authorization: author.token } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('text/plain');
      expect(file.headers.get('content-disposition')).toContain(`print_${bobJob}_bob.txt`);
      const text = await file.text();
      expect(text.split('\n')[0]).toMatch(new RegExp(`^bob #${bobJob} `));
      expect(text.endsWith(`${'第'.repeat(50)}\nsecond line`)).toBe(true);
      expect((await fetch(`${t.url}/api/file/download-contest-print-text?id=${bobJob}`, { headers: { authorization: bob.token } })).status).toBe(403);
      expect((await fetch(`${t.url}/api/file/download-contest-print-text?id=999999`, { headers: { authorization: author.token } })).status).toBe(404);
    });
  });

  describe('the AC info (balloons)', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      ids.bobA = await insert(acm, 'bob', 'A', 5, AC);
      ids.erinA = await insert(acm, 'erin', 'A', 2, AC); // a star: balloon, never first blood
      await insert(acm, 'lauthor', 'A', 1, AC); // the author's test: no balloon
      await insert(acm, 'alice', 'A', 10, WA);
      ids.aliceA = await insert(acm, 'alice', 'A', 15, AC);
      await insert(acm, 'alice', 'A', 16, AC); // a second AC: still one balloon
      ids.aliceB = await insert(acm, 'alice', 'B', 30, AC);
      ids.carolB = await insert(acm, 'carol', 'B', 30, AC); // the same second: both first blood
      await insert(acm, 'dave', 'C', 50, CE);
      ids.daveC = await insert(acm, 'dave', 'C', 210, AC); // after the seal: the admins' list shows it
      await insert(acm, 'dave', 'B', 301, AC); // after the end: no balloon
    });

    it('lists each first accepted submission per user and problem, with First Blood among non-stars, newest first', async () => {
      const res = await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${acm.id}`);
      expect(res.code).toBe(200);
      const page = res.body.data;
      expect(page).toMatchObject({ total: 6, size: 20, current: 1 });
      const rows = page.records.map((r: { id: number; username: string; displayId: string; firstBlood: boolean; checked: boolean }) => [r.username, r.displayId, r.firstBlood, r.checked]);
      expect(rows).toEqual([
        ['dave', 'C', true, false],
        ['carol', 'B', true, false],
        ['alice', 'B', true, false],
        ['alice', 'A', false, false],
        ['bob', 'A', true, false],
        ['erin', 'A', false, false],
      ]);
      const alicesA = page.records.find((r: { id: number }) => r.id === ids.aliceA);
      expect(alicesA).toMatchObject({ cid: acm.id, realname: 'Alice Real', username: 'alice' });
      expect(new Date(alicesA.submitTime).getTime()).toBe(at(15).getTime());
      expect((await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${acm.id}&limit=2&currentPage=3`)).body.data.records.map((r: { id: number }) => r.id)).toEqual([ids.bobA, ids.erinA]);
    });

    it('toggles the checked mark; checked balloons go after the unchecked ones', async () => {
      const check = (client: Client, body: Record<string, unknown>) => call(t, client, 'PUT', '/api/check-contest-ac-info', { cid: acm.id, ...body });
      expect((await check(alice, { id: ids.daveC, checked: true })).code).toBe(403);
      const ok = await check(author, { id: ids.daveC, checked: true });
      expect(ok.code).toBe(200);
      expect(ok.body.msg).toBe('Update Successfully');
      let records = (await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${acm.id}`)).body.data.records;
      expect(records.map((r: { id: number; checked: boolean }) => [r.id, r.checked]).slice(-1)).toEqual([[ids.daveC, true]]);
      expect(records[0].id).toBe(ids.carolB);
      expect((await check(root, { id: ids.daveC, checked: false })).code).toBe(200);
      records = (await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${acm.id}`)).body.data.records;
      expect(records[0]).toMatchObject({ id: ids.daveC, checked: false });
      // a submission that is not an accepted one of this contest
      const wa = (await sql.all<{ submit_id: string }>("select submit_id from submission where cid = ? and status = -1 and username = 'alice'", [acm.id]))[0].submit_id;
      expect((await check(author, { id: Number(wa), checked: true })).code).toBe(404);
    });

    it('is for the contest admins of ACM contests only', async () => {
      const user = await call(t, alice, 'GET', `/api/get-contest-ac-info?cid=${acm.id}`);
      expect(user.code).toBe(403);
      expect(user.body.msg).toBe('Sorry, only the contest admin may do this');
      const onOi = await call(t, author, 'GET', `/api/get-contest-ac-info?cid=${oi.id}`);
      expect(onOi.code).toBe(403);
      expect(onOi.body.msg).toBe('This is only for ACM contests');
      expect((await call(t, undefined, 'GET', `/api/get-contest-ac-info?cid=${acm.id}`)).code).toBe(401);
    });
  });

  describe('the scroll board', () => {
    it('answers the medal defaults from the ranked total (10/20/30 %, rounded down, stars excluded)', async () => {
      // 11 ranked users (alice, bob, carol, dave and team1..team7) and a star (erin)
      for (let i = 1; i <= 7; i += 1) await insert(acm, `team${i}`, 'C', 100 + i, WA);
      const res = await call(t, author, 'GET', `/api/get-contest-scroll-board-info?cid=${acm.id}`);
      expect(res.code).toBe(200);
      const info = res.body.data;
      expect(info).toMatchObject({ id: acm.id, title: 'Live ACM', rankedTotal: 11, medals: { gold: 1, silver: 2, bronze: 3 }, starUserList: ['erin'], status: 0 });
      expect(new Date(info.sealRankTime).getTime()).toBe(at(200).getTime());
      expect(info.problemList.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B', 'C']);
      // one more ranked user (rows written by hand: the board reads them again on a contest admin's forceRefresh)
      await insert(acm, 'team8', 'A', 120, WA);
      expect((await call(t, author, 'POST', '/api/get-contest-rank', { cid: acm.id, forceRefresh: true })).code).toBe(200);
      expect((await call(t, author, 'GET', `/api/get-contest-scroll-board-info?cid=${acm.id}`)).body.data).toMatchObject({ rankedTotal: 12, medals: { gold: 1, silver: 2, bronze: 3 } });
    });

    it('answers the counted in-contest submissions in submit order; removeStar leaves the stars out', async () => {
      const res = await call(t, author, 'GET', `/api/get-contest-scroll-board-submission?cid=${acm.id}`);
      expect(res.code).toBe(200);
      const rows: Array<{ username: string; displayId: string; status: number; time: number; isStar: boolean; submitTime: number }> = res.body.data;
      // no compile error, no author test, nothing after the end
      expect(rows.some((r) => r.status === CE || r.username === 'lauthor' || r.submitTime >= at(300).getTime())).toBe(false);
      expect(rows.slice(0, 4).map((r) => [r.username, r.displayId, r.status, r.time, r.isStar])).toEqual([
        ['erin', 'A', AC, 120, true], ['bob', 'A', AC, 300, false], ['alice', 'A', WA, 600, false], ['alice', 'A', AC, 900, false],
      ]);
      expect(rows.find((r) => r.username === 'alice')).toMatchObject({ realname: 'Alice Real', school: 'North', showName: 'alice' });
      const noStars = (await call(t, author, 'GET', `/api/get-contest-scroll-board-submission?cid=${acm.id}&removeStar=true`)).body.data;
      expect(noStars).toHaveLength(rows.length - 1);
      expect(noStars.some((r: { username: string }) => r.username === 'erin')).toBe(false);
    });

    it('is for the contest admins of ACM contests only', async () => {
      expect((await call(t, alice, 'GET', `/api/get-contest-scroll-board-info?cid=${acm.id}`)).code).toBe(403);
      expect((await call(t, alice, 'GET', `/api/get-contest-scroll-board-submission?cid=${acm.id}`)).code).toBe(403);
      expect((await call(t, author, 'GET', `/api/get-contest-scroll-board-info?cid=${oi.id}`)).code).toBe(403);
      expect((await call(t, root, 'GET', `/api/get-contest-scroll-board-submission?cid=${acm.id}`)).code).toBe(200);
    });
  });
});
