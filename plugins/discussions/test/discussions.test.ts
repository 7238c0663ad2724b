import { definePlugin, SITE_SWITCHES_REPOSITORY, USER_REPOSITORY, type RoleName } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import discussions from '../src/index';

// Discussions (issue 20 items 1, 4, 5, 7) on the real PostgreSQL, on a site with this plugin alone (no
// contests plugin): categories, the form's checks in both languages, who may post (roles 1004–1007, the AC
// init value, the daily limit), list, detail, edit, delete, pin, likes and their message, reports to the
// admin and the reporter's notice, the area switch, the admin calls.

jest.setTimeout(240_000);

// a stand-in for the groups plugin: group 7's members are everyone signed in, its admin is bob
const groupScope = definePlugin({
  id: 'group-scope-test', requires: ['discussions'],
  extensions: {
    'discussions.gidScope': [{
      id: 'groups',
      canSee: async ({ gid, user }: { gid: number; user?: { username: string } }) => gid === 7 && Boolean(user),
      isAdmin: async ({ gid, user }: { gid: number; user: { username: string } }) => gid === 7 && user.username === 'bob',
    }],
  },
});

describe('discussions', () => {
  let t: TestSite;
  let root: Client;
  let admin: Client;
  let ann: Client;
  let bob: Client;
  const role: Record<string, Client> = {};
  const uid: Record<string, string> = {};
  const form = (change: Record<string, unknown> = {}) => ({ title: 'How to start', description: 'A question', categoryId: 1, content: 'Where do I begin?', ...change });
  const post = (client: Client | undefined, change: Record<string, unknown> = {}, lang = 'en-US') => call(t, client, 'POST', `/api/discussion?l=${lang}`, form(change));
  const switches = (change: Record<string, number>) => t.site.container.get(SITE_SWITCHES_REPOSITORY).update(change);

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1', SEED_PROBLEMS: 'true' }, undefined, [discussions, groupScope]);
    // the AC init values are met by nobody on a fresh site: each rule is switched on in its own test
    await switches({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
    await createUser(t, 'dadmin', 'admin-pw-1', ['admin']);
    await createUser(t, 'ann', 'ann-pw-123');
    await createUser(t, 'bob', 'bob-pw-123');
    const roles: RoleName[] = ['no_discuss_user', 'mute_user', 'no_submit_no_discuss_user', 'no_submit_mute_user'];
    for (const r of roles) await createUser(t, `r_${r.slice(0, 14)}`, 'role-pw-123', [r]);
    root = await login(t, 'root', 'root-pass-1', '10.50.0.1');
    admin = await login(t, 'dadmin', 'admin-pw-1', '10.50.0.2');
    ann = await login(t, 'ann', 'ann-pw-123', '10.50.0.3');
    bob = await login(t, 'bob', 'bob-pw-123', '10.50.0.4');
    for (const [i, r] of roles.entries()) role[r] = await login(t, `r_${r.slice(0, 14)}`, 'role-pw-123', `10.50.1.${i + 1}`);
    // the posting rate has its own test below; the others post more than 10 a minute
    await call(t, root, 'PUT', '/api/admin/switch/update', { pluginSettings: { discussions: { postsPerMinute: 600 } } });
    for (const name of ['root', 'dadmin', 'ann', 'bob']) uid[name] = (await t.site.container.get(USER_REPOSITORY).findByUsername(name))!.uid;
  });
  afterAll(() => t?.close());

  it('lists the categories; only the super admin changes them, and a category with discussions stays', async () => {
    const list = (await call(t, undefined, 'GET', '/api/discussion-category')).body.data;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Discussion', 'Solution', 'Help', 'Chat']);
    expect((await call(t, admin, 'POST', '/api/discussion-category', { categories: [{ name: 'x' }] })).code).toBe(403);
    expect((await call(t, root, 'POST', '/api/discussion-category', { categories: [...list, { name: ' ' }] })).body.msg).toBe('Every category needs a name');
    // the spec's body is the bare list (api-calls.tsv body(List<Category>)); { categories } works as well
    const saved = await call(t, root, 'POST', '/api/discussion-category', [{ id: 1, name: 'General' }, { id: 2, name: 'Solution' }, { id: 3, name: 'Help' }, { name: 'Contest' }]);
    expect(saved.code).toBe(200);
    expect(saved.body.data.map((c: { name: string }) => c.name)).toEqual(['General', 'Solution', 'Help', 'Contest']);
    expect((await post(ann, { categoryId: 3, title: 'Help me' })).code).toBe(200);
    const busy = await call(t, root, 'POST', '/api/discussion-category?l=zh-CN', { categories: [{ id: 1, name: 'General' }] });
    expect(busy.code).toBe(400);
    expect(busy.body.msg).toBe('分类“Help”下仍有讨论，请先移走这些讨论');
  });

  it("checks the form in 02 §5's order with its messages, in both languages", async () => {
    const msg = async (change: Record<string, unknown>, lang = 'en-US') => (await post(ann, change, lang)).body.msg;
    expect(await msg({ title: '  ' })).toBe('Title is required');
    expect(await msg({ title: 'x'.repeat(256) })).toBe('Title Can not exceed 255');
    expect(await msg({ description: '' })).toBe('Description is required');
    expect(await msg({ description: 'd'.repeat(256) })).toBe('Description Can not exceed 255');
    expect(await msg({ categoryId: undefined })).toBe('Category is required');
    expect(await msg({ content: ' ' })).toBe('Content is required');
    expect(await msg({ content: 'c'.repeat(65536) })).toBe('Content Can not exceed 65535');
    expect(await msg({ categoryId: 999 })).toBe('The category does not exist');
    expect(await msg({ pid: 'NOPE-1' })).toBe('The problem does not exist');
    expect(await msg({ title: '' }, 'zh-CN')).toBe('标题不能为空');
    expect(await msg({ content: 'c'.repeat(65536) }, 'zh-CN')).toBe('内容不能超过65535个字符');
    expect((await post(undefined)).code).toBe(401);
    // limits are inclusive
    expect((await post(ann, { title: 't'.repeat(255), description: 'd'.repeat(255), content: 'c'.repeat(65535) })).code).toBe(200);
  });

  it("prefixes a problem discussion's title with [problemId] once, and lists it under the problem", async () => {
    const created = await post(ann, { pid: '1000', title: 'A+B in one line' });
    expect(created.body.msg).toBe('Post successfully');
    const did = created.body.data.id;
    const detail = (await call(t, ann, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data;
    expect(detail).toMatchObject({ title: '[1000] A+B in one line', pid: '1000', author: 'ann', role: 'user', uid: uid.ann, hasLike: false, commentNum: 0 });
    // an edit keeps one prefix
    expect((await call(t, ann, 'PUT', '/api/discussion', { ...form({ title: detail.title }), id: did, pid: '1000' })).code).toBe(200);
    expect((await call(t, ann, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data.title).toBe('[1000] A+B in one line');
    const list = (await call(t, undefined, 'GET', '/api/get-discussion-list?pid=1000')).body.data;
    expect(list.records.map((d: { id: number }) => d.id)).toEqual([did]);
    expect(list.records[0].content).toBe('');
    // a title of 255 characters stays editable once prefixed (the limit counts the author's words)
    const long = 't'.repeat(255);
    const longDid = (await post(ann, { pid: '1000', title: long })).body.data.id;
    const stored = (await call(t, ann, 'GET', `/api/get-discussion-detail?did=${longDid}`)).body.data.title;
    expect(stored).toBe(`[1000] ${long}`);
    expect((await call(t, ann, 'PUT', '/api/discussion', { ...form({ title: stored }), id: longDid, pid: '1000' })).code).toBe(200);
    expect((await call(t, ann, 'PUT', '/api/discussion', { ...form({ title: `[1000] ${long}x` }), id: longDid, pid: '1000' })).body.msg).toBe('Title Can not exceed 255');
    // a training's discussion names an existing training (no trainings plugin here: none exists)
    expect((await post(ann, { pid: 'training_1' })).body.msg).toBe('The training does not exist');
  });

  it('refuses roles 1004–1007 discussions, and 1005/1007 comments and replies, in both languages', async () => {
    const did = (await post(ann, { title: 'Roles' })).body.data.id;
    for (const r of ['no_discuss_user', 'mute_user', 'no_submit_no_discuss_user', 'no_submit_mute_user']) {
      const res = await post(role[r]);
      expect([r, res.code, res.body.msg]).toEqual([r, 403, 'Sorry, your account is not allowed to post discussions']);
    }
    expect((await post(role.mute_user, {}, 'zh-CN')).body.msg).toBe('对不起，您的账号已被禁止发布讨论');
    for (const r of ['no_discuss_user', 'no_submit_no_discuss_user']) expect((await call(t, role[r], 'POST', '/api/comment', { did, content: `from ${r}` })).code).toBe(200);
    for (const r of ['mute_user', 'no_submit_mute_user']) {
      const res = await call(t, role[r], 'POST', '/api/comment', { did, content: 'hello' });
      expect([r, res.code, res.body.msg]).toEqual([r, 403, 'Sorry, you have been muted: you cannot comment or reply']);
    }
    const comment = (await call(t, ann, 'POST', '/api/comment', { did, content: 'first' })).body.data;
    const reply = await call(t, role.mute_user, 'POST', '/api/reply?l=zh-CN', { reply: { commentId: comment.id, content: 'answer' }, did });
    expect([reply.code, reply.body.msg]).toEqual([403, '对不起，您已被禁言，无法评论或回复']);
  });

  it('enforces the AC init values and the daily limit for users, not for admins', async () => {
    await switches({ defaultCreateDiscussionACInitValue: 2, defaultCreateCommentACInitValue: 1 });
    try {
      expect((await post(bob)).body.msg).toBe('You need at least 2 accepted problems to post a discussion');
      expect((await post(bob, {}, 'zh-CN')).body.msg).toBe('发布讨论需要您至少通过 2 道题目');
      const did = (await post(admin, { title: 'By an admin' })).body.data.id;
      expect((await call(t, bob, 'POST', '/api/comment', { did, content: 'hi' })).body.msg).toBe('You need at least 1 accepted problems to comment or reply');
      expect((await call(t, admin, 'POST', '/api/comment', { did, content: 'hi' })).code).toBe(200);
    } finally {
      await switches({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 });
    }
    await switches({ defaultCreateDiscussionDailyLimit: 2 });
    try {
      // bob has posted none yet: two in parallel pass, the third is refused however they race
      const results = await Promise.all([post(bob, { title: 'one' }), post(bob, { title: 'two' }), post(bob, { title: 'three' })]);
      expect(results.map((r) => r.code).sort()).toEqual([200, 200, 403]);
      expect(results.find((r) => r.code === 403)?.body.msg).toBe('You can post at most 2 discussions a day, please come back tomorrow');
      expect((await post(admin, { title: 'admins are exempt 1' })).code).toBe(200);
      expect((await post(admin, { title: 'admins are exempt 2' })).code).toBe(200);
    } finally {
      await switches({ defaultCreateDiscussionDailyLimit: 100 });
    }
  });

  it('lists pinned first then newest, 10 a page, with category, keyword, onlyMine and the admin list', async () => {
    const first = (await post(ann, { title: 'Old but pinned', description: 'needle in here' })).body.data.id;
    const second = (await post(bob, { title: 'Newest', categoryId: 2 })).body.data.id;
    expect((await call(t, ann, 'PUT', '/api/discussion', { ...form({ title: 'Old but pinned' }), id: first, topPriority: true })).body.msg).toBe('Only administrators can pin a discussion');
    expect((await call(t, admin, 'PUT', '/api/admin/discussion', { id: first, topPriority: true })).code).toBe(200);
    const page = (await call(t, undefined, 'GET', '/api/get-discussion-list')).body.data;
    expect(page.size).toBe(10);
    expect(page.records.length).toBe(10);
    expect(page.total).toBeGreaterThan(10);
    expect(page.records[0]).toMatchObject({ id: first, topPriority: true, categoryName: 'General', author: 'ann' });
    expect(page.records[1].id).toBe(second);
    expect((await call(t, undefined, 'GET', '/api/get-discussion-list?cid=2')).body.data.records.map((d: { id: number }) => d.id)).toEqual([second]);
    // keyword over title, description and author
    expect((await call(t, undefined, 'GET', '/api/get-discussion-list?keyword=NEEDLE')).body.data.records.map((d: { id: number }) => d.id)).toEqual([first]);
    const byAuthor = (await call(t, undefined, 'GET', '/api/get-discussion-list?keyword=bob&limit=50')).body.data.records;
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(byAuthor.every((d: { author: string }) => d.author === 'bob')).toBe(true);
    const mine = (await call(t, bob, 'GET', '/api/get-discussion-list?onlyMine=true&limit=50')).body.data.records;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d: { uid: string }) => d.uid === uid.bob)).toBe(true);
    expect((await call(t, undefined, 'GET', '/api/get-discussion-list?onlyMine=true')).code).toBe(401);
    // hidden: gone from the public list and detail, kept in the admin list and for its author
    expect((await call(t, admin, 'PUT', '/api/admin/discussion', { id: second, status: 1 })).code).toBe(200);
    expect((await call(t, undefined, 'GET', '/api/get-discussion-list?cid=2')).body.data.total).toBe(0);
    expect((await call(t, ann, 'GET', `/api/get-discussion-detail?did=${second}`)).body.msg).toBe('The discussion has been hidden by an administrator');
    expect((await call(t, bob, 'GET', `/api/get-discussion-detail?did=${second}`)).code).toBe(200);
    expect((await call(t, ann, 'GET', '/api/get-discussion-list?admin=true')).code).toBe(403);
    const adminList = (await call(t, admin, 'GET', '/api/get-discussion-list?admin=true&cid=2')).body.data.records;
    expect(adminList).toEqual([expect.objectContaining({ id: second, status: 1 })]);
    expect((await call(t, admin, 'PUT', '/api/admin/discussion', { id: second, status: 0 })).code).toBe(200);
    expect((await call(t, undefined, 'GET', '/api/get-discussion-list?cid=2')).body.data.total).toBe(1);
    expect((await call(t, ann, 'PUT', '/api/admin/discussion', { id: second, status: 1 })).code).toBe(403);
  });

  it('counts views, lets only the author edit, and the author or an admin role delete', async () => {
    const did = (await post(ann, { title: 'Edit me' })).body.data.id;
    const views = [];
    for (let i = 0; i < 3; i++) views.push((await call(t, undefined, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data.viewNum);
    expect(views).toEqual([1, 2, 3]);
    const edit = await call(t, bob, 'PUT', '/api/discussion?l=zh-CN', { ...form({ title: 'Mine now' }), id: did });
    expect([edit.code, edit.body.msg]).toEqual([403, '只有作者才能编辑该讨论']);
    expect((await call(t, admin, 'PUT', '/api/discussion', { ...form({ title: 'Admin edit' }), id: did })).code).toBe(403);
    const edited = await call(t, ann, 'PUT', '/api/discussion', { ...form({ title: 'Edited', content: 'new body' }), id: did });
    expect(edited.body.msg).toBe('Update Successfully');
    // the edit answers the saved discussion and counts no view (the page shows it without reading the detail again)
    expect(edited.body.data).toMatchObject({ id: did, title: 'Edited', content: 'new body', viewNum: 3 });
    expect((await call(t, ann, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data).toMatchObject({ title: 'Edited', content: 'new body', viewNum: 4 });
    expect((await call(t, bob, 'DELETE', `/api/discussion?did=${did}`)).body.msg).toBe('Sorry, you do not have permission to do this');
    expect((await call(t, ann, 'DELETE', `/api/discussion?did=${did}`)).body.msg).toBe('Delete successfully');
    expect((await call(t, ann, 'GET', `/api/get-discussion-detail?did=${did}`)).code).toBe(404);
    const other = (await post(bob, { title: 'Spam' })).body.data.id;
    expect((await call(t, admin, 'DELETE', `/api/discussion?did=${other}`)).code).toBe(200);
  });

  it('likes once per user (idempotent), flips hasLike, and sends the author one like message', async () => {
    const did = (await post(ann, { title: 'Like me' })).body.data.id;
    const like = (client: Client, toLike: boolean) => call(t, client, 'GET', `/api/discussion-like?did=${did}&toLike=${toLike}`);
    expect((await like(bob, true)).body.msg).toBe('Like Successfully');
    expect((await like(bob, true)).code).toBe(200);
    const detail = async (client: Client) => (await call(t, client, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data;
    expect(await detail(bob)).toMatchObject({ likeNum: 1, hasLike: true });
    expect(await detail(root)).toMatchObject({ likeNum: 1, hasLike: false });
    const results = await Promise.all([like(root, true), like(root, true), like(root, true)]);
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect((await detail(bob)).likeNum).toBe(2);
    expect((await like(bob, false)).body.msg).toBe('Cancel Like Successfully');
    expect((await like(bob, false)).code).toBe(200);
    expect(await detail(bob)).toMatchObject({ likeNum: 1, hasLike: false });
    await like(bob, true);
    await like(ann, true);
    expect((await detail(ann)).likeNum).toBe(3);
    // one like message per liker (bob liked twice), none for liking your own
    const likes = (await call(t, ann, 'GET', '/api/msg/like?limit=50')).body.data.records.filter((m: { sourceId: number }) => m.sourceId === did);
    expect(likes.map((m: { senderUsername: string }) => m.senderUsername).sort()).toEqual(['bob', 'root']);
    expect(likes[0]).toMatchObject({ action: 'Like_Post', sourceType: 'Discussion', sourceTitle: 'Like me', url: `/discussion-detail/${did}` });
    expect((await call(t, undefined, 'GET', `/api/discussion-like?did=${did}&toLike=true`)).code).toBe(401);
  });

  it('takes reports (labels or a reason ≤ 200), lists them for the admin roles and tells the reporter when handled', async () => {
    const did = (await post(bob, { title: 'Buy cheap shoes' })).body.data.id;
    const report = (content: string | undefined, lang = 'en-US') => call(t, ann, 'POST', `/api/discussion-report?l=${lang}`, { did, content, reporter: 'someone else' });
    expect((await report('  ')).body.msg).toBe('The report label and reason cannot be empty');
    expect((await report(undefined, 'zh-CN')).body.msg).toBe('举报标签和原因不能为空');
    expect((await report(`#垃圾广告 ${'r'.repeat(201)}`)).body.msg).toBe('The report reason can not exceed 200 characters');
    expect((await report('#垃圾广告 #抄袭侵权')).body.msg).toBe('Send successfully');
    // once per user and discussion: a second report of ann's is refused, in both languages; others still report
    const again = await report(`#垃圾广告 ${'r'.repeat(200)}`);
    expect([again.code, again.body.msg]).toEqual([409, 'You have already reported this discussion']);
    expect((await report('#垃圾广告', 'zh-CN')).body.msg).toBe('您已经举报过该讨论');
    expect((await call(t, root, 'POST', '/api/discussion-report', { did, content: `#垃圾广告 ${'r'.repeat(200)}` })).code).toBe(200);
    expect((await call(t, undefined, 'POST', '/api/discussion-report', { did, content: 'x' })).code).toBe(401);
    expect((await call(t, ann, 'GET', '/api/admin/discussion-report')).code).toBe(403);
    const dashboard = async () => (await call(t, admin, 'GET', '/api/admin/dashboard/get-dashboard-info')).body.data.unhandledDiscussionReports;
    expect(await dashboard()).toBe(2);
    const page = (await call(t, admin, 'GET', '/api/admin/discussion-report')).body.data;
    expect(page).toMatchObject({ total: 2, size: 10 });
    expect(page.records[1]).toMatchObject({ did, discussionTitle: 'Buy cheap shoes', reporter: 'ann', content: '#垃圾广告 #抄袭侵权', status: false });
    const id = page.records[1].id;
    expect((await call(t, admin, 'PUT', '/api/admin/discussion-report', { id, status: true })).code).toBe(200);
    expect((await call(t, admin, 'PUT', '/api/admin/discussion-report', { id, status: true })).code).toBe(200);
    expect(await dashboard()).toBe(1);
    const mine = (await call(t, ann, 'GET', '/api/msg/mine')).body.data.records;
    expect(mine).toEqual([expect.objectContaining({ title: 'Your report has been handled · 您的举报已处理', content: expect.stringContaining('Buy cheap shoes') })]);
    // handled ones sort after the unhandled
    expect((await call(t, admin, 'GET', '/api/admin/discussion-report')).body.data.records.map((r: { status: boolean }) => r.status)).toEqual([false, true]);
  });

  it('deletes in bulk for the admin roles (a non-empty selection)', async () => {
    const ids = [(await post(ann, { title: 'bulk 1' })).body.data.id, (await post(bob, { title: 'bulk 2' })).body.data.id];
    expect((await call(t, admin, 'DELETE', '/api/admin/discussion', { ids: [] })).body.msg).toBe('Select at least one discussion');
    expect((await call(t, ann, 'DELETE', '/api/admin/discussion', { ids })).code).toBe(403);
    expect((await call(t, admin, 'DELETE', '/api/admin/discussion', [])).body.msg).toBe('Select at least one discussion');
    // the spec's body is the bare List<Integer>
    // only the routes whose spec body is a list take one: elsewhere a bare list is still refused before any handler
    expect((await call(t, admin, 'PUT', '/api/admin/discussion', ids)).code).toBe(400);
    const res = await call(t, admin, 'DELETE', '/api/admin/discussion', ids);
    expect([res.code, res.body.data]).toEqual([200, { deleted: 2 }]);
    for (const did of ids) expect((await call(t, admin, 'GET', `/api/get-discussion-detail?did=${did}`)).code).toBe(404);
  });

  it('limits how fast one user posts (the plugin setting postsPerMinute), not admins', async () => {
    await createUser(t, 'carl', 'carl-pw-123');
    const carl = await login(t, 'carl', 'carl-pw-123', '10.50.0.9');
    const did = (await post(admin, { title: 'Fast talk' })).body.data.id;
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { pluginSettings: { discussions: { postsPerMinute: 3 } } })).code).toBe(200);
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await call(t, carl, 'POST', '/api/comment', { did, content: `c${i}` })).code);
      expect(codes).toEqual([200, 200, 200]);
      const fourth = await call(t, carl, 'POST', '/api/comment', { did, content: 'c3' });
      expect(fourth.code).toBe(429);
      expect(fourth.body.msg).toMatch(/^You are posting too fast, please try again in \d+ seconds$/);
      expect((await call(t, carl, 'POST', '/api/discussion?l=zh-CN', form())).body.msg).toMatch(/^您发布得太快了，请 \d+ 秒后再试$/);
      for (let i = 0; i < 5; i++) expect((await call(t, admin, 'POST', '/api/comment', { did, content: `a${i}` })).code).toBe(200);
    } finally {
      await call(t, root, 'PUT', '/api/admin/switch/update', { pluginSettings: { discussions: { postsPerMinute: 600 } } });
    }
  });

  it('keeps group discussions (gid) to what discussions.gidScope allows, out of the public list', async () => {
    const refused = await post(ann, { gid: 8, title: 'Another group' });
    expect([refused.code, refused.body.msg]).toEqual([403, 'Only the members of this group can see its discussions']);
    const did = (await post(ann, { gid: 7, title: 'Group 7 only' })).body.data.id;
    // outside the group the discussion does not exist (plugins/discussions/test/group-discussions.test.ts has the rest)
    expect((await call(t, undefined, 'GET', `/api/get-discussion-detail?did=${did}`)).body.msg).toBe('The discussion does not exist');
    expect((await call(t, bob, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data).toMatchObject({ gid: 7, title: 'Group 7 only' });
    const everything = (await call(t, undefined, 'GET', '/api/get-discussion-list?limit=300')).body.data.records;
    expect(everything.some((d: { gid: number | null }) => d.gid !== null)).toBe(false);
    // the group's admin deletes in the group
    expect((await call(t, bob, 'DELETE', `/api/discussion?did=${did}`)).code).toBe(200);
  });

  it("refuses the contest Q&A without the contests plugin, and every public route while openPublicDiscussion is off", async () => {
    const qa = await call(t, ann, 'GET', '/api/comments?cid=1');
    expect([qa.code, qa.body.msg]).toEqual([403, 'No Access, there is no open contest comment area']);
    const did = (await post(ann, { title: 'Before closing' })).body.data.id;
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: false })).code).toBe(200);
    try {
      for (const [method, path, body] of [
        ['GET', '/api/get-discussion-list', undefined], ['GET', `/api/get-discussion-detail?did=${did}`, undefined], ['POST', '/api/discussion', form()],
        ['GET', `/api/discussion-like?did=${did}&toLike=true`, undefined], ['GET', `/api/comments?did=${did}`, undefined], ['POST', '/api/comment', { did, content: 'x' }],
      ] as const) {
        const res = await call(t, ann, method, path, body);
        expect([path, res.code, res.body.msg]).toEqual([path, 403, 'No Access, there is no open discussion area']);
      }
      expect((await call(t, ann, 'GET', '/api/get-discussion-list?l=zh-CN')).body.msg).toBe('无权访问，当前没有开放的讨论区');
      // the admin list stays open to the admin roles
      expect((await call(t, admin, 'GET', '/api/get-discussion-list?admin=true')).code).toBe(200);
    } finally {
      await call(t, root, 'PUT', '/api/admin/switch/update', { openPublicDiscussion: true });
    }
    expect((await call(t, ann, 'GET', '/api/get-discussion-list')).code).toBe(200);
  });
});
