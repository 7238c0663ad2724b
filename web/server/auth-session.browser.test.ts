import { localSmtp, type LocalSmtp } from '../../adapters/src/testing/local-smtp.js';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RedisCache } from '../../adapters/src/cache/redis-cache.js';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, hydrated, launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The auth dialog and the session in the page (01 §2, §4, §5, §8) in Chromium, against the built site
// (`npm run build`): availability on blur, login-only routes, a 401, cross-tab sign-out, the dialog's
// title and register link, the end of a password reset, the user menu. The site mails through an SMTP
// server of the test and keeps captcha answers in Redis, where the test reads them.

jest.setTimeout(120_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const ZOE = { username: 'zoe', password: 'zoe-pw-01' };

describe('the auth dialog and the session in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let redis: RedisCache;
  let rootToken: string;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await localSmtp(null);
    db = await freshDatabase('postgresql');
    // the seed site makes root (first start), with the password the built site is told too
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ALICE.username, ALICE.password);
    await createUser(seed, ZOE.username, ZOE.password);
    await seed.close();
    site = await startBuiltSite({
      DATABASE_URL: db.url, REDIS_URL: testUrls.redis(), ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    redis = RedisCache.connect(testUrls.redis());
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROOT) });
    rootToken = login.headers.get('authorization') as string;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await redis?.close();
    await site?.close();
    await db?.drop();
    await smtp.close();
  });

  /** A browser context signed in as `who` (the session cookie of the login call), or a guest's. */
  async function contextOf(who?: { username: string; password: string }): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (who) expect((await context.request.post(`${site.base}/api/login`, { data: who, headers: { origin: site.base } })).status()).toBe(200);
    return context;
  }

  /** A page that records its console errors and uncaught exceptions. */
  async function open(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    // every visit waits for hydration (launchBrowser's pages do)
    return { page, errors: pageErrors(page) };
  }

  /** Changes the website config as root (the site drops its cached guest pages on the change). */
  async function setWebConfig(changes: Record<string, unknown>): Promise<void> {
    const res = await fetch(`${site.base}/api/admin/config/set-web-config`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: rootToken }, body: JSON.stringify(changes) });
    expect(res.status).toBe(200);
  }

  /** Waits until `check` holds, at most `ms`. */
  async function until(check: () => boolean, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('the condition did not hold in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('says under the field that a username or e-mail is taken when the field loses focus (01 §5)', async () => {
    const context = await contextOf();
    const { page, errors } = await open(context);
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    await page.getByText('No account? Register').click();
    const dialog = page.getByRole('dialog', { name: 'Register - OJ' });
    const checked = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/check-username-or-email');

    let answered = checked();
    await dialog.getByLabel('Username').fill('alice');
    await dialog.getByLabel('Username').blur();
    await answered;
    await dialog.getByText('The username already exists').waitFor();
    // an edit takes the message away; a free name brings none
    await dialog.getByLabel('Username').fill('alice-the-second');
    expect(await dialog.getByText('The username already exists').count()).toBe(0);
    answered = checked();
    await dialog.getByLabel('Username').blur();
    await answered;
    expect(await dialog.getByText('The username already exists').count()).toBe(0);

    answered = checked();
    await dialog.getByLabel('E-mail').fill('alice@example.org');
    await dialog.getByLabel('E-mail').blur();
    await answered;
    await dialog.getByText('The e-mail already exists').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'register-username-taken.png') });

    await page.goto(`${site.base}/home?l=zh-CN`);
    await page.getByTestId('login-button').click();
    await page.getByText('没有账号？立即注册').click();
    const zh = page.getByRole('dialog', { name: '注册 - OJ' });
    answered = checked();
    await zh.getByLabel('用户名').fill('zoe');
    await zh.getByLabel('用户名').blur();
    await answered;
    await zh.getByText('用户名已存在').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [path, locale, warning, title] of [
    ['/setting', 'en-US', 'Please login first', 'Login - OJ'],
    ['/logout', 'en-US', 'Please login first', 'Login - OJ'],
    ['/message', 'en-US', 'Please login first', 'Login - OJ'],
    ['/message', 'zh-CN', '请先登录', '登录 - OJ'],
  ] as const) {
    it(`sends a guest from the login-only ${path} home with '${warning}' and the login dialog (${locale}, 01 §8)`, async () => {
      const context = await contextOf();
      const { page, errors } = await open(context);
      await page.goto(`${site.base}/home?l=${locale}`);
      await page.goto(`${site.base}${path}`);
      // the warning's and the dialog's parameters are dropped from the address once acted on
      await page.waitForURL(`${site.base}/home`);
      await page.getByRole('dialog', { name: title }).waitFor();
      await page.getByText(warning, { exact: true }).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `login-first${path.replace('/', '-')}-${locale}.png`) });
      // so a reload asks for neither again
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('login-button').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a signed-in user the message centre in both languages', async () => {
    const context = await contextOf(ALICE);
    const { page, errors } = await open(context);
    await page.goto(`${site.base}/message?l=en-US`);
    await page.getByTestId('message-centre').getByText('Comments', { exact: true }).waitFor();
    await page.goto(`${site.base}/message?l=zh-CN`);
    await page.getByTestId('message-centre').getByText('评论我的', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a 401, forgets the user in the page, opens the login dialog and tells the other tabs (01 §8, §4)', async () => {
    const context = await contextOf(ROOT);
    const site1 = await open(context);
    const admin = await open(context);
    await site1.page.goto(`${site.base}/setting?l=en-US`);
    expect(await site1.page.getByTestId('user-menu').textContent()).toBe('root');
    await admin.page.goto(`${site.base}/admin/dashboard?l=en-US`);
    await admin.page.getByTestId('admin-user-menu').waitFor();
    await hydrated(admin.page); // the login reloads the page: its menu is clickable once hydrated
    // the session ends behind the page's back (as when it expires or an admin ends it)
    const session = (await context.cookies()).find((c) => c.name === 'oj_session')?.value as string;
    expect((await fetch(`${site.base}/api/logout`, { headers: { authorization: session } })).status).toBe(200);
    // a mark on the window: it survives only if the page is not loaded again
    await site1.page.evaluate(() => Object.assign(globalThis, { samePage: true }));

    await site1.page.getByText('UserInfo').click();
    await site1.page.getByTestId('save-profile').click();
    await site1.page.getByTestId('login-button').waitFor();
    expect(await site1.page.getByTestId('user-menu').count()).toBe(0);
    await site1.page.getByRole('dialog', { name: 'Login - OJ' }).waitFor();
    expect(await site1.page.evaluate(() => (globalThis as { samePage?: boolean }).samePage)).toBe(true);
    // /setting is login-only: its guard sends the page home, and its 'Please login first' is then the one
    // message on the page, in the place of the 401's (not a second one beside it); the guard's parameters
    // leave the address once acted on
    // (the 401's own text says the same: for a moment the three are on the page, then only the warning)
    await site1.page.waitForURL(`${site.base}/home`);
    await site1.page.locator('[id="notice-auth.loginFirst"]').getByText('Please login first', { exact: true }).waitFor();
    await site1.page.getByTestId('error-notification').waitFor({ state: 'detached' });
    await site1.page.getByTestId('error-toast').waitFor({ state: 'detached' });
    expect(await site1.page.getByText('Please login first', { exact: true }).count()).toBe(1);
    // the admin tab heard of it and went to the admin login
    await admin.page.waitForURL(/\/admin\/login/);
    await site1.page.screenshot({ path: join(ARTIFACTS, 'session-401.png') });
    expect(admin.errors).toEqual([]);
    await context.close();
  });

  it('a sign-out in one tab sends a site tab home and an admin tab to the admin login (01 §4)', async () => {
    const context = await contextOf(ROOT);
    const siteTab = await open(context);
    const adminTab = await open(context);
    const leaving = await open(context);
    await siteTab.page.goto(`${site.base}/status?l=en-US`);
    await siteTab.page.getByTestId('user-menu').waitFor();
    await hydrated(siteTab.page); // the login reloads the page: its menu is clickable once hydrated
    await adminTab.page.goto(`${site.base}/admin/dashboard?l=en-US`);
    await adminTab.page.getByTestId('admin-user-menu').waitFor();
    await hydrated(adminTab.page); // the login reloads the page: its menu is clickable once hydrated

    await leaving.page.goto(`${site.base}/logout`);
    await leaving.page.waitForURL(`${site.base}/home`);
    await siteTab.page.waitForURL(`${site.base}/home`);
    await siteTab.page.getByTestId('login-button').waitFor();
    expect(await siteTab.page.getByTestId('user-menu').count()).toBe(0);
    await adminTab.page.waitForURL(/\/admin\/login/);

    // and the admin app's own sign-out is heard by the site's tabs
    expect((await context.request.post(`${site.base}/api/login`, { data: ROOT, headers: { origin: site.base } })).status()).toBe(200);
    await siteTab.page.goto(`${site.base}/status?l=en-US`);
    await siteTab.page.getByTestId('user-menu').waitFor();
    await hydrated(siteTab.page); // the login reloads the page: its menu is clickable once hydrated
    await adminTab.page.goto(`${site.base}/admin/dashboard?l=en-US`);
    await adminTab.page.getByTestId('admin-user-menu').click();
    await adminTab.page.getByTestId('admin-logout').click();
    await adminTab.page.waitForURL(/\/admin\/login/);
    await siteTab.page.waitForURL(`${site.base}/home`);
    await siteTab.page.getByTestId('login-button').waitFor();
    for (const tab of [siteTab, adminTab, leaving]) expect(tab.errors).toEqual([]);
    await context.close();
  });

  it("titles the dialog with the mode and the short site name, and hides the register link while registering is off (01 §2)", async () => {
    const context = await contextOf();
    const { page } = await open(context);
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    await page.getByRole('dialog', { name: 'Login - OJ' }).waitFor();
    await page.getByText('No account? Register').click();
    await page.getByRole('dialog', { name: 'Register - OJ' }).waitFor();
    await page.getByText('Have an account? Login').click();
    await page.getByText('Forgot password?').click();
    await page.getByRole('dialog', { name: 'Reset password - OJ' }).waitFor();

    await setWebConfig({ shortName: 'HOJ', register: false });
    try {
      await page.goto(`${site.base}/home?l=zh-CN`);
      await page.getByTestId('login-button').click();
      const dialog = page.getByRole('dialog', { name: '登录 - HOJ' });
      await dialog.waitFor();
      await dialog.getByText('忘记密码？').waitFor();
      expect(await dialog.getByText('没有账号？立即注册').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, 'login-dialog-register-off.png') });
    } finally {
      await setWebConfig({ shortName: 'OJ', register: true });
    }
    await page.goto(`${site.base}/home?l=zh-CN`);
    await page.getByTestId('login-button').click();
    await page.getByRole('dialog', { name: '登录 - OJ' }).getByText('没有账号？立即注册').waitFor();
    await context.close();
  });

  it('after a successful password reset, goes home with the login dialog open, where the new password works (01 §4)', async () => {
    const context = await contextOf();
    const { page, errors } = await open(context);
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('login-button').click();
    const picture = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/captcha');
    await page.getByText('Forgot password?').click();
    const dialog = page.getByRole('dialog', { name: 'Reset password - OJ' });
    const { captchaKey } = ((await (await picture).json()) as { data: { captchaKey: string } }).data;
    await dialog.getByLabel('E-mail').fill('alice@example.org');
    await dialog.getByRole('textbox', { name: 'Captcha' }).fill((await redis.get<string>(`captcha:${captchaKey}`)) as string);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await until(() => smtp.received.some((m) => m.to === 'alice@example.org'));
    const code = /\b(\d{6})\b/.exec(smtp.received.find((m) => m.to === 'alice@example.org')?.text ?? '')?.[1] as string;
    // 01 §4: a reset mail may be asked for again after 90 s; the register code's 60 s timer is another one
    expect(Number(/Resend in (\d+) s/.exec((await dialog.getByRole('button', { name: /Resend in \d+ s/ }).textContent()) ?? '')?.[1])).toBeGreaterThan(60);
    await dialog.getByText('Have an account? Login').click();
    await page.getByRole('dialog', { name: 'Login - OJ' }).getByText('No account? Register').click();
    expect(await page.getByRole('dialog', { name: 'Register - OJ' }).getByRole('button', { name: 'Send code' }).isEnabled()).toBe(true);

    await page.goto(`${site.base}/reset-password?username=alice&code=${code}&l=en-US`);
    // the language switch keeps the mailed link's username and code
    await page.getByTestId('language-switch').click();
    await page.waitForURL((url) => url.searchParams.get('l') === 'zh-CN');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ username: 'alice', code, l: 'zh-CN' });
    await page.getByLabel('新密码').waitFor();
    await page.getByTestId('language-switch').click();
    await page.waitForURL((url) => url.searchParams.get('l') === 'en-US');
    expect(new URL(page.url()).searchParams.get('code')).toBe(code);
    await page.getByLabel('New password').fill('alice-pw-2');
    await page.getByLabel('Password again').fill('alice-pw-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(`${site.base}/home`);
    await page.getByText('Your password has been reset').first().waitFor();
    const login = page.getByRole('dialog', { name: 'Login - OJ' });
    await login.waitFor();
    await login.getByLabel('Username').fill('alice');
    await login.getByLabel('Password').fill('alice-pw-2');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu').waitFor();
    await hydrated(page); // the login reloads the page: its menu is clickable once hydrated
    expect(await page.getByTestId('user-menu').textContent()).toBe('alice');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leads from the user menu's 'My home' and 'My submissions' to the user's home and own submissions (01 §2)", async () => {
    const context = await contextOf(ZOE);
    const { page, errors } = await open(context);
    await page.goto(`${site.base}/home?l=en-US`);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My home' }).click();
    await page.waitForURL(/\/user-home\?uid=[^&]+&username=zoe$/);
    expect(await page.getByTestId('user-home-name').textContent()).toBe('zoe');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My submissions' }).click();
    await page.waitForURL(`${site.base}/status?onlyMine=true`);
    await page.getByTestId('status-page').waitFor();
    expect(await page.getByTestId('only-mine').isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
