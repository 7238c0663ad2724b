import { createUser } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// A signature is markdown the owner writes (01 §3); like their posts (02 §6), an ordinary user's goes through the
// stricter user allow-list on /user-home, root's and an admin's do not: the profile says which (trustedMarkdown);
// web/app/components/markdown/render-user-markdown.test.ts shows what the allow-list does to a signature.
describe('user signatures on /user-home', () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite({ TRUST_PROXY: '1', ADMIN_PASSWORD: 'root-pass-1' });
    await createUser(t, 'sig-user', 'sig-pw-123');
    await createUser(t, 'sig-padmin', 'sig-pw-123', ['problem_admin']);
    await createUser(t, 'sig-admin', 'sig-pw-123', ['admin']);
  });
  afterAll(() => t.close());

  it('marks only root and admins as trusted authors of their markdown', async () => {
    const trusted = async (username: string) => (await call(t, undefined, 'GET', `/api/get-user-home-info?username=${username}`)).body.data.trustedMarkdown;
    expect(await trusted('root')).toBe(true);
    expect(await trusted('sig-admin')).toBe(true);
    expect(await trusted('sig-padmin')).toBe(false);
    expect(await trusted('sig-user')).toBe(false);
  });
});
