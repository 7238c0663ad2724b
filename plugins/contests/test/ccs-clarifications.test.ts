import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';
import contests from '../src/index';
import { ccsValidator, haveSchemas } from './ccs-schemas';

// The ICPC Contest API's clarifications from the discussions plugin's contest Q&A (its `contests.clarifications`
// filler): the Q&A's visibility rule (02 §6) per reader, the jury's posts without a sender team, the schema.
// ccs.test.ts says when the schemas are missing (and fails with CI=true); this suite skips with it.

jest.setTimeout(240_000);
const HOUR = 3_600_000;
const describeWithSchemas = haveSchemas ? describe : describe.skip;
const basic = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });

describeWithSchemas('ICPC Contest API clarifications from the contest Q&A', () => {
  let t: TestSite;
  let author: Client;
  let ann: Client;
  let bob: Client;
  let root: Client;
  let cid: number;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const discussions = await pluginFromSource('discussions');
    if (!discussions) throw new Error('the discussions plugin is not installed');
    t = await startTestSite({}, undefined, [contests, discussions]);
    await t.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultCreateCommentACInitValue: 0 });
    await createUser(t, 'qauthor', 'secret1', ['admin']);
    await createUser(t, 'qroot', 'secret1', ['root']);
    root = await login(t, 'qroot', 'secret1', '10.61.0.9');
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { openContestComment: true })).code).toBe(200);
    for (const name of ['ann', 'bob']) await createUser(t, name, 'secret1');
    [author, ann, bob] = await Promise.all([login(t, 'qauthor', 'secret1', '10.61.0.1'), login(t, 'ann', 'secret1', '10.61.0.2'), login(t, 'bob', 'secret1', '10.61.0.3')]);
    const now = Date.now();
    const created = await call(t, author, 'POST', '/api/admin/contest', {
      title: 'CCS Q&A', description: 'Ask here', type: 0, auth: 0, openRank: true, startTime: new Date(now - HOUR).toISOString(), endTime: new Date(now + 4 * HOUR).toISOString(),
    });
    expect(created.code).toBe(200);
    cid = created.body.data.id;
    const post = async (client: Client, content: string) => {
      const res = await call(t, client, 'POST', '/api/comment', { cid, content });
      expect(res.code).toBe(200);
      return String(res.body.data.id);
    };
    ids.ann = await post(ann, 'Is n at most 10^5?');
    ids.bob = await post(bob, 'Problem B is unclear');
    ids.jury = await post(author, 'Clarification: n is at most 10^5');
    const answer = await call(t, author, 'POST', '/api/reply', { reply: { commentId: Number(ids.ann), content: 'Yes' } });
    expect(answer.code).toBe(200);
    ids.answer = String(answer.body.data.id);
  });
  afterAll(() => t?.close());

  const clarifications = async (headers: Record<string, string>) => {
    const res = await call(t, undefined, 'GET', `/api/ccs/contests/${cid}/clarifications`, undefined, headers);
    expect(res.code).toBe(200);
    return res.body as Array<Record<string, unknown>>;
  };

  it('gives the contest admin every question and answer, in the schema', async () => {
    const validate = ccsValidator();
    const all = await clarifications(basic('qauthor', 'secret1'));
    expect(validate('clarifications', all)).toBeNull();
    const users = Object.fromEntries((await call(t, author, 'GET', `/api/ccs/contests/${cid}/clarifications`)).body.map((c: { id: string; from_team_id: string | null }) => [c.id, c.from_team_id]));
    expect(Object.keys(users).sort()).toEqual([`c${ids.ann}`, `c${ids.bob}`, `c${ids.jury}`, `r${ids.answer}`].sort());
    expect(all.find((c) => c.id === `c${ids.jury}`)).toMatchObject({ from_team_id: null, to_team_id: null, reply_to_id: null, text: 'Clarification: n is at most 10^5' });
    const answer = all.find((c) => c.id === `r${ids.answer}`)!;
    const question = all.find((c) => c.id === `c${ids.ann}`)!;
    expect(answer).toMatchObject({ from_team_id: null, to_team_id: question.from_team_id, reply_to_id: `c${ids.ann}`, text: 'Yes' });
    expect(question.from_team_id).toEqual(expect.any(String));
  });

  it("shows a team its own questions, their answers and the jury's posts; anonymous readers the jury's posts", async () => {
    const seen = async (headers: Record<string, string>) => (await clarifications(headers)).map((c) => c.id).sort();
    expect(await seen(basic('ann', 'secret1'))).toEqual([`c${ids.ann}`, `c${ids.jury}`, `r${ids.answer}`].sort());
    expect(await seen({ authorization: bob.token })).toEqual([`c${ids.bob}`, `c${ids.jury}`].sort());
    expect(await seen({})).toEqual([`c${ids.jury}`]);
  });

  it('answers none while the site has the contest Q&A off', async () => {
    expect((await call(t, root, 'PUT', '/api/admin/switch/update', { openContestComment: false })).code).toBe(200);
    try {
      expect(await clarifications(basic('qauthor', 'secret1'))).toEqual([]);
    } finally {
      await call(t, root, 'PUT', '/api/admin/switch/update', { openContestComment: true });
    }
  });
});
