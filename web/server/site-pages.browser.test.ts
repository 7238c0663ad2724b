import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser, seriousViolations, pageErrors, hydrated } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';

// The rank pages, the shared pager, the help page and the shell's global handling (01 §8) in Chromium,
// against the built site (`npm run build`).
const ROOT = { username: 'root', password: 'root-pass-1' };

/** The page's document, as the functions run in the browser see it (the tests compile without the DOM types). */
interface PageDocument {
  querySelector(selector: string): { value?: string } | null;
  querySelectorAll(selector: string): Iterable<{ textContent: string | null; getBoundingClientRect(): { height: number } }>;
}

/** Waits until `check` holds (a counter bumped by a route handler, ...), at most `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('rank pages, pager, help and global handling in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startBuiltSite({ ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote' });
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A page that records console errors; `errors()` is checked at the end of each test. */
  async function open(context: BrowserContext | Browser, width = 1280, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage({ viewport: { width, height: 900 }, reducedMotion });
    const errors = pageErrors(page);
    return { page, errors };
  }

  /** A browser context signed in as root (the session cookie from the login call). */
  async function signedIn(): Promise<BrowserContext> {
    const context = await browser.newContext();
    const res = await context.request.post(`${site.base}/api/login`, { data: ROOT, headers: { origin: site.base } });
    expect(res.status()).toBe(200);
    return context;
  }

  for (const [locale, width, title, empty] of [
    ['zh-CN', 1280, 'ACM 排行榜', '暂无排名'],
    ['en-US', 1280, 'ACM Ranklist', 'No ranking yet'],
    ['zh-CN', 375, 'ACM 排行榜', '暂无排名'],
    ['en-US', 375, 'ACM Ranklist', 'No ranking yet'],
  ] as const) {
    it(`renders /acm-rank and /oi-rank in ${locale} at ${width} px with the empty state and no console error`, async () => {
      const { page, errors } = await open(browser, width);
      await page.goto(`${site.base}/acm-rank?l=${locale}`);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.getByTestId('rank-empty').textContent()).toContain(empty);
      expect(await page.getByTestId('pager-total').textContent()).toMatch(/0/);
      await page.screenshot({ path: join(ARTIFACTS, `acm-rank-${locale}-${width}.png`), fullPage: true });
      await page.goto(`${site.base}/oi-rank?l=${locale}`);
      await page.getByTestId('rank-empty').waitFor();
      // the OI table has the score column
      expect(await page.getByRole('columnheader', { name: locale === 'en-US' ? 'Score' : '分数' }).count()).toBe(1);
      await page.screenshot({ path: join(ARTIFACTS, `oi-rank-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('follows the type query (02 §2: 0 ACM, 1 OI) to its ranking page, keeping the other parameters', async () => {
    const { page, errors } = await open(browser);
    await page.goto(`${site.base}/acm-rank?type=1&searchUser=grace&l=en-US`);
    await page.getByRole('heading', { name: 'OI Ranklist' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/oi-rank');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ searchUser: 'grace', l: 'en-US' });
    await page.goto(`${site.base}/oi-rank?type=0&l=en-US`);
    await page.getByRole('heading', { name: 'ACM Ranklist' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/acm-rank');
    // its own type, or a value that is no type, stays
    await page.goto(`${site.base}/acm-rank?type=7&l=en-US`);
    await page.getByRole('heading', { name: 'ACM Ranklist' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/acm-rank');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches, switches ACM/OI keeping the search, and changes the page size (back to page 1)', async () => {
    const { page, errors } = await open(browser);
    await page.goto(`${site.base}/acm-rank?l=en-US&page=3`);
    await page.getByTestId('rank-search').fill('grace');
    await page.getByTestId('rank-search').press('Enter');
    await page.waitForURL(/searchUser=grace/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByText('No user matches the search').waitFor();
    expect(await page.getByTestId('rank-search').inputValue()).toBe('grace');

    await page.getByText('OI', { exact: true }).click();
    await page.waitForURL(/\/oi-rank\?searchUser=grace/);
    await page.getByRole('heading', { name: 'OI Ranklist' }).waitFor();

    // the size selector offers 10/15/30/50/100, 30 chosen by default
    await page.getByTestId('pager-size').click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['10 / page', '15 / page', '30 / page', '50 / page', '100 / page']);
    await page.getByRole('option', { name: '50 / page' }).click();
    await page.waitForURL(/limit=50/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('page')).toBe('1');
    expect(params.get('searchUser')).toBe('grace');
    await page.waitForFunction(() => (globalThis as unknown as { document: PageDocument }).document.querySelector('[data-testid=pager-size]')?.value === '50 / page');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages the home announcements with the shared pager, small under 768 px', async () => {
    const context = await signedIn();
    for (let i = 1; i <= 12; i++) {
      const res = await context.request.post(`${site.base}/api/admin/announcement`, { data: { title: `News ${i}`, content: `Body ${i}` }, headers: { origin: site.base } });
      expect(res.status()).toBe(200);
    }
    const { page, errors } = await open(browser);
    await page.goto(`${site.base}/home?l=en-US`);
    const announcements = page.getByTestId('announcements');
    await announcements.getByText('News 12').waitFor();
    expect(await announcements.getByTestId('pager-total').textContent()).toBe('Total 12');
    // five a page, no size selector on the home list
    expect(await announcements.getByTestId('pager-size').count()).toBe(0);
    await announcements.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/announcementPage=2/);
    await announcements.getByText('News 7').waitFor();
    expect(await announcements.getByText('News 12').count()).toBe(0);
    await announcements.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/announcementPage=3/);
    await announcements.getByText('News 2').waitFor();
    const wide = await announcements.getByRole('button', { name: '1', exact: true }).boundingBox();

    const small = await open(browser, 375);
    await small.page.goto(`${site.base}/home?l=zh-CN&announcementPage=2`);
    const list = small.page.getByTestId('announcements');
    await list.getByText('News 7').waitFor();
    expect(await list.getByTestId('pager-total').textContent()).toBe('共 12 条');
    await small.page.waitForFunction(() => {
      const button = [...(globalThis as unknown as { document: PageDocument }).document.querySelectorAll('[data-testid=announcements] button')].find((b) => b.textContent === '1');
      return button && button.getBoundingClientRect().height < 30;
    });
    const narrow = await list.getByRole('button', { name: '1', exact: true }).boundingBox();
    expect(narrow?.height).toBeLessThan(wide?.height ?? 0);
    await small.page.screenshot({ path: join(ARTIFACTS, 'home-pager-375.png'), fullPage: true });
    expect([...errors, ...small.errors]).toEqual([]);
    await page.close();
    await small.page.close();
    await context.close();
  });

  it('turns the carousel, opens an announcement in full, and shows the contest and remote judge slots', async () => {
    const context = await signedIn();
    // two 1x1 PNGs with different bytes (the store keeps one copy of equal bytes): a byte after the end chunk
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    for (const buffer of [pixel, Buffer.concat([pixel, Buffer.from([0])])]) {
      const res = await context.request.post(`${site.base}/api/file/upload-carouse-img`, { multipart: { file: { name: 'slide.png', mimeType: 'image/png', buffer } }, headers: { origin: site.base } });
      expect(res.status()).toBe(200);
    }
    await context.request.post(`${site.base}/api/admin/announcement`, { data: { title: 'Rules of the road', content: '# Heading\n\nEvery **submission** counts.' }, headers: { origin: site.base } });
    // the carousel turns only for a visitor without a reduced-motion preference
    const { page, errors } = await open(browser, 1280, 'no-preference');
    await page.clock.install();
    await page.goto(`${site.base}/home?l=en-US`);
    // the carousel: two dots, the first image shown and linking to itself, the second after 5 s
    expect(await page.getByTestId('carousel-dot').count()).toBe(2);
    const first = await page.getByTestId('carousel-image').getAttribute('src');
    expect(await page.getByTestId('carousel-link').getAttribute('href')).toBe(first);
    await page.getByTestId('carousel-dot').first().waitFor();
    await page.clock.runFor(5_100);
    await page.waitForFunction("document.querySelector('[data-testid=carousel-image]')?.getAttribute('data-index') === '1'");
    expect(await page.getByTestId('carousel-image').getAttribute('src')).not.toBe(first);
    await page.getByTestId('carousel-dot').first().click();
    await page.waitForFunction("document.querySelector('[data-testid=carousel-image]')?.getAttribute('data-index') === '0'");
    // an announcement opens in full, its markdown rendered
    await page.getByTestId('announcement-open').filter({ hasText: 'Rules of the road' }).click();
    const detail = page.getByTestId('announcement-detail');
    await detail.getByRole('heading', { name: 'Heading' }).waitFor();
    expect(await detail.locator('strong').textContent()).toBe('submission');
    await page.keyboard.press('Escape');
    // no contests plugin: the empty state; no remote judge enabled (with or without their plugin): the card says so
    expect(await page.getByTestId('recent-contests').textContent()).toContain('No recent contests');
    await page.getByTestId('remote-judges').getByText('No remote judge is enabled on this site').waitFor();
    expect(await page.getByTestId('remote-judge').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'home-widgets-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
    await context.close();
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`shows the help page from the footer in ${locale}: languages with compile command and A+B, results, tips`, async () => {
      const { page, errors } = await open(browser);
      await page.goto(`${site.base}/home?l=${locale}`);
      await page.getByTestId('site-footer').getByRole('link', { name: locale === 'en-US' ? 'Help' : '帮助' }).click();
      await page.waitForURL(/\/help$/);
      await page.getByTestId('help').waitFor();
      const languages = page.getByTestId('help-languages');
      // the judge's languages, seeded at start: C++ compiles with g++ and reads two numbers
      await languages.getByText('C++', { exact: true }).first().waitFor();
      const firstPanel = languages.locator('pre').first();
      await firstPanel.waitFor();
      expect(await languages.locator('pre').count()).toBeGreaterThanOrEqual(2);
      const statuses = page.getByTestId('help-statuses');
      // the result's name in the page's language
      expect(await statuses.getByText(locale === 'en-US' ? 'Accepted' : '评测通过', { exact: true }).isVisible()).toBe(true);
      expect(await statuses.getByText(locale === 'en-US' ? '评测通过' : 'Accepted', { exact: true }).count()).toBe(0);
      expect(await statuses.getByText(locale === 'en-US' ? 'Your program passed every test case.' : '你的程序通过了所有测试点。').isVisible()).toBe(true);
      expect(await page.getByTestId('help-tips').locator('li').count()).toBe(4);
      await page.screenshot({ path: join(ARTIFACTS, `help-${locale}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('opens the judging queue from the footer in both languages: the classes, the empty state, no runner yet', async () => {
    const { page, errors } = await open(browser);
    for (const [locale, link, empty, noRunners] of [
      ['en-US', 'Judging queue', 'No submission is waiting: the queue is empty.', 'No judge runner has reported yet.'],
      ['zh-CN', '评测队列', '没有等待评测的提交，队列为空。', '还没有评测机报到。'],
    ] as const) {
      await page.goto(`${site.base}/home?l=${locale}`);
      // a click while React hydrates the page can be lost (seen once in a loaded CI run)
      await hydrated(page);
      await page.getByTestId('site-footer').getByRole('link', { name: link }).click();
      await page.waitForURL(/\/judge-queue$/);
      await page.getByTestId('judge-queue-empty').waitFor();
      expect(await page.getByTestId('judge-queue-empty').textContent()).toBe(empty);
      expect(await page.getByTestId('judge-queue-no-runners').textContent()).toBe(noRunners);
      expect(await page.getByTestId('judge-queue-class').evaluateAll((rows) => rows.map((r) => (r as unknown as { dataset: { priority: string } }).dataset.priority))).toEqual(['contest', 'practice', 'rejudge']);
      await page.screenshot({ path: join(ARTIFACTS, `judge-queue-${locale}.png`), fullPage: true });
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('passes the axe-core rules on the rank and help pages (no serious violations)', async () => {
    const { page } = await open(browser);
    await page.goto(`${site.base}/acm-rank?l=en-US`);
    await page.getByTestId('rank-empty').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${site.base}/help?l=zh-CN`);
    await page.getByTestId('help').waitFor();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('polls the unread count every 120 s and shows it on the user menu', async () => {
    const context = await signedIn();
    const { page, errors } = await open(context);
    await page.clock.install();
    let calls = 0;
    let counts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
    await page.route('**/api/msg/unread*', async (route) => {
      calls++;
      // the real answer first (all zeros until the message centre exists), then what the test wants
      const real = await route.fetch();
      expect((await real.json()).data).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
      await route.fulfill({ json: { status: 200, msg: 'success', data: counts } });
    });
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('user-menu').waitFor();
    await hydrated(page); // the login reloads the page: its menu is clickable once hydrated
    await until(() => calls === 1);
    expect(await page.getByTestId('user-menu').textContent()).toBe('root');

    counts = { comment: 1, reply: 2, like: 0, sys: 3, mine: 1 };
    await page.clock.fastForward(119_000);
    expect(calls).toBe(1);
    await page.clock.fastForward(1_000);
    await until(() => calls === 2);
    await page.getByTestId('user-menu').getByText('7', { exact: true }).waitFor();
    expect(await page.getByTestId('user-menu').getAttribute('aria-label')).toBe('root, 7 unread messages');
    await page.screenshot({ path: join(ARTIFACTS, 'unread-badge.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the network-error and server-error messages of 01 §8 when a call fails', async () => {
    const { page } = await open(browser);
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('root');
    await dialog.getByLabel('Password').fill('whatever');

    await page.route('**/api/login*', (route) => route.abort('connectionreset'));
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('error-toast').getByText('abnormal link with server, please try again later').waitFor();

    await page.unroute('**/api/login*');
    await page.route('**/api/login*', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
    await dialog.getByRole('button', { name: 'Login' }).click();
    // the newer message takes the toast's place (one at a time)
    await page.getByTestId('error-toast').getByText('server error, please refresh again').waitFor();
    expect(await page.getByTestId('error-toast').count()).toBe(1);
    await page.close();
  });

  for (const [locale, width] of [
    ['en-US', 1280],
    ['zh-CN', 375],
  ] as const) {
    it(`shows a refused call's server message once, as a toast (and a notification on desktop), in ${locale} at ${width} px`, async () => {
      const { page, errors } = await open(browser, width);
      await page.goto(`${site.base}/home?l=${locale}`);
      await page.getByTestId('login-button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(locale === 'en-US' ? 'Username' : '用户名').fill('nobody-here');
      await dialog.getByLabel(locale === 'en-US' ? 'Password' : '密码').fill('not-the-password');
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
      await dialog.getByRole('button', { name: locale === 'en-US' ? 'Login' : '登录' }).click();
      const res = await answered;
      const { msg } = (await res.json()) as { msg: string };
      expect(res.status()).not.toBe(200);
      expect(msg).toMatch(locale === 'en-US' ? /^[\x20-\x7e]+$/ : /[\u4e00-\u9fff]/);
      await page.getByTestId('error-toast').getByText(msg, { exact: true }).waitFor();
      // top-centre, one toast; the notification beside it on a desktop width only (01 §8)
      const toast = (await page.getByTestId('error-toast').boundingBox())!;
      expect(Math.abs(toast.x + toast.width / 2 - width / 2)).toBeLessThan(4);
      expect(await page.getByTestId('error-toast').count()).toBe(1);
      expect(await page.getByTestId('error-notification').count()).toBe(width >= 768 ? 1 : 0);
      expect(await page.getByText(msg, { exact: true }).count()).toBe(width >= 768 ? 2 : 1);
      await page.screenshot({ path: join(ARTIFACTS, `error-toast-${locale}-${width}.png`) });
      // the browser logs the refused call itself; nothing else
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      await page.close();
    });
  }
});
