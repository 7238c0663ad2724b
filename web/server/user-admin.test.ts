import { USER_REPOSITORY } from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The super admin's user tools (03 §2, §5, §6) on a real site and PostgreSQL: every route, its checks and
// messages, who may call them, and what edits do to sign-in and sessions.

const ROOT_PASSWORD = 'root-pass-1';
const LIST = '/api/admin/user/get-user-list';
const EDIT = '/api/admin/user/edit-user';
const DELETE = '/api/admin/user/delete-user';
const BATCH = '/api/admin/user/insert-batch-user';
const GENERATE = '/api/admin/user/generate-user';
const DOWNLOAD = '/api/file/generate-user-excel';

describe('user admin', () => {
  let t: TestSite;
  let root: Client;
  let ip = 0;
  /** A fresh client address per login, so the login rate limit never interferes. */
  const signIn = (username: string, password: string) => login(t, username, password, `10.60.${Math.floor(++ip / 250)}.${ip % 250}`);
  const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
    fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const call = async (method: string, path: string, body?: unknown, token = root.token) => {
    const res = await send(method, path, token, body);
    return { status: res.status, ...(await json(res)) };
  };
  const userOf = (username: string) => t.site.container.get(USER_REPOSITORY).findByUsername(username);
  const tryLogin = async (username: string, password: string) => {
    const res = await fetch(`${t.url}/api/login?l=en-US`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.61.0.${++ip % 250}` }, body: JSON.stringify({ username, password }) });
    return { status: res.status, msg: (await json(res)).msg as string };
  };
  const editBody = async (username: string, changes: Record<string, unknown> = {}) => {
    const user = (await userOf(username))!;
    return { uid: user.uid, username: user.username, realname: user.realname, email: user.email, type: 1002, status: user.status, titleName: '', titleColor: '', ...changes };
  };

  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: ROOT_PASSWORD });
    root = await signIn('root', ROOT_PASSWORD);
    await createUser(t, 'ua-admin', 'admin-pw-1', ['admin']);
    await createUser(t, 'ua-probadmin', 'probadm-pw-1', ['problem_admin']);
    await createUser(t, 'ua-user', 'user-pw-1');
  }, 60_000);
  afterAll(() => t.close());

  it('is the super admin\'s only: guests 401, users and other admins 403', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', LIST, undefined], ['PUT', EDIT, {}], ['DELETE', DELETE, { ids: ['x'] }], ['POST', BATCH, { users: [] }],
      ['POST', GENERATE, {}], ['GET', `${DOWNLOAD}?key=00000000-0000-0000-0000-000000000000`, undefined],
    ];
    const others = await Promise.all([signIn('ua-user', 'user-pw-1'), signIn('ua-admin', 'admin-pw-1'), signIn('ua-probadmin', 'probadm-pw-1')]);
    for (const [method, path, body] of calls) {
      expect([path, (await send(method, path, undefined, body)).status]).toEqual([path, 401]);
      for (const other of others) expect([path, other.username, (await send(method, path, other.token, body)).status]).toEqual([path, other.username, 403]);
    }
    expect((await call('GET', LIST)).status).toBe(200);
  });

  it('lists users paged in the database, searches username, realname, e-mail and nickname, and filters admins', async () => {
    for (let i = 1; i <= 12; i++) await createUser(t, `lister${i}`, 'lister-pw-1');
    const repo = t.site.container.get(USER_REPOSITORY);
    await repo.updateProfile((await userOf('lister3'))!.uid, { realname: 'Zhang Findme', nickname: 'nick_special' });
    const first = await call('GET', `${LIST}?limit=10&currentPage=1`);
    expect(first.data).toMatchObject({ current: 1, size: 10 });
    expect(first.data.records).toHaveLength(10);
    expect(first.data.total).toBeGreaterThanOrEqual(16);
    const row = first.data.records.find((r: { username: string }) => r.username === 'lister12');
    expect(row).toMatchObject({ username: 'lister12', email: 'lister12@example.org', roles: ['default_user'], type: 1002, status: 0, titleName: '', titleColor: '' });
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['uid', 'realname', 'gmtCreate']));
    expect(JSON.stringify(first.data)).not.toContain('passwordHash');
    expect((await call('GET', `${LIST}?limit=10&currentPage=2`)).data.records.length).toBeGreaterThan(0);
    const byName = async (keyword: string) => (await call('GET', `${LIST}?keyword=${encodeURIComponent(keyword)}`)).data.records.map((r: { username: string }) => r.username);
    expect(await byName('findme')).toEqual(['lister3']);
    expect(await byName('NICK_SPECIAL')).toEqual(['lister3']);
    expect(await byName('lister12@example')).toEqual(['lister12']);
    // % and _ are literal, not wildcards
    expect(await byName('%')).toEqual([]);
    expect(await byName('ick_s')).toEqual(['lister3']);
    const admins = (await call('GET', `${LIST}?onlyAdmin=true&limit=50`)).data.records.map((r: { username: string }) => r.username).sort();
    expect(admins).toEqual(['root', 'ua-admin', 'ua-probadmin']);
    expect((await call('GET', `${LIST}?keyword=${'k'.repeat(101)}&l=en-US`)).msg).toBe('The keyword can be at most 100 characters');
  });

  it('edits role, status, realname, e-mail, username and title; refuses taken names and bad input with the spec\'s messages', async () => {
    await createUser(t, 'editme', 'editme-pw-1');
    const edited = await call('PUT', `${EDIT}?l=en-US`, await editBody('editme', { username: 'edited', realname: 'Li Lei', email: 'li@example.org', type: 1008, titleName: 'Gold', titleColor: '#ffaa00' }));
    expect(edited).toMatchObject({ status: 200, msg: 'Update Successfully', data: { username: 'edited', realname: 'Li Lei', email: 'li@example.org', roles: ['problem_admin'], type: 1008, titleName: 'Gold', titleColor: '#ffaa00' } });
    // the new role applies at once: a problem admin enters the admin area
    const asProblemAdmin = await signIn('edited', 'editme-pw-1');
    expect((await send('GET', '/api/admin/logout', asProblemAdmin.token)).status).toBe(200);
    const base = await editBody('edited');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ username: 'ua-user' }, 409, 'The username already exists'],
      [{ username: 'UA-USER' }, 409, 'The username already exists'],
      [{ email: 'ua-user@example.org' }, 409, 'The e-mail already exists'],
      [{ username: '' }, 400, 'The username is required'],
      [{ username: 'u'.repeat(21) }, 400, 'The username can be at most 20 characters'],
      [{ username: 'a b' }, 400, 'The username cannot contain spaces or any of < > " \' & / \\'],
      [{ email: 'not-an-email' }, 400, 'The e-mail format is incorrect'],
      [{ type: 999 }, 400, 'The role must be one of 1000 to 1008'],
      [{ type: 'admin' }, 400, 'The role must be one of 1000 to 1008'],
      [{ status: 2 }, 400, 'The status must be 0 (normal) or 1 (disabled)'],
      [{ setNewPwd: true, password: '12345' }, 400, 'The password must be 6 to 20 characters'],
      [{ setNewPwd: true, password: 'p'.repeat(21) }, 400, 'The password must be 6 to 20 characters'],
      [{ setNewPwd: true }, 400, 'The password is required'],
      [{ titleName: 't'.repeat(65) }, 400, 'The title can be at most 64 characters'],
      [{ titleColor: 'red; background: url(x)' }, 400, 'The title colour must be a colour such as #ff6600'],
      [{ realname: 'r'.repeat(101) }, 400, 'The real name can be at most 100 characters'],
      [{ uid: '' }, 400, 'The user is required'],
      [{ uid: '00000000-0000-0000-0000-000000000000' }, 404, 'The user does not exist'],
    ];
    for (const [changes, status, msg] of cases) {
      const res = await call('PUT', `${EDIT}?l=en-US`, { ...base, ...changes });
      expect([JSON.stringify(changes), res.status, res.msg]).toEqual([JSON.stringify(changes), status, msg]);
    }
    // a password sent without setNewPwd is ignored
    expect((await call('PUT', EDIT, { ...base, password: 'ignored-pw' })).status).toBe(200);
    expect((await tryLogin('edited', 'editme-pw-1')).status).toBe(200);
    expect((await call('PUT', `${EDIT}?l=zh-CN`, { ...base, username: 'ua-user' })).msg).toBe('用户名已存在');
    expect((await call('PUT', `${EDIT}?l=zh-CN`, { ...base, type: 1 })).msg).toBe('角色只能是 1000 到 1008 之一');
  });

  it('sets a new password with setNewPwd: the old one and every old session stop working', async () => {
    await createUser(t, 'pwuser', 'old-password-1');
    const a = await signIn('pwuser', 'old-password-1');
    const b = await signIn('pwuser', 'old-password-1');
    expect((await call('PUT', EDIT, await editBody('pwuser', { setNewPwd: true, password: 'new-password-1' }))).status).toBe(200);
    for (const c of [a, b]) expect((await send('GET', '/api/get-user-auth-info', c.token)).status).toBe(401);
    expect(await tryLogin('pwuser', 'old-password-1')).toEqual({ status: 400, msg: 'The username or password is wrong' });
    expect((await tryLogin('pwuser', 'new-password-1')).status).toBe(200);
  });

  it('disables an account: it cannot sign in and its sessions end; enabling it again lets it in', async () => {
    await createUser(t, 'disableme', 'disable-pw-1');
    const session = await signIn('disableme', 'disable-pw-1');
    const disabled = await call('PUT', EDIT, await editBody('disableme', { status: 1 }));
    expect(disabled.data.status).toBe(1);
    expect((await send('GET', '/api/get-user-auth-info', session.token)).status).toBe(401);
    expect(await tryLogin('disableme', 'disable-pw-1')).toEqual({ status: 403, msg: 'This account has been disabled' });
    expect((await call('PUT', EDIT, await editBody('disableme', { status: 0 }))).status).toBe(200);
    expect((await tryLogin('disableme', 'disable-pw-1')).status).toBe(200);
  });

  it("changes a signed-in user's roles and name on their very next request (the kept session user is dropped)", async () => {
    await createUser(t, 'promoteme', 'promote-pw-1');
    const session = await signIn('promoteme', 'promote-pw-1');
    expect((await send('GET', LIST, session.token)).status).toBe(403);
    await call('PUT', EDIT, await editBody('promoteme', { type: 1000, username: 'promoted' }));
    expect((await send('GET', LIST, session.token)).status).toBe(200);
    expect((await json(await send('GET', '/api/get-user-auth-info', session.token))).data.roles).toEqual(['root']);
    await call('PUT', EDIT, await editBody('promoted', { type: 1002 }));
    expect((await send('GET', LIST, session.token)).status).toBe(403);
  });

  it('keeps the root account, yourself and the last super admin', async () => {
    const rootEdit = await editBody('root', { type: 1000 });
    expect(await call('PUT', `${EDIT}?l=en-US`, { ...rootEdit, type: 1001 })).toMatchObject({ status: 403, msg: 'The root account cannot be deleted, disabled or demoted' });
    expect(await call('PUT', `${EDIT}?l=en-US`, { ...rootEdit, status: 1 })).toMatchObject({ status: 403, msg: 'The root account cannot be deleted, disabled or demoted' });
    expect(await call('PUT', `${EDIT}?l=en-US`, { ...rootEdit, username: 'boss' })).toMatchObject({ status: 403, msg: 'The root account cannot be renamed' });
    expect((await call('PUT', EDIT, { ...rootEdit, realname: 'The Root' })).data.realname).toBe('The Root');
    const rootUid = rootEdit.uid;
    expect(await call('DELETE', `${DELETE}?l=en-US`, { ids: [rootUid] })).toMatchObject({ status: 403, msg: 'You cannot delete your own account' });

    // a second super admin may act on root but still not delete or demote it
    await createUser(t, 'root2', 'root2-pass-1', ['root']);
    const root2 = await signIn('root2', 'root2-pass-1');
    expect(await call('DELETE', `${DELETE}?l=en-US`, { ids: [rootUid] }, root2.token)).toMatchObject({ status: 403, msg: 'The root account cannot be deleted, disabled or demoted' });
    expect(await call('PUT', `${EDIT}?l=en-US`, { ...(await editBody('root2', { type: 1000 })), type: 1002 }, root2.token)).toMatchObject({ status: 403, msg: 'You cannot disable your own account or remove your own super admin role' });
    // root2 may be demoted by root: another enabled super admin remains
    expect((await call('PUT', EDIT, await editBody('root2', { type: 1001 }))).data.roles).toEqual(['admin']);
    expect((await call('PUT', EDIT, await editBody('root2', { type: 1000 }))).data.roles).toEqual(['root']);
    expect((await call('GET', LIST)).status).toBe(200);
  });

  it('deletes a non-empty selection, all or none, and says why it cannot', async () => {
    expect(await call('DELETE', `${DELETE}?l=en-US`, { ids: [] })).toMatchObject({ status: 400, msg: 'Deleting users needs a non-empty selection' });
    expect(await call('DELETE', `${DELETE}?l=en-US`, {})).toMatchObject({ status: 400, msg: 'Deleting users needs a non-empty selection' });
    expect((await call('DELETE', `${DELETE}?l=zh-CN`, { ids: [] })).msg).toBe('删除用户需要至少选择一个用户');
    await createUser(t, 'gone1', 'gone-pw-11');
    await createUser(t, 'gone2', 'gone-pw-22');
    const session = await signIn('gone1', 'gone-pw-11');
    const ids = [(await userOf('gone1'))!.uid, (await userOf('gone2'))!.uid];
    // a selection holding yourself deletes nobody
    expect((await call('DELETE', DELETE, { ids: [...ids, (await userOf('root'))!.uid] })).status).toBe(403);
    expect(await userOf('gone1')).toBeDefined();
    expect(await call('DELETE', `${DELETE}?l=en-US`, { ids })).toMatchObject({ status: 200, msg: 'Delete successfully', data: { deleted: 2 } });
    expect(await userOf('gone1')).toBeUndefined();
    expect((await send('GET', '/api/get-user-auth-info', session.token)).status).toBe(401);

    // an announcement's author must outlive it (no cascade on announcement.uid)
    await createUser(t, 'author', 'author-pw-1', ['root']);
    const author = await signIn('author', 'author-pw-1');
    expect((await call('POST', '/api/admin/announcement', { title: 'Hello', content: 'World' }, author.token)).status).toBe(200);
    await createUser(t, 'bystander', 'bystander-pw1');
    const both = [(await userOf('author'))!.uid, (await userOf('bystander'))!.uid];
    const refused = await call('DELETE', `${DELETE}?l=en-US`, { ids: both });
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe('The user author still owns content (announcement): delete it or give it to someone else first');
    expect(await userOf('bystander')).toBeDefined();
  });

  it('imports CSV rows: every bad row is named and nothing is created; good rows all at once', async () => {
    await createUser(t, 'existing', 'existing-pw1');
    const rows = [
      ['imp1', 'imp-pw-111', 'imp1@example.org', 'Wang Wu', 'male', 'w5', 'MIT'],
      ['', 'imp-pw-222', '', '', '', '', ''],
      ['imp3', '12345', 'not-mail', '', '', '', ''],
      ['IMP1', 'imp-pw-444', 'imp1@example.org', '', '', '', ''],
      ['existing', 'imp-pw-555', 'existing@example.org', '', '', '', ''],
      ['imp6', '   ', '', '', '', 'n'.repeat(21), ''],
    ];
    const res = await call('POST', `${BATCH}?l=en-US`, { users: rows });
    expect(res.status).toBe(400);
    expect(res.msg).toBe('5 row(s) are wrong, nothing was imported');
    expect(res.data.problems).toEqual([
      { field: 'users[1]', msg: 'Row 2: the username is required' },
      { field: 'users[2]', msg: 'Row 3: the password must be 6 to 20 characters' },
      { field: 'users[2]', msg: 'Row 3: the e-mail format is incorrect' },
      { field: 'users[3]', msg: 'Row 4: the username IMP1 is already on row 1' },
      { field: 'users[3]', msg: 'Row 4: the e-mail imp1@example.org is already on row 1' },
      { field: 'users[4]', msg: 'Row 5: the username existing already exists' },
      { field: 'users[4]', msg: 'Row 5: the e-mail existing@example.org already exists' },
      { field: 'users[5]', msg: 'Row 6: the password is required' },
      { field: 'users[5]', msg: 'Row 6: the nickname can be at most 20 characters' },
    ]);
    expect(await userOf('imp1')).toBeUndefined();
    expect((await call('POST', `${BATCH}?l=zh-CN`, { users: rows })).data.problems[0].msg).toBe('第 2 行：用户名不能为空');

    const good = [
      ['imp1', 'imp-pw-111', 'imp1@example.org', 'Wang Wu', 'male', 'w5', 'MIT'],
      ['imp2', 'imp-pw-222', '', 'Zhao', '1', '', ''],
      ['imp3', 'imp-pw-333', '', '', 'unknown', '', ''],
      ['imp4', 'imp-pw-444'],
    ];
    expect(await call('POST', `${BATCH}?l=en-US`, { users: good })).toMatchObject({ status: 200, msg: 'Add Successfully', data: { count: 4 } });
    expect(await userOf('imp1')).toMatchObject({ email: 'imp1@example.org', realname: 'Wang Wu', gender: 'male', nickname: 'w5', school: 'MIT', roles: ['default_user'], status: 0 });
    expect(await userOf('imp2')).toMatchObject({ email: '', realname: 'Zhao', gender: 'female' });
    expect(await userOf('imp3')).toMatchObject({ gender: 'secrecy' });
    expect((await tryLogin('imp4', 'imp-pw-444')).status).toBe(200);
    // again: every username exists now
    const again = await call('POST', `${BATCH}?l=en-US`, { users: good });
    expect([again.status, again.data.problems.length]).toEqual([400, 5]);
    expect(await call('POST', `${BATCH}?l=en-US`, { users: [] })).toMatchObject({ status: 400, msg: 'The imported file has no users' });
    expect(await call('POST', `${BATCH}?l=en-US`, { users: ['imp9,pw'] })).toMatchObject({ status: 400, msg: 'Each imported row must be a list of seven columns' });
    expect(await call('POST', `${BATCH}?l=en-US`, { users: Array.from({ length: 1001 }, (_, i) => [`x${i}`, 'pw-pw-pw']) })).toMatchObject({ status: 400, msg: 'At most 1000 users at a time' });
  });

  it('generates accounts in one go and hands their passwords out once, as a CSV Excel opens', async () => {
    const check = async (body: Record<string, unknown>) => (await call('POST', `${GENERATE}?l=en-US`, body)).msg;
    const ok = { prefix: 'team', suffix: '', number_from: 1, number_to: 3, password_length: 8 };
    expect(await check({ ...ok, number_from: undefined })).toBe('The start number is required');
    expect(await check({ ...ok, number_to: '' })).toBe('The end number is required');
    expect(await check({ ...ok, number_from: 5, number_to: 4 })).toBe('The end number cannot be below the start number');
    expect(await check({ ...ok, number_from: -1 })).toBe('The numbers must be whole numbers from 0');
    expect(await check({ ...ok, password_length: 5 })).toBe('The password length must be a number from 6 to 25');
    expect(await check({ ...ok, password_length: 26 })).toBe('The password length must be a number from 6 to 25');
    expect(await check({ ...ok, password_length: 'eight' })).toBe('The password length must be a number from 6 to 25');
    expect(await check({ ...ok, number_from: 1, number_to: 1001 })).toBe('At most 1000 users at a time');
    expect(await check({ ...ok, prefix: 'p'.repeat(21) })).toBe('The username can be at most 20 characters');
    expect(await check({ ...ok, prefix: 'abcdefghijklmnopqrs', number_from: 9, number_to: 10 })).toBe('The username abcdefghijklmnopqrs10 would be longer than 20 characters');
    expect((await call('POST', `${GENERATE}?l=zh-CN`, { ...ok, number_from: 5, number_to: 4 })).msg).toBe('结束编号不能小于起始编号');

    const made = await call('POST', `${GENERATE}?l=en-US`, { ...ok, suffix: 'x', number_to: '3' });
    expect(made).toMatchObject({ status: 200, msg: 'Create Successfully', data: { count: 3, first: 'team1x', last: 'team3x' } });
    const file = await send('GET', `${DOWNLOAD}?key=${made.data.key}`, root.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('generated-users.csv');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('username,password');
    const accounts = lines.slice(1).map((l) => l.split(','));
    expect(accounts.map(([u]) => u)).toEqual(['team1x', 'team2x', 'team3x']);
    for (const [, password] of accounts) expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await tryLogin('team2x', accounts[1][1])).status).toBe(200);
    expect(await userOf('team1x')).toMatchObject({ email: '', roles: ['default_user'] });
    // once only
    const again = await send('GET', `${DOWNLOAD}?key=${made.data.key}&l=en-US`, root.token);
    expect([again.status, (await json(again)).msg]).toEqual([404, 'The generated accounts were already downloaded or have expired']);

    // a taken name refuses the whole range and names it
    const clash = await call('POST', `${GENERATE}?l=en-US`, { ...ok, suffix: 'x', number_from: 3, number_to: 5 });
    expect(clash).toMatchObject({ status: 409, msg: 'These usernames already exist, nothing was created: team3x', data: { usernames: ['team3x'] } });
    expect(await userOf('team4x')).toBeUndefined();
  });
});
