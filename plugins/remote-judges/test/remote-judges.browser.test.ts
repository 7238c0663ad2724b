import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, launchBrowser, pageErrors, seriousViolations } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import { ReplayServer } from './replay-server';

// One remote judge (Codeforces, on the replay server) through the built site's pages in Chromium: the
// admin previews and imports a problem and checks the judge; a user sees the judge on the home card and
// as a tab of /problem, opens the problem (its origin and link), submits, and gets the verdict. The judge
// is switched on and given its account through the API, as the switch page does. The built plugin keeps
// Codeforces' published pace (a request every 2 s per account), so a submission takes some seconds.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const LOGGED_IN = 'JSESSIONID=remote-bot';
const CODE = 'int main() { return 0; }';
const IN_PROGRESS = ['9', '5', '6', '7'];

describe('a remote judge in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let replay: ReplayServer;
  let browser: Browser;

  async function api(method: string, path: string, body?: unknown): Promise<{ status: number; msg: string; data: unknown }> {
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROOT) });
    const res = await fetch(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`, {
      method, headers: { 'content-type': 'application/json', authorization: login.headers.get('authorization') as string }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { status: number; msg: string; data: unknown };
  }

  beforeAll(async () => {
    replay = await ReplayServer.start();
    replay.route(
      { path: '/', body: '<html><body>Codeforces</body></html>' },
      { path: '/api/contest.list', file: 'recorded/cf/api-contest.list-2015.json' },
      { path: '/contest/1432/problem/A', file: 'recorded/cf/contest-1432-problem-A-prettified.html' },
      { path: '/enter', file: 'synthetic/cf/enter.html' },
      { method: 'POST', path: '/enter', status: 302, headers: { Location: '/' }, setCookie: [`${LOGGED_IN}; Path=/`] },
      { path: '/', cookie: LOGGED_IN, file: 'synthetic/cf/home-loggedin.html' },
      { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-after.json' },
      { path: '/api/user.status', file: 'synthetic/cf/api-user.status-remote_bot-before.json', times: 1 },
      { path: '/contest/1432/submit', cookie: LOGGED_IN, file: 'synthetic/cf/submit-form.html' },
      { method: 'POST', path: '/contest/1432/submit', status: 302, headers: { Location: '/contest/1432/my' } },
      { path: '/api/contest.status', file: 'synthetic/cf/api-contest.status-1432-remote_bot-ok.json' },
    );
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ALICE.username, ALICE.password);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote', SECRETS_KEY: randomBytes(32).toString('hex') });
    const enabled = await api('PUT', '/api/admin/switch/update', { pluginSettings: { 'remote-judges': { enableCF: true, hostCF: replay.url } } });
    expect(enabled.status).toBe(200);
    expect((await api('PUT', '/api/admin/switch/update', { cfUsernameList: ['remote_bot'], cfPasswordList: ['cf-password-1'] })).status).toBe(200);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
    await replay?.close();
  });

  async function contextOf(account: { username: string; password: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const res = await context.request.post(`${site.base}/api/login`, { data: account, headers: { origin: site.base } });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    return { context, page, errors: pageErrors(page, /401/) };
  }

  it('lets the admin preview and import a problem, and check the judge', async () => {
    const { context, page, errors } = await contextOf(ROOT);
    await page.goto(`${site.base}/admin/problem/remote?l=en-US`);
    await page.getByTestId('remote-problem-id').fill('1432a');
    await page.getByTestId('remote-preview').click();
    await page.getByTestId('remote-preview-title').waitFor();
    expect(await page.getByTestId('remote-preview-title').textContent()).toBe('CF-1432A A+B (Trial Problem)');
    expect(await page.getByTestId('remote-preview-limits').textContent()).toBe('Time limit 2000 ms · memory limit 512 MB');
    // the statement's formulas rendered by KaTeX
    expect(await page.getByTestId('remote-preview-description').locator('.katex').count()).toBeGreaterThan(0);
    await page.getByTestId('remote-import').click();
    await page.getByTestId('remote-existing').getByText('CF-1432A is in the problem bank already.').waitFor();
    await page.getByTestId('remote-judge-check').click();
    await page.getByTestId('remote-judge-state').getByText('Healthy').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'remote-judges-import-desktop.png'), fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a user the judge's state and contests, its tab, the problem's origin, and judges a submission there", async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/home?l=en-US`);
    const judge = page.getByTestId('remote-judge');
    await judge.first().waitFor();
    expect(await judge.evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-oj'), r.getAttribute('data-state')]))).toEqual([['CF', 'healthy']]);
    await page.getByTestId('recent-contest').first().waitFor();
    expect(await page.getByTestId('recent-contest').count()).toBe(3);

    await page.goto(`${site.base}/problem?l=en-US`);
    const tabs = page.getByTestId('oj-filter');
    await tabs.getByText('CF', { exact: true }).click();
    await page.waitForFunction(() => (globalThis as unknown as { location: { search: string } }).location.search.includes('oj=CF'));
    expect(await tabs.locator('label').allTextContents()).toEqual(['All', 'Mine', 'CF']);
    await page.getByRole('link', { name: 'A+B (Trial Problem)' }).click();
    await page.waitForURL('**/problem/CF-1432A**');
    await page.getByTestId('remote-origin').waitFor();
    expect(await page.getByTestId('remote-origin-link').getAttribute('href')).toBe(`${replay.url}/contest/1432/problem/A`);
    expect(await page.getByTestId('test-run-button').count()).toBe(0);

    const editor = page.locator('[data-monaco-ready=true]');
    await editor.waitFor({ timeout: 60_000 });
    await page.getByTestId('editor-language').click();
    await page.getByRole('option', { name: 'GNU G++17 7.3.0', exact: true }).click();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(CODE);
    await page.getByTestId('submit-button').click();
    const tag = page.getByTestId('submit-status');
    await tag.waitFor();
    const deadline = Date.now() + 120_000;
    while (IN_PROGRESS.includes((await tag.getAttribute('data-status')) ?? '')) {
      if (Date.now() > deadline) throw new Error('no verdict');
      await page.waitForTimeout(250);
    }
    expect(await tag.getAttribute('data-status')).toBe('0');
    await page.screenshot({ path: join(ARTIFACTS, 'remote-judges-problem-desktop.png'), fullPage: true });
    expect(replay.seen('POST', '/contest/1432/submit')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
