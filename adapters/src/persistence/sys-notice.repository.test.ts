import type { MikroORM } from '@mikro-orm/postgresql';
import { pageRequest, type RoleName } from '@oj/core';
import { TEST_ENGINES } from '../testing/test-database';
import { sqlOf } from './entity-manager';
import { SqlSysNoticeRepository } from './sys-notice.repository';
import { migratedOrm, type MigratedOrm } from './testing/migrated-orm';
import { MikroUserRepository } from './user.repository';

const ADMIN_ROLE_IDS = [1000, 1001, 1008];
const page = pageRequest(1, 50, 50);

describe.each(TEST_ENGINES)('SqlSysNoticeRepository on %s', (engine) => {
  let m: MigratedOrm;
  let orm: MikroORM;
  let notices: SqlSysNoticeRepository;
  const uid: Record<string, string> = {};

  beforeAll(async () => {
    m = await migratedOrm(engine);
    orm = m.orm;
    notices = new SqlSysNoticeRepository(orm);
    const users = new MikroUserRepository(orm);
    const accounts: Array<[string, RoleName[]]> = [['boss', ['root']], ['helper', ['admin']], ['setter', ['problem_admin']], ['ann', ['default_user']], ['bob', ['default_user']], ['gone', ['admin']]];
    for (const [name, roles] of accounts) uid[name] = (await users.create({ username: name, email: `${name}@example.org`, passwordHash: 'x', roles })).uid;
    // a disabled account receives no broadcast
    await sqlOf(orm).run('update user_info set status = 1 where uid = ?', [uid.gone]);
  });
  afterAll(() => m?.close());

  const deliveredTo = async (id: number) =>
    (await sqlOf(orm).all<{ username: string }>('select u.username from user_sys_notice d join user_info u on u.uid = d.recipient_id where d.sys_notice_id = ? order by u.username', [id])).map((r) => r.username);

  it('stores notices with their authors and recipients by name, pages and filters them by type', async () => {
    const all = await notices.create(uid.boss, { title: 'Maintenance', content: 'Down at 2am', type: 'All', recipientId: null });
    const single = await notices.create(uid.boss, { title: 'Hello Ann', content: '你好 "Ann"', type: 'Single', recipientId: uid.ann });
    expect(all).toMatchObject({ title: 'Maintenance', type: 'All', recipientId: null, state: false, adminId: uid.boss, adminUsername: 'boss' });
    expect(single).toMatchObject({ content: '你好 "Ann"', recipientId: uid.ann, recipientUsername: 'ann' });
    const listed = await notices.page(page, {});
    expect(listed.records.map((n) => n.title)).toEqual(['Hello Ann', 'Maintenance']);
    expect((await notices.page(page, { type: 'Single' })).records.map((n) => n.id)).toEqual([single.id]);
    expect((await notices.page(pageRequest(2, 1, 1), {})).records.map((n) => n.id)).toEqual([all.id]);
  });

  it('pushes each pending notice once: active users for All, admin roles for Admin, the one user for Single', async () => {
    const admin = await notices.create(uid.boss, { title: 'Admins', content: 'c', type: 'Admin', recipientId: null });
    const pushed = await notices.pushPending({ adminRoleIds: ADMIN_ROLE_IDS });
    const byId = Object.fromEntries(pushed.map((p) => [p.id, p.recipients]));
    const [single, all] = (await notices.page(page, { type: 'Single' })).records.concat((await notices.page(page, { type: 'All' })).records);
    expect(byId).toEqual({ [all.id]: 5, [single.id]: 1, [admin.id]: 3 });
    expect(await deliveredTo(all.id)).toEqual(['ann', 'bob', 'boss', 'helper', 'setter']);
    expect(await deliveredTo(admin.id)).toEqual(['boss', 'helper', 'setter']);
    expect(await deliveredTo(single.id)).toEqual(['ann']);
    expect((await notices.page(page, {})).records.every((n) => n.state)).toBe(true);
    expect(await notices.pushPending({ adminRoleIds: ADMIN_ROLE_IDS })).toEqual([]);

    const inbox = await notices.pageDelivered(uid.ann, page);
    expect(inbox.total).toBe(2);
    expect(inbox.records.map((d) => [d.title, d.state])).toEqual([['Hello Ann', false], ['Maintenance', false]]);
  });

  it('keeps a pushed notice from changing when asked for unpushed only, and shows edited text to its recipients', async () => {
    const [pushedOne] = (await notices.page(page, { type: 'Single' })).records;
    expect(await notices.update(pushedOne.id, { type: 'All', recipientId: null }, { unpushedOnly: true })).toBeUndefined();
    const edited = await notices.update(pushedOne.id, { title: 'Hello again' });
    expect(edited).toMatchObject({ title: 'Hello again', type: 'Single', state: true });
    expect((await notices.pageDelivered(uid.ann, page)).records[0].title).toBe('Hello again');
    expect(await notices.update(999_999, { title: 'x' })).toBeUndefined();
  });

  it('delivers once when several processes push at the same moment', async () => {
    const fresh = await notices.create(uid.boss, { title: 'Race', content: 'c', type: 'All', recipientId: null });
    const others = [new SqlSysNoticeRepository(orm), new SqlSysNoticeRepository(orm), notices];
    const results = await Promise.all(others.map((r) => r.pushPending({ adminRoleIds: ADMIN_ROLE_IDS })));
    expect(results.flat()).toEqual([{ id: fresh.id, recipients: 5 }]);
    expect(await deliveredTo(fresh.id)).toHaveLength(5);
  });

  it('deletes a notice with its deliveries', async () => {
    const [race] = (await notices.page(page, { type: 'All' })).records;
    expect(await notices.delete(race.id)).toBe(true);
    expect(await notices.delete(race.id)).toBe(false);
    expect(await deliveredTo(race.id)).toEqual([]);
    expect(await notices.find(race.id)).toBeUndefined();
  });
});
