import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RUNNER_HEALTHY_WITHIN_MS, type JudgeRunnerStatus } from '@oj/core';
import { LANGUAGE_DEFINITIONS } from '@oj/judge-runner';
import { postHeartbeat } from '../../judge-runner/src/worker/heartbeat.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, launchBrowser, seriousViolations, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The languages and judge runners pages in Chromium against the built site (needs `npm run build`).
// Runners report through the real heartbeat endpoint; one beats only at the start, so by the last test
// (20 s later) it is faulty.

const ROOT = { username: 'root', password: 'root-pass-1' };
const ADMIN = { username: 'judgeadmin', password: 'admin-pw-1' };
const SECRET = 'browser-test-judge-secret';
/** A runner is faulty after 20 s without a heartbeat; a little more for the clock's sake. */
const FAULTY_AFTER_MS = RUNNER_HEALTHY_WITHIN_MS + 1_000;
const PYTHON2_REASON = 'not installed on this host (missing /usr/bin/python2)';

const beat = (name: string, languages: string[], unavailable: Array<[string, string]>, slots: number, busy: number): JudgeRunnerStatus => ({
  name,
  languages: languages.map((key) => ({ key, version: '12.2.0' })),
  unavailable: unavailable.map(([key, reason]) => ({ key, reason })),
  slots,
  busy,
  load: [0.5, 0.25, 0.125],
  version: '0.1.0',
});

