import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { cacheOf, createUser, solvedSliders } from './testing/accounts.js';
import { ARTIFACTS, launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

// The login forms under the login limits (issue 18 item 6) in Chromium, against the built site (`npm run
// build`) on Redis: a guarded account asks for the slide puzzle on every try, an early try shows the
// server's 429 message and counts down on the button; the admin login shows an address's 429 the same way.
// A second, API-only site on the same database and Redis sets the scene (failures from other addresses,
// solved puzzles) and reads the puzzles' answers. Redis outlives the run: addresses and names are this run's.

jest.setTimeout(120_000);

const run = Math.random().toString(36).slice(2, 8);
const net = `10.99.${Math.floor(Math.random() * 250) + 1}`;
const ROOT_PASSWORD = 'root-pass-1';
/** A 1 px step of the puzzle's slider moves the piece 1 px; the piece is 44 px wide (components/slide-puzzle.tsx). */
const PIECE = 44;

describe('the login forms under the login limits, in Chromium', () => {
  let db: TestDatabase;
  let api: TestSite;
  let site: BuiltSite;
  let browser: Browser;
  const victim = `guarded${run}`;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const env = { REDIS_URL: testUrls.redis(), TRUST_PROXY: '1', ADMIN_PASSWORD: ROOT_PASSWORD };
    api = await startTestSite(env, db);
    await createUser(api, victim, 'right-pw-1');
    site = await startBuiltSite({ ...env, DATABASE_URL: db.url, JUDGE_MODE: 'remote' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
    await db?.drop();
  });

  const tryLogin = (username: string, password: string, ip: string, sliderPass?: string) =>
    fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ username, password, sliderPass }) }).then((r) => r.status);

  /** The next puzzle the page loads, dragged onto its answer as a person would (slowly enough). */
  async function solveNextPuzzle(page: Page, form: Locator, loaded: Promise<import('playwright-core').Response>): Promise<void> {
    const { data } = (await (await loaded).json()) as { data: { sliderKey: string; width: number } };
    const answer = await cacheOf(api).get<{ x: number }>(`slider:${data.sliderKey}`);
    if (!answer) throw new Error('no puzzle kept');
    const box = await form.locator('.mantine-Slider-trackContainer').boundingBox();
    if (!box) throw new Error('no puzzle slider');
    const y = box.y + box.height / 2;
    const verified = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/verify-slider-captcha');
    await page.mouse.move(box.x + 1, y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) {
      await page.mouse.move(box.x + ((answer.x / (data.width - PIECE)) * box.width * step) / 5, y);
      await page.waitForTimeout(100);
    }
    await page.mouse.up();
    expect((await verified).status()).toBe(200);
    await form.getByText('Drag the piece into the gap').waitFor({ state: 'detached' });
  }
  const puzzleLoads = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/get-slider-captcha');
  const loginAnswer = (page: Page, path = '/api/login') => page.waitForResponse((r) => new URL(r.url()).pathname === path);

  it('asks for the puzzle on every try of a guarded account, and shows an early try its wait', async () => {
    // 16 failures from other addresses: the account is guarded and an address's next turn is 60 s away
    const others = Array.from({ length: 16 }, (_, i) => `${net}.${i + 1}`);
    for (const ip of others.slice(0, 10)) expect(await tryLogin(victim, 'wrong-pw-1', ip)).toBe(400);
    const passes = await solvedSliders(api, others.slice(10));
    for (const [i, ip] of others.slice(10).entries()) expect(await tryLogin(victim, 'wrong-pw-1', ip, passes[i])).toBe(400);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': `${net}.200` } });
    const page = await context.newPage();
    const errors = pageErrors(page, /status of (400|429)/);
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    const dialog = page.getByRole('dialog', { name: 'Login - OJ' });
    await dialog.getByLabel('Username').fill(victim);
    await dialog.getByLabel('Password').fill('wrong-pw-1');

    // the first try from this browser: the puzzle, though this browser never failed
    let puzzle = puzzleLoads(page);
    let answered = loginAnswer(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    expect((await answered).status()).toBe(400);
    await page.getByTestId('error-toast').getByText('Please complete the slide verification first').waitFor();
    await solveNextPuzzle(page, dialog, puzzle);

    // a wrong password with the puzzle solved: the puzzle again for the next try
    puzzle = puzzleLoads(page);
    answered = loginAnswer(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    expect((await answered).status()).toBe(400);
    await dialog.getByText('Drag the piece into the gap').waitFor();
    await solveNextPuzzle(page, dialog, puzzle);

    // the right password, but before this address's turn: the server's message and a countdown
    await dialog.getByLabel('Password').fill('right-pw-1');
    answered = loginAnswer(page);
    await dialog.getByRole('button', { name: 'Login' }).click();
    expect((await answered).status()).toBe(429);
    const notice = dialog.getByTestId('login-wait');
    await notice.getByText(/^Too many failed logins for this account, please try again in \d+ seconds$/).waitFor();
    const button = dialog.getByRole('button', { name: /^Login \(\d+ s\)$/ });
    expect(await button.isDisabled()).toBe(true);
    const first = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    // it counts down
    await page.waitForFunction(`Number(/\\d+/.exec(document.querySelector('[role=dialog] button[disabled]')?.textContent ?? '')?.[0]) < ${first}`);
    // the solved puzzle is kept for the try after the wait (the server did not use it)
    expect(await dialog.getByText('Drag the piece into the gap').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'login-guarded-wait.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin login an address's 429 and its countdown, in zh-CN", async () => {
    const ip = `${net}.250`;
    for (let i = 0; i < 20; i++) expect(await tryLogin(`nobody${i}${run}`, 'wrong-pw-1', ip)).toBe(400);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await context.newPage();
    const errors = pageErrors(page, /status of 429/);
    await page.goto(`${site.base}/admin/login?l=zh-CN`);
    await page.getByLabel('用户名').fill('root');
    await page.getByLabel('密码').fill(ROOT_PASSWORD);
    const answered = loginAnswer(page, '/api/admin/login');
    await page.getByRole('button', { name: '登录' }).click();
    expect((await answered).status()).toBe(429);
    await page.getByTestId('login-wait').getByText(/^你的网络登录失败次数过多，请 \d+ 秒后再试$/).waitFor();
    expect(await page.getByRole('button', { name: /^登录（\d+ 秒）$/ }).isDisabled()).toBe(true);
    // shown once, on the form (no toast beside it)
    expect(await page.getByTestId('error-toast').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'admin-login-address-wait.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
