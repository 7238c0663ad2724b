import { SYS_NOTICE_REPOSITORY, SysNoticePushJob, USER_REPOSITORY, pageRequest } from '@oj/core';
import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

describe('system notices', () => {
  let t: TestSite;
  let root: string;
  let admin: string;
  let annUid: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.40.0.1')).token;
    await createUser(t, 'noticeadmin', 'admin-pw1', ['admin']);
    await createUser(t, 'ann', 'ann-pw-11');
    await createUser(t, 'bob', 'bob-pw-11');
    admin = (await login(t, 'noticeadmin', 'admin-pw1', '10.40.0.2')).token;
    annUid = (await t.site.container.get(USER_REPOSITORY).findByUsername('ann'))!.uid;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const inboxOf = async (username: string) => {
    const uid = (await t.site.container.get(USER_REPOSITORY).findByUsername(username))!.uid;
    return (await t.site.container.get(SYS_NOTICE_REPOSITORY).pageDelivered(uid, pageRequest(1, 50, 50))).records.map((d) => d.title);
  };

  it('lets the super admin add, list by type, edit and delete notices', async () => {
    const all = await json(await send('POST', '/api/admin/msg/notice?l=en-US', root, { title: ' Maintenance ', content: 'Down at 2am', type: 'All', state: true, adminId: 'someone-else' }));
    expect(all).toMatchObject({ status: 200, msg: 'Create Successfully', data: { title: 'Maintenance', type: 'All', recipientId: null, state: false, adminUsername: 'root' } });
    // the designated user by username or uid; stored as the uid
    const single = await json(await send('POST', '/api/admin/msg/notice', root, { title: 'For Ann', content: 'Hi', type: 'Single', recipientId: 'ann' }));
    expect(single.data).toMatchObject({ recipientId: annUid, recipientUsername: 'ann' });
    const byUid = await json(await send('POST', '/api/admin/msg/notice', root, { title: 'Admins only', content: 'x', type: 'Admin', recipientId: annUid }));
    expect(byUid.data).toMatchObject({ type: 'Admin', recipientId: null });

    const list = await json(await send('GET', '/api/admin/msg/notice?limit=2&currentPage=1', root));
    expect(list.data).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(list.data.records.map((n: { title: string }) => n.title)).toEqual(['Admins only', 'For Ann']);
    const singles = await json(await send('GET', '/api/admin/msg/notice?type=Single', root));
    expect(singles.data.records.map((n: { id: number }) => n.id)).toEqual([single.data.id]);

    const edited = await json(await send('PUT', '/api/admin/msg/notice', root, { id: all.data.id, title: 'Maintenance tonight', content: 'Down at 2am', type: 'Single', recipientId: 'bob' }));
    expect(edited.data).toMatchObject({ title: 'Maintenance tonight', type: 'Single', recipientUsername: 'bob' });
    expect((await send('DELETE', `/api/admin/msg/notice?id=${byUid.data.id}`, root)).status).toBe(200);
    const again = await send('DELETE', `/api/admin/msg/notice?id=${byUid.data.id}&l=en-US`, root);
    expect([again.status, (await json(again)).msg]).toEqual([404, 'The notice does not exist']);
  });

  it('checks the form with clear messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: '  ', content: 'x', type: 'All' }, 'The title is required'],
      [{ title: 't'.repeat(256), content: 'x', type: 'All' }, 'The title can be at most 255 characters'],
      [{ title: 't', content: '', type: 'All' }, 'The content is required'],
      [{ title: 't', content: 'c'.repeat(65536), type: 'All' }, 'The content can be at most 65535 characters'],
      [{ title: 't', content: 'c', type: 'Everyone' }, 'The recipients must be All, Single or Admin'],
      [{ title: 't', content: 'c', type: 'Single' }, 'A notice to a designated user needs the recipient'],
      [{ title: 't', content: 'c', type: 'Single', recipientId: 'nobody' }, 'The recipient does not exist'],
    ];
    for (const [body, msg] of cases) {
      const res = await send('POST', '/api/admin/msg/notice?l=en-US', root, body);
      expect([res.status, (await json(res)).msg]).toEqual([400, msg]);
    }
    expect((await json(await send('PUT', '/api/admin/msg/notice?l=zh-CN', root, { title: 't', content: 'c', type: 'All' }))).msg).toBe('通知编号不能为空');
    expect((await send('GET', '/api/admin/msg/notice?type=Nobody', root)).status).toBe(400);
    expect((await send('PUT', '/api/admin/msg/notice', root, { id: 99_999, title: 't', content: 'c', type: 'All' })).status).toBe(404);
  });

  it('keeps notices to the super admin', async () => {
    expect((await send('GET', '/api/admin/msg/notice', undefined)).status).toBe(401);
    expect((await send('GET', '/api/admin/msg/notice', admin)).status).toBe(403);
    expect((await send('POST', '/api/admin/msg/notice', admin, { title: 't', content: 'c', type: 'All' })).status).toBe(403);
  });

  it('pushes pending notices to their recipients once; a pushed notice keeps its recipients but its text can change', async () => {
    const everyone = await json(await send('POST', '/api/admin/msg/notice', root, { title: 'Welcome all', content: 'c', type: 'All' }));
    const admins = await json(await send('POST', '/api/admin/msg/notice', root, { title: 'Admins meeting', content: 'c', type: 'Admin' }));
    const pushed = await t.site.container.get(SysNoticePushJob).runOnce();
    expect(pushed.map((p) => p.id).sort()).toEqual(expect.arrayContaining([everyone.data.id, admins.data.id]));
    expect(await t.site.container.get(SysNoticePushJob).runOnce()).toEqual([]);

    expect(await inboxOf('ann')).toEqual(['Welcome all', 'For Ann']);
    expect(await inboxOf('bob')).toEqual(['Welcome all', 'Maintenance tonight']);
    expect(await inboxOf('noticeadmin')).toEqual(['Admins meeting', 'Welcome all']);
    expect(await inboxOf('root')).toEqual(['Admins meeting', 'Welcome all']);
    const listed = await json(await send('GET', '/api/admin/msg/notice', root));
    expect(listed.data.records.every((n: { state: boolean }) => n.state)).toBe(true);

    const moved = await send('PUT', '/api/admin/msg/notice?l=en-US', root, { id: everyone.data.id, title: 'Welcome all', content: 'c', type: 'Admin' });
    expect([moved.status, (await json(moved)).msg]).toEqual([409, 'This notice has been pushed: its recipients can no longer change (add a new notice instead)']);
    const retitled = await send('PUT', '/api/admin/msg/notice', root, { id: everyone.data.id, title: 'Welcome, everyone', content: 'c', type: 'All', state: false });
    expect((await json(retitled)).data).toMatchObject({ title: 'Welcome, everyone', state: true });
    expect(await inboxOf('ann')).toEqual(['Welcome, everyone', 'For Ann']);
  });
});

describe('notice input at the edges never gets a 5xx', () => {
  let t: TestSite;
  let root: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    root = (await login(t, 'root', 'root-pass-1', '10.41.0.1')).token;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/admin/msg/notice?currentPage=1e300&limit=99999999999', undefined],
    ['DELETE', '/api/admin/msg/notice?id=99999999999999999999', undefined],
    ['DELETE', '/api/admin/msg/notice?id=abc', undefined],
    ['PUT', '/api/admin/msg/notice', { id: 1e300, title: 'x', content: 'y', type: 'All' }],
    ['POST', '/api/admin/msg/notice', { title: 'x', content: 'y', type: 'Single', recipientId: 'x'.repeat(5000) }],
    ['POST', '/api/admin/msg/notice', { title: ['x'], content: { a: 1 }, type: 3, recipientId: 7 }],
    ['POST', '/api/admin/msg/notice', { title: 'x', content: 'y', type: 'Single', recipientId: "'; drop table user_info; --" }],
  ])('%s %s', async (method, path, body) => {
    const res = await fetch(`${t.url}${path}`, { method, headers: { authorization: root, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(res.status).toBeLessThan(500);
    expect((await json(res)).status).toBe(res.status);
  });
});