describe('the languages and judge runners pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let base: string;
  let browser: Browser;
  let westBeatAt = 0;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ADMIN.username, ADMIN.password, ['admin']);
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote', JUDGE_SECRET: SECRET });
    base = site.base;
    await postHeartbeat(base, SECRET, beat('runner-west', ['C', 'C++ 17 With O2'], [['Python2', PYTHON2_REASON]], 4, 1));
    westBeatAt = Date.now();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  async function signedIn(account: { username: string; password: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${base}/admin/login?l=en-US`);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/admin/dashboard`);
    // a menu click while the dashboard is still hydrating can lose the admin layout's data (clientLoader.hydrate
    // racing an early navigation): wait for the dashboard's content first, as admin.browser.test.ts does
    await page.getByTestId('dashboard-users').waitFor();
    return { context, page, errors };
  }

  const row = (page: Page, key: string) => page.locator(`[data-testid="language-row"][data-key="${key}"]`);
  const publicLanguages = async (page: Page): Promise<Array<{ key: string; template: string; available: boolean }>> =>
    (await (await page.request.get(`${base}/api/languages`)).json()).data;

  it('lists every language with what the runners say; the super admin disables one and edits another', async () => {
    const { context, page, errors } = await signedIn(ROOT);
    await page.getByTestId('admin-nav-language').click();
    await page.waitForURL(`${base}/admin/language`);
    await page.getByRole('heading', { name: 'Languages', level: 2 }).waitFor();
    expect(await page.getByTestId('language-row').count()).toBe(LANGUAGE_DEFINITIONS.length);
    expect(await row(page, 'C').getByTestId('language-availability').textContent()).toBe('Available');
    expect(await row(page, 'C').getByText('Runs on runner-west (12.2.0)').isVisible()).toBe(true);
    expect(await row(page, 'Python2').getByTestId('language-availability').textContent()).toBe('Unavailable');
    expect(await row(page, 'Python2').getByTestId('language-reason').textContent()).toBe(`runner-west: ${PYTHON2_REASON}`);
    expect(await row(page, 'Golang').getByText('No healthy judge runner runs it').isVisible()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'admin-language.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // disable Python 2: it leaves the list every client reads
    await row(page, 'Python2').getByRole('switch', { name: 'Enabled: Python2' }).evaluate((el) => (el as unknown as { click(): void }).click());
    await page.getByText('Update Successfully').first().waitFor();
    expect((await publicLanguages(page)).map((l) => l.key)).not.toContain('Python2');

    // edit C++ 17 With O2: a bad content type is refused at its field, then the help's command and template change
    await row(page, 'C++ 17 With O2').getByRole('button', { name: 'Edit: C++ 17 With O2' }).click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('language-contentType').fill('cpp');
    await page.getByTestId('language-save').click();
    await dialog.getByText('The content type must look like text/x-c++src').waitFor();
    await page.getByTestId('language-contentType').fill('text/x-c++src');
    await page.getByTestId('language-description').fill('GCC 12 -O2 (C++17)');
    await page.getByTestId('language-compileCommand').fill('g++ -std=c++17 -O2 main.cpp -o main');
    await page.getByTestId('language-template').fill('#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n');
    await page.screenshot({ path: join(ARTIFACTS, 'admin-language-edit.png') });
    await page.getByTestId('language-save').click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'C++ 17 With O2').getByText('GCC 12 -O2 (C++17)').waitFor();

    await page.reload();
    await row(page, 'C++ 17 With O2').getByText('g++ -std=c++17 -O2 main.cpp -o main').waitFor();
    expect(await row(page, 'Python2').getByRole('switch', { name: 'Enabled: Python2' }).isChecked()).toBe(false);
    const cpp = (await publicLanguages(page)).find((l) => l.key === 'C++ 17 With O2');
    expect(cpp?.template).toContain('std::cin >> a >> b');
    // the refused save is the only failed call
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });

  it('keeps the languages page to the super admin; an admin sees the judge runners', async () => {
    const { context, page, errors } = await signedIn(ADMIN);
    expect(await page.getByTestId('admin-nav-language').count()).toBe(0);
    expect(await page.getByTestId('admin-nav-judge').isVisible()).toBe(true);
    await page.goto(`${base}/admin/language?l=en-US`);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.getByTestId('admin-login-reason').textContent()).toBe('Please login first by admin account');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each runner healthy or faulty with its slots, load and languages; availability follows', async () => {
    // runner-west has been silent for 20 s by now; runner-east beats
    await new Promise((r) => setTimeout(r, Math.max(0, westBeatAt + FAULTY_AFTER_MS - Date.now())));
    await postHeartbeat(base, SECRET, beat('runner-east', ['C', 'Java'], [['PyPy3', 'the A+B self-test failed: Wrong Answer']], 2, 0));
    const { context, page, errors } = await signedIn(ADMIN);
    await page.getByTestId('admin-nav-judge').click();
    await page.waitForURL(`${base}/admin/judge`);
    await page.getByRole('heading', { name: 'Judge runners', level: 2 }).waitFor();
    const runner = (name: string) => page.locator(`[data-testid="judge-row"][data-name="${name}"]`);
    expect(await page.getByTestId('judge-row').count()).toBe(2);
    expect(await runner('runner-east').getByTestId('judge-state').textContent()).toBe('Healthy');
    expect(await runner('runner-west').getByTestId('judge-state').textContent()).toBe('Faulty');
    expect(await runner('runner-west').getByTestId('judge-slots').textContent()).toBe('1 / 4');
    expect(await runner('runner-east').getByText('0.50 0.25 0.13').isVisible()).toBe(true);
    expect(await runner('runner-east').getByTestId('judge-languages').textContent()).toContain('C, Java');
    expect(await runner('runner-east').getByTestId('judge-unavailable').textContent()).toBe('PyPy3: the A+B self-test failed: Wrong Answer');
    expect(await runner('runner-west').getByTestId('judge-unavailable').textContent()).toBe(`Python2: ${PYTHON2_REASON}`);
    await page.screenshot({ path: join(ARTIFACTS, 'admin-judge.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // the faulty runner's languages are no longer available; the healthy one's are
    const root = await signedIn(ROOT);
    await root.page.goto(`${base}/admin/language?l=en-US`);
    await row(root.page, 'Java').getByText('Runs on runner-east (12.2.0)').waitFor();
    expect(await row(root.page, 'C++ 17 With O2').getByTestId('language-availability').textContent()).toBe('Unavailable');
    expect(await row(root.page, 'PyPy3').getByTestId('language-reason').textContent()).toBe('runner-east: the A+B self-test failed: Wrong Answer');
    // users are offered only what a healthy runner runs (docs/judge.md, "Which languages are offered")
    const shown = await publicLanguages(root.page);
    expect([shown.find((l) => l.key === 'Java')?.available, shown.some((l) => l.key === 'C++ 17 With O2')]).toEqual([true, false]);
    await root.context.close();
  }, 90_000);
});
