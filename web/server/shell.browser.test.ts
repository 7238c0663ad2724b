import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort } from '../../adapters/src/testing/free-port.js';
import { ARTIFACTS, launchBrowser } from './testing/browser.js';

// The web shell in a real browser (Debian's Chromium through playwright-core), against the built site
// started embedded. Needs `npm run build`.
const MAIN = join(__dirname, '..', 'dist', 'server', 'main.js');

describe('the web shell in Chromium', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run 'npm run build' first`);
    dataDir = await mkdtemp(join(tmpdir(), 'oj-shell-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'root-pass-1' } as unknown as NodeJS.ProcessEnv, stdio: 'ignore' });
    const deadline = Date.now() + 60_000;
    while (!(await fetch(`${base}/api/get-website-config`).then((r) => r.ok, () => false))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the site did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const [locale, width, nav] of [['zh-CN', 1280, '题目'], ['en-US', 1280, 'Problems'], ['zh-CN', 375, undefined], ['en-US', 375, undefined]] as const) {
    it(`renders home in ${locale} at ${width} px without console errors`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/home?l=${locale}`);
      await page.getByTestId('site-name').waitFor();
      expect(await page.getByTestId('site-name').textContent()).toBe('Online Judge');
      if (nav) expect(await page.locator('header nav').getByText(nav, { exact: true }).isVisible()).toBe(true);
      else expect(await page.getByRole('button', { name: 'menu' }).isVisible()).toBe(true);
      await page.screenshot({ path: join(ARTIFACTS, `home-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('signs in through the login dialog and shows the user menu', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    await page.getByLabel('Username').fill('root');
    await page.getByLabel('Password').fill('root-pass-1');
    await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('user-menu').textContent()).toBe('root');
    await page.screenshot({ path: join(ARTIFACTS, 'home-signed-in.png') });
    await page.close();
  });

  it('remembers the language chosen with ?l= in a cookie', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/home?l=en-US`);
    await page.goto(`${base}/home`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${base}/no/such/page?l=en-US`);
    expect(res?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByText('Go Home').isVisible()).toBe(true);
    await page.close();
  });
});
