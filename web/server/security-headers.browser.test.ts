import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, hydrated, launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';

// Issue 18 item 11: every answer carries the security headers, and the pages work under their
// Content-Security-Policy in Chromium: home (a kept page, answered twice), a problem with its KaTeX
// statement and monaco open, a user's heatmap (ECharts), and the admin app. A refused
// script, style, font, worker or connection is a console error (pageErrors reports every CSP violation).
// Needs `npm run build`.

jest.setTimeout(180_000);

const ROOT = { username: 'root', password: 'root-pass-1' };

describe('security headers and the pages under their CSP in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startBuiltSite({ ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true', JUDGE_MODE: 'remote' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    return { page, errors: pageErrors(page) };
  }

  it('sends the headers with pages, assets and the API', async () => {
    const home = await fetch(`${site.base}/home`);
    const html = await home.text();
    const policy = home.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([\w-]+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    // every inline script carries the answer's nonce
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    for (const path of ['/home', asset as string, '/api/get-website-config', '/api/no-such-route', '/favicon.ico']) {
      const res = await fetch(`${site.base}${path}`);
      expect([path, res.headers.get('x-frame-options'), res.headers.get('x-content-type-options'), res.headers.get('referrer-policy')]).toEqual([path, 'DENY', 'nosniff', 'strict-origin-when-cross-origin']);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect((await fetch(`${site.base}/api/get-website-config`)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  it('shows home twice (rendered, then kept) without a CSP violation', async () => {
    const { page, errors } = await open();
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('site-name').waitFor();
    await page.reload();
    await page.getByTestId('site-name').waitFor();
    await page.getByTestId('login-button').click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses an injected script without the nonce, and the test hears of it', async () => {
    const { page, errors } = await open();
    await page.goto(`${site.base}/home?l=en-US`);
    await page.evaluate(`(() => { const s = document.createElement('script'); s.textContent = 'window.injected = true'; document.body.appendChild(s); })()`);
    for (let i = 0; i < 40 && !errors.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await page.evaluate('window.injected === undefined')).toBe(true);
    expect(errors.some((e) => e.startsWith('CSP violation: script-src'))).toBe(true);
    await page.close();
  });

  it('shows a problem with KaTeX and monaco open without a CSP violation', async () => {
    const { page, errors } = await open();
    await page.goto(`${site.base}/problem/1000?l=en-US`);
    await page.getByTestId('problem-title').waitFor();
    expect(await page.getByTestId('problem-description').locator('.katex').count()).toBeGreaterThanOrEqual(2);
    const editor = page.locator('[data-monaco-ready=true]');
    await editor.waitFor({ timeout: 60_000 });
    // typing exercises monaco's worker (tokenising, validation), which runs from the site's own bundle
    await editor.click();
    await page.keyboard.type('int main() { return 0; }');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(ARTIFACTS, 'csp-problem.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a user's heatmap chart and the admin app without a CSP violation", async () => {
    const { page, errors } = await open();
    await page.goto(`${site.base}/user-home?username=root&l=en-US`);
    await page.getByTestId('heatmap-canvas').locator('canvas').first().waitFor();
    await page.goto(`${site.base}/admin/login?l=en-US`);
    await page.getByLabel('Username').fill(ROOT.username);
    await page.getByLabel('Password').fill(ROOT.password);
    await page.getByRole('button', { name: /login/i }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await hydrated(page);
    await page.getByTestId('dashboard-users').waitFor();
    for (const path of ['/admin/problems', '/admin/conf', '/admin/user']) {
      await page.goto(`${site.base}${path}?l=en-US`);
      await page.locator('main').waitFor();
    }
    await page.screenshot({ path: join(ARTIFACTS, 'csp-admin.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
