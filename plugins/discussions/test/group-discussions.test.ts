import { definePlugin, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, USER_REPOSITORY, type PluginManifest, type SessionUser, type SqlRunner } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import discussions from '../src/index';

// Group discussions (issue 22; 03 §2 Discussion tab, §5, §6, §7) on the real PostgreSQL, with the groups plugin:
// the /api/group/*discussion* rows and who each refuses (guest, outsider, applicant, member, group admin, group
// root, site admin 1001, super admin 1000), no group row through the public routes (list, search, detail,
// comments, likes, reports, the admin calls, messages), the openGroupDiscussion switch, and a site without groups.
// Groups and members are rows of the contract's tables (group_info, group_member), written by SQL.

jest.setTimeout(240_000);

type Role = 'root' | 'admin' | 'member' | undefined;

/** The contract's role rule (super admin or auth 5: root; 4 admin; 3 member), for a groups plugin that does not fill the point yet. */
async function contractRole(sql: SqlRunner, gid: number, user: SessionUser | undefined): Promise<Role> {
  if (!user) return undefined;
  const [group] = await sql.all('select 1 from group_info where id = ?', [gid]);
  if (!group) return undefined;
  if (user.roles.includes('root')) return 'root';
  const [row] = await sql.all<{ auth: number }>('select auth from group_member where gid = ? and uid = ?', [gid, user.uid]);
  return row?.auth === 5 ? 'root' : row?.auth === 4 ? 'admin' : row?.auth === 3 ? 'member' : undefined;
}

const standInScope = definePlugin({
  id: 'group-role-stand-in', requires: ['discussions'],
  extensions: {
    'discussions.gidScope': [{
      id: 'groups',
      role: ({ gid, user, get }: { gid: number; user?: SessionUser; get: (t: typeof SQL_RUNNER) => SqlRunner }) => contractRole(get(SQL_RUNNER), gid, user),
      canSee: async ({ gid, user, get }: { gid: number; user?: SessionUser; get: (t: typeof SQL_RUNNER) => SqlRunner }) => (await contractRole(get(SQL_RUNNER), gid, user)) !== undefined,
      isAdmin: async ({ gid, user, get }: { gid: number; user: SessionUser; get: (t: typeof SQL_RUNNER) => SqlRunner }) => ['root', 'admin'].includes((await contractRole(get(SQL_RUNNER), gid, user)) ?? ''),
    }],
  },
});

const form = (change: Record<string, unknown> = {}) => ({ title: 'Homework 1', description: 'A question', categoryId: 1, content: 'How do I start?', ...change });

