import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { json } from '../../../web/server/testing/http';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import trainings from '../src/index';

// The trainings plugin in a whole site with the embedded judge and the sample problems: the admin's
// trainings and categories, the public calls, private trainings behind a password, submissions made in
// a training (progress, rank, real names for its admins only), and switching the plugin off and on.

jest.setTimeout(240_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('the trainings plugin', () => {
  let t: TestSite;
  let root: Client;
  let admin: Client;
  let alice: Client;
  let bob: Client;
  let aplusb: Problem;
  let spj: Problem;
  let categoryId: number;
  let publicTid: number;
  let privateTid: number;

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-trainings-test') }, undefined, [trainings]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(t, 'troot', 'secret1', ['root']);
    await createUser(t, 'tadmin', 'secret1', ['admin']);
    await createUser(t, 'alice', 'secret1');
    await createUser(t, 'bob', 'secret1');
    await t.site.container.get(SQL_RUNNER).run("update user_info set realname = 'Alice Real', school = 'MIT', gender = 'female' where username = 'alice'");
    [root, admin, alice, bob] = await Promise.all([
      login(t, 'troot', 'secret1', '10.0.1.1'), login(t, 'tadmin', 'secret1', '10.0.1.2'), login(t, 'alice', 'secret1', '10.0.1.3'), login(t, 'bob', 'secret1', '10.0.1.4'),
    ]);
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    aplusb = (await problems.findByProblemId('1000')) as Problem;
    spj = (await problems.findByProblemId('1002')) as Problem;
  });
  afterAll(() => t?.close());

  it('lets admins manage categories and trainings by the form rules, and keeps everyone else out', async () => {
    const category = await call(t, admin, 'POST', '/api/admin/training/category', { name: 'Basics', color: '#ff0000' });
    expect(category).toMatchObject({ code: 200, body: { msg: 'Create Successfully' } });
    categoryId = category.body.data.id;
    expect((await call(t, admin, 'POST', '/api/admin/training/category', { name: 'x', color: 'red' })).body.msg).toBe('The colour must be a colour such as #409EFF');
    const other = await call(t, admin, 'POST', '/api/admin/training/category', { name: 'Other' });
    expect((await call(t, admin, 'PUT', '/api/admin/training/category', { id: other.body.data.id, name: 'Graphs', color: '#00ff00' })).body.msg).toBe('Update Successfully');
    expect((await call(t, admin, 'DELETE', `/api/admin/training/category?cid=${other.body.data.id}`)).body.msg).toBe('Delete successfully');
    expect((await call(t, undefined, 'GET', '/api/get-training-category')).body.data).toEqual([{ id: categoryId, name: 'Basics', color: '#ff0000', gid: null }]);

    const form = { title: 'Warm-up', description: 'Start here', auth: 'Public', rank: 5 };
    expect((await call(t, admin, 'POST', '/api/admin/training', { training: { ...form, title: ' ' }, trainingCategory: { id: categoryId } })).body.msg).toBe('title is required');
    expect((await call(t, admin, 'POST', '/api/admin/training', { training: { ...form, rank: 2147483648 }, trainingCategory: { id: categoryId } })).body.msg).toBe('The rank must be an integer from 0 to 2147483647');
    expect((await call(t, admin, 'POST', '/api/admin/training', { training: { ...form, auth: 'Private' }, trainingCategory: { id: categoryId } })).body.msg).toBe('A private training needs a password');
    expect((await call(t, admin, 'POST', '/api/admin/training', { training: form })).body.msg).toBe('category is required');
    const created = await call(t, admin, 'POST', '/api/admin/training', { training: form, trainingCategory: { id: categoryId } });
    expect(created).toMatchObject({ code: 200, body: { msg: 'Create Successfully', data: { title: 'Warm-up', rank: 5, author: 'tadmin', auth: 'Public' } } });
    publicTid = created.body.data.id;
    const defaults = await call(t, root, 'POST', '/api/admin/training', { training: { title: 'Secret', description: 'Members only', auth: 'Private', privatePwd: 'pw123', videoExtraFile: { Intro: 'https://video.example/1' } }, trainingCategory: { id: categoryId } });
    privateTid = defaults.body.data.id;
    expect(defaults.body.data.rank).toBe(1000);

    const got = await call(t, root, 'GET', `/api/admin/training?tid=${privateTid}`);
    expect(got.body.data).toMatchObject({ training: { privatePwd: 'pw123', author: 'troot' }, trainingCategory: { name: 'Basics' } });
    expect((await call(t, root, 'PUT', '/api/admin/training', { training: { ...got.body.data.training, description: 'Members only!' }, trainingCategory: { id: categoryId } })).body.msg).toBe('Update Successfully');
    const list = await call(t, admin, 'GET', '/api/admin/training/get-training-list?keyword=secret');
    expect(list.body.data).toMatchObject({ total: 1, size: 10, records: [{ id: privateTid, categoryName: 'Basics' }] });

    // users and guests are kept out of every admin call; only the super admin deletes
    expect((await call(t, alice, 'GET', '/api/admin/training/get-training-list')).code).toBe(403);
    expect((await call(t, undefined, 'POST', '/api/admin/training/category', { name: 'x' })).code).toBe(401);
    const doomed = await call(t, admin, 'POST', '/api/admin/training', { training: { ...form, title: 'Doomed' }, trainingCategory: { id: categoryId } });
    expect((await call(t, admin, 'DELETE', `/api/admin/training?tid=${doomed.body.data.id}`)).code).toBe(403);
    expect((await call(t, root, 'DELETE', `/api/admin/training?tid=${doomed.body.data.id}`)).body.msg).toBe('Delete successfully');
    expect((await call(t, root, 'GET', `/api/admin/training?tid=${doomed.body.data.id}`)).code).toBe(404);
  });

  it('keeps an admin or problem admin to the trainings they authored; the super admin acts on all; the list shows all', async () => {
    await createUser(t, 'tproblem', 'secret1', ['problem_admin']);
    const problemAdmin = await login(t, 'tproblem', 'secret1', '10.0.1.5');
    // troot's private training: tadmin and tproblem see it listed, but may not open, change or arrange it
    for (const other of [admin, problemAdmin]) {
      expect((await call(t, other, 'GET', '/api/admin/training/get-training-list?keyword=secret')).body.data.records.map((r: { id: number }) => r.id)).toEqual([privateTid]);
      const refused = [
        await call(t, other, 'GET', `/api/admin/training?tid=${privateTid}`),
        await call(t, other, 'PUT', '/api/admin/training', { training: { id: privateTid, title: 'Taken', description: 'x', auth: 'Public' }, trainingCategory: { id: categoryId } }),
        await call(t, other, 'PUT', `/api/admin/training/change-training-status?tid=${privateTid}&status=false`),
        await call(t, other, 'GET', `/api/admin/training/get-problem-list?tid=${privateTid}&queryExisted=true`),
        await call(t, other, 'POST', '/api/admin/training/add-problem-from-public', { tid: privateTid, pid: aplusb.id }),
        await call(t, other, 'PUT', '/api/admin/training/problem', { tid: privateTid, pid: aplusb.id, rank: 3 }),
        await call(t, other, 'DELETE', `/api/admin/training/problem?tid=${privateTid}&pid=${aplusb.id}`),
        await call(t, other, 'DELETE', `/api/admin/training?tid=${privateTid}`),
      ];
      expect(refused.map((r) => r.code)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
      expect(refused[0].body.msg).toBe('Sorry, you do not have permission to do this');
    }
    const zh = await fetch(`${t.url}/api/admin/training?tid=${privateTid}&l=zh-CN`, { headers: { authorization: admin.token } });
    expect((await json(zh)).msg).toBe('对不起，你无权限操作！');
    // nothing changed; a problem admin manages a training of their own
    expect((await call(t, root, 'GET', `/api/admin/training?tid=${privateTid}`)).body.data.training).toMatchObject({ title: 'Secret', status: true });
    const own = await call(t, problemAdmin, 'POST', '/api/admin/training', { training: { title: 'Mine', description: 'd' }, trainingCategory: { id: categoryId } });
    expect((await call(t, problemAdmin, 'GET', `/api/admin/training?tid=${own.body.data.id}`)).body.data.training.author).toBe('tproblem');
    expect((await call(t, problemAdmin, 'PUT', `/api/admin/training/change-training-status?tid=${own.body.data.id}&status=false`)).code).toBe(200);
    expect((await call(t, admin, 'GET', `/api/admin/training?tid=${own.body.data.id}`)).code).toBe(403);
    // the super admin acts on anyone's, and alone deletes
    expect((await call(t, root, 'PUT', `/api/admin/training/change-training-status?tid=${own.body.data.id}&status=true`)).code).toBe(200);
    expect((await call(t, root, 'GET', `/api/admin/training/get-problem-list?tid=${publicTid}&queryExisted=true`)).code).toBe(200);
    expect((await call(t, problemAdmin, 'DELETE', `/api/admin/training?tid=${own.body.data.id}`)).code).toBe(403);
    expect((await call(t, root, 'DELETE', `/api/admin/training?tid=${own.body.data.id}`)).body.msg).toBe('Delete successfully');
  });

  it('keeps reference videos with a title and an http(s) link only', async () => {
    const form = { title: 'Videos', description: 'd' };
    const post = (videoExtraFile: unknown) => call(t, admin, 'POST', '/api/admin/training', { training: { ...form, videoExtraFile }, trainingCategory: { id: categoryId } });
    const bad = await post({ Intro: 'javascript:alert(1)' });
    expect(bad).toMatchObject({ code: 400, body: { msg: "The link of the reference video 'Intro' must be an http:// or https:// address of at most 1000 characters" } });
    expect(bad.body.data.problems).toEqual([{ field: 'videoExtraFile', msg: bad.body.msg }]);
    expect((await post({ '': 'https://v.example/1' })).body.msg).toBe('Each reference video needs a title of at most 100 characters');
    expect((await post(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`P${i}`, `https://v.example/${i}`])))).body.msg).toBe('A training can have at most 20 reference videos');
    const ok = await post({ 'Part 1': 'https://v.example/1', 'Part 2': 'http://v.example/2' });
    expect(ok.code).toBe(200);
    expect(JSON.parse(ok.body.data.videoExtraFile)).toEqual({ 'Part 1': 'https://v.example/1', 'Part 2': 'http://v.example/2' });
    // and they go again when the form sends none
    const got = (await call(t, admin, 'GET', `/api/admin/training?tid=${ok.body.data.id}`)).body.data.training;
    expect((await call(t, admin, 'PUT', '/api/admin/training', { training: { ...got, videoExtraFile: null }, trainingCategory: { id: categoryId } })).code).toBe(200);
    expect((await call(t, admin, 'GET', `/api/admin/training?tid=${ok.body.data.id}`)).body.data.training.videoExtraFile).toBeNull();
    expect((await call(t, root, 'DELETE', `/api/admin/training?tid=${ok.body.data.id}`)).code).toBe(200);
  });

  it("arranges a training's problems: add from public with search, change rank, remove", async () => {
    const candidates = await call(t, admin, 'GET', `/api/admin/training/get-problem-list?tid=${publicTid}&keyword=1000`);
    expect(candidates.body.data.problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual(['1000']);
    expect((await call(t, admin, 'POST', '/api/admin/training/add-problem-from-public', { tid: publicTid, pid: aplusb.id })).body.msg).toBe('Add Successfully');
    expect((await call(t, admin, 'POST', '/api/admin/training/add-problem-from-public', { tid: publicTid, pid: aplusb.id })).body.msg).toBe('The problem is already in this training');
    await call(t, admin, 'POST', '/api/admin/training/add-problem-from-public', { tid: publicTid, pid: spj.id });
    expect((await call(t, admin, 'PUT', '/api/admin/training/problem', { tid: publicTid, pid: spj.id, rank: -1 })).body.msg).toBe('The rank must be an integer from 0 to 2147483647');
    expect((await call(t, admin, 'PUT', '/api/admin/training/problem', { tid: publicTid, pid: spj.id, rank: 0 })).body.msg).toBe('Update Successfully');
    const existing = await call(t, admin, 'GET', `/api/admin/training/get-problem-list?tid=${publicTid}&queryExisted=true`);
    expect(existing.body.data.problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual(['1002', '1000']);
    expect(existing.body.data.trainingProblemMap[aplusb.id]).toMatchObject({ tid: publicTid, rank: 1 });
    const notYet = await call(t, admin, 'GET', `/api/admin/training/get-problem-list?tid=${publicTid}&queryExisted=false`);
    expect(notYet.body.data.problemList.records.map((p: { problemId: string }) => p.problemId)).not.toContain('1000');
    // without tid (the tsv's `tid?`): HOJ would delete the problem itself; here it is refused and nothing goes
    const noTid = await call(t, admin, 'DELETE', `/api/admin/training/problem?pid=${spj.id}`);
    expect(noTid).toMatchObject({ code: 400, body: { msg: 'The training does not exist' } });
    expect((await call(t, root, 'DELETE', `/api/admin/training/problem?pid=${spj.id}`)).code).toBe(400);
    expect((await call(t, admin, 'GET', `/api/admin/training/get-problem-list?tid=${publicTid}&queryExisted=true`)).body.data.problemList.total).toBe(2);
    expect((await call(t, alice, 'GET', '/api/get-problem-detail?problemId=1002')).code).toBe(200);
    expect((await call(t, admin, 'DELETE', `/api/admin/training/problem?tid=${publicTid}&pid=${spj.id}`)).body.msg).toBe('Delete successfully');
    expect((await call(t, admin, 'DELETE', `/api/admin/training/problem?tid=${publicTid}&pid=${spj.id}`)).code).toBe(404);
    // the private training holds 1002, which then turns private: only the training opens it
    await call(t, root, 'POST', '/api/admin/training/add-problem-from-public', { tid: privateTid, pid: spj.id });
    await t.site.container.get(PROBLEM_REPOSITORY).setAuth(spj.id, 2, 'troot');
  });

  it("imports a remote judge's problem already in the bank; a new one needs its judge enabled (the remote judges' plugin)", async () => {
    // The seed's interactive problem stands in for a mirrored HDU problem.
    const interactive = (await t.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1003')) as Problem;
    await t.site.container.get(SQL_RUNNER).run("update problem set problem_id = 'HDU-1000', is_remote = true where id = ?", [interactive.id]);
    const path = (name: string, problemId: string, tid = publicTid) => `/api/admin/training/import-remote-oj-problem?name=${name}&problemId=${problemId}&tid=${tid}`;
    expect((await call(t, admin, 'GET', path('hdu', '1000'))).body.msg).toBe('Add Successfully');
    const existing = await call(t, admin, 'GET', `/api/admin/training/get-problem-list?tid=${publicTid}&queryExisted=true`);
    expect(existing.body.data.trainingProblemMap[interactive.id]).toMatchObject({ tid: publicTid, displayId: 'HDU-1000' });
    expect((await call(t, admin, 'GET', path('HDU', '1000'))).body.msg).toBe('The problem is already in this training');
    const notMirrored = await call(t, admin, 'GET', path('CF', '1A'));
    expect(notMirrored).toMatchObject({ code: 400, body: { msg: 'The remote judge CF is not enabled on this site' } });
    expect((await call(t, admin, 'GET', path('ZOJ', '1000'))).body.msg).toBe('The remote judge must be one of HDU, CF, POJ, GYM, AC, SPOJ, LIBRE');
    expect((await call(t, admin, 'GET', path('HDU', ''))).code).toBe(400);
    expect((await call(t, alice, 'GET', path('HDU', '1000'))).code).toBe(403);
    expect((await call(t, admin, 'DELETE', `/api/admin/training/problem?tid=${publicTid}&pid=${interactive.id}`)).body.msg).toBe('Delete successfully');
    await t.site.container.get(SQL_RUNNER).run("update problem set problem_id = '1003', is_remote = false where id = ?", [interactive.id]);
  });

  it('lists visible trainings with the filters, 15 a page, and progress for signed-in users', async () => {
    const guest = await call(t, undefined, 'GET', '/api/get-training-list');
    expect(guest.body.data).toMatchObject({ total: 2, size: 15 });
    expect(guest.body.data.records[0]).toMatchObject({ id: publicTid, title: 'Warm-up', auth: 'Public', categoryName: 'Basics', categoryColor: '#ff0000', problemCount: 1, author: 'tadmin' });
    expect(guest.body.data.records[0].acCount).toBeUndefined();
    expect((await call(t, alice, 'GET', '/api/get-training-list')).body.data.records[0].acCount).toBe(0);
    // currentPage and limit: the second page of one holds the second training by rank; past the end, none
    const second = (await call(t, undefined, 'GET', '/api/get-training-list?limit=1&currentPage=2')).body.data;
    expect(second).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(second.records.map((r: { id: number }) => r.id)).toEqual([privateTid]);
    expect((await call(t, undefined, 'GET', '/api/get-training-list?limit=1&currentPage=1')).body.data.records.map((r: { id: number }) => r.id)).toEqual([publicTid]);
    expect((await call(t, undefined, 'GET', '/api/get-training-list?limit=1&currentPage=3')).body.data).toMatchObject({ total: 2, records: [] });
    expect((await call(t, undefined, 'GET', '/api/get-training-list?limit=0')).code).toBe(400);
    expect((await call(t, undefined, 'GET', '/api/get-training-list?auth=Private')).body.data.records.map((r: { id: number }) => r.id)).toEqual([privateTid]);
    expect((await call(t, undefined, 'GET', '/api/get-training-list?keyword=warm')).body.data.total).toBe(1);
    expect((await call(t, undefined, 'GET', `/api/get-training-list?categoryId=${categoryId + 100}`)).body.data.total).toBe(0);
    const inCategory = (await call(t, undefined, 'GET', `/api/get-training-list?categoryId=${categoryId}`)).body.data;
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.records.every((r: { categoryName: string }) => r.categoryName === 'Basics')).toBe(true);
    expect((await call(t, undefined, 'GET', '/api/get-training-list?auth=Secret')).body.msg).toBe('The auth must be Public or Private');
    // hidden: out of the list and the details for users, still in the admin's list
    expect((await call(t, admin, 'PUT', `/api/admin/training/change-training-status?tid=${publicTid}&author=tadmin&status=false`)).body.msg).toBe('Update Successfully');
    expect((await call(t, undefined, 'GET', '/api/get-training-list')).body.data.total).toBe(1);
    expect((await call(t, alice, 'GET', `/api/get-training-detail?tid=${publicTid}`)).code).toBe(404);
    await call(t, admin, 'PUT', `/api/admin/training/change-training-status?tid=${publicTid}&status=true`);
    const detail = await call(t, alice, 'GET', `/api/get-training-detail?tid=${privateTid}`);
    expect(detail.body.data).toMatchObject({ title: 'Secret', description: 'Members only!', auth: 'Private', author: 'troot', rankShowName: 'username', gid: null, problemCount: 1, categoryName: 'Basics', videoExtraFile: '{"Intro":"https://video.example/1"}' });
    expect(detail.body.data.privatePwd).toBeUndefined();
    expect((await call(t, undefined, 'GET', `/api/get-training-detail?tid=${privateTid}`)).code).toBe(401);
  });

  it('opens a private training, its problems and its submissions only after registering with the password', async () => {
    expect((await call(t, alice, 'GET', `/api/get-training-access?tid=${privateTid}`)).body.data).toEqual({ access: false });
    expect((await call(t, alice, 'GET', `/api/get-training-problem-list?tid=${privateTid}`)).code).toBe(403);
    expect((await call(t, alice, 'GET', `/api/get-training-rank?tid=${privateTid}`)).code).toBe(403);
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=1002&tid=${privateTid}`)).code).toBe(403);
    expect((await call(t, alice, 'GET', `/api/get-full-screen-problem-list?tid=${privateTid}`)).code).toBe(403);
    const early = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: spj.id, tid: privateTid, language: 'Python3', code: AC });
    expect(early.body.msg).toBe('This training is private: register with its password first');

    expect((await call(t, alice, 'POST', '/api/register-training', { tid: privateTid, password: '' })).body.msg).toBe('Enter the training password');
    expect((await call(t, alice, 'POST', '/api/register-training', { tid: privateTid, password: 'nope' })).body.msg).toBe('The training password is wrong, please enter it again');
    expect((await call(t, alice, 'POST', '/api/register-training', { tid: publicTid, password: 'x' })).body.msg).toBe('This training is not private: it needs no registration');
    expect((await call(t, alice, 'POST', '/api/register-training', { tid: privateTid, password: 'pw123' }))).toMatchObject({ code: 200, body: { msg: 'Register training successfully' } });
    expect((await call(t, alice, 'POST', '/api/register-training', { tid: privateTid, password: 'pw123' })).body.msg).toBe('You have already registered for this training');
    expect((await call(t, alice, 'GET', `/api/get-training-access?tid=${privateTid}`)).body.data).toEqual({ access: true });

    // the private problem opens through the training only
    expect((await call(t, alice, 'GET', '/api/get-problem-detail?problemId=1002')).code).toBe(404);
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=1002&tid=${privateTid}`)).body.data.problem.problemId).toBe('1002');
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=1000&tid=${privateTid}`)).code).toBe(404);
    expect((await call(t, alice, 'GET', `/api/get-full-screen-problem-list?tid=${privateTid}`)).body.data).toEqual([{ id: spj.id, problemId: '1002', title: spj.title, status: -10, score: null }]);
    const list = await call(t, alice, 'GET', `/api/get-training-problem-list?tid=${privateTid}`);
    expect(list.body.data).toEqual([expect.objectContaining({ pid: spj.id, problemId: '1002', myStatus: -10, tags: expect.any(Array) })]);
    // the author sees it without registering; bob still does not
    expect((await call(t, root, 'GET', `/api/get-training-access?tid=${privateTid}`)).body.data).toEqual({ access: true });
    expect((await call(t, bob, 'POST', '/api/submit-problem-judge', { pid: spj.id, tid: privateTid, language: 'Python3', code: AC })).code).toBe(403);
    // a problem outside the training cannot be submitted in it
    expect((await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, tid: privateTid, language: 'Python3', code: AC })).body.msg).toBe('The problem is not in this training');
  });

  it('counts submissions made in the training toward progress and rank; real names for its admins only', async () => {
    const ok = await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, tid: publicTid, language: 'Python3', code: AC });
    expect(ok.code).toBe(200);
    expect(ok.body.data.tid).toBe(publicTid);
    const verdict = await verdictOf(t, alice, ok.body.data.submitId);
    expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
    const wrong = await call(t, bob, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, tid: publicTid, language: 'Python3', code: 'print(0)\n' });
    expect((await verdictOf(t, bob, wrong.body.data.submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);
    // a submission outside the training does not count in it
    const outside = await call(t, root, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, language: 'Python3', code: AC });
    await verdictOf(t, root, outside.body.data.submitId);

    expect((await call(t, alice, 'GET', '/api/get-training-list?keyword=warm')).body.data.records[0]).toMatchObject({ acCount: 1, problemCount: 1 });
    expect((await call(t, alice, 'GET', `/api/get-training-detail?tid=${publicTid}`)).body.data.acCount).toBe(1);
    expect((await call(t, alice, 'GET', `/api/get-training-problem-list?tid=${publicTid}`)).body.data[0].myStatus).toBe(JudgeStatus.ACCEPTED);
    expect((await call(t, bob, 'GET', `/api/get-training-problem-list?tid=${publicTid}`)).body.data[0].myStatus).toBe(JudgeStatus.WRONG_ANSWER);

    const seenByBob = await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}`);
    expect(seenByBob.body.data).toMatchObject({ total: 2, size: 30 });
    expect(seenByBob.body.data.records.map((r: { username: string }) => r.username)).toEqual(['alice', 'bob']);
    expect(seenByBob.body.data.records[0]).toMatchObject({ rank: 1, ac: 1, totalRunTime: verdict.time, school: 'MIT', gender: 'female', realname: null, submissionInfo: { 1000: { status: 0, runTime: verdict.time } } });
    expect(seenByBob.body.data.records[1]).toMatchObject({ rank: 2, ac: 0, totalRunTime: 0, submissionInfo: { 1000: { status: JudgeStatus.WRONG_ANSWER } } });
    // the author (tadmin) and the super admin see real names; a search keeps the rank numbers
    expect((await call(t, admin, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.records[0].realname).toBe('Alice Real');
    expect((await call(t, root, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.records[0].realname).toBe('Alice Real');
    // an admin who did not write the training is no training admin: no real names
    const problemAdmin = await login(t, 'tproblem', 'secret1', '10.0.1.6');
    expect((await call(t, problemAdmin, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.records[0].realname).toBeNull();
    expect((await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}&keyword=bo`)).body.data).toMatchObject({ total: 1, records: [{ rank: 2, username: 'bob' }] });
    // currentPage and limit: the second page of one is bob's, still numbered 2
    const rankPage = (await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}&limit=1&currentPage=2`)).body.data;
    expect(rankPage).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(rankPage.records.map((r: { rank: number; username: string }) => [r.rank, r.username])).toEqual([[2, 'bob']]);
    expect((await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}&limit=1`)).body.data.records.map((r: { username: string }) => r.username)).toEqual(['alice']);
    expect((await call(t, alice, 'GET', `/api/get-full-screen-problem-list?tid=${publicTid}`)).body.data).toEqual([{ id: aplusb.id, problemId: '1000', title: aplusb.title, status: 0, score: null }]);
  });

  it("keeps the training's rankShowName and sends the rank the names it needs, real names to its admins only", async () => {
    await t.site.container.get(SQL_RUNNER).run("update user_info set nickname = 'Ali' where username = 'alice'");
    const setShowName = async (rankShowName: string) => {
      const got = (await call(t, admin, 'GET', `/api/admin/training?tid=${publicTid}`)).body.data.training;
      return call(t, admin, 'PUT', '/api/admin/training', { training: { ...got, rankShowName }, trainingCategory: { id: categoryId } });
    };
    expect((await setShowName('email')).body.msg).toBe('The rank show name must be username, nickname or realname');
    expect((await setShowName('nickname')).code).toBe(200);
    expect((await call(t, bob, 'GET', `/api/get-training-detail?tid=${publicTid}`)).body.data.rankShowName).toBe('nickname');
    expect((await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.records[0]).toMatchObject({ username: 'alice', nickname: 'Ali', realname: null });
    expect((await setShowName('realname')).code).toBe(200);
    expect((await call(t, bob, 'GET', `/api/get-training-detail?tid=${publicTid}`)).body.data.rankShowName).toBe('realname');
    // 'realname' opens no real name to others: the page falls back to the username for them
    expect((await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.records[0].realname).toBeNull();
    expect((await call(t, admin, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.records[0].realname).toBe('Alice Real');
    expect((await setShowName('username')).code).toBe(200);
  });

  it("takes the list's and the rank's page sizes from the plugin's settings, at once", async () => {
    const info = await call(t, root, 'GET', '/api/admin/switch/info');
    expect(info.body.data.pluginSettings.trainings.map((s: { key: string; value: number; label: string }) => [s.key, s.value, s.label])).toEqual([
      ['listPageSize', 15, 'Trainings per page in the training list'],
      ['rankPageSize', 30, 'Users per page in a training rank'],
    ]);
    const save = (values: unknown) => call(t, root, 'PUT', '/api/admin/switch/update', { pluginSettings: { trainings: values } });
    expect(await save({ listPageSize: 1 })).toMatchObject({ code: 400, body: { msg: 'The setting trainings.listPageSize must be an integer from 5 to 100' } });
    expect((await save({ rankPageSize: 'all' })).body.msg).toBe('The setting trainings.rankPageSize must be an integer');
    expect((await call(t, admin, 'PUT', '/api/admin/switch/update', { pluginSettings: { trainings: { listPageSize: 5 } } })).code).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/get-training-list')).body.data.size).toBe(15);

    expect((await save({ listPageSize: 5, rankPageSize: 1 })).code).toBe(400);
    expect((await save({ listPageSize: 5, rankPageSize: 10 })).code).toBe(200);
    expect((await call(t, undefined, 'GET', '/api/get-training-list')).body.data).toMatchObject({ size: 5, total: 2 });
    expect((await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data).toMatchObject({ size: 10, total: 2 });
    // a call that names its own size keeps it
    expect((await call(t, undefined, 'GET', '/api/get-training-list?limit=15')).body.data.size).toBe(15);
    expect((await save({ listPageSize: 15, rankPageSize: 30 })).code).toBe(200);
    expect((await call(t, bob, 'GET', `/api/get-training-rank?tid=${publicTid}`)).body.data.size).toBe(30);
  });

  it('answers No Access while switched off, keeps the data, and comes back without a restart', async () => {
    const off = await call(t, root, 'PUT', '/api/admin/switch/update', { plugins: { trainings: false } });
    expect(off.code).toBe(200);
    const list = await call(t, alice, 'GET', '/api/get-training-list');
    expect(list.code).toBe(403);
    expect(list.body.msg).toBe('No Access, there is no open training area');
    const zh = await fetch(`${t.url}/api/get-training-list?l=zh-CN`, { headers: { authorization: alice.token } });
    expect([zh.status, (await json(zh)).msg]).toEqual([403, '无权访问，当前没有开放的训练区']);
    expect((await call(t, root, 'GET', '/api/admin/training/get-training-list')).code).toBe(403);
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=1002&tid=${privateTid}`)).code).toBe(404);
    expect((await call(t, alice, 'POST', '/api/submit-problem-judge', { pid: aplusb.id, tid: publicTid, language: 'Python3', code: AC })).code).toBe(404);

    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { plugins: { trainings: true } })).code).toBe(200);
    expect((await call(t, alice, 'GET', '/api/get-training-list')).body.data.total).toBe(2);
    expect((await call(t, alice, 'GET', `/api/get-training-access?tid=${privateTid}`)).body.data).toEqual({ access: true });
    expect((await call(t, alice, 'GET', `/api/get-problem-detail?problemId=1002&tid=${privateTid}`)).code).toBe(200);
  });

  it("leaves a deleted category's trainings without a category", async () => {
    const category = await call(t, root, 'POST', '/api/admin/training/category', { name: 'Short-lived', color: '#123456' });
    const made = await call(t, root, 'POST', '/api/admin/training', { training: { rank: 5, title: 'Orphan', description: 'd', auth: 'Public' }, trainingCategory: { id: category.body.data.id } });
    expect(made.code).toBe(200);
    const tid = made.body.data.id;
    expect((await call(t, alice, 'GET', `/api/get-training-detail?tid=${tid}`)).body.data.categoryName).toBe('Short-lived');
    expect((await call(t, root, 'DELETE', `/api/admin/training/category?cid=${category.body.data.id}`)).code).toBe(200);
    const detail = (await call(t, alice, 'GET', `/api/get-training-detail?tid=${tid}`)).body.data;
    expect(detail).toMatchObject({ title: 'Orphan', categoryName: null });
    expect((await call(t, root, 'DELETE', `/api/admin/training?tid=${tid}`)).code).toBe(200);
  });

  it('speaks zh-CN too', async () => {
    const zh = async (client: Client, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${t.url}${path}${path.includes('?') ? '&' : '?'}l=zh-CN`, { method, headers: { 'content-type': 'application/json', authorization: client.token }, body: body === undefined ? undefined : JSON.stringify(body) });
      return json(res);
    };
    expect((await zh(bob, 'POST', '/api/register-training', { tid: privateTid })).msg).toBe('请输入训练密码');
    const made = await zh(admin, 'POST', '/api/admin/training', { training: { title: '练习', description: '只给成员', auth: 'Private', privatePwd: 'zh-secret', rank: 9 }, trainingCategory: { id: categoryId } });
    expect(made.msg).toBe('创建成功');
    const tid = (made.data as { id: number }).id;
    expect((await zh(admin, 'PUT', '/api/admin/training', { training: { id: tid, title: '练习二', description: '只给成员', auth: 'Private', privatePwd: 'zh-secret', rank: 9 }, trainingCategory: { id: categoryId } })).msg).toBe('修改成功');
    expect((await zh(bob, 'POST', '/api/register-training', { tid, password: 'zh-wrong' })).msg).toBe('训练密码错误，请重新输入！');
    expect((await zh(bob, 'POST', '/api/register-training', { tid, password: 'zh-secret' })).msg).toBe('注册训练成功');
    expect((await zh(root, 'DELETE', `/api/admin/training?tid=${tid}`)).msg).toBe('删除成功');
  });
});
