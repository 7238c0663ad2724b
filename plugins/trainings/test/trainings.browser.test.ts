import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_SWITCHES_REPOSITORY, SQL_RUNNER } from '@oj/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, launchBrowser, pageErrors, seriousViolations } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';

// The check in Chromium against the built site (`npm run build`: the plugin's pages are routes
// of it) with the embedded judge and the sample problems: register for a private training with its
// password, solve a problem from it, see the progress and the rank change. Trainings are made by the
// super admin through the API, as the admin pages do.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const BOB = { username: 'bob', password: 'bob-pw-1' };
const ADMIN = { username: 'teacher', password: 'teacher-pw-1' };
const PASSWORD = 'open-sesame';
// one line, so monaco's auto-indent has nothing to change
const AC = 'print(sum(map(int, input().split())))';
const IN_PROGRESS = ['9', '5', '6', '7'];

describe('the trainings pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let rootToken: string;
  let privateTid: number;
  let aPlusB: number;
  let categoryId: number;

  async function tokenOf(account: { username: string; password: string }): Promise<string> {
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    return login.headers.get('authorization') as string;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are the API's, read by field
  async function callApi(method: string, path: string, body?: unknown, token = rootToken): Promise<any> {
    const res = await fetch(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`, {
      method,
      headers: { 'content-type': 'application/json', authorization: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { status: number; msg: string; data: unknown };
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
    return answer.data;
  }

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ALICE.username, ALICE.password);
    await createUser(seed, BOB.username, BOB.password);
    await createUser(seed, ADMIN.username, ADMIN.password, ['admin']);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await seed.site.container.get(SQL_RUNNER).run("update user_info set nickname = 'Bobby', realname = 'Robert Real', gender = 'female', school = 'Springfield U' where username = 'bob'");
    await seed.close();
    site = await startBuiltSite({
      DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-trainings-browser-test'),
    });
    rootToken = await tokenOf(ROOT);
    const category = await callApi('POST', '/api/admin/training/category', { name: 'Basics', color: '#e64980' });
    categoryId = category.id;
    aPlusB = (await callApi('GET', '/api/get-problem-detail?problemId=1000')).problem.id as number;
    const warmUp = await callApi('POST', '/api/admin/training', { training: { title: 'Warm-up', description: 'For **everyone**', auth: 'Public', rank: 1 }, trainingCategory: { id: category.id } });
    await callApi('POST', '/api/admin/training/add-problem-from-public', { tid: warmUp.id, pid: aPlusB, displayId: '1000' });
    const secret = await callApi('POST', '/api/admin/training', { training: { title: 'Members only', description: 'Sums for members', auth: 'Private', privatePwd: PASSWORD, rank: 2 }, trainingCategory: { id: category.id } });
    privateTid = secret.id;
    await callApi('POST', '/api/admin/training/add-problem-from-public', { tid: privateTid, pid: aPlusB, displayId: '1000' });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  async function contextOf(account?: { username: string; password: string }, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (account) {
      const res = await context.request.post(`${site.base}/api/login`, { data: account, headers: { origin: site.base } });
      expect(res.status()).toBe(200);
    }
    const page = await context.newPage();
    // a signed-out page's session read answers 401, which the browser logs
    const errors = pageErrors(page, /401/);
    return { context, page, errors };
  }

  /** The progress bar's percentage on the page (the first bar). */
  const percentOf = async (page: Page) => Number(await page.getByTestId('training-progress').first().getAttribute('data-percent'));

  it('shows a guest the list without progress and asks to log in on a click', async () => {
    const { context, page, errors } = await contextOf();
    await page.goto(`${site.base}/training?l=en-US`);
    await page.getByTestId('training-row').nth(1).waitFor();
    expect(await page.getByTestId('training-link').allTextContents()).toEqual(['Warm-up', 'Members only']);
    expect(await page.getByTestId('training-progress').count()).toBe(0);
    expect(await page.getByTestId('training-auth').allTextContents()).toEqual(['Public', 'Private']);
    await page.getByTestId('training-link').first().click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByRole('dialog').waitFor();
    expect(page.url()).toContain('/training?');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by auth and shows the list in Chinese', async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/training?l=zh-CN`);
    await page.getByRole('heading', { name: '训练' }).waitFor();
    await page.getByTestId('auth-filter').getByText('私有').click();
    await page.waitForFunction(() => (globalThis as unknown as { location: { search: string } }).location.search.includes('auth=Private'));
    await page.waitForFunction(`document.querySelectorAll('[data-testid=training-row]').length === 1`);
    expect(await page.getByTestId('training-link').allTextContents()).toEqual(['Members only']);
    // the rank tab in HOJ's words
    await page.goto(`${site.base}/training/${privateTid}?l=zh-CN`);
    expect(await page.getByTestId('tab-rank').textContent()).toBe('记录榜单');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers for a private training with its password, solves a problem from it, and sees the progress and the rank change', async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/training?l=en-US`);
    await page.getByTestId('training-row').nth(1).waitFor();
    // signed in: each row has its progress, 0 before anything is solved
    expect(await page.getByTestId('training-progress').count()).toBe(2);
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-list-desktop.png'), fullPage: true });
    await page.getByTestId('training-link').filter({ hasText: 'Members only' }).click();

    // private and not registered: the introduction and the password form, the other tabs closed
    await page.getByTestId('training-password').waitFor();
    expect(await page.getByTestId('tab-problems').isDisabled()).toBe(true);
    expect(await percentOf(page)).toBe(0);
    await page.getByTestId('training-register').click();
    await page.getByText('Enter the training password').first().waitFor();
    await page.getByTestId('training-password-input').fill('wrong-one');
    await page.getByTestId('training-register').click();
    await page.getByTestId('training-password').getByText('The training password is wrong, please enter it again').waitFor();
    // the refusal (400) is logged by the browser: expected here, not an error of the page
    const refusal = errors.findIndex((e) => e.includes('status of 400'));
    if (refusal >= 0) errors.splice(refusal, 1);
    await page.getByTestId('training-password-input').fill(PASSWORD);
    await page.getByTestId('training-register').click();
    await page.getByText('Register training successfully').first().waitFor();
    await page.getByTestId('training-password').waitFor({ state: 'detached' });
    expect(await page.getByTestId('tab-problems').isDisabled()).toBe(false);
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-details-desktop.png'), fullPage: true });

    // the rank before: alice has no row yet
    await page.getByTestId('tab-rank').click();
    await page.getByTestId('training-rank-table').waitFor();
    expect(await page.getByTestId('rank-row').filter({ hasText: 'alice' }).count()).toBe(0);

    // the problem list, then the problem inside the training
    await page.getByTestId('tab-problems').click();
    await page.getByTestId('training-problem-row').first().waitFor();
    expect(await page.getByTestId('training-problem-row').count()).toBe(1);
    await page.getByTestId('training-problem-row').first().click();
    await page.waitForURL(`**/training/${privateTid}/problem/1000`);
    const editor = page.locator('[data-monaco-ready=true]');
    await editor.waitFor({ timeout: 60_000 });
    await page.getByTestId('editor-language').click();
    await page.getByRole('option', { name: 'Python3', exact: true }).click();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(AC);
    await page.getByTestId('submit-button').click();
    const tag = page.getByTestId('submit-status');
    await tag.waitFor();
    const deadline = Date.now() + 120_000;
    while (IN_PROGRESS.includes((await tag.getAttribute('data-status')) ?? '')) {
      if (Date.now() > deadline) throw new Error('no verdict');
      await page.waitForTimeout(200);
    }
    expect(await tag.getAttribute('data-status')).toBe('0');

    // the progress follows: 1 of 1 solved inside the training
    await page.getByTestId('tab-introduction').click();
    await page.waitForURL(`**/training/${privateTid}`);
    await page.waitForFunction(`document.querySelector('[data-testid=training-progress]')?.getAttribute('data-percent') === '100'`, undefined, { timeout: 15_000 });
    // and the rank: alice first, one AC, the cell Accepted
    await page.getByTestId('tab-rank').click();
    const row = page.getByTestId('rank-row').filter({ hasText: 'alice' });
    await row.waitFor();
    expect(await row.getByTestId('rank-ac').textContent()).toBe('1');
    expect(await row.getByTestId('rank-cell').getAttribute('data-status')).toBe('0');
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-rank-desktop.png'), fullPage: true });
    expect(await seriousViolations(page, '[data-testid=training-rank]')).toEqual([]);
    // a cell opens alice's submissions of the problem
    await row.getByTestId('rank-cell').click();
    await page.waitForURL(/\/status\?.*username=alice.*problemID=1000/);

    // the list shows the progress too
    await page.goto(`${site.base}/training?l=en-US`);
    await page.getByTestId('training-row').nth(1).waitFor();
    const privateRow = page.getByTestId('training-row').filter({ hasText: 'Members only' });
    expect(await privateRow.getByTestId('training-progress').getAttribute('data-percent')).toBe('100');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the progress and the rank of a submission made in the training (bob's, through the API)", async () => {
    const bob = await tokenOf(BOB);
    await callApi('POST', '/api/register-training', { tid: privateTid, password: PASSWORD }, bob);
    const { submitId } = await callApi('POST', '/api/submit-problem-judge', { pid: aPlusB, language: 'Python3', code: AC, tid: privateTid }, bob);
    const deadline = Date.now() + 120_000;
    while (IN_PROGRESS.includes(String((await callApi('GET', `/api/get-submission-detail?submitId=${submitId}`, undefined, bob)).submission.status))) {
      if (Date.now() > deadline) throw new Error('no verdict');
      await new Promise((r) => setTimeout(r, 300));
    }
    const { context, page, errors } = await contextOf(BOB);
    await page.goto(`${site.base}/training/${privateTid}?l=en-US`);
    await page.getByTestId('training-introduction').waitFor();
    expect(await percentOf(page)).toBe(100);
    await page.getByTestId('tab-rank').click();
    const row = page.getByTestId('rank-row').filter({ hasText: 'bob' });
    await row.waitFor();
    expect(await row.getByText('Own').count()).toBe(1);
    // 02 §2: the Girl flag and the school beside the name
    expect(await row.getByText('Girl', { exact: true }).count()).toBe(1);
    expect(await row.getByText('Springfield U').count()).toBe(1);
    expect(await page.getByTestId('rank-row').filter({ hasText: 'alice' }).getByText('Girl', { exact: true }).count()).toBe(0);
    expect(await row.getByTestId('rank-ac').textContent()).toBe('1');
    expect(await row.getByTestId('rank-cell').getAttribute('data-status')).toBe('0');
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-rank-desktop.png'), fullPage: true });
    expect(await seriousViolations(page, '[data-testid=training-rank]')).toEqual([]);
    // the total opens bob's accepted submissions; a cell his submissions of the problem
    await row.getByTestId('rank-total').click();
    await page.waitForURL(/\/status\?.*username=bob.*status=0/);
    await page.goBack();
    await page.getByTestId('rank-row').filter({ hasText: 'bob' }).getByTestId('rank-cell').click();
    await page.waitForURL(/\/status\?.*username=bob.*problemID=1000/);
    // the focus mode names the training (?tid): its switcher lists the training's problems
    await page.goto(`${site.base}/training/${privateTid}/problem/1000/full-screen?l=en-US`);
    await page.waitForURL(new RegExp(`tid=${privateTid}`));
    await page.getByTestId('full-screen-nav').getByText('1000 A+B Problem').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-full-screen.png') });
    // the list shows the progress too
    await page.goto(`${site.base}/training?l=en-US`);
    const privateRow = page.getByTestId('training-row').filter({ hasText: 'Members only' });
    await privateRow.waitFor();
    expect(await privateRow.getByTestId('training-progress').getAttribute('data-percent')).toBe('100');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names the rank's users as the training's rankShowName asks, real names for its admins only", async () => {
    const showNames = async (rankShowName: string) => {
      const { training } = await callApi('GET', `/api/admin/training?tid=${privateTid}`);
      await callApi('PUT', '/api/admin/training', { training: { ...training, rankShowName }, trainingCategory: { id: categoryId } });
    };
    const bobs = await contextOf(BOB);
    const roots = await contextOf(ROOT);
    const nameOnRank = async (page: Page) => {
      await page.goto(`${site.base}/training/${privateTid}/rank?l=en-US`);
      const name = page.locator('[data-testid=rank-row][data-username=bob]').getByTestId('rank-name');
      await name.waitFor();
      return name.textContent();
    };
    await showNames('nickname');
    expect(await nameOnRank(bobs.page)).toBe('Bobby');
    await showNames('realname');
    // bob is no admin of the training: the server sends him no real name, so the username
    expect(await nameOnRank(bobs.page)).toBe('bob');
    expect(await nameOnRank(roots.page)).toBe('Robert Real');
    await showNames('username');
    expect(await nameOnRank(roots.page)).toBe('bob');
    expect([...bobs.errors, ...roots.errors]).toEqual([]);
    await bobs.context.close();
    await roots.context.close();
  });

  it('fits a 390 px phone', async () => {
    const { context, page, errors } = await contextOf(ALICE, 390);
    await page.goto(`${site.base}/training?l=en-US`);
    await page.getByTestId('training-row').nth(1).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-list-phone.png'), fullPage: true });
    await page.goto(`${site.base}/training/${privateTid}/rank?l=en-US`);
    await page.getByTestId('training-rank').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-rank-phone.png'), fullPage: true });
    // nothing wider than the screen but the tables' own scroll areas
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the super admin open the training admin pages', async () => {
    const { context, page, errors } = await contextOf(ROOT);
    await page.goto(`${site.base}/admin/training?l=en-US`);
    await page.getByTestId('admin-training-row').nth(1).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-admin-list.png'), fullPage: true });
    // 10 a page with the shared size selector; another size is asked of the server
    expect(await page.getByTestId('pager-size').inputValue()).toBe('10 / page');
    await page.getByTestId('pager-size').click();
    await page.getByRole('option', { name: '30 / page' }).click();
    await page.waitForURL(/limit=30/);
    await page.waitForFunction("document.querySelector('[data-testid=pager-size]')?.value === '30 / page'");
    await page.getByTestId('admin-training-row').filter({ hasText: 'Members only' }).getByTestId('training-problems').click();
    await page.getByTestId('training-problem-admin-row').first().waitFor();
    // the training's own problems are paged like every admin list (10 a page first; a long training loses no row)
    expect(await page.getByTestId('pager-size').inputValue()).toBe('10 / page');
    await page.getByTestId('open-add-from-public').click();
    await page.getByTestId('public-row').first().waitFor();
    expect(await page.locator('[data-testid=public-row][data-problem-id="1000"]').count()).toBe(0);
    // (the dialog fades in: the screenshot waits for it)
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-admin-problems.png'), fullPage: true });
    // the public problems come 10, 30, 50 or 100 a page
    await page.getByTestId('public-size').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['10', '30', '50', '100']);
    const asked = page.waitForRequest((r) => r.url().includes('queryExisted=false') && r.url().includes('limit=30'));
    await page.getByRole('option', { name: '30', exact: true }).click();
    await asked;
    // add 1001, put it first by its rank, then remove it again
    await page.locator('[data-testid=public-row][data-problem-id="1001"]').getByTestId('public-add').click();
    await page.getByText('Add Successfully').first().waitFor();
    await page.keyboard.press('Escape');
    const order = () => page.getByTestId('training-problem-admin-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-problem-id')));
    await page.waitForFunction("document.querySelectorAll('[data-testid=training-problem-admin-row]').length === 2");
    expect(await order()).toEqual(['1000', '1001']);
    const added = page.locator('[data-testid=training-problem-admin-row][data-problem-id="1001"]');
    await added.getByTestId('training-problem-rank').fill('0');
    await added.getByTestId('training-problem-rank').blur();
    await page.waitForFunction("document.querySelector('[data-testid=training-problem-admin-row]')?.getAttribute('data-problem-id') === '1001'");
    expect(await order()).toEqual(['1001', '1000']);
    await added.getByTestId('training-problem-remove').click();
    await page.getByTestId('confirm-delete').click();
    await page.waitForFunction("document.querySelectorAll('[data-testid=training-problem-admin-row]').length === 1");
    expect(await order()).toEqual(['1000']);
    // a page past the last (its last row removed, or typed) turns into the last page
    await page.goto(`${page.url().split('?')[0]}?currentPage=5&limit=10`);
    await page.waitForURL(/currentPage=1\b/);
    await page.locator('[data-testid=training-problem-admin-row][data-problem-id="1000"]').waitFor();
    await page.goto(`${site.base}/admin/training/${privateTid}/edit?l=en-US`);
    await page.getByTestId('training-password-input').waitFor();
    expect(await page.getByTestId('training-title-input').inputValue()).toBe('Members only');
    // reference videos: rows added and removed; a link that is not http(s) is refused before sending
    await page.getByTestId('training-video-add').click();
    await page.getByTestId('training-video-add').click();
    await page.getByTestId('training-video-add').click();
    await page.getByTestId('training-video-remove-2').click();
    expect(await page.getByTestId('training-video-remove-1').count()).toBe(1);
    expect(await page.getByTestId('training-video-remove-2').count()).toBe(0);
    await page.getByTestId('training-video-title-0').fill('Lesson 1');
    await page.getByTestId('training-video-url-0').fill('https://video.example/lesson-1');
    await page.getByTestId('training-video-title-1').fill('Lesson 2');
    await page.getByTestId('training-video-url-1').fill('javascript:alert(1)');
    await page.getByTestId('training-save').click();
    await page.getByTestId('training-videos-error').getByText('Each reference video needs an http:// or https:// link of at most 1000 characters').waitFor();
    await page.getByTestId('training-video-url-1').fill('http://video.example/lesson-2');
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-admin-edit-videos.png'), fullPage: true });
    await page.getByTestId('training-save').click();
    await page.waitForURL(/\/admin\/training(\?|$)/);
    // the details page lists them, linked
    await page.goto(`${site.base}/training/${privateTid}?l=en-US`);
    const videos = page.getByTestId('training-videos');
    await videos.waitFor();
    expect(await videos.getByRole('link').allTextContents()).toEqual(['Lesson 1', 'Lesson 2']);
    expect(await videos.getByRole('link', { name: 'Lesson 2' }).getAttribute('href')).toBe('http://video.example/lesson-2');
    await page.goto(`${site.base}/admin/training/${privateTid}/edit?l=en-US`);
    await page.getByTestId('training-video-title-1').waitFor();
    expect(await page.getByTestId('training-video-url-0').inputValue()).toBe('https://video.example/lesson-1');
    await page.goto(`${site.base}/admin/training/category?l=zh-CN`);
    await page.getByRole('heading', { name: '训练分类' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-admin-category-zh.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets the super admin set the trainings' settings on the switch page, and the list follows", async () => {
    const { context, page, errors } = await contextOf(ROOT);
    await page.goto(`${site.base}/admin/switch?l=en-US`);
    const card = page.getByTestId('plugin-settings-trainings');
    await card.waitFor();
    const size = page.getByTestId('plugin-setting-trainings-listPageSize');
    expect(await size.inputValue()).toBe('15');
    expect(await card.getByText('Trainings per page in the training list').count()).toBe(1);
    await size.fill('500');
    await page.getByTestId('plugin-settings-save-trainings').click();
    await card.getByText('The setting trainings.listPageSize must be an integer from 5 to 100').waitFor();
    await size.fill('5');
    await page.getByTestId('plugin-settings-save-trainings').click();
    await page.getByText('Update Successfully').first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'trainings-switch-settings.png'), fullPage: true });
    expect(await seriousViolations(page, '[data-testid=plugin-settings-trainings]')).toEqual([]);
    // kept: a reload shows it, and the list asks the server for 5 a page
    await page.reload();
    await size.waitFor();
    expect(await size.inputValue()).toBe('5');
    expect((await callApi('GET', '/api/get-training-list')).size).toBe(5);
    await callApi('PUT', '/api/admin/switch/update', { pluginSettings: { trainings: { listPageSize: 15 } } });
    // switched off: the pages send the visitor home with 'No Access', the menu loses the entry; on again, all back
    await callApi('PUT', '/api/admin/switch/update', { plugins: { trainings: false } });
    await page.goto(`${site.base}/training?l=en-US`);
    await page.waitForURL(/\/home/);
    await page.getByText('No Access, there is no open training area').first().waitFor();
    // the notice has done its work: the address no longer asks for it
    await page.waitForURL((url) => !url.search.includes('notice') && !url.search.includes('plugin'));
    expect(await page.locator('header a[href="/training"]').count()).toBe(0);
    await callApi('PUT', '/api/admin/switch/update', { plugins: { trainings: true } });
    await page.goto(`${site.base}/training?l=en-US`);
    await page.getByTestId('training-row').first().waitFor();
    expect(await page.locator('header a[href="/training"]').count()).toBeGreaterThan(0);
    // the 400 above is logged by the browser
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it("shows an admin every training but lets them act on their own only", async () => {
    const { context, page, errors } = await contextOf(ADMIN);
    await page.goto(`${site.base}/admin/training?l=en-US`);
    await page.getByTestId('admin-training-row').nth(1).waitFor();
    expect(await page.getByTestId('training-not-yours').count()).toBe(2);
    expect(await page.getByTestId('training-problems').count()).toBe(0);
    expect(await page.getByTestId('admin-training-row').first().getByRole('switch').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  // last: it deletes the only category
  it('sends the admin to the categories when a training is created before any category exists', async () => {
    await callApi('DELETE', `/api/admin/training/category?cid=${categoryId}`);
    const { context, page, errors } = await contextOf(ROOT);
    await page.goto(`${site.base}/admin/training/create?l=en-US`);
    // an alert (03 §8), which leads to the categories on its OK
    const alert = page.getByRole('dialog', { name: 'Tips' });
    await alert.getByText('There is no training category yet: create one first.').waitFor();
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/admin\/training\/category(\?|$)/);
    await page.getByRole('heading', { name: 'Training Categories' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
