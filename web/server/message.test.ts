import { MESSAGE_PORT, SysNoticePushJob, USER_REPOSITORY, type MessageSource } from '@oj/core';
import { createUser, login, type Client } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

/** The message centre (issue 20 item 6) on the real PostgreSQL: the port's posts, the boxes, read state, deleting. */
describe('message centre', () => {
  let t: TestSite;
  let root: Client;
  let ann: Client;
  let bob: Client;
  let cat: Client;
  const uid: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    for (const name of ['ann', 'bob', 'cat']) await createUser(t, name, `${name}-pw-123`);
    await createUser(t, 'msgadmin', 'admin-pw-1', ['admin']);
    root = await login(t, 'root', 'root-pass-1', '10.41.0.1');
    ann = await login(t, 'ann', 'ann-pw-123', '10.41.0.2');
    bob = await login(t, 'bob', 'bob-pw-123', '10.41.0.3');
    cat = await login(t, 'cat', 'cat-pw-123', '10.41.0.4');
    for (const name of ['ann', 'bob', 'cat', 'msgadmin', 'root']) uid[name] = (await t.site.container.get(USER_REPOSITORY).findByUsername(name))!.uid;
  });
  afterAll(() => t.close());

  const port = () => t.site.container.get(MESSAGE_PORT);
  const discussion = (id: number, extra: Partial<MessageSource> = {}): MessageSource => ({ type: 'Discussion', id, title: `Discussion ${id}`, url: `/discussion-detail/${id}`, ...extra });
  const unread = async (client: Client) => (await call(t, client, 'GET', '/api/msg/unread')).body.data;
  const clean = (client: Client, type: string, id?: number) => call(t, client, 'DELETE', `/api/msg/clean?type=${type}${id === undefined ? '' : `&id=${id}`}`);

  it('needs a signed-in user', async () => {
    for (const path of ['/api/msg/unread', '/api/msg/comment', '/api/msg/reply', '/api/msg/like', '/api/msg/sys', '/api/msg/mine']) {
      expect((await call(t, undefined, 'GET', path)).code).toBe(401);
    }
    expect((await call(t, undefined, 'DELETE', '/api/msg/clean?type=Discuss')).code).toBe(401);
  });

  it('counts what the port delivers, answers the HOJ fields, and marks a page read when it is opened', async () => {
    expect(await unread(ann)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    await port().post(uid.ann, 'discuss', discussion(1, { senderId: uid.bob, content: 'Nice idea', quote: { type: 'Discussion', id: 1, content: 'My idea' } }));
    await port().post(uid.ann, 'reply', discussion(1, { senderId: uid.cat, content: 'I disagree', url: '/discussion-detail/1#comment-5', quote: { type: 'Comment', id: 5, content: 'My comment' } }));
    await port().post(uid.ann, 'like', discussion(1, { senderId: uid.bob }));
    await port().post(uid.ann, 'like', discussion(1, { senderId: uid.cat, quote: { type: 'Comment', id: 5, content: 'My comment' } }));
    await port().post(uid.ann, 'mine', { type: 'Report', id: 3, title: 'Discussion 1', url: '/discussion-detail/1', noticeTitle: 'Your report was handled', content: 'Thank you, **the post is hidden**' });
    expect(await unread(ann)).toEqual({ comment: 1, reply: 1, like: 2, sys: 0, mine: 1 });
    expect(await unread(bob)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });

    const comments = (await call(t, ann, 'GET', '/api/msg/comment')).body.data;
    expect(comments).toMatchObject({ total: 1, current: 1, size: 6 });
    expect(comments.records[0]).toEqual({
      id: expect.any(Number), state: false, senderId: uid.bob, senderUsername: 'bob', senderAvatar: '', action: 'Discuss',
      sourceType: 'Discussion', sourceId: 1, sourceTitle: 'Discussion 1', sourceContent: 'Nice idea', quoteContent: 'My idea',
      url: '/discussion-detail/1', gmtCreate: expect.any(String),
    });
    // opened once: read now, the other boxes untouched
    expect(await unread(ann)).toEqual({ comment: 0, reply: 1, like: 2, sys: 0, mine: 1 });
    expect((await call(t, ann, 'GET', '/api/msg/comment')).body.data.records[0].state).toBe(true);

    const replies = (await call(t, ann, 'GET', '/api/msg/reply')).body.data.records;
    expect(replies).toEqual([expect.objectContaining({ action: 'Reply', senderUsername: 'cat', sourceContent: 'I disagree', quoteContent: 'My comment', url: '/discussion-detail/1#comment-5' })]);
    const likes = (await call(t, ann, 'GET', '/api/msg/like')).body.data.records;
    expect(likes.map((m: { senderUsername: string; action: string }) => [m.senderUsername, m.action])).toEqual([['cat', 'Like_Discuss'], ['bob', 'Like_Post']]);
    const mine = (await call(t, ann, 'GET', '/api/msg/mine')).body.data;
    expect(mine).toMatchObject({ total: 1, size: 8 });
    expect(mine.records[0]).toMatchObject({ title: 'Your report was handled', content: 'Thank you, **the post is hidden**', state: false, sourceType: 'Report', url: '/discussion-detail/1' });
    expect(await unread(ann)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
  });

  it('keeps one like per sender and target however often it is clicked, and drops posts to oneself', async () => {
    const before = (await unread(bob)).like;
    for (let i = 0; i < 3; i++) await Promise.all([port().post(uid.bob, 'like', discussion(7, { senderId: uid.cat })), port().post(uid.bob, 'like', discussion(7, { senderId: uid.cat }))]);
    // another liker of the same discussion, and the same liker of a comment in it, are messages of their own
    await port().post(uid.bob, 'like', discussion(7, { senderId: uid.ann }));
    await port().post(uid.bob, 'like', discussion(7, { senderId: uid.cat, quote: { type: 'Comment', id: 70, content: 'c' } }));
    expect((await unread(bob)).like).toBe(before + 3);

    await port().post(uid.bob, 'like', discussion(8, { senderId: uid.bob }));
    await port().post(uid.bob, 'reply', discussion(8, { senderId: uid.bob, content: 'talking to myself' }));
    await port().post(uid.bob, 'discuss', discussion(8, { senderId: uid.bob, content: 'my own comment' }));
    expect(await unread(bob)).toMatchObject({ like: before + 3, reply: 0, comment: 0 });
    // a recipient that does not exist gets nothing, and nothing fails
    await expect(port().post('no-such-uid', 'discuss', discussion(8, { senderId: uid.bob }))).resolves.toBeUndefined();
  });

  it('postMany keeps one message a recipient in one insert, by post\'s rules', async () => {
    const before = await Promise.all([ann, bob, cat].map(unread));
    const source: MessageSource = { type: 'Group', id: 9, title: 'Group nine', url: '/group', senderId: uid.cat, noticeTitle: 'Group news', content: 'Hello **all**' };
    // cat (the sender) is dropped, bob is named twice and told once, an unknown uid keeps nothing and raises nothing
    await port().postMany([uid.ann, uid.bob, uid.bob, uid.cat, 'no-such-uid'], 'mine', source);
    const after = await Promise.all([ann, bob, cat].map(unread));
    expect(after.map((u, i) => u.mine - before[i].mine)).toEqual([1, 1, 0]);
    const mine = (await call(t, bob, 'GET', '/api/msg/mine')).body.data.records;
    expect(mine[0]).toMatchObject({ title: 'Group news', content: 'Hello **all**', sourceType: 'Group', sourceId: 9, url: '/group' });
    await port().postMany([], 'mine', source);
  });

  it('pages discuss/reply/like by 6 and sys/mine by 8, or by the limit asked', async () => {
    for (let i = 1; i <= 7; i++) await port().post(uid.cat, 'discuss', discussion(100 + i, { senderId: uid.ann, content: `comment ${i}` }));
    for (let i = 1; i <= 9; i++) await port().post(uid.cat, 'mine', { type: 'Problem', id: i, title: `Problem ${i}`, url: `/problem/${i}`, content: `made public ${i}` });
    expect(await unread(cat)).toMatchObject({ comment: 7, mine: 9 });

    const first = (await call(t, cat, 'GET', '/api/msg/comment')).body.data;
    expect(first).toMatchObject({ total: 7, size: 6 });
    expect(first.records.map((m: { sourceContent: string }) => m.sourceContent)).toEqual(['comment 7', 'comment 6', 'comment 5', 'comment 4', 'comment 3', 'comment 2']);
    // only what the page showed is read
    expect((await unread(cat)).comment).toBe(1);
    const second = (await call(t, cat, 'GET', '/api/msg/comment?currentPage=2')).body.data;
    expect(second.records.map((m: { sourceContent: string; state: boolean }) => [m.sourceContent, m.state])).toEqual([['comment 1', false]]);
    expect((await unread(cat)).comment).toBe(0);

    const mine = (await call(t, cat, 'GET', '/api/msg/mine')).body.data;
    expect([mine.total, mine.records.length]).toEqual([9, 8]);
    expect(mine.records[0]).toMatchObject({ title: 'Problem 9', content: 'made public 9' });
    expect((await unread(cat)).mine).toBe(1);
    expect((await call(t, cat, 'GET', '/api/msg/mine?limit=3&currentPage=3')).body.data.records.map((m: { title: string }) => m.title)).toEqual(['Problem 3', 'Problem 2', 'Problem 1']);
    expect((await call(t, cat, 'GET', '/api/msg/mine?limit=0')).code).toBe(400);
  });

  it('deletes one message or a whole type, the signed-in user\'s own only', async () => {
    await port().post(uid.bob, 'reply', discussion(20, { senderId: uid.ann, content: 'r1' }));
    await port().post(uid.bob, 'reply', discussion(20, { senderId: uid.cat, content: 'r2' }));
    await port().post(uid.bob, 'reply', discussion(20, { senderId: uid.ann, content: 'r3' }));
    const ids = (await call(t, bob, 'GET', '/api/msg/reply')).body.data.records.map((m: { id: number }) => m.id);
    expect(ids).toHaveLength(3);

    // someone else's message: not found, and still there
    const foreign = await clean(cat, 'Reply', ids[0]);
    expect([foreign.code, foreign.body.msg]).toEqual([404, 'The message does not exist']);
    expect((await clean(bob, 'Like', ids[0])).code).toBe(404);

    const one = await clean(bob, 'Reply', ids[0]);
    expect([one.code, one.body.msg]).toEqual([200, 'Delete successfully']);
    expect((await call(t, bob, 'GET', '/api/msg/reply')).body.data.records.map((m: { id: number }) => m.id)).toEqual(ids.slice(1));

    // cleaning a type leaves the other types and other users alone
    await port().post(uid.bob, 'discuss', discussion(21, { senderId: uid.ann, content: 'stays' }));
    await port().post(uid.cat, 'reply', discussion(21, { senderId: uid.ann, content: 'cat keeps it' }));
    expect((await clean(bob, 'reply')).code).toBe(200);
    expect((await call(t, bob, 'GET', '/api/msg/reply')).body.data.total).toBe(0);
    expect((await call(t, bob, 'GET', '/api/msg/comment')).body.data.records.map((m: { sourceContent: string }) => m.sourceContent)).toContain('stays');
    expect((await call(t, cat, 'GET', '/api/msg/reply')).body.data.total).toBe(1);

    const wrong = await clean(bob, 'Everything');
    expect([wrong.code, wrong.body.msg]).toEqual([400, 'The message type must be Discuss, Reply, Like, Sys or Mine']);
    expect((await call(t, bob, 'DELETE', '/api/msg/clean?type=Everything&l=zh-CN')).body.msg).toBe('消息类型只能是 Discuss、Reply、Like、Sys 或 Mine');
    expect((await call(t, bob, 'DELETE', '/api/msg/clean?type=Reply&id=999999&l=zh-CN')).body.msg).toBe('该消息不存在');
  });

  it('delivers system notices to all, to one user and to the admins exactly once, into the sys box', async () => {
    const notice = async (title: string, type: string, recipientId?: string) =>
      (await call(t, root, 'POST', '/api/admin/msg/notice', { title, content: `**${title}** body`, type, recipientId })).body.data.id as number;
    await notice('To everyone', 'All');
    await notice('To bob', 'Single', 'bob');
    await notice('To the admins', 'Admin');
    // nothing before the push
    expect((await unread(bob)).sys).toBe(0);
    const job = t.site.container.get(SysNoticePushJob);
    await Promise.all([job.runOnce(), job.runOnce()]);
    await job.runOnce();

    const sysTitles = async (client: Client) => (await call(t, client, 'GET', '/api/msg/sys?limit=50')).body.data.records.map((m: { title: string }) => m.title);
    expect(await unread(bob)).toMatchObject({ sys: 2 });
    expect(await unread(ann)).toMatchObject({ sys: 1 });
    const admin = await login(t, 'msgadmin', 'admin-pw-1', '10.41.0.5');
    expect((await unread(admin)).sys).toBe(2);
    expect((await unread(root)).sys).toBe(2);

    const bobSys = (await call(t, bob, 'GET', '/api/msg/sys')).body.data;
    expect(bobSys).toMatchObject({ total: 2, size: 8 });
    expect(bobSys.records[0]).toEqual({ id: expect.any(Number), title: 'To bob', content: '**To bob** body', state: false, gmtCreate: expect.any(String) });
    expect(bobSys.records.map((m: { title: string }) => m.title)).toEqual(['To bob', 'To everyone']);
    expect((await unread(bob)).sys).toBe(0);
    expect(await sysTitles(ann)).toEqual(['To everyone']);
    expect(await sysTitles(admin)).toEqual(['To the admins', 'To everyone']);
    expect(await sysTitles(root)).toEqual(['To the admins', 'To everyone']);

    // delete one delivered notice, then the whole box; the notice itself stays for the others
    expect((await clean(bob, 'Sys', bobSys.records[0].id)).code).toBe(200);
    expect(await sysTitles(bob)).toEqual(['To everyone']);
    expect((await clean(admin, 'sys', bobSys.records[1].id)).code).toBe(404);
    expect((await clean(admin, 'Sys')).code).toBe(200);
    expect(await sysTitles(admin)).toEqual([]);
    expect(await sysTitles(bob)).toEqual(['To everyone']);
  });
});
