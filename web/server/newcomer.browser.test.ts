import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { json } from './testing/http.js';
import { ARTIFACTS, hydrated, launchBrowser, pageErrors, seriousViolations } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';

// A site without SMTP in Chromium (the built site, `npm run build`): the super admin reads a kept
// registration code on the outbox page, and with the switch registerWithoutEmailCode on the register
// dialog asks for no code.

const ROOT = { username: 'root', password: 'root-pass-1' };

describe('a site without SMTP in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let rootToken: string;

  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${site.base}${path}`, { method, headers: { 'content-type': 'application/json', ...(rootToken ? { authorization: rootToken } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote' });
    const signedIn = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROOT) });
    rootToken = signedIn.headers.get('authorization') as string;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const openRegister = async (page: Page) => {
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    await page.getByText('No account? Register').click();
    return page.getByRole('dialog', { name: 'Register - OJ' });
  };

  it('shows the super admin the kept registration code on the outbox page, and why Resend cannot send yet', async () => {
    expect((await fetch(`${site.base}/api/get-register-code?l=en-US&email=ada%40example.org`)).status).toBe(200);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = pageErrors(page);
    await page.goto(`${site.base}/admin/login?l=en-US`);
    await page.getByLabel('Username').fill(ROOT.username);
    await page.getByLabel('Password').fill(ROOT.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${site.base}/admin/dashboard`);
    await hydrated(page);
    await page.getByTestId('admin-nav-outbox').click();
    await page.waitForURL(`${site.base}/admin/outbox`);
    const row = page.getByTestId('outbox-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('ada@example.org');
    expect(await row.getByTestId('outbox-state').textContent()).toBe('Kept');
    await row.getByTestId('outbox-view').click();
    const text = await page.getByTestId('outbox-text').textContent();
    expect(text).toMatch(/^Your code is \d{6}\. It is valid for 10 minutes\./);
    await page.screenshot({ path: join(ARTIFACTS, 'admin-outbox.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('outbox-mail').getByRole('button', { name: 'Resend' }).click();
    await page.getByTestId('error-toast').getByText('No SMTP server is set (on the website config page or in SMTP_URL): the mail stays in the outbox. Set one, then resend.').waitFor();
    // the refused call is the only error the page logged
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await page.close();
  });

  it('registers without a code once the switch is on: no code field and no send button', async () => {
    let page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let dialog = await openRegister(page);
    expect(await dialog.getByLabel('Verification code').count()).toBe(1);
    await page.close();

    expect((await api('PUT', '/api/admin/switch/update', { registerWithoutEmailCode: true })).status).toBe(200);
    expect((await json(await fetch(`${site.base}/api/get-website-config`))).data.registerWithoutEmailCode).toBe(true);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = pageErrors(page);
    dialog = await openRegister(page);
    expect(await dialog.getByLabel('Verification code').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Send code' }).count()).toBe(0);
    await dialog.getByLabel('Username').fill('newcomer');
    await dialog.getByLabel(/^Password/).first().fill('newcomer-pw1');
    await dialog.getByLabel('Password again').fill('newcomer-pw1');
    await dialog.getByLabel('E-mail').fill('newcomer@example.org');
    await page.screenshot({ path: join(ARTIFACTS, 'register-without-code.png') });
    await dialog.getByRole('button', { name: 'Register' }).click();
    // registered, the dialog turns to the login (and its name with it)
    const login = page.getByRole('dialog', { name: 'Login - OJ' });
    await login.getByText('Thanks for registering, you can login now').waitFor();
    await login.getByLabel('Username').fill('newcomer');
    await login.getByLabel('Password').fill('newcomer-pw1');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