describe('group discussions', () => {
  let t: TestSite;
  let sql: SqlRunner;
  let usedStandIn = false;
  const c: Record<string, Client | undefined> = {};
  const uid: Record<string, string> = {};
  let gid = 0;
  let other = 0;
  let groupPid = '';
  let otherPid = '';
  const get = (who: string, path: string) => call(t, c[who], 'GET', path);
  const post = (who: string, change: Record<string, unknown> = {}) => call(t, c[who], 'POST', '/api/group/discussion', form({ gid, ...change }));
  const records = async (who: string, path: string) => (await get(who, path)).body.data?.records ?? [];
  const box = async (who: string, kind: string) => (await call(t, c[who], 'GET', `/api/msg/${kind}?limit=100`)).body.data.records as Array<{ sourceId: number; url: string; sourceTitle: string }>;

  beforeAll(async () => {
    const groups = await pluginFromSource('groups');
    if (!groups) throw new Error('the groups plugin is not installed');
    const plugins: PluginManifest[] = [discussions, groups];
    // until the groups plugin fills discussions.gidScope (i22/core), the contract's rule stands in
    if (!groups.extensions?.['discussions.gidScope']) {
      plugins.push(standInScope);
      usedStandIn = true;
    }
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1', SEED_PROBLEMS: 'true' }, undefined, plugins);
    sql = t.site.container.get(SQL_RUNNER);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
    await createUser(t, 'siteadmin', 'admin-pw-1', ['admin']);
    for (const name of ['owner', 'gadmin', 'member', 'member2', 'applicant', 'outsider']) await createUser(t, name, `${name}-pw-1`);
    c.root = await login(t, 'root', 'root-pass-1', '10.60.0.1');
    c.siteadmin = await login(t, 'siteadmin', 'admin-pw-1', '10.60.0.2');
    for (const [i, name] of ['owner', 'gadmin', 'member', 'member2', 'applicant', 'outsider'].entries()) c[name] = await login(t, name, `${name}-pw-1`, `10.60.1.${i + 1}`);
    for (const name of ['root', 'siteadmin', 'owner', 'gadmin', 'member', 'member2', 'applicant', 'outsider']) uid[name] = (await t.site.container.get(USER_REPOSITORY).findByUsername(name))!.uid;
    await call(t, c.root, 'PUT', '/api/admin/switch/update', { pluginSettings: { discussions: { postsPerMinute: 600 } } });
    const group = async (shortName: string, members: Array<[string, number]>) => {
      const [{ id }] = await sql.all<{ id: string }>(
        "insert into group_info (name, short_name, brief, description, owner, uid, auth, code) values (?, ?, 'A class', 'Our class', 'owner', ?, 3, 'abc123') returning id",
        [`Class ${shortName}`, shortName, uid.owner],
      );
      for (const [name, auth] of members) await sql.run('insert into group_member (gid, uid, auth) values (?, ?, ?)', [id, uid[name], auth]);
      return Number(id);
    };
    gid = await group('CLASSA', [['owner', 5], ['gadmin', 4], ['member', 3], ['member2', 3], ['applicant', 1], ['outsider', 2]]);
    other = await group('CLASSB', [['owner', 5]]);
    // two seeded problems become group problems (display id = short name + the author's id)
    const seeded = await sql.all<{ id: string; problem_id: string }>('select id, problem_id from problem order by id limit 3');
    groupPid = `CLASSA${seeded[1].problem_id}`;
    otherPid = `CLASSB${seeded[2].problem_id}`;
    await sql.run('update problem set gid = ?, is_group = true, problem_id = ? where id = ?', [gid, groupPid, seeded[1].id]);
    await sql.run('update problem set gid = ?, is_group = true, problem_id = ? where id = ?', [other, otherPid, seeded[2].id]);
  });
  afterAll(() => t?.close());

  it("adds the Discussion tab to the group's detail while openGroupDiscussion is on", async () => {
    const tabs = async () => ((await get('member', `/api/get-group-detail?gid=${gid}`)).body.data?.tabs ?? []).map((tab: { id: string }) => tab.id);
    // before the groups plugin's own calls (i22/core) there is no detail to ask
    if (usedStandIn && (await get('member', `/api/get-group-detail?gid=${gid}`)).code === 404) return;
    expect(await tabs()).toContain('discussion');
    await call(t, c.root, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: false });
    try {
      expect(await tabs()).not.toContain('discussion');
    } finally {
      await call(t, c.root, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: true });
    }
  });

  it('lets members list and post, refuses everyone outside the group, in the spec words', async () => {
    const created = await post('member', { title: 'First question' });
    expect([created.code, created.body.msg]).toEqual([200, 'Post successfully']);
    const did = created.body.data.id;
    for (const who of ['member', 'gadmin', 'owner', 'root']) {
      const list = await get(who, `/api/group/get-discussion-list?gid=${gid}`);
      expect([who, list.code]).toEqual([who, 200]);
      expect(list.body.data.records.map((d: { id: number }) => d.id)).toContain(did);
    }
    for (const who of ['outsider', 'applicant', 'siteadmin']) {
      const list = await get(who, `/api/group/get-discussion-list?gid=${gid}`);
      expect([who, list.code, list.body.msg]).toEqual([who, 403, 'Only the members of this group can see its discussions']);
      expect([who, (await post(who)).code]).toEqual([who, 403]);
    }
    expect((await get('guest', `/api/group/get-discussion-list?gid=${gid}`)).code).toBe(401);
    expect((await call(t, undefined, 'POST', '/api/group/discussion', form({ gid }))).code).toBe(401);
    expect((await get('member', `/api/group/get-discussion-list?gid=${other}`)).code).toBe(403);
    expect((await call(t, c.member, 'GET', `/api/group/get-discussion-list?gid=${gid}&l=zh-CN`)).body.data.records.length).toBeGreaterThan(0);
    expect((await call(t, c.outsider, 'GET', `/api/group/get-discussion-list?gid=${gid}&l=zh-CN`)).body.msg).toBe('只有本团队的成员才能查看团队讨论');
    // the form's checks are the public area's
    expect((await post('member', { title: ' ' })).body.msg).toBe('Title is required');
    expect((await post('member', { gid: undefined })).body.msg).toBe('The group is required');
  });

  it("prefixes a group problem's discussion with its id, lists it under the problem, and refuses another group's problem", async () => {
    const did = (await post('member', { pid: groupPid, title: 'Stuck on it' })).body.data.id;
    const detail = (await get('member', `/api/get-discussion-detail?did=${did}`)).body.data;
    expect(detail).toMatchObject({ gid, pid: groupPid, title: `[${groupPid}] Stuck on it` });
    const byProblem = await records('member', `/api/group/get-discussion-list?gid=${gid}&pid=${groupPid}`);
    expect(byProblem.map((d: { id: number }) => d.id)).toEqual([did]);
    expect((await post('member', { pid: otherPid })).body.msg).toBe('The problem does not exist');
    // the public area does not take a group problem either
    expect((await call(t, c.member, 'POST', '/api/discussion', form({ pid: groupPid }))).body.msg).toBe('The problem does not exist');
    expect(await records('guest', `/api/get-discussion-list?pid=${groupPid}`)).toEqual([]);
  });

  it('lets the author edit, group admins pin and hide, and refuses the rest', async () => {
    const did = (await post('member', { title: 'Edit me' })).body.data.id;
    const put = (who: string, change: Record<string, unknown>) => call(t, c[who], 'PUT', '/api/group/discussion', form({ gid, id: did, ...change }));
    expect((await put('member', { title: 'Edited' })).body.data.title).toBe('Edited');
    expect((await put('member2', { title: 'Not mine' })).body.msg).toBe('Only the author can edit the discussion');
    expect((await put('member', { topPriority: true })).code).toBe(403);
    expect((await post('member', { topPriority: true })).body.msg).toBe('Only administrators can pin a discussion');
    // a group admin pins and hides someone else's without touching its words
    const pinned = await put('gadmin', { title: 'Admin words', topPriority: true, status: 1 });
    expect(pinned.code).toBe(200);
    expect(pinned.body.data).toMatchObject({ title: 'Edited', topPriority: true, status: 1 });
    expect((await records('member2', `/api/group/get-discussion-list?gid=${gid}`)).some((d: { id: number }) => d.id === did)).toBe(false);
    expect((await get('member2', `/api/get-discussion-detail?did=${did}`)).code).toBe(403);
    expect((await get('member', `/api/get-discussion-detail?did=${did}`)).code).toBe(200);
    // the admin table: group admins and root, hidden ones too
    for (const who of ['gadmin', 'owner', 'root']) {
      const admin = await get(who, `/api/group/get-admin-discussion-list?gid=${gid}`);
      expect([who, admin.code, admin.body.data.records.some((d: { id: number }) => d.id === did)]).toEqual([who, 200, true]);
    }
    for (const who of ['member', 'outsider', 'siteadmin']) expect([who, (await get(who, `/api/group/get-admin-discussion-list?gid=${gid}`)).code]).toEqual([who, 403]);
    expect((await put('owner', { status: 0 })).body.data.status).toBe(0);
    // a group admin posts pinned, and hides their own from the admin table (no text fields: a pin or hide only)
    const rules = (await post('gadmin', { title: 'Rules', topPriority: true })).body.data.id;
    expect((await records('member', `/api/group/get-discussion-list?gid=${gid}`))[0].topPriority).toBe(true);
    const hidden = await call(t, c.gadmin, 'PUT', '/api/group/discussion', { id: rules, gid, status: 1 });
    expect(hidden.body.data).toMatchObject({ title: 'Rules', status: 1, topPriority: true });
    expect((await call(t, c.member, 'PUT', '/api/group/discussion', { id: did, gid, status: 1 })).code).toBe(403);
  });

  it('deletes for the author, a group admin or root only', async () => {
    const mine = (await post('member', { title: 'Delete 1' })).body.data.id;
    const byAdmin = (await post('member', { title: 'Delete 2' })).body.data.id;
    const byRoot = (await post('member', { title: 'Delete 3' })).body.data.id;
    const del = (who: string, did: number) => call(t, c[who], 'DELETE', `/api/group/discussion?did=${did}`);
    expect((await del('member2', mine)).code).toBe(403);
    expect((await del('outsider', mine)).code).toBe(404);
    expect((await del('siteadmin', mine)).code).toBe(404);
    expect((await del('member', mine)).body.msg).toBe('Delete successfully');
    expect((await del('gadmin', byAdmin)).code).toBe(200);
    expect((await del('root', byRoot)).code).toBe(200);
    // the group call acts on group rows only
    const publicDid = (await call(t, c.member, 'POST', '/api/discussion', form())).body.data.id;
    expect((await del('member', publicDid)).code).toBe(404);
  });

  it('leaks no group row through the public routes: list, search, detail, comments, likes, reports, admin calls', async () => {
    const did = (await post('member', { title: 'Secret plan', description: 'secret-desc' })).body.data.id;
    const commentId = (await call(t, c.member2, 'POST', '/api/comment', { did, content: 'inside' })).body.data.id;
    expect(commentId).toBeGreaterThan(0);
    for (const who of ['guest', 'outsider', 'siteadmin', 'root', 'member']) {
      const everything = await records(who, '/api/get-discussion-list?limit=300');
      expect([who, everything.some((d: { gid: number | null }) => d.gid !== null)]).toEqual([who, false]);
      expect([who, (await records(who, '/api/get-discussion-list?keyword=Secret')).length]).toEqual([who, 0]);
    }
    expect((await records('siteadmin', '/api/get-discussion-list?admin=true&limit=300')).some((d: { id: number }) => d.id === did)).toBe(false);
    for (const who of ['guest', 'outsider', 'applicant', 'siteadmin']) {
      const answers = [
        await get(who, `/api/get-discussion-detail?did=${did}`),
        await get(who, `/api/comments?did=${did}`),
        await get(who, `/api/reply?commentId=${commentId}`),
      ];
      if (c[who]) {
        answers.push(
          await call(t, c[who], 'POST', '/api/comment', { did, content: 'x' }),
          await get(who, `/api/discussion-like?did=${did}&toLike=true`),
          await get(who, `/api/comment-like?cid=${commentId}&toLike=true`),
          await call(t, c[who], 'POST', '/api/discussion-report', { did, content: '#垃圾广告' }),
          await call(t, c[who], 'PUT', '/api/discussion', form({ id: did })),
          await call(t, c[who], 'DELETE', `/api/discussion?did=${did}`),
        );
      }
      for (const res of answers) {
        expect([who, res.code]).toEqual([who, 404]);
        expect(JSON.stringify(res.body)).not.toContain('Secret');
      }
    }
    // the site's moderators act on the public area only; the super admin sees everything
    expect((await call(t, c.siteadmin, 'PUT', '/api/admin/discussion', { id: did, status: 1 })).code).toBe(404);
    expect((await call(t, c.siteadmin, 'DELETE', '/api/admin/discussion', [did])).body.data.deleted).toBe(0);
    expect((await call(t, c.member2, 'POST', '/api/discussion-report', { did, content: '#垃圾广告 spam' })).code).toBe(200);
    const reports = async (who: string) => (await records(who, '/api/admin/discussion-report?limit=100')).filter((r: { did: number }) => r.did === did);
    expect(await reports('siteadmin')).toEqual([]);
    expect((await reports('root')).length).toBe(1);
    // members use the public detail, comments and likes of their group's discussion
    expect((await get('member2', `/api/get-discussion-detail?did=${did}`)).body.data.title).toBe('Secret plan');
    expect((await get('member2', `/api/discussion-like?did=${did}&toLike=true`)).code).toBe(200);
    expect((await get('root', `/api/comments?did=${did}`)).body.data.commentList.records.length).toBe(1);
    // a group admin deletes any comment in the group
    expect((await call(t, c.gadmin, 'DELETE', '/api/comment', { id: commentId })).code).toBe(200);
  });

  it("links messages to the group's page, and sends none to someone who left the group", async () => {
    const did = (await post('member', { title: 'Messages' })).body.data.id;
    await call(t, c.member2, 'POST', '/api/comment', { did, content: 'a comment' });
    const got = (await box('member', 'comment')).filter((m) => m.sourceId === did);
    expect(got.length).toBe(1);
    expect(got[0].url).toMatch(new RegExp(`^/group/${gid}/discussion-detail/${did}#comment-\\d+$`));
    // the author leaves: comments and likes no longer reach them
    await sql.run('delete from group_member where gid = ? and uid = ?', [gid, uid.member]);
    try {
      await call(t, c.member2, 'POST', '/api/comment', { did, content: 'after leaving' });
      await get('member2', `/api/discussion-like?did=${did}&toLike=true`);
      expect((await box('member', 'comment')).filter((m) => m.sourceId === did).length).toBe(1);
      expect((await box('member', 'like')).filter((m) => m.sourceId === did).length).toBe(0);
      expect((await get('member', `/api/get-discussion-detail?did=${did}`)).code).toBe(404);
    } finally {
      await sql.run('insert into group_member (gid, uid, auth) values (?, ?, 3)', [gid, uid.member]);
    }
  });

  it('refuses every group call and group row while openGroupDiscussion is off', async () => {
    const did = (await post('member', { title: 'Before closing' })).body.data.id;
    expect((await call(t, c.root, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: false })).code).toBe(200);
    try {
      for (const [method, path, body] of [
        ['GET', `/api/group/get-discussion-list?gid=${gid}`, undefined], ['GET', `/api/group/get-admin-discussion-list?gid=${gid}`, undefined],
        ['POST', '/api/group/discussion', form({ gid })], ['PUT', '/api/group/discussion', form({ gid, id: did })], ['DELETE', `/api/group/discussion?did=${did}`, undefined],
        ['GET', `/api/get-discussion-detail?did=${did}`, undefined], ['GET', `/api/comments?did=${did}`, undefined], ['POST', '/api/discussion', form({ gid })],
      ] as const) {
        for (const who of ['member', 'root']) {
          const res = await call(t, c[who], method, path, body);
          expect([who, path, res.code, res.body.msg]).toEqual([who, path, 403, 'No Access, there is no open group discussion area']);
        }
      }
      expect((await call(t, c.member, 'GET', `/api/group/get-discussion-list?gid=${gid}&l=zh-CN`)).body.msg).toBe('无权访问，当前没有开放的团队讨论区');
      // the public area stays open
      expect((await get('member', '/api/get-discussion-list')).code).toBe(200);
    } finally {
      await call(t, c.root, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: true });
    }
    expect((await get('member', `/api/group/get-discussion-list?gid=${gid}`)).code).toBe(200);
  });
});

