import { call } from '../../../web/server/testing/api-call';
import type { Client } from '../../../web/server/testing/accounts';
import { castGroup, groupForm, startGroupSite, type GroupCast } from './group-harness';

// Joining and membership (03 §4, §6): joining by auth, the private code behind the core's SecretCheckLimiter,
// applying again after a refusal, accepting and refusing with the applicant's message, the role select rules,
// kicking (the owner: the super admin only, which disbands), exiting, and the member and apply lists.

jest.setTimeout(120_000);

describe('the groups plugin: members', () => {
  let c: GroupCast;
  beforeAll(async () => {
    c = await startGroupSite(false);
  });
  afterAll(() => c?.t.close());

  const names = (body: { data: { records: Array<{ username: string }> } }) => body.data.records.map((r) => r.username);
  const mine = async (who: Client) => (await call(c.t, who, 'GET', '/api/msg/mine?limit=50')).body.data.records as Array<Record<string, unknown>>;

  it('joins a public group at once; protected and private ones by application with a reason (and the code)', async () => {
    const { t, owner, member, outsider } = c;
    const pub = (await call(t, owner, 'POST', '/api/group', groupForm('pub'))).body.data.id;
    expect((await call(t, undefined, 'POST', '/api/group/member', { gid: pub })).code).toBe(401);
    const joined = await call(t, member, 'POST', '/api/group/member', { gid: pub });
    expect([joined.code, joined.body.msg]).toEqual([200, 'Apply Successfully']);
    expect((await call(t, member, 'GET', `/api/get-group-auth?gid=${pub}`)).body.data).toBe(3);
    expect((await call(t, member, 'POST', '/api/group/member', { gid: pub })).body.msg).toBe('You are already a member of this group');

    const prot = (await call(t, owner, 'POST', '/api/group', groupForm('prot', { auth: 2, code: 'aaaaaa' }))).body.data.id;
    expect((await call(t, outsider, 'POST', '/api/group/member', { gid: prot })).body.msg).toBe('The reason for applying should be 5 to 100 characters long');
    expect((await call(t, outsider, 'POST', '/api/group/member', { gid: prot, reason: 'abcd' })).body.msg).toBe('The reason for applying should be 5 to 100 characters long');
    expect((await call(t, outsider, 'POST', '/api/group/member', { gid: prot, reason: 'x'.repeat(101) })).code).toBe(400);
    expect((await call(t, outsider, 'POST', '/api/group/member?l=zh-CN', { gid: prot, reason: 'abcd' })).body.msg).toBe('申请理由的长度应为 5 到 100');
    expect((await call(t, outsider, 'POST', '/api/group/member', { gid: prot, reason: 'I study here' })).body.msg).toBe('Apply Successfully');
    expect((await call(t, outsider, 'GET', `/api/get-group-detail?gid=${prot}`)).body.data).toMatchObject({ userAuth: 1, role: null });
    expect((await call(t, outsider, 'POST', '/api/group/member', { gid: prot, reason: 'I study here' })).body.msg).toBe('You have already applied to join this group, please wait for the review');
    // the owner heard of it
    const notes = await mine(owner);
    expect(notes.some((m) => JSON.stringify(m).includes('goutsider applied to join the group Group prot'))).toBe(true);

    const priv = (await call(t, owner, 'POST', '/api/group', groupForm('priv', { auth: 3, code: 'sEcr3t' }))).body.data.id;
    expect((await call(t, member, 'POST', '/api/group/member', { gid: priv, reason: 'I study here' })).body.msg).toBe('The invitation code must be 6 characters long');
    expect((await call(t, member, 'POST', '/api/group/member', { gid: priv, reason: 'I study here', code: 'wrong!' })).body.msg).toBe('The invitation code is wrong');
    expect((await call(t, member, 'POST', '/api/group/member', { gid: priv, code: 'sEcr3t' })).body.msg).toBe('The reason for applying should be 5 to 100 characters long');
    expect((await call(t, member, 'POST', '/api/group/member', { gid: priv, reason: 'I study here', code: 'sEcr3t' })).body.msg).toBe('Apply Successfully');
    expect((await call(t, member, 'GET', `/api/get-group-auth?gid=${priv}`)).body.data).toBe(1);
  });

  it('limits wrong private codes through the SecretCheckLimiter (429 after 10 wrong tries per user and group)', async () => {
    const { t, owner, refused } = c;
    const priv = (await call(t, owner, 'POST', '/api/group', groupForm('lim', { auth: 3, code: 'rightt' }))).body.data.id;
    for (let i = 0; i < 10; i++) expect((await call(t, refused, 'POST', '/api/group/member', { gid: priv, reason: 'let me in', code: `wrong${i}` })).body.msg).toBe('The invitation code is wrong');
    const limited = await call(t, refused, 'POST', '/api/group/member', { gid: priv, reason: 'let me in', code: 'rightt' });
    expect(limited.code).toBe(429);
    expect(limited.body.msg).toMatch(/Too many wrong tries, please try again in \d+ seconds/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await call(t, refused, 'GET', `/api/get-group-auth?gid=${priv}`)).body.data).toBe(0);
  });

  it('accepts and refuses applications with a message to the applicant; a refused user may apply again', async () => {
    const { t, owner, groupAdmin, applicant, refused, member, outsider, siteAdmin } = c;
    const gid = await castGroup(c, 'acc');
    const applicantUid = await c.uidOf('gapplicant');
    // only the group's admins and root (and the super admin) handle applications
    for (const who of [member, applicant, outsider, siteAdmin]) expect((await call(t, who, 'PUT', '/api/group/member', { gid, uid: applicantUid, auth: 3 })).code).toBe(403);
    expect((await call(t, groupAdmin, 'PUT', '/api/group/member', { gid, uid: applicantUid, auth: 2 })).body.msg).toBe('Update Successfully');
    let notes = await mine(applicant);
    expect(notes.some((m) => JSON.stringify(m).includes('Your application to join the group Group acc was refused.'))).toBe(true);
    expect((await call(t, applicant, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.userAuth).toBe(2);
    // applying again after a refusal (HOJ)
    expect((await call(t, applicant, 'POST', '/api/group/member', { gid, reason: 'Please, again' })).body.msg).toBe('Apply Successfully');
    expect((await call(t, applicant, 'GET', `/api/get-group-auth?gid=${gid}`)).body.data).toBe(1);
    expect((await call(t, groupAdmin, 'PUT', '/api/group/member', { gid, uid: applicantUid, auth: 3 })).code).toBe(200);
    notes = await mine(applicant);
    expect(notes.some((m) => JSON.stringify(m).includes('Your application to join the group Group acc was accepted.'))).toBe(true);
    expect((await call(t, applicant, 'GET', `/api/get-group-access?gid=${gid}`)).body.data.access).toBe(true);
    // the refused user of the cast is still refused
    expect((await call(t, refused, 'GET', `/api/get-group-access?gid=${gid}`)).body.data.access).toBe(false);
    expect((await call(t, owner, 'PUT', '/api/group/member', { gid, uid: 'no-such-uid', auth: 3 })).code).toBe(404);
  });

  it('follows the member role select rules', async () => {
    const { t, owner, groupAdmin, member, superAdmin } = c;
    const gid = await castGroup(c, 'roles');
    const [ownerUid, adminUid, memberUid, applicantUid] = await Promise.all(['gowner', 'gadmin', 'gmember', 'gapplicant'].map((n) => c.uidOf(n)));
    const put = (who: Client, uid: string, auth: number) => call(t, who, 'PUT', '/api/group/member', { gid, uid, auth });
    // a group admin: rows below 4, levels below 4
    expect((await put(groupAdmin, memberUid, 4)).code).toBe(403);
    expect((await put(groupAdmin, adminUid, 3)).code).toBe(403);
    expect((await put(groupAdmin, ownerUid, 3)).code).toBe(403);
    expect((await put(groupAdmin, applicantUid, 3)).code).toBe(200);
    expect((await put(groupAdmin, applicantUid, 2)).code).toBe(200);
    // nobody makes an owner or changes the owner's row
    expect((await put(owner, memberUid, 5)).code).toBe(403);
    expect((await put(superAdmin, ownerUid, 4)).code).toBe(403);
    // the owner and the super admin make and cancel admins
    expect((await put(owner, memberUid, 4)).code).toBe(200);
    expect((await call(t, member, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.role).toBe('admin');
    expect((await put(superAdmin, memberUid, 3)).code).toBe(200);
    expect((await put(owner, adminUid, 3)).code).toBe(200);
    expect((await call(t, groupAdmin, 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.role).toBe('member');
    expect((await put(groupAdmin, applicantUid, 3)).code).toBe(403);
    expect((await call(t, owner, 'PUT', '/api/group/member', { gid, uid: memberUid, auth: 9 })).code).toBe(400);
  });

  it('lists members to members and applications to admins', async () => {
    const { t, owner, groupAdmin, member, applicant, refused, outsider, siteAdmin, superAdmin } = c;
    const gid = await castGroup(c, 'lists');
    for (const who of [member, groupAdmin, owner, superAdmin]) {
      const list = await call(t, who, 'GET', `/api/group/get-member-list?gid=${gid}`);
      expect(list.body.data).toMatchObject({ total: 3, size: 10 });
      expect(names(list.body)).toEqual(['gowner', 'gadmin', 'gmember']);
      expect(list.body.data.records[0]).toMatchObject({ gid, auth: 5, nickname: '', avatar: '' });
      expect(typeof list.body.data.records[0].gmtCreate).toBe('string');
    }
    for (const who of [applicant, refused, outsider, siteAdmin]) expect((await call(t, who, 'GET', `/api/group/get-member-list?gid=${gid}`)).code).toBe(403);
    expect(names((await call(t, member, 'GET', `/api/group/get-member-list?gid=${gid}&keyword=adm`)).body)).toEqual(['gadmin']);
    expect(names((await call(t, member, 'GET', `/api/group/get-member-list?gid=${gid}&auth=3`)).body)).toEqual(['gmember']);
    const applies = await call(t, groupAdmin, 'GET', `/api/group/get-apply-list?gid=${gid}`);
    expect(names(applies.body).sort()).toEqual(['gapplicant', 'grefused']);
    expect(applies.body.data.records.find((r: { username: string }) => r.username === 'gapplicant')).toMatchObject({ auth: 1, reason: 'I would like to join' });
    expect(names((await call(t, owner, 'GET', `/api/group/get-apply-list?gid=${gid}&auth=2`)).body)).toEqual(['grefused']);
    for (const who of [member, applicant, outsider, siteAdmin]) expect((await call(t, who, 'GET', `/api/group/get-apply-list?gid=${gid}`)).code).toBe(403);
    expect((await call(t, undefined, 'GET', `/api/group/get-member-list?gid=${gid}`)).code).toBe(401);
  });

  it('kicks by the delete rules; kicking the owner (the super admin only) disbands the group', async () => {
    const { t, owner, groupAdmin, member, outsider, siteAdmin, superAdmin } = c;
    const gid = await castGroup(c, 'kick');
    const [ownerUid, adminUid, memberUid, applicantUid] = await Promise.all(['gowner', 'gadmin', 'gmember', 'gapplicant'].map((n) => c.uidOf(n)));
    const del = (who: Client, uid: string) => call(t, who, 'DELETE', `/api/group/member?gid=${gid}&uid=${uid}`);
    for (const who of [member, outsider, siteAdmin]) expect((await del(who, applicantUid)).code).toBe(403);
    expect((await del(groupAdmin, adminUid)).code).toBe(403);
    expect((await del(groupAdmin, ownerUid)).code).toBe(403);
    expect((await del(owner, ownerUid)).code).toBe(403);
    expect((await del(groupAdmin, memberUid)).body.msg).toBe('Delete successfully');
    expect((await call(t, member, 'GET', `/api/get-group-auth?gid=${gid}`)).body.data).toBe(0);
    expect((await del(owner, adminUid)).code).toBe(200);
    expect((await del(owner, adminUid)).code).toBe(404);
    const disband = await del(superAdmin, ownerUid);
    expect(disband.code).toBe(200);
    expect(JSON.stringify((await call(t, owner, 'GET', '/api/msg/mine?limit=50')).body.data.records)).toContain('The group Group kick was disbanded by gsuper.');
    expect((await call(t, superAdmin, 'GET', `/api/get-group-detail?gid=${gid}`)).code).toBe(404);
  });

  it('lets members and admins exit; the owner must disband', async () => {
    const { t, owner, groupAdmin, member, applicant, outsider } = c;
    const gid = await castGroup(c, 'exit');
    const exit = (who: Client) => call(t, who, 'DELETE', `/api/group/member/exit?gid=${gid}`);
    expect((await exit(owner)).body.msg).toBe('The owner cannot exit the group: disband it instead');
    expect((await exit(applicant)).body.msg).toBe('You are not a member of this group');
    expect((await exit(outsider)).code).toBe(400);
    const left = await exit(member);
    expect([left.code, left.body.msg]).toEqual([200, 'Exit Successfully']);
    expect((await exit(groupAdmin)).code).toBe(200);
    expect((await call(t, owner, 'GET', `/api/group/get-member-list?gid=${gid}`)).body.data.total).toBe(1);
    expect((await call(t, undefined, 'DELETE', `/api/group/member/exit?gid=${gid}`)).code).toBe(401);
  });
});
