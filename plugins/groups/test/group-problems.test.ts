import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, SITE_SWITCHES_REPOSITORY } from '@oj/core';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import groups from '../src/index';
import { createGroup } from './group-fixture';

// Group problems, submissions, rank and the admin's examination (issue 22, H3) in a whole site with the embedded
// judge: who may list, read, create, change and submit a group's problems (guest, outsider, applicant, member,
// group admin, group root, site admin, super admin), that no group row leaks into the public lists, searches,
// details or downloads, and that a problem the site admin makes public joins the public bank.
// The group rows are made by SQL (test/group-fixture.ts) until the groups' own HTTP API is merged.

jest.setTimeout(240_000);

const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';

describe('group problems and submissions', () => {
  let t: TestSite;
  let gid: number;
  let otherGid: number;
  const c: Record<string, Client> = {};
  const guest = undefined;
  let pid: number;
  let memberSubmitId: number;

  const problemForm = (problem: Record<string, unknown>) => ({
    problem: { problemId: 'A1', title: 'Class sum', description: 'Add', input: 'a b', output: 'a+b', ...problem },
    samples: [{ input: '1 2\n', output: '3\n' }], isUploadTestCase: false, languages: [{ name: 'Python3' }], tags: [{ name: 'homework' }], codeTemplates: [],
  });
  const codes = async (requests: Array<Promise<{ code: number }>>) => (await Promise.all(requests)).map((r) => r.code);

  beforeAll(async () => {
    t = await startTestSite({ SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-group-problems-test') }, undefined, [groups]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    const users: Array<[string, Array<'root' | 'admin' | 'default_user'>]> = [
      ['gsuper', ['root']], ['gsite', ['admin']], ['gowner', ['default_user']], ['gadmin', ['default_user']], ['gadmin2', ['default_user']],
      ['gmember', ['default_user']], ['gmember2', ['default_user']], ['gapplicant', ['default_user']], ['goutsider', ['default_user']],
    ];
    for (const [name, roles] of users) await createUser(t, name, 'secret1', roles);
    let ip = 1;
    for (const [name] of users) c[name] = await login(t, name, 'secret1', `10.0.7.${ip++}`);
    gid = await createGroup(t, { name: 'Class one', shortName: 'CLASS', owner: 'gowner' }, { gadmin: 4, gadmin2: 4, gmember: 3, gmember2: 3, gapplicant: 1 });
    otherGid = await createGroup(t, { name: 'Class two', shortName: 'OTHER', owner: 'goutsider' }, {});
  });
  afterAll(() => t?.close());

  it('lets the group admins create problems with the short-name prefix and keeps everyone else out', async () => {
    const create = (who: Client | undefined, change: Record<string, unknown> = {}) => call(t, who, 'POST', '/api/group/problem', problemForm({ gid, ...change }));
    expect(await codes([create(guest), create(c.goutsider), create(c.gapplicant), create(c.gmember), create(c.gsite)])).toEqual([401, 403, 403, 403, 403]);
    expect((await create(c.gmember)).body.msg).toBe("Only the group's admins may do this");
    const created = await create(c.gadmin);
    expect(created).toMatchObject({ code: 200, body: { msg: 'Create Successfully', data: { problemId: 'CLASSA1', isGroup: true, gid, author: 'gadmin', applyPublicProgress: null } } });
    pid = created.body.data.id;
    // the super admin is a root of every group
    expect((await create(c.gsuper, { problemId: 'S1', auth: 2 })).body.data.problemId).toBe('CLASSS1');
    expect((await call(t, c.gowner, 'POST', '/api/group/problem', problemForm({ gid: otherGid }))).code).toBe(403);
    // the group's tag was made with the group's gid, never a site tag
    const tags = await call(t, c.gmember, 'GET', `/api/group/get-all-problem-tags?gid=${gid}`);
    expect(tags.body.data).toEqual([expect.objectContaining({ name: 'homework', gid })]);
    expect((await call(t, guest, 'GET', '/api/get-all-problem-tags')).body.data.map((tag: { name: string }) => tag.name)).not.toContain('homework');
    expect(await codes([call(t, c.goutsider, 'GET', `/api/group/get-all-problem-tags?gid=${gid}`), call(t, c.gsite, 'GET', `/api/group/get-all-problem-tags?gid=${gid}`)])).toEqual([403, 403]);
  });

  it('edits: root any problem, an admin only their own; the form reads the id without the prefix', async () => {
    const got = await call(t, c.gadmin, 'GET', `/api/group/problem?pid=${pid}`);
    expect(got.body.data).toMatchObject({ id: pid, problemId: 'A1', shortName: 'CLASS', gid, tags: [{ name: 'homework' }] });
    const get = (who: Client | undefined) => call(t, who, 'GET', `/api/group/problem?pid=${pid}`);
    expect(await codes([get(guest), get(c.goutsider), get(c.gmember), get(c.gadmin2), get(c.gsite), get(c.gowner), get(c.gsuper)])).toEqual([401, 403, 403, 403, 403, 200, 200]);
    expect((await get(c.gadmin2)).body.msg).toBe("Only the group's root or the problem's author may change it");
    const put = await call(t, c.gowner, 'PUT', '/api/group/problem', problemForm({ id: pid, problemId: 'A1', title: 'Class sum!', gid }));
    expect(put.body.data).toMatchObject({ problemId: 'CLASSA1', title: 'Class sum!', author: 'gadmin', gid, isGroup: true });
    expect((await call(t, c.gadmin2, 'PUT', '/api/group/problem', problemForm({ id: pid, gid }))).code).toBe(403);
    // the admin bank is not the way around a group: a site admin does not open it there, the super admin does
    expect((await call(t, c.gsite, 'GET', `/api/admin/problem?pid=${pid}`)).code).toBe(404);
    expect((await call(t, c.gsuper, 'GET', `/api/admin/problem?pid=${pid}`)).code).toBe(200);
    expect((await call(t, c.gsite, 'GET', '/api/admin/problem/get-problem-list?keyword=CLASS')).body.data.total).toBe(0);
    const exported = (who: Client) => fetch(`${t.url}/api/file/export-problem?pid=${pid}`, { headers: { authorization: who.token } }).then((r) => ({ code: r.status }));
    expect(await codes([exported(c.gsite), exported(c.gsuper)])).toEqual([404, 200]);
    // cases and test data: the group's admins
    const cases = (who: Client | undefined) => call(t, who, 'GET', `/api/group/get-problem-cases?pid=${pid}&isUpload=false`);
    expect(await codes([cases(c.gmember), cases(c.goutsider), cases(c.gadmin2)])).toEqual([403, 403, 200]);
    expect((await cases(c.gadmin)).body.data).toEqual([expect.objectContaining({ input: '1 2\n', output: '3\n' })]);
    const download = (who: Client | undefined) => fetch(`${t.url}/api/file/download-testcase?pid=${pid}`, { headers: who ? { authorization: who.token } : {} }).then((r) => ({ code: r.status }));
    expect(await codes([download(guest), download(c.gmember), download(c.goutsider), download(c.gsite), download(c.gadmin), download(c.gsuper)])).toEqual([401, 403, 403, 403, 200, 200]);
  });

  it('lists the public problems to members and all of them to admins; auth changes are the author\'s or root\'s', async () => {
    const list = (who: Client | undefined) => call(t, who, 'GET', `/api/group/get-problem-list?gid=${gid}`);
    expect(await codes([list(guest), list(c.goutsider), list(c.gapplicant), list(c.gsite), list(c.gmember), list(c.gsuper)])).toEqual([401, 403, 403, 403, 200, 200]);
    expect((await list(c.gmember)).body.data).toMatchObject({ total: 1, size: 10, records: [{ pid, problemId: 'CLASSA1', tags: [{ name: 'homework' }] }] });
    const admin = (who: Client | undefined) => call(t, who, 'GET', `/api/group/get-admin-problem-list?gid=${gid}`);
    expect(await codes([admin(c.gmember), admin(c.goutsider), admin(c.gadmin2)])).toEqual([403, 403, 200]);
    expect((await admin(c.gadmin)).body.data.records.map((r: { problemId: string }) => r.problemId).sort()).toEqual(['CLASSA1', 'CLASSS1']);

    expect((await call(t, c.gadmin2, 'PUT', `/api/group/change-problem-auth?pid=${pid}&auth=2`)).code).toBe(403);
    expect((await call(t, c.gadmin, 'PUT', `/api/group/change-problem-auth?pid=${pid}&auth=2`)).code).toBe(200);
    expect((await list(c.gmember)).body.data.total).toBe(0);
    expect((await call(t, c.gmember, 'GET', `/api/get-problem-detail?problemId=CLASSA1&gid=${gid}`)).code).toBe(404);
    expect((await call(t, c.gadmin, 'GET', `/api/get-problem-detail?problemId=CLASSA1&gid=${gid}`)).code).toBe(200);
    expect((await call(t, c.gowner, 'PUT', `/api/group/change-problem-auth?pid=${pid}&auth=1`)).code).toBe(200);
  });

  it('opens a group problem to members only, never in the public bank', async () => {
    const detail = (who: Client | undefined, query: string) => call(t, who, 'GET', `/api/get-problem-detail?problemId=CLASSA1${query}`);
    expect(await codes([detail(guest, `&gid=${gid}`), detail(c.goutsider, `&gid=${gid}`), detail(c.gapplicant, `&gid=${gid}`), detail(c.gsite, `&gid=${gid}`), detail(c.gmember, ''), detail(c.gmember, `&gid=${otherGid}`)])).toEqual([401, 403, 403, 403, 404, 403]);
    const opened = await detail(c.gmember, `&gid=${gid}`);
    expect(opened.body.data).toMatchObject({ problem: { problemId: 'CLASSA1', title: 'Class sum!' }, languages: ['Python3'] });
    expect((await detail(c.gsuper, `&gid=${gid}`)).code).toBe(200);
    const bank = await call(t, c.gmember, 'GET', '/api/get-problem-list?keyword=CLASS');
    expect(bank.body.data.total).toBe(0);
    const full = await call(t, c.gmember, 'GET', `/api/get-full-screen-problem-list?gid=${gid}`);
    expect(full.body.data.map((r: { problemId: string }) => r.problemId)).toEqual(['CLASSA1']);
    expect((await call(t, c.goutsider, 'GET', `/api/get-full-screen-problem-list?gid=${gid}`)).code).toBe(403);
  });

  it('judges a member\'s group submission and keeps group rows out of every public list, detail and search', async () => {
    const submit = (who: Client, body: Record<string, unknown> = {}) => call(t, who, 'POST', '/api/submit-problem-judge', { pid, gid, language: 'Python3', code: AC, ...body });
    // outside the group it is not a public problem; outsiders, applicants and site admins are not members
    expect((await call(t, c.gmember, 'POST', '/api/submit-problem-judge', { pid, language: 'Python3', code: AC })).code).toBe(404);
    expect(await codes([submit(c.goutsider), submit(c.gapplicant), submit(c.gsite)])).toEqual([403, 403, 403]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ openGroupJudge: false });
    const closed = await submit(c.gmember);
    expect(closed).toMatchObject({ code: 403, body: { msg: 'Group judging is switched off on this site for now' } });
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ openGroupJudge: true });

    // a test run of a group problem (type group): its members, like a submission
    const run = (who: Client, type: string) => call(t, who, 'POST', '/api/submit-problem-test-judge', { pid, type, code: AC, language: 'Python3', userInput: '1 2' });
    expect(await codes([run(c.goutsider, 'group'), run(c.gmember, 'public'), run(c.gmember, 'group')])).toEqual([403, 404, 200]);

    const submitted = await submit(c.gmember);
    expect(submitted.body.data).toMatchObject({ gid, displayId: 'CLASSA1' });
    memberSubmitId = submitted.body.data.submitId;
    expect((await verdictOf(t, c.gmember, memberSubmitId)).status).toBe(JudgeStatus.ACCEPTED);
    const wrong = await submit(c.gmember2, { code: WA });
    expect((await verdictOf(t, c.gmember2, wrong.body.data.submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);

    const ids = (r: { body: { data: { records: Array<{ submitId: number }> } } }) => r.body.data.records.map((s) => s.submitId);
    // the public status list, a user's own list and a search by name never show them
    for (const who of [guest, c.gmember, c.gsuper]) expect(ids(await call(t, who, 'GET', '/api/get-submission-list?limit=50'))).not.toContain(memberSubmitId);
    expect(ids(await call(t, c.gmember, 'GET', '/api/get-submission-list?onlyMine=true'))).not.toContain(memberSubmitId);
    expect(ids(await call(t, guest, 'GET', '/api/get-submission-list?username=gmember'))).toEqual([]);
    expect(ids(await call(t, guest, 'GET', '/api/get-submission-list?problemID=CLASSA1'))).toEqual([]);
    // the group's list: members and super admins
    const groupList = (who: Client | undefined) => call(t, who, 'GET', `/api/get-submission-list?gid=${gid}`);
    expect(await codes([groupList(guest), groupList(c.goutsider), groupList(c.gapplicant), groupList(c.gsite), groupList(c.gmember2), groupList(c.gsuper)])).toEqual([401, 403, 403, 403, 200, 200]);
    expect(ids(await groupList(c.gmember2))).toEqual([wrong.body.data.submitId, memberSubmitId]);
    // one row: its detail, cases and status check are the group's too
    const detail = (who: Client | undefined) => call(t, who, 'GET', `/api/get-submission-detail?submitId=${memberSubmitId}`);
    expect(await codes([detail(guest), detail(c.goutsider), detail(c.gsite), detail(c.gmember2), detail(c.gadmin)])).toEqual([401, 404, 404, 200, 200]);
    expect((await detail(c.gadmin)).body.data.submission.code).toBe('');
    expect((await call(t, c.goutsider, 'GET', `/api/get-all-case-result?submitId=${memberSubmitId}`)).code).toBe(404);
    const check = (who: Client | undefined) => call(t, who, 'POST', '/api/check-submissions-status', { submitIds: [memberSubmitId] });
    expect(Object.keys((await check(guest)).body.data)).toEqual([]);
    expect(Object.keys((await check(c.goutsider)).body.data)).toEqual([]);
    expect(Object.keys((await check(c.gmember2)).body.data)).toEqual([String(memberSubmitId)]);

    // the members' marks on the group's list
    const status = await call(t, c.gmember, 'POST', '/api/get-user-problem-status', { pidList: [pid], gid });
    expect(status.body.data[pid]).toMatchObject({ status: JudgeStatus.ACCEPTED });
    expect((await call(t, c.goutsider, 'POST', '/api/get-user-problem-status', { pidList: [pid], gid })).code).toBe(404);
    expect((await call(t, c.gmember2, 'POST', '/api/get-user-problem-status', { pidList: [pid], gid })).body.data[pid]).toMatchObject({ status: JudgeStatus.WRONG_ANSWER });
    expect((await call(t, c.gadmin, 'POST', '/api/get-user-problem-status', { pidList: [pid], gid })).body.data[pid]).toEqual({ status: -10, score: null });
  });

  it('ranks the members over the group\'s problems (ACM and OI), for members and super admins', async () => {
    const rank = (who: Client | undefined, query = '') => call(t, who, 'GET', `/api/get-group-rank-list?gid=${gid}${query}`);
    expect(await codes([rank(guest), rank(c.goutsider), rank(c.gapplicant), rank(c.gsite), rank(c.gmember2), rank(c.gsuper)])).toEqual([401, 403, 403, 403, 200, 200]);
    const acm = (await rank(c.gmember)).body.data;
    expect(acm).toMatchObject({ size: 30, total: 5 });
    expect(acm.records[0]).toMatchObject({ username: 'gmember', ac: 1, total: 1, rating: null, titleName: expect.any(String), avatar: expect.any(String), nickname: expect.any(String) });
    expect(acm.records.map((r: { username: string }) => r.username)).not.toContain('gapplicant');
    const oi = (await rank(c.gmember, '&type=1&searchUser=gmember2')).body.data;
    expect(oi.records).toEqual([expect.objectContaining({ username: 'gmember2', ac: 0, total: 1, score: 0 })]);
  });

  it('lets group admins upload statement files with gid; a group tag in the admin calls is its group\'s root\'s', async () => {
    // the admin area (/api/admin/*) is for the site's staff; of them only the group's admins touch its tags there
    // (a group admin makes group tags through the problem form, as above)
    const tag = (who: Client | undefined, body: Record<string, unknown>) => call(t, who, 'POST', '/api/admin/tag', body);
    expect(await codes([tag(c.gmember, { name: 'loops', gid }), tag(c.gadmin, { name: 'loops', gid }), tag(c.gsite, { name: 'loops', gid })])).toEqual([403, 403, 403]);
    const made = await tag(c.gsuper, { name: 'loops', gid });
    expect(made).toMatchObject({ code: 200, body: { data: { name: 'loops', gid } } });
    expect((await call(t, c.gsite, 'DELETE', `/api/admin/tag?tid=${made.body.data.id}`)).code).toBe(403);
    expect((await call(t, c.gsite, 'PUT', '/api/admin/tag', { id: made.body.data.id, name: 'taken' })).code).toBe(403);
    expect((await call(t, c.gsuper, 'DELETE', `/api/admin/tag?tid=${made.body.data.id}`)).code).toBe(200);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const upload = async (who: Client, query: string) => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
      return (await fetch(`${t.url}/api/file/upload-md-img${query}`, { method: 'POST', headers: { authorization: who.token }, body: form })).status;
    };
    expect([await upload(c.gmember, `?gid=${gid}`), await upload(c.gadmin, ''), await upload(c.gadmin, `?gid=${otherGid}`), await upload(c.gadmin, `?gid=${gid}`)]).toEqual([403, 403, 403, 200]);
    // test data: with gid the group's admins pass the gate (this form has no zip: 'file missing', not 403)
    const testcase = async (who: Client, query: string) => {
      const form = new FormData();
      form.append('note', 'no file');
      return (await fetch(`${t.url}/api/file/upload-testcase-zip${query}`, { method: 'POST', headers: { authorization: who.token }, body: form })).status;
    };
    expect([await testcase(c.gmember, `?gid=${gid}`), await testcase(c.gadmin, ''), await testcase(c.gadmin, `?gid=${otherGid}`), await testcase(c.gadmin, `?gid=${gid}`)]).toEqual([403, 403, 403, 400]);
  });

  it('applies to be public; the site admins examine; a problem made public joins the public bank', async () => {
    const apply = (who: Client | undefined, isApplied: boolean) => call(t, who, 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=${isApplied}`);
    expect(await codes([apply(guest, true), apply(c.gmember, true), apply(c.gadmin2, true)])).toEqual([401, 403, 403]);
    expect((await apply(c.gadmin, false)).body.msg).toBe('The problem is not applying to be public');
    expect((await apply(c.gadmin, true)).body.msg).toBe('Apply Successfully');
    expect((await apply(c.gadmin, false)).code).toBe(200);
    expect((await apply(c.gadmin, true)).code).toBe(200);

    const examine = (who: Client | undefined) => call(t, who, 'GET', '/api/admin/group-problem/list');
    expect(await codes([examine(guest), examine(c.gmember), examine(c.gowner)])).toEqual([401, 403, 403]);
    expect((await examine(c.gsite)).body.data).toMatchObject({ total: 1, records: [{ id: pid, problemId: 'CLASSA1', groupName: 'Class one', applyPublicProgress: 1 }] });
    // the examiners read the statement in the admin bank, but do not change it there
    expect((await call(t, c.gsite, 'GET', `/api/admin/problem?pid=${pid}`)).body.data).toMatchObject({ problemId: 'CLASSA1', gid });
    expect((await call(t, c.gsite, 'DELETE', `/api/admin/problem?pid=${pid}`)).code).toBe(404);
    const progress = (who: Client | undefined, value: number) => call(t, who, 'PUT', '/api/admin/group-problem/change-progress', { pid, progress: value });
    expect(await codes([progress(c.gowner, 2), progress(c.gmember, 2)])).toEqual([403, 403]);
    expect((await progress(c.gsite, 3)).code).toBe(200);
    expect((await call(t, guest, 'GET', '/api/get-problem-list?keyword=CLASS')).body.data.total).toBe(0);
    expect((await progress(c.gsite, 2)).body.msg).toBe('Update Successfully');

    // now in the public bank: listed, opened and submitted by anyone, still its group's problem
    expect((await call(t, guest, 'GET', '/api/get-problem-list?keyword=CLASS')).body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['CLASSA1']);
    expect((await call(t, guest, 'GET', '/api/get-problem-detail?problemId=CLASSA1')).code).toBe(200);
    const outside = await call(t, c.goutsider, 'POST', '/api/submit-problem-judge', { pid, language: 'Python3', code: AC });
    expect(outside.body.data.gid).toBeNull();
    expect((await verdictOf(t, c.goutsider, outside.body.data.submitId)).status).toBe(JudgeStatus.ACCEPTED);
    expect((await apply(c.gadmin, true)).body.msg).toBe('The problem is already public');
    // the group's own submissions stay the group's
    expect((await call(t, c.goutsider, 'GET', `/api/get-submission-detail?submitId=${memberSubmitId}`)).code).toBe(404);
  });

  it('deletes: root any, an admin only their own', async () => {
    expect((await call(t, c.gadmin2, 'DELETE', `/api/group/problem?pid=${pid}`)).code).toBe(403);
    expect((await call(t, c.gmember, 'DELETE', `/api/group/problem?pid=${pid}`)).code).toBe(403);
    expect((await call(t, c.gowner, 'DELETE', `/api/group/problem?pid=${pid}`)).body.msg).toBe('Delete successfully');
    expect((await call(t, c.gadmin, 'GET', `/api/group/problem?pid=${pid}`)).code).toBe(404);
  });
});
