import { createUser, login } from './testing/accounts.js';
import { json } from './testing/http.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The rank list and the unread counts over HTTP: their shapes on a site without judged submissions (no
// message centre yet), their defaults and their validation. Filled rankings: submission-stats.test.ts.
describe('site rankings and unread counts', () => {
  let t: TestSite;
  let token: string;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    await createUser(t, 'ranked', 'ranked-pw1', ['default_user']);
    token = (await login(t, 'ranked', 'ranked-pw1', '10.30.0.1')).token;
  });
  afterAll(() => t.close());

  it('answers an empty page of 30 by default for ACM and OI, keeping the paging asked for', async () => {
    for (const type of [0, 1]) {
      const res = await json(await fetch(`${t.url}/api/get-rank-list?type=${type}&l=en-US`));
      expect(res).toEqual({ status: 200, msg: 'success', data: { records: [], total: 0, current: 1, size: 30 } });
    }
    const asked = await json(await fetch(`${t.url}/api/get-rank-list?type=1&currentPage=3&limit=50&searchUser=${encodeURIComponent(' grace ')}`));
    expect(asked.data).toEqual({ records: [], total: 0, current: 3, size: 50 });
  });

  it('refuses a missing or unknown type, and a bad page', async () => {
    for (const query of ['', 'type=2', 'type=acm', 'type=0&currentPage=0', 'type=0&limit=x', `type=0&searchUser=${'x'.repeat(101)}`]) {
      const res = await fetch(`${t.url}/api/get-rank-list?${query}&l=en-US`);
      expect(res.status).toBe(400);
    }
    const body = await json(await fetch(`${t.url}/api/get-rank-list?type=7&l=en-US`));
    expect(body.data.problems).toEqual([{ field: 'type', msg: 'The ranking type must be 0 (ACM) or 1 (OI)' }]);
  });

  it('gives a signed-in user zero unread messages in every box, and a guest 401', async () => {
    const res = await json(await fetch(`${t.url}/api/msg/unread?l=en-US`, { headers: { authorization: token } }));
    expect(res).toEqual({ status: 200, msg: 'success', data: { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 } });
    expect((await fetch(`${t.url}/api/msg/unread`)).status).toBe(401);
  });
});
