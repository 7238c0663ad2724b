import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// the page.evaluate / waitForFunction callbacks run in Chromium; the test typecheck has no DOM lib
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const document: any, window: any, navigator: any;

// /status and the submission detail in Chromium against the built site (`npm run build`), with the
// embedded judge and the sample problems (1000 A+B, 1001 OI subtasks). Submissions are made through the API.

jest.setTimeout(240_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const BOB = { username: 'bob', password: 'bob-pw-1' };
const KEEPER = { username: 'keeper', password: 'keeper-pw-1' };
const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';
// the second subtask (n up to 1e12) answers 0: subtask 1 passes, subtask 2 fails
const DIVISORS = 'import sys\nd = sys.stdin.read().split()\nfor x in d[1:1 + int(d[0])]:\n    n = int(x)\n    print(sum(n // i for i in range(1, n + 1)) if n <= 10**4 else 0)\n';
// slow enough (a second a case, under the wall limit) for the page to see it in progress
const SLOW_AC = `import time\ntime.sleep(1.2)\n${AC}`;
const IN_PROGRESS = ['5', '6', '7', '9'];
// a Compile Error: gcc names the undeclared identifier
const NOT_C = 'int main(void) { return undeclared_name; }\n';

describe('the status and submission pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  const tokens: Record<string, string> = {};
  const pids: Record<string, number> = {};
  const ids: Record<string, number> = {};

  async function callApi(who: string | undefined, method: string, path: string, body?: unknown) {
    const res = await fetch(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`, {
      method,
      headers: { 'content-type': 'application/json', ...(who ? { authorization: tokens[who] } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API answers many shapes; the test reads what it needs
    return (await res.json()) as { status: number; msg: string; data: any };
  }

  async function submit(who: string, problem: string, code: string, language = 'Python3'): Promise<number> {
    const answer = await callApi(who, 'POST', '/api/submit-problem-judge', { pid: pids[problem], language, code });
    if (answer.status !== 200) throw new Error(`submit failed: ${answer.msg}`);
    return answer.data.submitId;
  }

  async function verdict(submitId: number): Promise<number> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await callApi('root', 'GET', `/api/get-submission-detail?submitId=${submitId}`);
      const status = answer.data.submission.status as number;
      if (![5, 6, 7, 9].includes(status)) return status;
      if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${status}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ALICE.username, ALICE.password);
    await createUser(seed, BOB.username, BOB.password);
    await createUser(seed, KEEPER.username, KEEPER.password, ['admin']);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await seed.close();
    site = await startBuiltSite({
      DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-status-pages-test'),
    });
    for (const account of [ROOT, ALICE, BOB, KEEPER]) {
      const res = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      expect(res.status).toBe(200);
      tokens[account.username] = res.headers.get('authorization') as string;
    }
    for (const problemId of ['1000', '1001']) pids[problemId] = (await callApi('root', 'GET', `/api/get-problem-detail?problemId=${problemId}`)).data.problem.id;
    ids.aliceAc = await submit('alice', '1000', AC);
    ids.aliceWa = await submit('alice', '1000', WA);
    ids.bobAc = await submit('bob', '1000', AC);
    ids.aliceOi = await submit('alice', '1001', DIVISORS);
    for (const id of Object.values(ids)) await verdict(id);
    browser = await launchBrowser();
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  async function contextOf(account?: { username: string; password: string }, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    if (account) {
      const res = await context.request.post(`${site.base}/api/login`, { data: account, headers: { origin: site.base } });
      expect(res.status()).toBe(200);
    }
    const page = await context.newPage();
    // the 401 of a signed-out onlyMine list or detail is logged by the browser
    const errors = pageErrors(page, /status of 401/);
    if (process.env.DEBUG_PAGES) page.on('console', (m) => console.log(m.type(), m.text()));
    if (process.env.DEBUG_PAGES) page.on('pageerror', (e) => console.log('pageerror', e.stack));
    return { context, page, errors };
  }

  const rowIds = async (page: Page) => (await page.getByTestId('submission-link').allTextContents()).map(Number);

  it('shows a guest every submission, newest first, with the columns of 01 §2, and filters by status and problem in the URL', async () => {
    const { context, page, errors } = await contextOf();
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByRole('heading', { name: 'Status' }).waitFor();
    await page.getByTestId('status-row').first().waitFor();
    expect(await rowIds(page)).toEqual([ids.aliceOi, ids.bobAc, ids.aliceWa, ids.aliceAc]);
    const first = page.getByTestId('status-row').first();
    expect(await first.getByTestId('status-problem').textContent()).toBe('1001 Divisor Pairs');
    expect(await first.getByTestId('status-tag').textContent()).toBe('Partial Accepted');
    expect(await first.getByTestId('status-score').textContent()).toBe('30');
    const wrong = page.getByTestId('status-row').nth(2);
    expect(await wrong.getByTestId('status-tag').textContent()).toBe('Wrong Answer');
    expect(await wrong.textContent()).toContain(`Python3${Buffer.byteLength(WA)}B`);
    expect(await page.getByTestId('admin-actions').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'status-desktop.png'), fullPage: true });

    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Wrong Answer' }).click();
    await page.waitForURL(/status=-1/);
    await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid=submission-link]')].map((a) => a.textContent).join() === String(id), ids.aliceWa);
    await page.goto(`${site.base}/status?problemID=1001&completeProblemID=true&l=en-US`);
    await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid=submission-link]')].map((a) => a.textContent).join() === String(id), ids.aliceOi);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a guest to log in for onlyMine and keeps the switch off', async () => {
    const { context, page } = await contextOf();
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    await page.getByText('Mine', { exact: true }).click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(await page.getByTestId('only-mine').isChecked()).toBe(false);
    expect(page.url()).not.toMatch(/onlyMine/);
    await context.close();
  });

  it("highlights a signed-in user's own rows; onlyMine (the user menu's link) clears and disables the username filter", async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/status?username=bob&l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    expect(await rowIds(page)).toEqual([ids.bobAc]);
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').nth(3).waitFor();
    const mine = await page.getByTestId('status-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-mine') === 'true'));
    expect(mine).toEqual([true, false, true, true]);
    // the user menu's "My submissions"
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My submissions' }).click();
    await page.waitForURL(/\/status\?onlyMine=true/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=status-row]').length === 3);
    expect(await page.getByTestId('only-mine').isChecked()).toBe(true);
    await page.goto(`${site.base}/status?onlyMine=true&username=bob&l=en-US`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=status-row]').length === 3);
    expect(await page.getByTestId('only-mine').isChecked()).toBe(true);
    expect(await page.getByTestId('username-filter').isDisabled()).toBe(true);
    expect(await page.getByTestId('username-filter').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the detail: facts, code with Copy, and the subtask groups', async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/submission-detail/${ids.aliceAc}?l=en-US`);
    await page.getByTestId('submission-detail').waitFor();
    expect(await page.getByTestId('detail-status').textContent()).toBe('Accepted');
    expect(await page.getByTestId('detail-length').textContent()).toBe(`${Buffer.byteLength(AC)}B`);
    expect(await page.getByTestId('detail-problem').textContent()).toBe('1000 A+B Problem');
    expect(await page.getByTestId('code-view').textContent()).toContain('print(a + b)');
    await page.getByTestId('case-row').nth(9).waitFor();
    expect(await page.getByTestId('case-row').count()).toBe(10);
    await page.getByTestId('copy-code').click();
    await page.getByText('Copied successfully').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(AC);
    await page.screenshot({ path: join(ARTIFACTS, 'submission-detail-desktop.png'), fullPage: true });

    await page.goto(`${site.base}/submission-detail/${ids.aliceOi}?l=en-US`);
    await page.getByTestId('subtask-group').nth(1).waitFor();
    const groups = await page.getByTestId('subtask-ac').allTextContents();
    expect(groups[0]).toBe('AC / Total 3/3');
    expect(groups[1]).toMatch(/^AC \/ Total 0\/\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a guest to log in for a submission', async () => {
    const { context, page } = await contextOf();
    await page.goto(`${site.base}/submission-detail/${ids.aliceAc}?l=en-US`);
    await page.getByTestId('submission-unavailable').waitFor();
    await page.getByText('Please login first to view submission details').waitFor();
    await context.close();
  });

  it('turns a pending submission into its verdict without a reload', async () => {
    const { context, page, errors } = await contextOf(ALICE);
    const id = await submit('alice', '1000', SLOW_AC);
    await page.goto(`${site.base}/submission-detail/${id}?l=en-US`);
    await page.getByTestId('submission-detail').waitFor();
    expect(IN_PROGRESS).toContain(await page.getByTestId('detail-status').getAttribute('data-status'));
    await page.getByTestId('cases-later').waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.waitForFunction(() => document.querySelector('[data-testid=detail-status]')?.getAttribute('data-status') === '0', undefined, { timeout: 90_000 });
    await page.getByTestId('case-row').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the authors (SPA for root, ADM for an admin), shows a failed case's output to its owner, and names statuses in Chinese", async () => {
    const rootWa = await submit('root', '1000', WA);
    const keeperAc = await submit('keeper', '1000', AC);
    for (const id of [rootWa, keeperAc]) await verdict(id);
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    const rowOf = (id: number) => page.locator('[data-testid=status-row]', { has: page.getByTestId('submission-link').getByText(String(id), { exact: true }) });
    expect(await rowOf(rootWa).getByTestId('role-badge').textContent()).toBe('SPA');
    expect(await rowOf(rootWa).getByTestId('role-badge').getAttribute('title')).toBe('Super administrator');
    expect(await rowOf(keeperAc).getByTestId('role-badge').textContent()).toBe('ADM');
    expect(await rowOf(ids.aliceWa).getByTestId('user-chip').textContent()).toBe('alice');
    expect(await rowOf(ids.aliceWa).getByTestId('role-badge').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'status-badges.png') });

    // the owner of a Wrong Answer reads what the program printed under each case; the author chip is on the detail too
    await page.goto(`${site.base}/submission-detail/${ids.aliceWa}?l=en-US`);
    await page.getByTestId('case-detail').first().waitFor();
    expect(await page.getByTestId('case-user-output').first().textContent()).toBe('0\n');
    await page.screenshot({ path: join(ARTIFACTS, 'submission-case-details.png'), fullPage: true });
    await page.goto(`${site.base}/submission-detail/${rootWa}?l=en-US`);
    await page.getByTestId('submission-detail').waitFor();
    expect(await page.getByTestId('role-badge').textContent()).toBe('SPA');
    // another user's cases come without it
    expect(await page.getByTestId('case-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('case-detail').count()).toBe(0);

    // one status table, its names in the page's language
    await page.goto(`${site.base}/status?l=zh-CN`);
    await page.getByTestId('status-row').first().waitFor();
    expect(await rowOf(rootWa).getByTestId('status-tag').textContent()).toBe('答案错误');
    expect(await rowOf(rootWa).getByTestId('role-badge').getAttribute('title')).toBe('超级管理员');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the super admin the judge actions: rejudge shows Rejudge successfully and the row ends judged again', async () => {
    const { context, page, errors } = await contextOf(ROOT);
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    const row = page.locator('[data-testid=status-row]', { has: page.getByTestId('submission-link').getByText(String(ids.aliceWa), { exact: true }) });
    await row.getByTestId('admin-actions').click();
    await page.getByTestId('rejudge').click();
    await page.getByText('Rejudge successfully').waitFor();
    await page.waitForFunction((id) => {
      const link = [...document.querySelectorAll('[data-testid=submission-link]')].find((a) => a.textContent === String(id));
      return link?.closest('tr')?.querySelector('[data-testid=status-tag]')?.getAttribute('data-status') === '-1';
    }, ids.aliceWa, { timeout: 90_000 });

    // manual judge: the spec's selectable statuses, Cancelled shown but not selectable
    await row.getByTestId('admin-actions').click();
    await page.getByTestId('manual-judge').click();
    await page.getByTestId('manual-status').click();
    expect(await page.getByRole('option', { name: 'Cancelled' }).getAttribute('data-combobox-disabled')).toBe('true');
    expect(await page.getByRole('option', { name: 'Pending' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Accepted', exact: true }).click();
    await page.getByTestId('manual-submit').click();
    await page.getByText('Update Successfully').waitFor();
    expect(await row.getByTestId('status-tag').first().textContent()).toBe('Accepted');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a user's statistics on the user home: counts, solved problems, the year's heatmap and the difficulty chart", async () => {
    const { context, page, errors } = await contextOf();
    await page.goto(`${site.base}/user-home?username=alice&l=en-US`);
    await page.getByTestId('user-home-name').waitFor();
    expect(Number(await page.getByTestId('user-home-total').textContent())).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('user-home-solved-list').getByRole('link', { name: '1000', exact: true }).count()).toBe(1);
    // both charts are ECharts, loaded with the chart and drawn on a canvas
    await page.getByTestId('heatmap-canvas').locator('canvas').first().waitFor();
    await page.getByTestId('difficulty-pie').getByTestId('status-pie-canvas').locator('canvas').first().waitFor();
    await page.waitForTimeout(1500); // the pie's opening animation, for the screenshot
    await page.getByTestId('user-home-difficulty').screenshot({ path: join(ARTIFACTS, 'user-home-difficulty.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the last page from a page past the end of /status, instead of an empty list', async () => {
    const { context, page, errors } = await contextOf();
    await page.goto(`${site.base}/status?l=en-US&currentPage=999`);
    await page.getByTestId('pager-out-of-range').waitFor();
    expect(await page.getByTestId('status-empty').count()).toBe(0);
    await page.getByTestId('pager-last-page').click();
    await page.waitForURL((url) => url.searchParams.get('currentPage') === '1');
    await page.getByTestId('status-row').first().waitFor();
    expect(await page.getByTestId('pager-out-of-range').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the verdict in view on a 390×844 phone: no sideways scrolling to reach it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    const scroller = page.getByTestId('status-table').locator('xpath=ancestor::*[contains(@class, "ScrollContainer")][1]');
    // the table fits its scroll container (nothing to scroll to) and every verdict is inside the window
    expect(await scroller.evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const cell of await page.getByTestId('status-verdict').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await cell.getByText(/Accepted|Wrong Answer|Compile Error|Partial Accepted/).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('status-verdict-head').isVisible()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'status-phone-390x844.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a Compile Error's compiler message and no case table; an ACM problem's cases without a score column, an OI one's with it", async () => {
    // made here: the lists of the tests above count the submissions of beforeAll
    ids.aliceCe = await submit('alice', '1000', NOT_C, 'C');
    expect(await verdict(ids.aliceCe)).toBe(-2);
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/submission-detail/${ids.aliceCe}?l=en-US`);
    await page.getByTestId('submission-detail').waitFor();
    expect(await page.getByTestId('detail-status').textContent()).toBe('Compile Error');
    await page.getByTestId('compile-info').getByText(/undeclared_name/).first().waitFor();
    expect(await page.getByTestId('case-table').count()).toBe(0);
    expect(await page.getByText('Test cases', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'submission-detail-compile-error.png'), fullPage: true });

    // A+B is ACM: passed or failed per case, no score column (never a 0 beside Accepted)
    await page.goto(`${site.base}/submission-detail/${ids.aliceAc}?l=en-US`);
    await page.getByTestId('case-row').first().waitFor();
    expect(await page.getByTestId('case-table').locator('th').allInnerTexts()).not.toContain('Score');
    expect(await page.getByTestId('case-row').first().locator('td').count()).toBe(6);
    // the OI problem's cases keep their scores
    await page.goto(`${site.base}/submission-detail/${ids.aliceOi}?l=en-US`);
    await page.getByTestId('subtask-group').first().click();
    await page.getByTestId('case-table').first().waitFor();
    expect(await page.getByTestId('case-table').first().locator('th').allInnerTexts()).toContain('Score');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes /user-home without a query to the visitor's own page, a guest to the login first, and a user that does not exist to the 404 page", async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/user-home?l=en-US`);
    await page.waitForURL((url) => url.searchParams.get('username') === 'alice' && url.searchParams.has('uid'));
    expect(await page.getByTestId('user-home-name').textContent()).toBe('alice');
    const missing = await page.goto(`${site.base}/user-home?username=nobody-here&l=en-US`);
    expect(missing?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found-message').textContent()).toBe('The user does not exist');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();

    const guest = await contextOf();
    await guest.page.goto(`${site.base}/user-home?l=en-US`);
    await guest.page.getByText('Please login first').waitFor();
    await guest.page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(new URL(guest.page.url()).pathname).toBe('/home');
    await guest.context.close();
  });

  it('looks right on a 390 px phone', async () => {
    const { context, page, errors } = await contextOf(ALICE, 390);
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(ARTIFACTS, 'status-phone.png'), fullPage: true });
    await page.goto(`${site.base}/submission-detail/${ids.aliceOi}?l=en-US`);
    await page.getByTestId('subtask-group').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(ARTIFACTS, 'submission-detail-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