describe('group discussions on a site without groups', () => {
  let t: TestSite;
  afterAll(() => t?.close());

  it('answers 404 to every group call and hides group rows', async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' }, undefined, [discussions]);
    const root = await login(t, 'root', 'root-pass-1', '10.61.0.1');
    const sql = t.site.container.get(SQL_RUNNER);
    const [{ id }] = await sql.all<{ id: string }>("insert into discussion (category_id, title, description, content, uid, author, gid) values (1, 'Orphan', 'd', 'c', 'x', 'x', 5) returning id");
    for (const [method, path, body] of [
      ['GET', '/api/group/get-discussion-list?gid=5', undefined], ['GET', '/api/group/get-admin-discussion-list?gid=5', undefined],
      ['POST', '/api/group/discussion', form({ gid: 5 })], ['PUT', '/api/group/discussion', form({ gid: 5, id: Number(id) })],
      ['DELETE', `/api/group/discussion?did=${id}`, undefined], ['GET', `/api/get-discussion-detail?did=${id}`, undefined], ['POST', '/api/discussion', form({ gid: 5 })],
    ] as const) {
      const res = await call(t, root, method, path, body);
      expect([path, res.code]).toEqual([path, 404]);
    }
    expect((await call(t, root, 'GET', '/api/get-discussion-list?limit=300')).body.data.records.some((d: { id: number }) => d.id === Number(id))).toBe(false);
  });
});
