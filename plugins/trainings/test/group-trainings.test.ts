import { definePlugin, EXTENSION_POINTS, JudgeStatus, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type PluginManifest, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { hostileRequests, operationsOf } from '../../../web/server/testing/hostile-input';
import { json } from '../../../web/server/testing/http';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import trainings from '../src/index';
import { TRAINING_POINTS, type GroupRole, type TrainingGidScope } from '../src/training-extension-points';

// Group trainings (issue 22; 03 §2 Training tab, §5 training form, §6, §7 Trainings): every /api/group/*training*
// call with who is refused (guest, outsider, applicant, member, group admin, group root, site admin, super admin),
// no gid training in the site's lists, details, rank, problem and submission contexts for users without a role
// in the group, and the site without groups (no filler: every gid training hidden, every group call 404).

jest.setTimeout(240_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

/**
 * The contract's role rule over group_info / group_member, for this test only while the groups plugin does not
 * fill `trainings.gidScope` itself (it is built in parallel); with its filler present the test uses that one.
 */
function testGroupScope(): PluginManifest {
  const byAuth: Record<number, GroupRole> = { 5: 'root', 4: 'admin', 3: 'member' };
  return definePlugin({
    id: 'test-group-scope',
    requires: ['trainings'],
    extensions: {
      [TRAINING_POINTS.gidScope]: [{
        id: 'test-groups',
        async role({ gid, user, get }) {
          if (!user) return undefined;
          const sql = get(SQL_RUNNER);
          if (!(await sql.all('select 1 from group_info where id = ?', [gid])).length) return undefined;
          if (user.roles.includes('root')) return 'root';
          const [row] = await sql.all<{ auth: number }>('select auth from group_member where gid = ? and uid = ?', [gid, user.uid]);
          return row ? byAuth[row.auth] : undefined;
        },
      } satisfies TrainingGidScope],
    },
  });
}

const ids = (page: { records: Array<{ id: number }> }) => page.records.map((r) => r.id);

describe('group trainings', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let usedFiller: 'groups' | 'test';
  const c: Record<string, Client> = {};
  let ga: number;
  let gb: number;
  let categoryId: number;
  let aplusb: number;
  let groupProblem: number;
  let otherGroupProblem: number;
  /** gadmin's public training, the owner's private one, gadmin's hidden one. */
  let tid: number;
  let privateTid: number;
  let hiddenTid: number;
  let siteTid: number;

  beforeAll(async () => {
    const groups = await pluginFromSource('groups');
    const fills = Boolean(groups?.extensions?.[TRAINING_POINTS.gidScope]);
    usedFiller = fills ? 'groups' : 'test';
    const plugins = [trainings, ...(groups ? [groups] : []), ...(fills ? [] : [testGroupScope()])];
    // no judge: a submission's verdict is written below (what is tested is who may submit in the training and what counts)
    t = await startTestSite({ SEED_PROBLEMS: 'true' }, undefined, plugins);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    sql = t.site.container.get(SQL_RUNNER);
    const people: Array<[string, string[] | undefined]> = [
      ['sroot', ['root']], ['sadmin', ['admin']], ['owner', undefined], ['gadmin', undefined], ['gadmin2', undefined], ['member', undefined], ['applicant', undefined], ['refused', undefined], ['outsider', undefined],
    ];
    for (const [name, roles] of people) await createUser(t, name, 'secret1', roles as never);
    let ip = 10;
    for (const [name] of people) c[name] = await login(t, name, 'secret1', `10.0.2.${ip++}`);
    const uid = async (username: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [username]))[0].uid;
    // the groups plugin's tables (its migration 0001), rows written here until its API is there
    const group = async (name: string, short: string, owner: string) => {
      const [row] = await sql.all<{ id: string }>(
        "insert into group_info (name, short_name, brief, description, owner, uid, auth) values (?, ?, 'brief', 'desc', ?, ?, 1) returning id",
        [name, short, owner, await uid(owner)],
      );
      return Number(row.id);
    };
    ga = await group('Class A', 'classa', 'owner');
    gb = await group('Class B', 'classb', 'outsider');
    const members: Array<[number, string, number]> = [[ga, 'owner', 5], [ga, 'gadmin', 4], [ga, 'gadmin2', 4], [ga, 'member', 3], [ga, 'applicant', 1], [ga, 'refused', 2], [gb, 'outsider', 5]];
    for (const [gid, name, auth] of members) await sql.run('insert into group_member (gid, uid, auth) values (?, ?, ?)', [gid, await uid(name), auth]);
    const pid = async (problemId: string) => Number((await sql.all<{ id: string }>('select id from problem where problem_id = ?', [problemId]))[0].id);
    aplusb = await pid('1000');
    // two sample problems become group problems (a group problem: is_group, gid, display id prefixed with the short name)
    groupProblem = await pid('1001');
    otherGroupProblem = await pid('1003');
    await sql.run("update problem set is_group = true, gid = ?, problem_id = 'classa1001', auth = 2 where id = ?", [ga, groupProblem]);
    await sql.run("update problem set is_group = true, gid = ?, problem_id = 'classb1003', auth = 2 where id = ?", [gb, otherGroupProblem]);
    const category = await call(t, c.sadmin, 'POST', '/api/admin/training/category', { name: 'Basics', color: '#ff0000' });
    categoryId = category.body.data.id;
    siteTid = (await call(t, c.sadmin, 'POST', '/api/admin/training', { training: { title: 'Site', description: 'd' }, trainingCategory: { id: categoryId } })).body.data.id;
  });
  afterAll(() => t?.close());

  it('declares trainings.gidScope and fills the group page tabs', () => {
    const points = t.site.container.get(EXTENSION_POINTS);
    expect(points.get(TRAINING_POINTS.gidScope)).toBeDefined();
    expect(points.get(TRAINING_POINTS.gidScope)?.list().length).toBeGreaterThan(0);
    expect(points.get('groups.tabs')?.list()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'training', path: 'training', labelKey: 'training.groupTab', order: 30 })]));
  });

  it('lets group admins create trainings by the form rules; members are refused, anyone without a role gets 404', async () => {
    const form = { gid: ga, title: 'Homework 1', description: 'Week one', auth: 'Public' };
    const post = (who: Client | undefined, training: Record<string, unknown>, trainingCategory: Record<string, unknown> | undefined = { id: categoryId }) =>
      call(t, who, 'POST', '/api/group/training', { training, trainingCategory });
    expect((await post(c.gadmin, { ...form, title: ' ' })).body.msg).toBe('title is required');
    expect((await post(c.gadmin, { ...form, description: '' })).body.msg).toBe('description is required');
    expect((await post(c.gadmin, { ...form, rank: 2147483648 })).body.msg).toBe('The rank must be an integer from 0 to 2147483647');
    expect((await post(c.gadmin, { ...form, rank: -1 })).body.msg).toBe('The rank must be an integer from 0 to 2147483647');
    expect((await post(c.gadmin, { ...form, auth: 'Private' })).body.msg).toBe('A private training needs a password');
    expect((await post(c.gadmin, form, {})).body.msg).toBe('category is required');
    const created = await post(c.gadmin, form);
    expect(created).toMatchObject({ code: 200, body: { msg: 'Create Successfully', data: { gid: ga, author: 'gadmin', rank: 1000, auth: 'Public' } } });
    tid = created.body.data.id;
    privateTid = (await post(c.owner, { ...form, title: 'Exam prep', auth: 'Private', privatePwd: 'pw123', rank: 2 })).body.data.id;
    hiddenTid = (await post(c.gadmin, { ...form, title: 'Draft', status: false, rank: 3 })).body.data.id;

    // who is refused: a member 403; the applicant, the refused, an outsider, a site admin 404; a guest 401; the super admin creates
    expect((await post(c.member, form)).code).toBe(403);
    for (const who of [c.applicant, c.refused, c.outsider, c.sadmin]) expect((await post(who, form)).code).toBe(404);
    expect((await post(undefined, form)).code).toBe(401);
    expect((await post(c.gadmin, { ...form, gid: 999999 })).code).toBe(404);
    const byRoot = await post(c.sroot, { ...form, title: 'From the super admin', rank: 900 });
    expect(byRoot.body.data).toMatchObject({ gid: ga, author: 'sroot' });

    // a new category of the group by name; the group's categories are its own
    const withNew = await post(c.gadmin, { ...form, title: 'Graphs week' }, { name: 'Homework', color: '#00ff00' });
    expect(withNew.code).toBe(200);
    const cats = await call(t, c.member, 'GET', `/api/get-training-category?gid=${ga}`);
    const homework = cats.body.data.find((x: { name: string }) => x.name === 'Homework');
    expect(homework).toMatchObject({ gid: ga, color: '#00ff00' });
    expect(cats.body.data.map((x: { id: number }) => x.id)).toContain(categoryId);
    expect((await call(t, undefined, 'GET', '/api/get-training-category')).body.data.map((x: { id: number }) => x.id)).toEqual([categoryId]);
    expect((await call(t, c.outsider, 'GET', `/api/get-training-category?gid=${ga}`)).code).toBe(404);
    // group B cannot use group A's category
    const inB = await post(c.outsider, { ...form, gid: gb }, { id: homework.id });
    expect(inB).toMatchObject({ code: 400, body: { msg: 'The training category does not exist' } });
    await call(t, c.sroot, 'DELETE', `/api/group/training?tid=${withNew.body.data.id}`);
    await call(t, c.sroot, 'DELETE', `/api/group/training?tid=${byRoot.body.data.id}`);
  });

  it("lists the group's trainings to its members only, and never in the site's lists", async () => {
    const list = (who: Client | undefined, gid = ga) => call(t, who, 'GET', `/api/group/get-training-list?gid=${gid}`);
    const forMember = await list(c.member);
    expect(forMember.body.data).toMatchObject({ total: 2, size: 10 });
    expect(ids(forMember.body.data)).toEqual([privateTid, tid]);
    expect(forMember.body.data.records[0]).toMatchObject({ gid: ga, categoryName: 'Basics', problemCount: 0, acCount: 0 });
    for (const who of [c.gadmin, c.owner, c.sroot]) expect(ids((await list(who)).body.data)).toEqual([privateTid, tid]);
    for (const who of [c.applicant, c.refused, c.outsider, c.sadmin]) expect((await list(who)).code).toBe(404);
    expect((await list(undefined)).code).toBe(401);
    expect((await call(t, c.gadmin, 'GET', '/api/group/get-training-list?gid=x')).code).toBe(400);

    const admin = (who: Client | undefined) => call(t, who, 'GET', `/api/group/get-admin-training-list?gid=${ga}`);
    expect(ids((await admin(c.gadmin)).body.data)).toEqual([privateTid, hiddenTid, tid]);
    expect(ids((await admin(c.sroot)).body.data)).toEqual([privateTid, hiddenTid, tid]);
    expect((await admin(c.member)).code).toBe(403);
    for (const who of [c.applicant, c.outsider, c.sadmin]) expect((await admin(who)).code).toBe(404);

    // the site's public and admin lists hold the site's trainings only, for everyone
    for (const who of [undefined, c.member, c.owner, c.sroot]) expect(ids((await call(t, who, 'GET', '/api/get-training-list')).body.data)).toEqual([siteTid]);
    expect(ids((await call(t, c.sroot, 'GET', '/api/admin/training/get-training-list')).body.data)).toEqual([siteTid]);
    expect(ids((await call(t, c.sroot, 'GET', `/api/get-training-list?keyword=${tid}`)).body.data)).toEqual([]);
    // the site's admin calls do not reach a group training
    expect((await call(t, c.sroot, 'GET', `/api/admin/training?tid=${tid}`)).code).toBe(404);
    expect((await call(t, c.sroot, 'PUT', `/api/admin/training/change-training-status?tid=${tid}&status=false`)).code).toBe(404);
    expect((await call(t, c.sroot, 'DELETE', `/api/admin/training?tid=${tid}`)).code).toBe(404);
  });

  it('lets the group root edit, hide and delete any group training and a group admin only their own', async () => {
    const get = (who: Client | undefined, id: number) => call(t, who, 'GET', `/api/group/training?tid=${id}`);
    expect((await get(c.gadmin, tid)).body.data).toMatchObject({ training: { id: tid, author: 'gadmin', gid: ga }, trainingCategory: { id: categoryId } });
    expect((await get(c.owner, privateTid)).body.data.training.privatePwd).toBe('pw123');
    expect((await get(c.owner, tid)).code).toBe(200);
    expect((await get(c.sroot, tid)).code).toBe(200);
    expect((await get(c.gadmin, privateTid)).code).toBe(403);
    expect((await get(c.gadmin2, tid)).code).toBe(403);
    expect((await get(c.member, tid)).code).toBe(403);
    for (const who of [c.applicant, c.outsider, c.sadmin]) expect((await get(who, tid)).code).toBe(404);
    expect((await get(undefined, tid)).code).toBe(401);
    // a site training is not a group's
    expect((await get(c.sroot, siteTid)).code).toBe(404);

    const training = (await get(c.gadmin, tid)).body.data.training;
    const put = (who: Client, changes: Record<string, unknown>) => call(t, who, 'PUT', '/api/group/training', { training: { ...training, ...changes }, trainingCategory: { id: categoryId } });
    expect((await put(c.gadmin2, { title: 'Taken' })).code).toBe(403);
    expect((await put(c.member, { title: 'Taken' })).code).toBe(403);
    expect((await put(c.outsider, { title: 'Taken' })).code).toBe(404);
    expect((await put(c.gadmin, { title: '' })).body.msg).toBe('title is required');
    expect((await put(c.gadmin, { title: 'Homework 1!', gid: gb })).body.msg).toBe('Update Successfully');
    expect((await put(c.owner, { description: 'Week one, again' })).code).toBe(200);
    expect((await get(c.gadmin, tid)).body.data.training).toMatchObject({ title: 'Homework 1', description: 'Week one, again', gid: ga });

    const status = (who: Client, id: number, on: boolean) => call(t, who, 'PUT', `/api/group/change-training-status?tid=${id}&status=${on}`);
    expect((await status(c.gadmin2, tid, false)).code).toBe(403);
    expect((await status(c.member, tid, false)).code).toBe(403);
    expect((await status(c.outsider, tid, false)).code).toBe(404);
    expect((await status(c.gadmin, hiddenTid, true)).code).toBe(200);
    expect((await status(c.owner, hiddenTid, false)).code).toBe(200);

    const doomed = (await call(t, c.gadmin, 'POST', '/api/group/training', { training: { gid: ga, title: 'Doomed', description: 'd' }, trainingCategory: { id: categoryId } })).body.data.id;
    const del = (who: Client | undefined, id: number) => call(t, who, 'DELETE', `/api/group/training?tid=${id}`);
    expect((await del(c.gadmin2, doomed)).code).toBe(403);
    expect((await del(c.member, doomed)).code).toBe(403);
    for (const who of [c.applicant, c.outsider, c.sadmin]) expect((await del(who, doomed)).code).toBe(404);
    expect((await del(c.gadmin, doomed)).body.msg).toBe('Delete successfully');
    const doomed2 = (await call(t, c.gadmin, 'POST', '/api/group/training', { training: { gid: ga, title: 'Doomed 2', description: 'd' }, trainingCategory: { id: categoryId } })).body.data.id;
    expect((await del(c.owner, doomed2)).code).toBe(200);
    expect((await get(c.owner, doomed2)).code).toBe(404);
  });

  it("arranges a group training's problems: public ones, the group's own by problem id; another group's only removed", async () => {
    const problems = (who: Client | undefined, queryExisted: boolean, id = tid) => call(t, who, 'GET', `/api/group/get-training-problem-list?tid=${id}&queryExisted=${queryExisted}&limit=50`);
    const candidates = (await problems(c.gadmin, false)).body.data.problemList.records.map((p: { pid: number }) => p.pid);
    expect(candidates).toContain(aplusb);
    expect(candidates).not.toContain(groupProblem);
    expect(candidates).not.toContain(otherGroupProblem);

    const fromPublic = (who: Client | undefined, pid: number, id = tid) => call(t, who, 'POST', '/api/group/add-training-problem-from-public', { pid, tid: id, displayId: 'A' });
    expect((await fromPublic(c.member, aplusb)).code).toBe(403);
    for (const who of [c.applicant, c.outsider, c.sadmin]) expect((await fromPublic(who, aplusb)).code).toBe(404);
    expect((await fromPublic(c.gadmin2, aplusb)).code).toBe(403);
    expect((await fromPublic(c.gadmin, groupProblem)).body.msg).toBe('The problem does not exist or is not public');
    expect((await fromPublic(c.gadmin, aplusb)).body.msg).toBe('Add Successfully');
    expect((await fromPublic(c.gadmin, aplusb)).body.msg).toBe('The problem is already in this training');

    const fromGroup = (who: Client | undefined, problemId: string, id = tid) => call(t, who, 'POST', `/api/group/add-training-problem-from-group?problemId=${problemId}&tid=${id}`);
    expect((await fromGroup(c.member, 'classa1001')).code).toBe(403);
    expect((await fromGroup(c.outsider, 'classa1001')).code).toBe(404);
    expect((await fromGroup(c.gadmin, 'classb1003')).body.msg).toBe('The problem does not exist in this group');
    expect((await fromGroup(c.gadmin, '1000')).code).toBe(404);
    expect((await fromGroup(c.gadmin, 'CLASSA1001')).body.msg).toBe('Add Successfully');
    expect((await fromGroup(c.owner, 'classa1001', privateTid)).code).toBe(200);
    expect((await fromGroup(c.gadmin, '')).code).toBe(400);

    // a problem of another group that is in the list (added before it moved) can only be removed
    await sql.run('insert into training_problem (tid, pid, rank) values (?, ?, 99)', [tid, otherGroupProblem]);
    const existing = (await problems(c.gadmin, true)).body.data;
    expect(existing.problemList.records.map((p: { pid: number }) => p.pid)).toEqual([aplusb, groupProblem, otherGroupProblem]);
    expect(existing.trainingProblemMap[groupProblem]).toMatchObject({ displayId: 'classa1001' });
    expect((await problems(c.member, true)).code).toBe(403);
    expect((await problems(c.outsider, true)).code).toBe(404);
    const remove = (who: Client, pid: number) => call(t, who, 'DELETE', `/api/group/training-problem?tid=${tid}&pid=${pid}`);
    expect((await remove(c.gadmin2, otherGroupProblem)).code).toBe(403);
    expect((await remove(c.outsider, otherGroupProblem)).code).toBe(404);
    expect((await remove(c.gadmin, otherGroupProblem)).body.msg).toBe('Delete successfully');
    expect((await remove(c.gadmin, otherGroupProblem)).code).toBe(404);

    const move = (who: Client, rank: number) => call(t, who, 'PUT', '/api/group/training-problem', { tid, pid: groupProblem, rank, displayId: 'B' });
    expect((await move(c.member, 0)).code).toBe(403);
    expect((await move(c.outsider, 0)).code).toBe(404);
    expect((await move(c.gadmin, 0)).body.msg).toBe('Update Successfully');
    expect((await problems(c.owner, true)).body.data.problemList.records.map((p: { pid: number; displayId: string }) => [p.pid, p.displayId])).toEqual([[groupProblem, 'B'], [aplusb, 'A']]);
  });

  it('opens details, problems, rank, problem and submission contexts of a group training to its members only', async () => {
    const detail = (who: Client | undefined, id = tid) => call(t, who, 'GET', `/api/get-training-detail?tid=${id}`);
    expect((await detail(c.member)).body.data).toMatchObject({ id: tid, gid: ga, categoryName: 'Basics', problemCount: 2 });
    expect((await detail(c.sroot)).code).toBe(200);
    for (const who of [c.applicant, c.refused, c.outsider, c.sadmin]) expect((await detail(who)).code).toBe(404);
    expect((await detail(undefined)).code).toBe(401);
    // a hidden one: the group's admins only
    expect((await detail(c.member, hiddenTid)).code).toBe(404);
    expect((await detail(c.gadmin2, hiddenTid)).code).toBe(200);

    for (const path of [`/api/get-training-problem-list?tid=${tid}`, `/api/get-training-rank?tid=${tid}`, `/api/get-training-access?tid=${tid}`]) {
      for (const who of [c.applicant, c.outsider, c.sadmin]) expect([path, (await call(t, who, 'GET', path)).code]).toEqual([path, 404]);
      expect([path, (await call(t, c.member, 'GET', path)).code]).toEqual([path, 200]);
    }
    const list = (await call(t, c.member, 'GET', `/api/get-training-problem-list?tid=${tid}`)).body.data;
    expect(list.map((p: { pid: number }) => p.pid)).toEqual([groupProblem, aplusb]);

    // the group's private problem opens through the training to members only
    const problem = (who: Client | undefined, id = tid) => call(t, who, 'GET', `/api/get-problem-detail?problemId=classa1001&tid=${id}`);
    expect((await problem(c.member)).body.data.problem.id).toBe(groupProblem);
    for (const who of [c.applicant, c.outsider, c.sadmin]) expect((await problem(who)).code).toBe(404);

    // a private group training: its password for members; an outsider is not even told it exists
    const register = (who: Client) => call(t, who, 'POST', '/api/register-training', { tid: privateTid, password: 'pw123' });
    expect((await register(c.outsider)).code).toBe(404);
    expect((await call(t, c.member, 'GET', `/api/get-training-problem-list?tid=${privateTid}`)).code).toBe(403);
    expect((await call(t, c.owner, 'GET', `/api/get-training-problem-list?tid=${privateTid}`)).code).toBe(200);
    expect((await register(c.member)).body.msg).toBe('Register training successfully');
    expect((await call(t, c.member, 'GET', `/api/get-training-problem-list?tid=${privateTid}`)).code).toBe(200);

    // submissions in the training: members; the others are refused and count nowhere
    const submit = (who: Client) => call(t, who, 'POST', '/api/submit-problem-judge', { pid: aplusb, tid, language: 'Python3', code: AC });
    for (const who of [c.outsider, c.applicant, c.sadmin]) expect((await submit(who)).code).toBe(404);
    const ok = await submit(c.member);
    expect(ok.code).toBe(200);
    expect((await sql.all<{ tid: string }>('select tid from submission where submit_id = ?', [ok.body.data.submitId]))[0].tid).toBe(String(tid));
    await sql.run('update submission set status = ?, time = 15 where submit_id = ?', [JudgeStatus.ACCEPTED, ok.body.data.submitId]);
    await sql.run("update user_info set realname = 'Member Real' where username = 'member'");
    const progress = (await call(t, c.member, 'GET', `/api/group/get-training-list?gid=${ga}`)).body.data.records.find((r: { id: number }) => r.id === tid);
    expect(progress).toMatchObject({ acCount: 1, problemCount: 2 });
    // the rank: real names for the training's admins (its author, the group root), not for members
    const rank = (who: Client) => call(t, who, 'GET', `/api/get-training-rank?tid=${tid}`);
    expect((await rank(c.member)).body.data.records).toEqual([expect.objectContaining({ username: 'member', ac: 1, realname: null })]);
    expect((await rank(c.owner)).body.data.records[0].realname).toBe('Member Real');
    expect((await rank(c.gadmin)).body.data.records[0].realname).toBe('Member Real');
    expect((await rank(c.gadmin2)).body.data.records[0].realname).toBeNull();
    expect((await call(t, c.outsider, 'GET', `/api/get-training-rank?tid=${tid}`)).code).toBe(404);
  });

  it("keeps a disbanded group's trainings for the super admin only", async () => {
    const inB = await call(t, c.outsider, 'POST', '/api/group/training', { training: { gid: gb, title: 'Class B week 1', description: 'd' }, trainingCategory: { id: categoryId } });
    expect(inB.code).toBe(200);
    const detail = (who: Client) => call(t, who, 'GET', `/api/get-training-detail?tid=${inB.body.data.id}`);
    expect((await detail(c.outsider)).code).toBe(200);
    expect((await detail(c.member)).code).toBe(404);
    // disbanded: the group and its members go, the training keeps its gid
    await sql.run('delete from group_info where id = ?', [gb]);
    expect((await detail(c.outsider)).code).toBe(404);
    expect((await detail(c.sadmin)).code).toBe(404);
    expect((await detail(c.sroot)).body.data).toMatchObject({ id: inB.body.data.id, gid: gb });
    expect((await call(t, c.sroot, 'GET', `/api/group/get-training-list?gid=${gb}`)).code).toBe(404);
    expect(ids((await call(t, c.sroot, 'GET', '/api/get-training-list')).body.data)).toEqual([siteTid]);
  });

  it('answers hostile input on the group training calls below 500 (as the route fuzz does for every route)', async () => {
    const ops = operationsOf(await json(await fetch(`${t.url}/api/openapi.json`))).filter((op) => /^\/api\/group\/.*training|^\/api\/get-training-category$/.test(op.path));
    expect(ops.length).toBe(13);
    const failures: string[] = [];
    for (const who of [c.gadmin, c.sroot]) {
      for (const op of ops) {
        for (const request of hostileRequests(op)) {
          const headers: Record<string, string> = { authorization: who.token, ...(request.body ? { 'content-type': request.body.contentType } : {}) };
          const res = await fetch(`${t.url}${op.path}?l=en-US${request.query ? `&${request.query}` : ''}`, { method: op.method, headers, body: request.body?.data });
          const text = await res.text();
          if (res.status >= 500) failures.push(`${who.username} ${op.method} ${op.path} [${request.label}] → ${res.status} ${text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the filler it ran against', () => {
    // 'groups' once the groups plugin fills trainings.gidScope; 'test' while it does not
    expect(['groups', 'test']).toContain(usedFiller);
  });
});

describe('group trainings on a site without groups', () => {
  let t: TestSite;
  let root: Client;

  beforeAll(async () => {
    t = await startTestSite({}, undefined, [trainings]);
    await createUser(t, 'nroot', 'secret1', ['root']);
    root = await login(t, 'nroot', 'secret1', '10.0.3.1');
  });
  afterAll(() => t?.close());

  it('keeps every gid training hidden and answers 404 to every group call', async () => {
    const category = await call(t, root, 'POST', '/api/admin/training/category', { name: 'Basics' });
    const site = await call(t, root, 'POST', '/api/admin/training', { training: { title: 'Site', description: 'd' }, trainingCategory: { id: category.body.data.id } });
    expect(site.code).toBe(200);
    const sql = t.site.container.get(SQL_RUNNER);
    const [row] = await sql.all<{ id: string }>("insert into training (title, description, author, gid) values ('Left by a group', 'd', 'nroot', 7) returning id");
    const gidTid = Number(row.id);
    expect(t.site.container.get(EXTENSION_POINTS).get(TRAINING_POINTS.gidScope)?.list()).toEqual([]);

    expect((await call(t, root, 'GET', '/api/get-training-list')).body.data.records.map((r: { id: number }) => r.id)).toEqual([site.body.data.id]);
    expect((await call(t, root, 'GET', '/api/admin/training/get-training-list')).body.data.total).toBe(1);
    for (const path of [`/api/get-training-detail?tid=${gidTid}`, `/api/get-training-problem-list?tid=${gidTid}`, `/api/get-training-rank?tid=${gidTid}`, `/api/get-training-access?tid=${gidTid}`, `/api/admin/training?tid=${gidTid}`]) {
      expect([path, (await call(t, root, 'GET', path)).code]).toEqual([path, 404]);
    }
    const group = [
      await call(t, root, 'GET', '/api/group/get-training-list?gid=7'),
      await call(t, root, 'GET', '/api/group/get-admin-training-list?gid=7'),
      await call(t, root, 'GET', `/api/group/training?tid=${gidTid}`),
      await call(t, root, 'POST', '/api/group/training', { training: { gid: 7, title: 'x', description: 'd' }, trainingCategory: { id: category.body.data.id } }),
      await call(t, root, 'PUT', '/api/group/training', { training: { id: gidTid, title: 'x', description: 'd' }, trainingCategory: { id: category.body.data.id } }),
      await call(t, root, 'DELETE', `/api/group/training?tid=${gidTid}`),
      await call(t, root, 'PUT', `/api/group/change-training-status?tid=${gidTid}&status=false`),
      await call(t, root, 'GET', `/api/group/get-training-problem-list?tid=${gidTid}&queryExisted=true`),
      await call(t, root, 'PUT', '/api/group/training-problem', { tid: gidTid, pid: 1, rank: 1 }),
      await call(t, root, 'DELETE', `/api/group/training-problem?tid=${gidTid}&pid=1`),
      await call(t, root, 'POST', '/api/group/add-training-problem-from-public', { tid: gidTid, pid: 1 }),
      await call(t, root, 'POST', `/api/group/add-training-problem-from-group?tid=${gidTid}&problemId=x`),
      await call(t, root, 'GET', '/api/get-training-category?gid=7'),
    ];
    expect(group.map((r) => r.code)).toEqual(new Array(group.length).fill(404));
    // a site training is not reached through the group calls either
    expect((await call(t, root, 'GET', `/api/group/training?tid=${site.body.data.id}`)).code).toBe(404);
  });
});
