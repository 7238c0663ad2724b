import { ARCHIVE_READER, definePlugin, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests from '../src/index';

// The contest admin (issue 19 items 7–8; 03 §2–§6): the form rules of 03 §5 in order through the API, the
// per-author rule (author vs another admin vs root), the import rule, contest-only problems through the core's
// problem form, announcements, the contest-wide rejudge (root only) and the AC download.

jest.setTimeout(240_000);

const HOUR = 3_600_000;

// another plugin's entry of a contest's admin menu (the live-contest issue's print page, say)
const menuPlugin = definePlugin({
  id: 'contest-menu-test', requires: ['contests'],
  extensions: { 'contests.adminMenu': [{ id: 'print', path: '/admin/contest/:cid/print', labelKey: 'print.title', order: 10 }] },
});

describe('the contest admin', () => {
  let t: TestSite;
  let root: Client;
  let author: Client;
  let other: Client;
  let padmin: Client;
  let user: Client;
  let acm: Problem;
  const now = Date.now();
  const form = (change: Record<string, unknown> = {}) => ({
    title: 'Weekly', description: 'Good luck', type: 0, auth: 0, startTime: new Date(now - HOUR).toISOString(), endTime: new Date(now + 4 * HOUR).toISOString(), ...change,
  });
  const problemForm = (problem: Record<string, unknown>) => ({
    problem: { problemId: `CP${Math.floor(Math.random() * 1e9)}`, title: 'Contest only', description: 'Add', input: 'a b', output: 'a+b', ...problem },
    samples: [{ input: '1 2\n', output: '3\n' }], isUploadTestCase: false, languages: [{ name: 'Python3' }], tags: [], codeTemplates: [],
  });

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true' }, undefined, [contests, menuPlugin]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'caroot', 'secret1', ['root']);
    await createUser(t, 'caauthor', 'secret1', ['admin']);
    await createUser(t, 'caother', 'secret1', ['admin']);
    await createUser(t, 'capadmin', 'secret1', ['problem_admin']);
    await createUser(t, 'causer', 'secret1');
    [root, author, other, padmin, user] = await Promise.all([
      login(t, 'caroot', 'secret1', '10.0.2.1'), login(t, 'caauthor', 'secret1', '10.0.2.2'), login(t, 'caother', 'secret1', '10.0.2.3'),
      login(t, 'capadmin', 'secret1', '10.0.2.4'), login(t, 'causer', 'secret1', '10.0.2.5'),
    ]);
    acm = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
  });
  afterAll(() => t?.close());

  it('checks the contest form in the order of 03 §5', async () => {
    const msg = async (body: Record<string, unknown>) => (await call(t, author, 'POST', '/api/admin/contest', body)).body.msg;
    expect(await msg(form({ title: ' ', description: '' }))).toBe('title is required');
    expect(await msg(form({ description: '' }))).toBe('description is required');
    expect(await msg(form({ startTime: '' }))).toBe('startTime is required');
    expect(await msg(form({ endTime: null }))).toBe('endTime is required');
    expect(await msg(form({ endTime: new Date(now - 2 * HOUR).toISOString(), auth: 2 }))).toBe('The duration of the contest must be greater than 0');
    const early = await call(t, author, 'POST', '/api/admin/contest', form({ endTime: new Date(now - 2 * HOUR).toISOString() }));
    expect(early.code).toBe(400);
    expect(await msg(form({ auth: 1 }))).toBe('A private or protected contest needs a password');
    expect(await msg(form({ auth: 2, pwd: '' }))).toBe('A private or protected contest needs a password');
    expect(await msg(form({ sealRank: true, sealRankTime: new Date(now + 5 * HOUR).toISOString() }))).toBe('The seal time must be between the start and the end of the contest');
    expect(await msg(form({ starAccount: ['ann', ' ann '] }))).toBe("The star user 'ann' is already in the list");
    expect(await msg(form({ awardType: 1, awardConfigList: [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#fff', num: 101 }] }))).toBe("The number of the award 'Gold' must be an integer from 0 to 100");
    expect(await msg(form({ openAccountLimit: true }))).toBe('Enter the account limit rule, or switch the account limit off');
    expect(await msg(form({ rankShowName: 'email' }))).toBe('The rank show name must be username, realname or nickname');
    // in Chinese too
    const zh = await call(t, author, 'POST', '/api/admin/contest?l=zh-CN', form({ auth: 2 }));
    expect(zh.body.msg).toBe('私有赛或保护赛需要设置密码');
    // nothing was stored
    expect((await call(t, root, 'GET', '/api/admin/contest/get-contest-list')).body.data.total).toBe(0);
  });

  it("stores the form's source (0 for an original contest, else the contest it was cloned from); an edit without it keeps it", async () => {
    expect((await call(t, author, 'POST', '/api/admin/contest', form({ source: 'x' }))).body.msg).toBe('The source must be 0 for an original contest, or the id of the contest it was cloned from');
    expect((await call(t, author, 'POST', '/api/admin/contest?l=zh-CN', form({ source: -1 }))).body.msg).toBe('比赛来源须为 0（原创比赛）或所克隆比赛的 ID');
    const original = (await call(t, author, 'POST', '/api/admin/contest', form({ title: 'Original' }))).body.data.id;
    expect((await call(t, author, 'GET', `/api/admin/contest?cid=${original}`)).body.data.source).toBe(0);
    const cloned = (await call(t, author, 'POST', '/api/admin/contest', form({ title: 'Clone', source: original }))).body.data.id;
    const stored = (await call(t, author, 'GET', `/api/admin/contest?cid=${cloned}`)).body.data;
    expect(stored.source).toBe(original);
    const { source: _source, ...withoutSource } = stored;
    expect((await call(t, author, 'PUT', '/api/admin/contest', { ...withoutSource, title: 'Clone 2' })).code).toBe(200);
    expect((await call(t, author, 'GET', `/api/admin/contest?cid=${cloned}`)).body.data).toMatchObject({ title: 'Clone 2', source: original });
    for (const cid of [original, cloned]) expect((await call(t, author, 'DELETE', `/api/admin/contest?cid=${cid}`)).code).toBe(200);
  });

  it('creates a contest with the defaults, and lets only its author and root act on it', async () => {
    const created = await call(t, author, 'POST', '/api/admin/contest', form({
      auth: 2, pwd: 'pw', sealRank: true, starAccount: ['star1'], awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', background: '#ffd700', color: '#ffffff', num: 3 }],
    }));
    expect(created).toMatchObject({ code: 200, body: { msg: 'success' } });
    const cid = created.body.data.id;
    const got = await call(t, author, 'GET', `/api/admin/contest?cid=${cid}`);
    expect(got.body.data).toMatchObject({
      id: cid, title: 'Weekly', auth: 2, pwd: 'pw', author: 'caauthor', duration: 5 * 3600, sealRank: true, sealRankTime: new Date(now + 3 * HOUR).toISOString(),
      starAccount: ['star1'], awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', num: 3 }], autoRealRank: true, rankShowName: 'username', oiRankScoreType: 'Recent', status: 0, visible: true,
    });
    expect(typeof got.body.data.now).toBe('number');

    // the list shows it to every admin, with canManage and no password
    const list = await call(t, other, 'GET', '/api/admin/contest/get-contest-list?keyword=week');
    expect(list.body.data.records).toHaveLength(1);
    expect(list.body.data.records[0]).toMatchObject({ id: cid, canManage: false });
    expect(list.body.data.records[0].pwd).toBeUndefined();
    expect(list.body.data.adminMenu).toEqual([{ id: 'print', path: '/admin/contest/:cid/print', labelKey: 'print.title', order: 10 }]);
    expect((await call(t, author, 'GET', '/api/admin/contest/get-contest-list')).body.data.records[0].canManage).toBe(true);
    expect((await call(t, root, 'GET', '/api/admin/contest/get-contest-list')).body.data.records[0].canManage).toBe(true);
    expect((await call(t, padmin, 'GET', '/api/admin/contest/get-contest-list')).code).toBe(200);
    expect((await call(t, user, 'GET', '/api/admin/contest/get-contest-list')).code).toBe(403);

    // another admin: no get, edit, toggle, delete or download
    const notAuthor = 'Sorry, you do not have permission to do this: only the contest creator or the super admin may';
    expect((await call(t, other, 'GET', `/api/admin/contest?cid=${cid}`)).body.msg).toBe(notAuthor);
    const edit = { ...got.body.data, title: 'Weekly 2' };
    expect(await call(t, other, 'PUT', '/api/admin/contest', edit)).toMatchObject({ code: 403 });
    expect(await call(t, other, 'PUT', `/api/admin/contest/change-contest-visible?cid=${cid}&visible=false`)).toMatchObject({ code: 403 });
    expect(await call(t, other, 'DELETE', `/api/admin/contest?cid=${cid}`)).toMatchObject({ code: 403 });
    expect((await fetch(`${t.url}/api/file/download-contest-ac-submission?cid=${cid}`, { headers: { authorization: other.token } })).status).toBe(403);

    // the author edits (the type stays), root too
    expect(await call(t, author, 'PUT', '/api/admin/contest', edit)).toMatchObject({ code: 200, body: { msg: 'success' } });
    expect((await call(t, author, 'PUT', '/api/admin/contest', { ...edit, type: 1 })).body.msg).toBe('The rule type of a contest cannot be changed');
    expect(await call(t, root, 'PUT', '/api/admin/contest', { ...edit, title: 'Weekly 3', sealRank: false })).toMatchObject({ code: 200 });
    expect((await call(t, author, 'GET', `/api/admin/contest?cid=${cid}`)).body.data).toMatchObject({ title: 'Weekly 3', author: 'caauthor', sealRank: false, sealRankTime: null });
    expect(await call(t, author, 'PUT', `/api/admin/contest/change-contest-visible?cid=${cid}&visible=false`)).toMatchObject({ code: 200, body: { msg: 'Update Successfully' } });
    expect((await call(t, author, 'GET', `/api/admin/contest?cid=${cid}`)).body.data.visible).toBe(false);
    expect(await call(t, root, 'PUT', `/api/admin/contest/change-contest-visible?cid=${cid}&visible=true`)).toMatchObject({ code: 200 });

    // deletion: the author's own, root any
    const second = (await call(t, other, 'POST', '/api/admin/contest', form({ title: 'Other' }))).body.data.id;
    expect(await call(t, author, 'DELETE', `/api/admin/contest?cid=${second}`)).toMatchObject({ code: 403 });
    expect(await call(t, root, 'DELETE', `/api/admin/contest?cid=${second}`)).toMatchObject({ code: 200, body: { msg: 'Delete successfully' } });
    expect(await call(t, root, 'GET', `/api/admin/contest?cid=${second}`)).toMatchObject({ code: 404 });
    expect(await call(t, author, 'DELETE', `/api/admin/contest?cid=${cid}`)).toMatchObject({ code: 200 });
  });

  it('adds problems by the import rule: ACM takes ACM and remote, OI takes OI and remote', async () => {
    const acmCid = (await call(t, author, 'POST', '/api/admin/contest', form({ title: 'ACM round' }))).body.data.id;
    const oiCid = (await call(t, author, 'POST', '/api/admin/contest', form({ title: 'OI round', type: 1 }))).body.data.id;
    // display id and problem id required
    expect((await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid: acmCid, pid: acm.id, displayId: ' ' })).body.msg).toBe('displayId is required');
    expect((await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid: acmCid, displayId: 'A' })).body.msg).toBe('pid is required');
    expect(await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid: acmCid, pid: acm.id, displayId: 'A' })).toMatchObject({ code: 200, body: { msg: 'Add Successfully' } });
    expect((await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid: oiCid, pid: acm.id, displayId: 'A' })).body.msg).toBe('An OI contest can only add OI problems or remote judge problems');
    expect(await call(t, other, 'POST', '/api/admin/contest/add-problem-from-public', { cid: acmCid, pid: acm.id, displayId: 'B' })).toMatchObject({ code: 403 });
    expect((await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid: acmCid, pid: acm.id, displayId: 'B' })).body.msg).toBe('The problem is already in this contest');

    // a contest-only OI problem through the core's problem form, linked to the OI contest
    const made = await call(t, author, 'POST', '/api/admin/contest/problem', problemForm({ type: 1 }));
    expect(made).toMatchObject({ code: 200, body: { msg: 'Create Successfully' } });
    const oiPid = made.body.data.pid;
    expect((await call(t, author, 'GET', `/api/admin/contest/problem?pid=${oiPid}`)).body.data).toMatchObject({ id: oiPid, auth: 3, type: 1 });
    expect((await call(t, author, 'PUT', '/api/admin/contest/contest-problem', { cid: acmCid, pid: oiPid, displayId: 'B', displayTitle: 'Sum' })).body.msg).toBe('An ACM contest can only add ACM problems or remote judge problems');
    expect((await call(t, author, 'PUT', '/api/admin/contest/contest-problem', { cid: oiCid, pid: oiPid, displayId: 'A', displayTitle: '' })).body.msg).toBe('displayTitle is required');
    expect(await call(t, author, 'PUT', '/api/admin/contest/contest-problem', { cid: oiCid, pid: oiPid, displayId: 'A', displayTitle: 'Sum' })).toMatchObject({ code: 200 });
    // another admin cannot open or change it; its author edits it through the core's form
    expect(await call(t, other, 'GET', `/api/admin/contest/problem?pid=${oiPid}`)).toMatchObject({ code: 403 });
    const edited = problemForm({ type: 1, id: oiPid, title: 'Renamed' });
    expect(await call(t, author, 'PUT', '/api/admin/contest/problem', edited)).toMatchObject({ code: 200 });
    expect((await call(t, root, 'GET', `/api/admin/contest/problem?pid=${oiPid}`)).body.data.title).toBe('Renamed');

    // a remote problem fits both
    const remote = await call(t, author, 'POST', '/api/admin/contest/problem', problemForm({ type: 1 }));
    await t.site.container.get(SQL_RUNNER).run("update problem set is_remote = true, remote_oj = 'HDU', problem_id = 'HDU-1000', auth = 1 where id = ?", [remote.body.data.pid]);
    expect(await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid: acmCid, pid: remote.body.data.pid, displayId: 'C' })).toMatchObject({ code: 200 });
    // the remote import: a mirrored problem is added; one not mirrored answers 501 without a remote judge
    expect(await call(t, author, 'GET', `/api/admin/contest/import-remote-oj-problem?cid=${oiCid}&name=hdu&problemId=1000&displayId=R`)).toMatchObject({ code: 200, body: { msg: 'Add Successfully' } });
    const missing = await call(t, author, 'GET', `/api/admin/contest/import-remote-oj-problem?cid=${oiCid}&name=HDU&problemId=1001`);
    expect(missing.code).toBe(501);

    // the contest's list and the selector of the bank
    const inContest = (await call(t, author, 'GET', `/api/admin/contest/get-problem-list?cid=${acmCid}`)).body.data;
    expect(inContest.problemList.records.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'C']);
    expect(inContest.contestProblemMap[acm.id]).toMatchObject({ displayId: 'A', displayTitle: acm.title });
    const selector = (await call(t, author, 'GET', `/api/admin/contest/get-problem-list?cid=${oiCid}&problemType=1`)).body.data.problemList.records as Array<{ id: number; type: number; isRemote: boolean }>;
    expect(selector.every((p) => p.type === 1 || p.isRemote)).toBe(true);
    expect(selector.some((p) => p.id === oiPid)).toBe(false);

    // display id, title and colour; a display id in use is refused
    const a = (await call(t, author, 'GET', `/api/admin/contest/contest-problem?cid=${acmCid}&pid=${acm.id}`)).body.data;
    expect((await call(t, author, 'PUT', '/api/admin/contest/contest-problem', { ...a, displayId: 'C' })).body.msg).toBe("The display id 'C' is already used in this contest");
    expect((await call(t, author, 'PUT', '/api/admin/contest/contest-problem', { ...a, color: 'red' })).body.msg).toBe('The colour must be a colour such as #409EFF');
    expect(await call(t, author, 'PUT', '/api/admin/contest/contest-problem', { ...a, displayId: 'B', displayTitle: 'Plus', color: '#ff0000' })).toMatchObject({ code: 200 });
    expect((await call(t, author, 'GET', `/api/admin/contest/contest-problem?cid=${acmCid}&pid=${acm.id}`)).body.data).toMatchObject({ displayId: 'B', displayTitle: 'Plus', color: '#ff0000' });
    // removal from the contest keeps the problem
    expect(await call(t, other, 'DELETE', `/api/admin/contest/problem?pid=${acm.id}&cid=${acmCid}`)).toMatchObject({ code: 403 });
    expect(await call(t, author, 'DELETE', `/api/admin/contest/problem?pid=${acm.id}&cid=${acmCid}`)).toMatchObject({ code: 200 });
    expect((await call(t, author, 'GET', `/api/admin/contest/get-problem-list?cid=${acmCid}`)).body.data.problemList.total).toBe(1);
    expect(await t.site.container.get(PROBLEM_REPOSITORY).find(acm.id)).toBeDefined();
    // deleting the contest-only problem itself: its author, not another admin
    expect(await call(t, other, 'DELETE', `/api/admin/contest/problem?pid=${oiPid}`)).toMatchObject({ code: 403 });
    expect(await call(t, author, 'DELETE', `/api/admin/contest/problem?pid=${oiPid}`)).toMatchObject({ code: 200 });
  });

  it('keeps announcements for the contest admins', async () => {
    const cid = (await call(t, author, 'POST', '/api/admin/contest', form({ title: 'News' }))).body.data.id;
    expect((await call(t, author, 'POST', '/api/admin/contest/announcement', { cid, announcement: { title: ' ', content: 'x' } })).body.msg).toBe('title is required');
    expect(await call(t, other, 'POST', '/api/admin/contest/announcement', { cid, announcement: { title: 'T', content: 'x' } })).toMatchObject({ code: 403 });
    const added = await call(t, author, 'POST', '/api/admin/contest/announcement', { cid, announcement: { title: 'Clarification', content: 'A is easy' } });
    expect(added).toMatchObject({ code: 200, body: { msg: 'Add Successfully', data: { title: 'Clarification', username: 'caauthor' } } });
    const aid = added.body.data.id;
    expect(await call(t, author, 'PUT', '/api/admin/contest/announcement', { cid, announcement: { id: aid, title: 'Clarification 2', content: 'B too' } })).toMatchObject({ code: 200 });
    expect((await call(t, root, 'GET', `/api/admin/contest/announcement?cid=${cid}`)).body.data).toMatchObject({ total: 1, records: [{ id: aid, title: 'Clarification 2', content: 'B too' }] });
    expect(await call(t, other, 'GET', `/api/admin/contest/announcement?cid=${cid}`)).toMatchObject({ code: 403 });
    expect(await call(t, other, 'DELETE', `/api/admin/contest/announcement?aid=${aid}`)).toMatchObject({ code: 403 });
    expect(await call(t, author, 'DELETE', `/api/admin/contest/announcement?aid=${aid}`)).toMatchObject({ code: 200, body: { msg: 'Delete successfully' } });
    expect(await call(t, author, 'DELETE', `/api/admin/contest/announcement?aid=${aid}`)).toMatchObject({ code: 404 });
  });

  it('rejudges a contest problem for the super admin only, and zips the accepted submissions', async () => {
    const cid = (await call(t, author, 'POST', '/api/admin/contest', form({ title: 'Judged' }))).body.data.id;
    await call(t, author, 'POST', '/api/admin/contest/add-problem-from-public', { cid, pid: acm.id, displayId: 'A' });
    const sql = t.site.container.get(SQL_RUNNER);
    const [{ id: cpid }] = await sql.all<{ id: string }>('select id from contest_problem where cid = ? and pid = ?', [cid, acm.id]);
    const uidOf = async (name: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    const insert = async (name: string, status: number, code: string, minutesAgo: number) => {
      const [row] = await sql.all<{ submit_id: string }>(
        `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
         values (?, 'A', ?, ?, ?, ?, ?, ?, ?, ?, 'Python3') returning submit_id`,
        [acm.id, cid, Number(cpid), await uidOf(name), name, new Date(Date.now() - minutesAgo * 60_000), status, code.length, code],
      );
      return Number(row.submit_id);
    };
    await insert('causer', 0, 'old', 30);
    const newest = await insert('causer', 0, 'print(3)', 10);
    await insert('causer', -1, 'wrong', 5);
    await insert('caauthor', 0, 'mine', 20);

    const zipOf = async (query: string, client: Client) => {
      const res = await fetch(`${t.url}/api/file/download-contest-ac-submission?cid=${cid}${query}`, { headers: { authorization: client.token } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/zip');
      const archive = await t.site.container.get(ARCHIVE_READER).open(Buffer.from(await res.arrayBuffer()));
      const files = Object.fromEntries(await Promise.all(archive.entries.map(async (e) => [e.name, (await archive.read(e.name)).toString()])));
      await archive.close();
      return files;
    };
    expect(await zipOf('', author)).toEqual({ [`causer/A_${newest}.py`]: 'print(3)', [`caauthor/A_${newest + 2}.py`]: 'mine' });
    expect(Object.keys(await zipOf('&excludeAdmin=true&splitType=splitByProblem', root))).toEqual([`A/causer_${newest}.py`]);

    expect(await call(t, author, 'GET', `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${acm.id}`)).toMatchObject({ code: 403 });
    expect(await call(t, padmin, 'GET', `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${acm.id}`)).toMatchObject({ code: 403 });
    expect(await call(t, root, 'GET', `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=99999999`)).toMatchObject({ code: 404 });
    const rejudged = await call(t, root, 'GET', `/api/admin/judge/rejudge-contest-problem?cid=${cid}&pid=${acm.id}`);
    expect(rejudged).toMatchObject({ code: 200, body: { data: { count: 4 } } });
    const statuses = await sql.all<{ status: number }>('select status from submission where cid = ?', [cid]);
    expect(statuses.every((s) => s.status !== 0 && s.status !== -1)).toBe(true);
  });
});
