import { SITE_SWITCHES_REPOSITORY, SQL_RUNNER as SQL_RUNNER_TOKEN, USER_REPOSITORY } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import discussions from '../src/index';

// Comments and replies (issue 20 items 2–3) on the real PostgreSQL, with the contests plugin for the contest
// Q&A: content rules in both languages, paging with the reply preview, likes and their messages, the discuss
// and reply messages, delete rules, the comment count under 50 parallel comments, and the Q&A visibility.

jest.setTimeout(240_000);

const HOUR = 3_600_000;

describe('comments and replies', () => {
  let t: TestSite;
  let root: Client;
  let admin: Client;
  let ann: Client;
  let bob: Client;
  let cat: Client;
  const uid: Record<string, string> = {};
  const discussion = async (client: Client, title: string): Promise<number> =>
    (await call(t, client, 'POST', '/api/discussion', { title, description: 'd', categoryId: 1, content: 'body' })).body.data.id;
  const comment = (client: Client, source: { did?: number; cid?: number }, content: string, lang = 'en-US') => call(t, client, 'POST', `/api/comment?l=${lang}`, { ...source, content });
  const reply = (client: Client, commentId: number, content: string, quote: { quoteId?: number; quoteType?: string } = {}) => call(t, client, 'POST', '/api/reply', { reply: { commentId, content }, ...quote });
  const comments = async (client: Client | undefined, query: string) => (await call(t, client, 'GET', `/api/comments?${query}`)).body;
  const detail = async (did: number) => (await call(t, root, 'GET', `/api/get-discussion-detail?did=${did}`)).body.data;
  // the messages of one source (each test has its own discussion)
  const box = async (client: Client, kind: string, sourceId?: number) =>
    (await call(t, client, 'GET', `/api/msg/${kind}?limit=100`)).body.data.records.filter((m: { sourceId: number }) => sourceId === undefined || m.sourceId === sourceId);

  beforeAll(async () => {
    // the contest Q&A needs the contests plugin, read from its source (a plugin never imports another)
    const contests = await pluginFromSource('contests');
    if (!contests) throw new Error('the contests plugin is not installed');
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' }, undefined, [contests, discussions]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
    await createUser(t, 'cadmin', 'admin-pw-1', ['admin']);
    for (const name of ['ann', 'bob', 'cat']) await createUser(t, name, `${name}-pw-123`);
    root = await login(t, 'root', 'root-pass-1', '10.60.0.1');
    admin = await login(t, 'cadmin', 'admin-pw-1', '10.60.0.2');
    ann = await login(t, 'ann', 'ann-pw-123', '10.60.0.3');
    bob = await login(t, 'bob', 'bob-pw-123', '10.60.0.4');
    cat = await login(t, 'cat', 'cat-pw-123', '10.60.0.5');
    await call(t, root, 'PUT', '/api/admin/switch/update', { pluginSettings: { discussions: { postsPerMinute: 600 } } });
    for (const name of ['root', 'cadmin', 'ann', 'bob', 'cat']) uid[name] = (await t.site.container.get(USER_REPOSITORY).findByUsername(name))!.uid;
  });
  afterAll(() => t?.close());

  it('checks the content: not blank, at most 10,000 characters, in both languages; posting needs a login', async () => {
    const did = await discussion(ann, 'Content rules');
    expect((await comment(bob, { did }, '   ')).body.msg).toBe('Content cannot be empty');
    expect((await comment(bob, { did }, '', 'zh-CN')).body.msg).toBe('内容不能为空');
    expect((await comment(bob, { did }, 'x'.repeat(10001))).body.msg).toBe('Content can not exceed 10000 characters');
    expect((await comment(bob, { did }, 'x'.repeat(10001), 'zh-CN')).body.msg).toBe('内容不能超过10000个字符');
    expect((await call(t, bob, 'POST', '/api/comment', { content: 'where?' })).body.msg).toBe('Choose the discussion (did) or the contest (cid) of the comment');
    expect((await call(t, undefined, 'POST', '/api/comment', { did, content: 'hi' })).code).toBe(401);
    const ok = await comment(bob, { did }, 'x'.repeat(10000));
    expect([ok.code, ok.body.msg]).toEqual([200, 'Post successfully']);
    expect(ok.body.data).toMatchObject({ did, cid: null, fromUid: uid.bob, fromName: 'bob', fromRole: 'user', likeNum: 0, totalReplyNum: 0, replyList: [] });
    const id = ok.body.data.id;
    expect((await reply(cat, id, ' ')).body.msg).toBe('Content cannot be empty');
    expect((await reply(cat, id, 'y'.repeat(10001))).body.msg).toBe('Content can not exceed 10000 characters');
    expect((await reply(cat, 999999, 'hi')).code).toBe(404);
  });

  it('pages comments 10 at a time, newest first, with the first 3 replies, totalReplyNum and the reader\'s likes', async () => {
    const did = await discussion(ann, 'Paging');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await comment(bob, { did }, `comment ${i}`)).body.data.id);
    for (let i = 0; i < 5; i++) await reply(cat, ids[11], `reply ${i}`);
    await call(t, ann, 'GET', `/api/comment-like?cid=${ids[11]}&toLike=true&sourceId=${did}&sourceType=Discussion`);
    const first = await comments(ann, `did=${did}`);
    expect(first.data.commentList).toMatchObject({ total: 12, size: 10, current: 1 });
    expect(first.data.commentList.records.length).toBe(10);
    const top = first.data.commentList.records[0];
    expect(top).toMatchObject({ id: ids[11], content: 'comment 11', totalReplyNum: 5, likeNum: 1 });
    expect(top.replyList.map((r: { content: string }) => r.content)).toEqual(['reply 0', 'reply 1', 'reply 2']);
    expect(top.replyList[0]).toMatchObject({ commentId: ids[11], fromUid: uid.cat, fromName: 'cat', toUid: uid.bob, toName: 'bob' });
    expect(first.data.commentLikeMap).toEqual({ [ids[11]]: true });
    // in the public area anyone answers any comment (a guest is asked to sign in first)
    expect(first.data.commentList.records.every((c: { mayReply: boolean }) => c.mayReply === true)).toBe(true);
    const second = await comments(undefined, `did=${did}&currentPage=2`);
    expect(second.data.commentList.records.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
    expect(second.data.commentLikeMap).toEqual({});
    const all = (await call(t, undefined, 'GET', `/api/reply?commentId=${ids[11]}`)).body.data;
    expect(all.map((r: { content: string }) => r.content)).toEqual(['reply 0', 'reply 1', 'reply 2', 'reply 3', 'reply 4']);
    // comments and replies count on the discussion
    expect((await detail(did)).commentNum).toBe(17);
  });

  it('sends a discuss message to the author on a comment and a reply message to the one answered, quoting them', async () => {
    const did = await discussion(ann, 'Messages');
    const c = (await comment(bob, { did }, 'Nice question')).body.data;
    expect(await box(ann, 'comment', did)).toEqual([expect.objectContaining({
      action: 'Discuss', senderUsername: 'bob', sourceType: 'Discussion', sourceId: did, sourceTitle: 'Messages', sourceContent: 'Nice question', url: `/discussion-detail/${did}#comment-${c.id}`,
    })]);
    // a reply to the comment: bob hears it; a reply to cat's reply (quoteType Reply): cat hears it, quoted
    const r1 = (await reply(cat, c.id, 'I agree with bob')).body.data;
    expect(r1).toMatchObject({ toUid: uid.bob, toName: 'bob' });
    const r2 = (await reply(ann, c.id, 'Why, cat?', { quoteId: r1.id, quoteType: 'Reply' })).body.data;
    expect(r2).toMatchObject({ toUid: uid.cat, toName: 'cat', fromName: 'ann' });
    expect(await box(bob, 'reply', did)).toEqual([expect.objectContaining({ action: 'Reply', senderUsername: 'cat', sourceContent: 'I agree with bob', quoteContent: 'Nice question' })]);
    expect(await box(cat, 'reply', did)).toEqual([expect.objectContaining({ action: 'Reply', senderUsername: 'ann', sourceContent: 'Why, cat?', quoteContent: 'I agree with bob' })]);
    // a quote of a reply under another comment is refused
    const other = (await comment(cat, { did }, 'another')).body.data;
    expect((await reply(bob, other.id, 'x', { quoteId: r1.id, quoteType: 'Reply' })).body.msg).toBe('The comment or reply you quote does not exist');
    // answering yourself sends nothing
    await comment(ann, { did }, 'my own comment');
    expect((await box(ann, 'comment', did)).length).toBe(2);
  });

  it('likes a comment once per user (idempotent) and tells its author once', async () => {
    const did = await discussion(ann, 'Comment likes');
    const c = (await comment(bob, { did }, 'like this comment')).body.data;
    const like = (client: Client, toLike: boolean) => call(t, client, 'GET', `/api/comment-like?cid=${c.id}&toLike=${toLike}&sourceId=${did}&sourceType=Discussion`);
    expect((await like(ann, true)).body.msg).toBe('Like Successfully');
    await Promise.all([like(ann, true), like(ann, true), like(cat, true)]);
    const likeNum = async () => (await comments(ann, `did=${did}`)).data.commentList.records[0].likeNum;
    expect(await likeNum()).toBe(2);
    expect((await like(ann, false)).body.msg).toBe('Cancel Like Successfully');
    await like(ann, false);
    expect(await likeNum()).toBe(1);
    await like(ann, true);
    expect(await likeNum()).toBe(2);
    const likes = (await box(bob, 'like', did)).filter((m: { quoteContent: string }) => m.quoteContent === 'like this comment');
    expect(likes.map((m: { senderUsername: string }) => m.senderUsername).sort()).toEqual(['ann', 'cat']);
    expect((await call(t, undefined, 'GET', `/api/comment-like?cid=${c.id}&toLike=true`)).code).toBe(401);
  });

  it('lets the author, and in the public area the admin roles, delete comments and replies; the count follows', async () => {
    const did = await discussion(ann, 'Deleting');
    const c = (await comment(bob, { did }, 'to delete')).body.data;
    const r = (await reply(cat, c.id, 'a reply')).body.data;
    await reply(ann, c.id, 'another reply');
    expect((await detail(did)).commentNum).toBe(3);
    expect((await call(t, ann, 'DELETE', '/api/reply', { reply: { id: r.id } })).body.msg).toBe('Sorry, you do not have permission to do this');
    expect((await call(t, cat, 'DELETE', '/api/reply', { reply: { id: r.id } })).body.msg).toBe('Delete successfully');
    expect((await detail(did)).commentNum).toBe(2);
    // the discussion's author is not the comment's
    expect((await call(t, ann, 'DELETE', '/api/comment', { id: c.id })).code).toBe(403);
    expect((await call(t, admin, 'DELETE', '/api/comment', { id: c.id })).code).toBe(200);
    expect((await detail(did)).commentNum).toBe(0);
    expect((await comments(ann, `did=${did}`)).data.commentList.total).toBe(0);
    const own = (await comment(cat, { did }, 'mine')).body.data;
    expect((await call(t, cat, 'DELETE', '/api/comment', { id: own.id })).code).toBe(200);
    expect((await call(t, cat, 'DELETE', '/api/comment', { id: own.id })).code).toBe(404);
  });

  it('keeps the comment count right under 50 comments posted at once', async () => {
    const did = await discussion(ann, 'Busy thread');
    const posters = [ann, bob, cat, admin, root];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => comment(posters[i % posters.length], { did }, `parallel ${i}`)));
    expect(results.filter((r) => r.code === 200).length).toBe(50);
    expect((await detail(did)).commentNum).toBe(50);
    expect((await comments(ann, `did=${did}`)).data.commentList.total).toBe(50);
    // and replies too, while some comments are deleted
    const ids = results.map((r) => r.body.data.id as number);
    await Promise.all([
      ...ids.slice(0, 20).map((id, i) => reply(posters[i % posters.length], id, `r${i}`)),
      ...ids.slice(40).map((id, i) => call(t, root, 'DELETE', '/api/comment', { id, i })),
    ]);
    const [{ n }] = await t.site.container.get(SQL_RUNNER_TOKEN).all<{ n: string }>(
      'select (select count(*) from discussion_comment where did = ?) + (select count(*) from discussion_reply r join discussion_comment c on c.id = r.comment_id where c.did = ?) as n', [did, did]);
    expect((await detail(did)).commentNum).toBe(Number(n));
    expect(Number(n)).toBe(60);
  });

  describe('contest Q&A', () => {
    let cid: number;
    beforeAll(async () => {
      const now = Date.now();
      const created = await call(t, admin, 'POST', '/api/admin/contest', {
        title: 'Weekly Q&A', description: 'Ask here', type: 0, auth: 0, startTime: new Date(now - HOUR).toISOString(), endTime: new Date(now + 4 * HOUR).toISOString(),
      });
      expect(created.code).toBe(200);
      cid = created.body.data.id;
    });

    it("adds the Q&A tab to the contest page while openContestComment is on", async () => {
      const tabs = async () => (await call(t, ann, 'GET', `/api/get-contest-info?cid=${cid}`)).body.data.extraTabs;
      expect(await tabs()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'comment', path: 'comment', order: 60 })]));
    });

    it("shows others only their own and the contest admins' comments; contest admins see and answer all", async () => {
      const fromAnn = (await comment(ann, { cid }, 'Is n ≤ 10^5?')).body.data;
      const fromBob = (await comment(bob, { cid }, 'Problem B is unclear')).body.data;
      const fromAuthor = (await comment(admin, { cid }, 'Clarification: n ≤ 10^5')).body.data;
      const fromRoot = (await comment(root, { cid }, 'Judges are up')).body.data;
      expect(fromAnn).toMatchObject({ cid, did: null });
      const seen = async (client: Client) => (await comments(client, `cid=${cid}`)).data.commentList.records.map((c: { id: number }) => c.id).sort();
      expect(await seen(ann)).toEqual([fromAnn.id, fromAuthor.id, fromRoot.id].sort());
      expect(await seen(bob)).toEqual([fromBob.id, fromAuthor.id, fromRoot.id].sort());
      expect(await seen(admin)).toEqual([fromAnn.id, fromBob.id, fromAuthor.id, fromRoot.id].sort());
      expect(await seen(root)).toEqual([fromAnn.id, fromBob.id, fromAuthor.id, fromRoot.id].sort());
      // another's comment is hidden from its replies and likes too
      expect((await call(t, bob, 'GET', `/api/reply?commentId=${fromAnn.id}`)).code).toBe(404);
      expect((await call(t, bob, 'GET', `/api/comment-like?cid=${fromAnn.id}&toLike=true`)).code).toBe(404);
      // replying: to your own comment yes; to the owner's or a super admin's no; contest admins answer all
      expect((await reply(ann, fromAnn.id, 'more details')).code).toBe(200);
      const refused = await call(t, ann, 'POST', '/api/reply?l=zh-CN', { reply: { commentId: fromAuthor.id, content: 'thanks' } });
      expect([refused.code, refused.body.msg]).toEqual([403, '对不起，您不能回复该评论']);
      expect((await reply(ann, fromRoot.id, 'thanks')).body.msg).toBe('Sorry, you cannot reply to this comment');
      expect((await reply(admin, fromAnn.id, 'Yes, n ≤ 10^5')).code).toBe(200);
      // the list says the same in advance (mayReply), so the page hides the Reply button the server would refuse
      const mayReply = async (client: Client) => Object.fromEntries((await comments(client, `cid=${cid}`)).data.commentList.records.map((c: { id: number; mayReply: boolean }) => [c.id, c.mayReply]));
      expect(await mayReply(ann)).toEqual({ [fromAnn.id]: true, [fromAuthor.id]: false, [fromRoot.id]: false });
      expect(await mayReply(admin)).toEqual({ [fromAnn.id]: true, [fromBob.id]: true, [fromAuthor.id]: true, [fromRoot.id]: true });
      const replies = await box(ann, 'reply', cid);
      expect(replies[0]).toMatchObject({ senderUsername: 'cadmin', sourceType: 'Contest', sourceId: cid, sourceTitle: 'Weekly Q&A', url: `/contest/${cid}/comment#comment-${fromAnn.id}` });
      // deleting: not another's; the contest admin any
      expect((await call(t, ann, 'DELETE', '/api/comment', { id: fromBob.id })).code).toBe(403);
      expect((await call(t, admin, 'DELETE', '/api/comment', { id: fromBob.id })).code).toBe(200);
      // a guest is asked to log in
      expect((await call(t, undefined, 'GET', `/api/comments?cid=${cid}`)).code).toBe(401);
    });

    it('is closed while openContestComment is off, and for a contest one may not see', async () => {
      expect((await call(t, root, 'PUT', '/api/admin/switch/update', { openContestComment: false })).code).toBe(200);
      try {
        const res = await call(t, ann, 'GET', `/api/comments?cid=${cid}`);
        expect([res.code, res.body.msg]).toEqual([403, 'No Access, there is no open contest comment area']);
        expect((await call(t, ann, 'GET', `/api/comments?cid=${cid}&l=zh-CN`)).body.msg).toBe('无权访问，当前没有开放的比赛评论区');
        expect((await comment(ann, { cid }, 'hello')).code).toBe(403);
        const tabs = (await call(t, ann, 'GET', `/api/get-contest-info?cid=${cid}`)).body.data.extraTabs;
        expect(tabs.some((tab: { id: string }) => tab.id === 'comment')).toBe(false);
      } finally {
        await call(t, root, 'PUT', '/api/admin/switch/update', { openContestComment: true });
      }
      expect((await call(t, ann, 'GET', '/api/comments?cid=999999')).code).toBe(403);
    });
  });
});
