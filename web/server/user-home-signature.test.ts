import { renderMarkdown } from '../app/components/markdown/render-markdown.js';
import { renderUserMarkdown } from '../app/components/markdown/render-user-markdown.js';
import { createUser } from './testing/accounts.js';
import { call } from './testing/api-call.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// A signature is markdown the owner writes (01 §3); like their posts (02 §6), an ordinary user's goes through the
// stricter user allow-list on /user-home, root's and an admin's do not: the profile says which (trustedMarkdown).
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

  it("an ordinary user's signature keeps its markdown and loses, without debris, what the user allow-list refuses", () => {
    const signature = '**Hi** <span style="position:fixed;inset:0">cover</span> [me](javascript:alert(1))';
    const html = renderUserMarkdown(signature);
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).not.toMatch(/style|javascript|href/);
    expect(html).toContain('cover');
    expect(html).toContain('me');
    // the statement renderer (root's and admins' text) leaves the attribute's name behind: the reason for the switch
    expect(renderMarkdown(signature)).toContain('<span style>');
  });
});
