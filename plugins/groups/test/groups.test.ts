import { EXTENSION_POINTS, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, WebsiteConfigService, type Extension, type SessionUser } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { castGroup, groupForm, ip, startGroupSite, type GroupCast } from './group-harness';

// The groups plugin in a site (real PostgreSQL): the list and its visibility, the card and tabs, creating with
// the form rules and the creation switches, settings, bans, disbanding, the avatar, get-group-access/auth,
// group announcements, and the gidScope answers the content plugins read. Membership: members.test.ts.

jest.setTimeout(120_000);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe('the groups plugin: groups', () => {
  let c: GroupCast;
  let gid: number;
  beforeAll(async () => {
    c = await startGroupSite();
    gid = await castGroup(c, 'main', { auth: 3, code: 'abc123' });
  });
  afterAll(() => c?.t.close());

  const ids = (body: { data: { records: Array<{ id: number }> } }) => body.data.records.map((r) => r.id);

  it('creates a group by the form rules; the creator is its owner (root)', async () => {
    const { t, owner } = c;
    expect((await call(t, undefined, 'POST', '/api/group', groupForm('guest'))).code).toBe(401);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: 'abc' }, 'The length of name should be 5 to 25'],
      [{ name: '' }, 'name is required'],
      [{ shortName: 'a'.repeat(11) }, 'The length of shortName should be 5 to 10'],
      [{ brief: 'abcd' }, 'The length of brief should be 5 to 50'],
      [{ description: 'x'.repeat(1001) }, 'The length of description should be 5 to 1000'],
      [{ auth: 4 }, 'The group auth must be public (1), protected (2) or private (3)'],
      [{ auth: 3 }, 'The invitation code must be 6 characters long'],
      [{ auth: 2, code: '12345' }, 'The invitation code must be 6 characters long'],
      [{ shortName: 'GRPMAIN' }, 'The group short name already exists, please change it'],
      [{ name: 'Group main' }, 'The group name already exists, please change it'],
    ];
    for (const [change, msg] of refusals) {
      const r = await call(t, owner, 'POST', '/api/group', groupForm('form', change));
      expect([r.code, r.body.msg]).toEqual([400, msg]);
    }
    const created = await call(t, owner, 'POST', '/api/group', groupForm('form', { auth: 2, code: 'qwerty', visible: false }));
    expect(created).toMatchObject({ code: 200, body: { msg: 'Create Successfully', data: { owner: 'gowner', auth: 2, visible: false, memberCount: 1, status: 0 } } });
    expect(created.body.data.code).toBeUndefined();
    expect((await call(t, owner, 'GET', `/api/get-group-auth?gid=${created.body.data.id}`)).body.data).toBe(5);
    // two creations of one short name at once: one wins, the other hears the form's words
    const racing = await Promise.all([call(t, owner, 'POST', '/api/group', groupForm('race', { name: 'Race one' })), call(t, c.superAdmin, 'POST', '/api/group', groupForm('race', { name: 'Race two' }))]);
    expect(racing.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.code === 400)?.body.msg).toBe('The group short name already exists, please change it');
    const zh = await call(t, owner, 'POST', '/api/group?l=zh-CN', groupForm('zhcn'));
    expect(zh.body.msg).toBe('创建成功');
    expect((await call(t, owner, 'POST', '/api/group?l=zh-CN', groupForm('zhcn2', { brief: 'ab' }))).body.msg).toBe('brief 的长度应为 5 到 50');
  });

  it('lists visible groups to everyone, hidden and banned ones only to their members and the super admin', async () => {
    const { t, owner, member, outsider, superAdmin, siteAdmin } = c;
    const hidden = await call(t, owner, 'POST', '/api/group', groupForm('hidden', { visible: false }));
    const hiddenId = hidden.body.data.id;
    const guest = await call(t, undefined, 'GET', '/api/get-group-list?keyword=group&limit=120');
    expect(guest.code).toBe(200);
    expect(ids(guest.body)).toContain(gid);
    expect(ids(guest.body)).not.toContain(hiddenId);
    const card = guest.body.data.records.find((r: { id: number }) => r.id === gid);
    expect(card).toMatchObject({ name: 'Group main', shortName: 'grpmain', owner: 'gowner', auth: 3, visible: true, memberCount: 3 });
    expect(card.code).toBeUndefined();
    expect(card.description).toBe('About the group main');
    for (const who of [outsider, siteAdmin, member]) expect(ids((await call(t, who, 'GET', '/api/get-group-list?limit=120')).body)).not.toContain(hiddenId);
    expect(ids((await call(t, owner, 'GET', '/api/get-group-list?limit=120')).body)).toContain(hiddenId);
    expect(ids((await call(t, superAdmin, 'GET', '/api/get-group-list?limit=120')).body)).toContain(hiddenId);
    // onlyMine, the auth filter, the keyword and the page sizes
    expect(ids((await call(t, member, 'GET', '/api/get-group-list?onlyMine=true')).body)).toEqual([gid]);
    expect((await call(t, undefined, 'GET', '/api/get-group-list?onlyMine=true')).body.data).toMatchObject({ records: [], total: 0 });
    expect(ids((await call(t, undefined, 'GET', '/api/get-group-list?auth=3')).body)).toEqual([gid]);
    expect((await call(t, undefined, 'GET', '/api/get-group-list?auth=All&keyword=grpmain')).body.data).toMatchObject({ total: 1, size: 15, current: 1 });
    expect((await call(t, undefined, 'GET', '/api/get-group-list?limit=9')).body.data.size).toBe(9);
    expect((await call(t, undefined, 'GET', '/api/get-group-list?auth=7')).code).toBe(400);
  });

  it("shows the card to any signed-in user, the code to its root only, and the viewer's join state and tabs", async () => {
    const { t, owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin } = c;
    const guest = await call(t, undefined, 'GET', `/api/get-group-detail?gid=${gid}`);
    expect([guest.code, guest.body.msg]).toEqual([401, 'Please login first']);
    expect((await call(t, outsider, 'GET', '/api/get-group-detail?gid=999999')).code).toBe(404);
    const seen: Record<string, unknown> = {};
    for (const [name, who] of Object.entries({ owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin })) {
      const r = await call(t, who, 'GET', `/api/get-group-detail?gid=${gid}`);
      expect(r.code).toBe(200);
      expect(r.body.data).toMatchObject({ id: gid, name: 'Group main', description: 'About the group main', owner: 'gowner', auth: 3, visible: true, memberCount: 3 });
      expect(typeof r.body.data.gmtCreate).toBe('string');
      seen[name] = { userAuth: r.body.data.userAuth, role: r.body.data.role, code: r.body.data.code, tabs: r.body.data.tabs.map((tab: { id: string }) => tab.id).join(',') };
    }
    const everyone = 'home,problem,training,contest,submission,discussion,member,rank';
    expect(seen).toEqual({
      owner: { userAuth: 5, role: 'root', code: 'abc123', tabs: 'home,problem,training,contest,submission,discussion,member,announcement,setting,rank' },
      groupAdmin: { userAuth: 4, role: 'admin', code: undefined, tabs: 'home,problem,training,contest,submission,discussion,member,announcement,rank' },
      member: { userAuth: 3, role: 'member', code: undefined, tabs: everyone },
      applicant: { userAuth: 1, role: null, code: undefined, tabs: everyone },
      refused: { userAuth: 2, role: null, code: undefined, tabs: everyone },
      outsider: { userAuth: 0, role: null, code: undefined, tabs: everyone },
      siteAdmin: { userAuth: 0, role: null, code: undefined, tabs: everyone },
      superAdmin: { userAuth: 0, role: 'root', code: 'abc123', tabs: 'home,problem,training,contest,submission,discussion,member,announcement,setting,rank' },
    });
    const tab = (await call(t, member, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.tabs[2];
    expect(tab).toEqual({ id: 'training', path: 'training', labelKey: 'training.tab', order: 30 });
    // the discussion tab follows the website config's openGroupDiscussion
    const config = t.site.container.get(WebsiteConfigService);
    await config.update({ openGroupDiscussion: false });
    expect((await call(t, member, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.tabs.map((x: { id: string }) => x.id)).not.toContain('discussion');
    await config.update({ openGroupDiscussion: true });
    // access and auth (HOJ): access for members and the super admin; auth the member auth or 0
    const access: Record<string, unknown> = {};
    for (const [name, who] of Object.entries({ owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin })) {
      access[name] = [(await call(t, who, 'GET', `/api/get-group-access?gid=${gid}`)).body.data.access, (await call(t, who, 'GET', `/api/get-group-auth?gid=${gid}`)).body.data];
    }
    expect(access).toEqual({
      owner: [true, 5], groupAdmin: [true, 4], member: [true, 3], applicant: [false, 1], refused: [false, 2], outsider: [false, 0], siteAdmin: [false, 0], superAdmin: [true, 0],
    });
    expect((await call(t, undefined, 'GET', `/api/get-group-access?gid=${gid}`)).code).toBe(401);
  });

  it('keeps a hidden group from outsiders, and a banned one from everyone but the super admin', async () => {
    const { t, owner, member, outsider, superAdmin } = c;
    const hidden = (await call(t, owner, 'POST', '/api/group', groupForm('hide2', { visible: false }))).body.data.id;
    expect((await call(t, outsider, 'GET', `/api/get-group-detail?gid=${hidden}`)).code).toBe(404);
    expect((await call(t, outsider, 'POST', '/api/group/member', { gid: hidden })).code).toBe(404);
    expect((await call(t, superAdmin, 'GET', `/api/get-group-detail?gid=${hidden}`)).body.data).toMatchObject({ visible: false, role: 'root' });
    // a ban (status 1) is the super admin's alone
    const form = { ...groupForm('ban'), auth: 2, code: 'zzzzzz' };
    const banned = (await call(t, owner, 'POST', '/api/group', form)).body.data.id;
    await call(t, member, 'POST', '/api/group/member', { gid: banned, reason: 'let me in please' });
    await call(t, owner, 'PUT', '/api/group/member', { gid: banned, uid: await c.uidOf('gmember'), auth: 3 });
    expect((await call(t, owner, 'PUT', '/api/group', { ...form, id: banned, status: 1 })).code).toBe(403);
    expect((await call(t, superAdmin, 'PUT', '/api/group', { ...form, id: banned, status: 1 })).code).toBe(200);
    for (const who of [owner, member, outsider]) {
      expect((await call(t, who, 'GET', `/api/get-group-detail?gid=${banned}`)).code).toBe(404);
      expect(ids((await call(t, who, 'GET', '/api/get-group-list?limit=120')).body)).not.toContain(banned);
    }
    expect(ids((await call(t, superAdmin, 'GET', '/api/get-group-list?limit=120')).body)).toContain(banned);
  });

  it("changes a group's settings by its root or the super admin only", async () => {
    const { t, owner, groupAdmin, member, applicant, outsider, siteAdmin, superAdmin } = c;
    const form = { ...groupForm('main'), id: gid, auth: 3, code: 'abc123', brief: 'A new brief' };
    for (const who of [groupAdmin, member, applicant, outsider, siteAdmin]) {
      const r = await call(t, who, 'PUT', '/api/group', form);
      expect([r.code, r.body.msg]).toEqual([403, 'Sorry, you do not have permission to do this']);
    }
    expect((await call(t, undefined, 'PUT', '/api/group', form)).code).toBe(401);
    // no id: not found (the route fuzz found this one as a 500)
    expect((await call(t, owner, 'PUT', '/api/group', { ...form, id: undefined })).code).toBe(404);
    const r = await call(t, owner, 'PUT', '/api/group', { ...form, owner: 'gmember', uid: 'x' });
    expect(r).toMatchObject({ code: 200, body: { msg: 'Update Successfully', data: { brief: 'A new brief', owner: 'gowner' } } });
    expect((await call(t, owner, 'PUT', '/api/group', { ...form, name: 'abc' })).body.msg).toBe('The length of name should be 5 to 25');
    expect((await call(t, superAdmin, 'PUT', '/api/group', { ...form, brief: 'The brief of main' })).body.data.brief).toBe('The brief of main');
  });

  it("uploads a group's avatar (its root or the super admin) with the spec's checks", async () => {
    const { t, owner, groupAdmin, member, superAdmin } = c;
    const upload = (who: Client | undefined, filename: string, data: Buffer, group = gid) => {
      const form = new FormData();
      form.append('gid', String(group));
      form.append('image', new Blob([data]), filename);
      return fetch(`${t.url}/api/file/upload-group-avatar?l=en-US`, { method: 'POST', headers: who ? { authorization: who.token } : {}, body: form }).then(async (res) => ({ code: res.status, body: await res.json() }));
    };
    expect((await upload(undefined, 'a.png', PNG)).code).toBe(401);
    for (const who of [groupAdmin, member]) expect((await upload(who, 'a.png', PNG)).code).toBe(403);
    expect((await upload(owner, 'a.txt', PNG)).body.msg).toBe('file type not support');
    expect((await upload(owner, 'a.png', Buffer.from('not an image'))).body.msg).toBe('file type not support');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(owner, 'a.png', big)).body.msg).toBe('exceed max size limit');
    const ok = await upload(owner, 'a.png', PNG);
    expect(ok).toMatchObject({ code: 200, body: { msg: 'Upload_Avatar_Successfully', data: { id: gid } } });
    expect(ok.body.data.avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f]{64}$/);
    expect((await fetch(`${t.url}${ok.body.data.avatar}`)).status).toBe(200);
    expect((await upload(superAdmin, 'b.webp', Buffer.concat([Buffer.from('RIFF0000WEBP'), Buffer.alloc(16)]))).code).toBe(200);
  });

  it('lets members read the visible announcements and group admins manage them (root any, an admin their own)', async () => {
    const { t, owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin } = c;
    const post = (who: Client | undefined, body: Record<string, unknown>) => call(t, who, 'POST', '/api/group/announcement', { gid, ...body });
    for (const who of [member, applicant, refused, outsider, siteAdmin]) expect((await post(who, { title: 'x', content: 'y' })).code).toBe(403);
    expect((await post(undefined, { title: 'x', content: 'y' })).code).toBe(401);
    expect((await post(owner, { title: ' ', content: 'y' })).body.msg).toBe('title is required');
    const byRoot = await post(owner, { title: 'Welcome', content: 'Hello class', status: 0 });
    expect(byRoot).toMatchObject({ code: 200, body: { msg: 'Create Successfully' } });
    const byAdmin = (await post(groupAdmin, { title: 'Homework', content: 'Due Friday' })).body.data.id;
    const hidden = (await post(groupAdmin, { title: 'Draft', content: 'Not yet', status: 1 })).body.data.id;
    // the Home tab: members and the super admin, visible ones, 5 a page
    for (const who of [member, groupAdmin, owner, superAdmin]) {
      const list = await call(t, who, 'GET', `/api/group/get-announcement-list?gid=${gid}`);
      expect(list.body.data).toMatchObject({ total: 2, size: 5 });
      expect(list.body.data.records.map((a: { title: string }) => a.title)).toEqual(['Homework', 'Welcome']);
      expect(list.body.data.records[0]).toMatchObject({ username: 'gadmin', gid, status: 0, content: 'Due Friday' });
    }
    for (const who of [applicant, refused, outsider, siteAdmin]) expect((await call(t, who, 'GET', `/api/group/get-announcement-list?gid=${gid}`)).code).toBe(403);
    // the admin list: admins and root, hidden ones too
    expect((await call(t, groupAdmin, 'GET', `/api/group/get-admin-announcement-list?gid=${gid}`)).body.data).toMatchObject({ total: 3, size: 10 });
    for (const who of [member, outsider, siteAdmin]) expect((await call(t, who, 'GET', `/api/group/get-admin-announcement-list?gid=${gid}`)).code).toBe(403);
    // the core's home list never shows them
    expect(JSON.stringify((await call(t, undefined, 'GET', '/api/get-common-announcement?limit=50')).body)).not.toContain('Homework');
    // root edits any; an admin only their own
    const rootId = byRoot.body.data.id;
    expect((await call(t, groupAdmin, 'PUT', '/api/group/announcement', { id: rootId, gid, title: 'Taken', content: 'x' })).code).toBe(403);
    expect((await call(t, groupAdmin, 'DELETE', `/api/group/announcement?aid=${rootId}`)).code).toBe(403);
    expect((await call(t, groupAdmin, 'PUT', '/api/group/announcement', { id: hidden, gid, title: 'Draft', content: 'Now', status: 0 })).body.msg).toBe('Update Successfully');
    expect((await call(t, owner, 'PUT', '/api/group/announcement', { id: byAdmin, gid, title: 'Homework!', content: 'Due Monday', status: 1 })).code).toBe(200);
    expect((await call(t, member, 'DELETE', `/api/group/announcement?aid=${hidden}`)).code).toBe(403);
    expect((await call(t, groupAdmin, 'DELETE', `/api/group/announcement?aid=${hidden}`)).body.msg).toBe('Delete successfully');
    expect((await call(t, owner, 'DELETE', `/api/group/announcement?aid=${hidden}`)).code).toBe(404);
    expect((await call(t, member, 'GET', `/api/group/get-announcement-list?gid=${gid}`)).body.data.records.map((a: { title: string }) => a.title)).toEqual(['Welcome']);
    // a site announcement is not a group one
    const [{ id: siteAid }] = await t.site.container.get(SQL_RUNNER).all<{ id: string }>("insert into announcement (title, content, uid, status) select 'Site', 'x', uid, 0 from user_info where username = 'gsuper' returning id");
    expect((await call(t, owner, 'DELETE', `/api/group/announcement?aid=${siteAid}`)).code).toBe(404);
  });

  it('answers the content plugins through contests/discussions/trainings.gidScope with the contract roles', async () => {
    const { t } = c;
    const points = t.site.container.get(EXTENSION_POINTS);
    const get = <T>(id: Parameters<typeof t.site.container.get<T>>[0]) => t.site.container.get<T>(id);
    const userOf = async (username: string, roles: string[] = ['default_user']): Promise<SessionUser> => ({ uid: await c.uidOf(username), username, roles });
    type RoleScope = Extension & { role(r: { gid: number; user: SessionUser | undefined; get: typeof get }): Promise<string | undefined> };
    const [contest] = points.get('contests.gidScope')?.list() as unknown as Array<RoleScope & {
      canSee(r: { contest: { gid: number | null }; user: SessionUser | undefined; get: typeof get }): Promise<boolean>;
      isAdmin(r: { contest: { gid: number | null; uid: string }; user: SessionUser; get: typeof get }): Promise<boolean>;
    }>;
    const [discussion] = points.get('discussions.gidScope')?.list() as unknown as Array<RoleScope & { canSee(r: { gid: number; user: SessionUser | undefined; get: typeof get }): Promise<boolean>; isAdmin(r: { gid: number; user: SessionUser; get: typeof get }): Promise<boolean> }>;
    const [training] = points.get('trainings.gidScope')?.list() as unknown as RoleScope[];
    const cast = {
      guest: undefined, owner: await userOf('gowner'), groupAdmin: await userOf('gadmin'), member: await userOf('gmember'), applicant: await userOf('gapplicant'),
      refused: await userOf('grefused'), outsider: await userOf('goutsider'), siteAdmin: await userOf('gsiteadm', ['admin']), superAdmin: await userOf('gsuper', ['root']),
    };
    const roles: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(cast)) {
      const role = await training.role({ gid, user, get });
      expect(await contest.role({ gid, user, get })).toBe(role);
      expect(await discussion.canSee({ gid, user, get })).toBe(role !== undefined);
      expect(await contest.canSee({ contest: { gid }, user, get })).toBe(role !== undefined);
      if (user) {
        expect(await discussion.isAdmin({ gid, user, get })).toBe(role === 'admin' || role === 'root');
        expect(await contest.isAdmin({ contest: { gid, uid: 'someone-else' }, user, get })).toBe(role === 'root');
        expect(await contest.isAdmin({ contest: { gid, uid: user.uid }, user, get })).toBe(role === 'root' || role === 'admin');
      }
      roles[name] = role;
    }
    expect(roles).toEqual({
      guest: undefined, owner: 'root', groupAdmin: 'admin', member: 'member', applicant: undefined, refused: undefined, outsider: undefined, siteAdmin: undefined, superAdmin: 'root',
    });
    expect(await training.role({ gid: 987654, user: cast.superAdmin, get })).toBeUndefined();
    expect(await contest.canSee({ contest: { gid: null }, user: cast.superAdmin, get })).toBe(false);
  });

  it('lists the group rules on the roles page', async () => {
    const { t, superAdmin } = c;
    const page = JSON.stringify((await call(t, superAdmin, 'GET', '/api/admin/role/get-role-abilities')).body);
    for (const id of ['groups.member', 'groups.admin', 'groups.root']) expect(page).toContain(id);
  });

  it('applies the creation switches to users below admin', async () => {
    const { t, siteAdmin } = c;
    const switches = t.site.container.get(SITE_SWITCHES_REPOSITORY);
    await createUser(t, 'gcreator', 'secret1');
    const creator = await login(t, 'gcreator', 'secret1', ip());
    await switches.update({ defaultCreateGroupACInitValue: 1, defaultCreateGroupDailyLimit: 1, defaultCreateGroupLimit: 2 });
    const refused = await call(t, creator, 'POST', '/api/group', groupForm('sw1'));
    expect([refused.code, refused.body.msg]).toEqual([403, 'Sorry, you cannot create a group yet: solve more than 1 problems first']);
    expect((await call(t, siteAdmin, 'POST', '/api/group', groupForm('swadm1'))).code).toBe(200);
    await switches.update({ defaultCreateGroupACInitValue: 0 });
    expect((await call(t, creator, 'POST', '/api/group', groupForm('sw1'))).code).toBe(200);
    const daily = await call(t, creator, 'POST', '/api/group', groupForm('sw2'));
    expect([daily.code, daily.body.msg]).toEqual([403, 'Sorry, you have created the most groups allowed today (1)']);
    // the daily count is of the last 24 hours: yesterday's group still counts towards the total
    await t.site.container.get(SQL_RUNNER).run("update group_info set gmt_create = now() - interval '2 days' where short_name = 'grpsw1'");
    expect((await call(t, creator, 'POST', '/api/group', groupForm('sw2'))).code).toBe(200);
    await t.site.container.get(SQL_RUNNER).run("update group_info set gmt_create = now() - interval '2 days' where short_name = 'grpsw2'");
    const total = await call(t, creator, 'POST', '/api/group', groupForm('sw3'));
    expect([total.code, total.body.msg]).toEqual([403, 'Sorry, you have created the most groups allowed (2)']);
    expect((await call(t, creator, 'POST', '/api/group?l=zh-CN', groupForm('sw3'))).body.msg).toBe('对不起，您创建的团队数量已达上限 2 个');
    for (const n of ['swadm2', 'swadm3']) expect((await call(t, siteAdmin, 'POST', '/api/group', groupForm(n))).code).toBe(200);
    await switches.update({ defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100 });
  });

  it('answers No Access while switched off, withdraws its gidScope answers and tabs, and comes back without a restart', async () => {
    const { t, member, superAdmin } = c;
    const points = t.site.container.get(EXTENSION_POINTS);
    expect((await call(t, superAdmin, 'PUT', '/api/admin/switch/update', { plugins: { groups: false } })).code).toBe(200);
    const list = await call(t, member, 'GET', '/api/get-group-list');
    expect([list.code, list.body.msg]).toEqual([403, 'No Access, there is no open group area']);
    const zh = await call(t, member, 'GET', `/api/get-group-detail?gid=${gid}&l=zh-CN`);
    expect([zh.code, zh.body.msg]).toEqual([403, '无权访问，当前没有开放的团队区']);
    expect(points.get('contests.gidScope')?.list()).toEqual([]);
    expect(points.get('trainings.gidScope')?.list()).toEqual([]);
    expect((await call(t, superAdmin, 'PUT', '/api/admin/switch/update', { plugins: { groups: true } })).code).toBe(200);
    expect((await call(t, member, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data).toMatchObject({ userAuth: 3, role: 'member' });
    expect(points.get('discussions.gidScope')?.list()).toHaveLength(1);
  });

  it('disbands a group by its owner or the super admin: members and announcements go', async () => {
    const { t, owner, groupAdmin, member, outsider, siteAdmin, superAdmin } = c;
    const doomed = await castGroup(c, 'doomed');
    await call(t, owner, 'POST', '/api/group/announcement', { gid: doomed, title: 'Bye', content: 'soon' });
    for (const who of [groupAdmin, member, outsider, siteAdmin]) expect((await call(t, who, 'DELETE', `/api/group?gid=${doomed}`)).code).toBe(403);
    expect((await call(t, undefined, 'DELETE', `/api/group?gid=${doomed}`)).code).toBe(401);
    const r = await call(t, owner, 'DELETE', `/api/group?gid=${doomed}`);
    expect([r.code, r.body.msg]).toEqual([200, 'Disband Successfully']);
    expect((await call(t, superAdmin, 'GET', `/api/get-group-detail?gid=${doomed}`)).code).toBe(404);
    const sql = t.site.container.get(SQL_RUNNER);
    expect(await sql.all('select 1 from group_member where gid = ?', [doomed])).toEqual([]);
    // the members hear of it (HOJ's dissolution notice); applicants do not
    const notice = async (who: Client) => JSON.stringify((await call(t, who, 'GET', '/api/msg/mine?limit=50')).body.data.records);
    expect(await notice(member)).toContain('The group Group doomed was disbanded by gowner.');
    expect(await notice(c.applicant)).not.toContain('Group doomed was disbanded');
    expect(await sql.all('select 1 from announcement where gid = ?', [doomed])).toEqual([]);
    const other = await castGroup(c, 'doomed2');
    const zh = await fetch(`${t.url}/api/group?gid=${other}&l=zh-CN`, { method: 'DELETE', headers: { authorization: superAdmin.token } });
    expect((await zh.json()).msg).toBe('解散成功');
  });
});

describe('the groups plugin without the content plugins', () => {
  it('starts, lists and shows only its own tabs', async () => {
    const c = await startGroupSite(false);
    try {
      const gid = (await call(c.t, c.owner, 'POST', '/api/group', groupForm('alone'))).body.data.id;
      expect((await call(c.t, undefined, 'GET', '/api/get-group-list')).body.data.total).toBe(1);
      const tabs = (await call(c.t, c.outsider, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.tabs.map((x: { id: string }) => x.id);
      expect(tabs).toEqual(['home', 'problem', 'submission', 'member', 'rank']);
    } finally {
      await c.t.close();
    }
  });
});
