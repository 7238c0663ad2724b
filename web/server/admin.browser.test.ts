import { localSmtp, type LocalSmtp } from '../../adapters/src/testing/local-smtp.js';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, launchBrowser, seriousViolations, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The admin app in Chromium against the built site (needs `npm run build`): the page guard for each kind
// of account, and each admin page doing its work where the main site shows it. The accounts are made
// on the suite's own PostgreSQL schema before the built site starts on it.

const ROOT = { username: 'root', password: 'root-pass-1' };
const ADMIN = { username: 'siteadmin', password: 'admin-pw-1' };
const PROBLEM_ADMIN = { username: 'probadmin', password: 'probadm-pw1' };
const USER = { username: 'plainuser', password: 'user-pw-1' };
const LOGIN_FIRST = 'Please login first by admin account';
/** A 1×1 PNG: the carousel checks the content, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SUPER_ADMIN_PAGES = ['announcement', 'notice', 'conf', 'carousel', 'switch', 'language', 'role'];

describe('the admin app in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let base: string;
  let browser: Browser;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await localSmtp(null);
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ADMIN.username, ADMIN.password, ['admin']);
    await createUser(seed, PROBLEM_ADMIN.username, PROBLEM_ADMIN.password, ['problem_admin']);
    await createUser(seed, USER.username, USER.password);
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote' });
    base = site.base;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
    await smtp.close();
  });

  /** A fresh browser (own cookies) with one page that records console errors. */
  async function fresh(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = pageErrors(page);
    return { context, page, errors };
  }

  async function signInAdmin(page: Page, account: { username: string; password: string }, path = '/admin/login'): Promise<void> {
    await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}l=en-US`);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;
  /** Mantine's switches hide their checkbox under the drawn track: click the input itself, as a label click would. */
  const toggle = (input: ReturnType<Page['getByTestId']>) => input.evaluate((el) => (el as unknown as { click(): void }).click());

  describe('the page guard', () => {
    it('sends a guest to the admin login, saying why, from any admin page; unknown paths go there too', async () => {
      const { context, page } = await fresh();
      await page.goto(`${base}/admin/dashboard?l=en-US`);
      expect(pathOf(page)).toBe('/admin/login');
      expect(await page.getByTestId('admin-login-reason').textContent()).toBe(LOGIN_FIRST);
      for (const path of ['/admin', '/admin/', '/admin/switch', '/admin/no/such/page']) {
        await page.goto(`${base}${path}`);
        expect(pathOf(page)).toBe('/admin/login');
      }
      // the site's shell stays out of the admin app
      expect(await page.getByTestId('site-footer').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-login.png') });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('refuses an ordinary user, at the admin login and on the admin pages after a site login', async () => {
      const { context, page } = await fresh();
      await signInAdmin(page, USER);
      await page.getByTestId('error-toast').getByText(LOGIN_FIRST, { exact: true }).waitFor();
      const res = await context.request.post(`${base}/api/login`, { data: USER });
      expect(res.status()).toBe(200);
      await page.goto(`${base}/admin/dashboard?l=en-US`);
      expect(pathOf(page)).toBe('/admin/login');
      expect(await page.getByTestId('admin-login-reason').textContent()).toBe(LOGIN_FIRST);
      await context.close();
    });

    it('lets an admin in without the super-admin pages: not in the menu, refused by the guard', async () => {
      for (const account of [ADMIN, PROBLEM_ADMIN]) {
        const { context, page, errors } = await fresh();
        await signInAdmin(page, account);
        await page.waitForURL(`${base}/admin/dashboard`);
        await page.getByTestId('dashboard-users').waitFor();
        // their own sessions only (get-sessions), this one marked
        await page.getByText('Your recent logins').waitFor();
        expect(await page.getByTestId('dashboard-logins').locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^${account.username}\\s+this session\\s+127\\.0\\.0\\.1\\s.*\\sHeadless Chrome \\d+ · Linux$`, 's'))]);
        expect(await page.getByTestId('admin-nav-dashboard').isVisible()).toBe(true);
        expect(await page.getByTestId('admin-nav-judge').isVisible()).toBe(true);
        for (const id of SUPER_ADMIN_PAGES) expect(await page.getByTestId(`admin-nav-${id}`).count()).toBe(0);
        for (const id of SUPER_ADMIN_PAGES) {
          await page.goto(`${base}/admin/${id}?l=en-US`);
          expect(pathOf(page)).toBe('/admin/login');
          expect(await page.getByTestId('admin-login-reason').textContent()).toBe(LOGIN_FIRST);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });

    it('opens every page to the super admin, and /admin and /admin/ lead to the dashboard', async () => {
      const { context, page, errors } = await fresh();
      await signInAdmin(page, ROOT, '/admin/login?reason=admin&redirect=%2Fadmin%2Fswitch');
      // back to the page the guard refused
      await page.waitForURL(`${base}/admin/switch`);
      for (const path of ['/admin', '/admin/']) {
        await page.goto(`${base}${path}`);
        expect(pathOf(page)).toBe('/admin/dashboard');
      }
      await page.goto(`${base}/admin/dashboard?l=en-US`);
      expect(await page.getByTestId('dashboard-users').textContent()).toBe('4');
      expect(await page.getByTestId('dashboard-today-submissions').textContent()).toBe('0');
      expect(await page.getByTestId('dashboard-runners').textContent()).toBe('0');
      expect(await page.getByTestId('dashboard-contests').getByText('No contests in the last 14 days').isVisible()).toBe(true);
      // every user's sessions for the super admin, this one marked
      await page.getByText('Recent logins', { exact: true }).waitFor();
      expect(await page.getByTestId('dashboard-logins').getByRole('cell', { name: 'root this session', exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId('dashboard-logins').getByRole('cell', { name: ADMIN.username, exact: true }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-dashboard.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      // each page through the menu (client-side moves, the guard asked each time)
      for (const [id, heading] of [['announcement', 'Announcements'], ['notice', 'System notices'], ['conf', 'Website config'], ['carousel', 'Home carousel'], ['switch', 'Switches'], ['language', 'Languages'], ['role', 'Roles and permissions'], ['judge', 'Judge runners']]) {
        await page.getByTestId(`admin-nav-${id}`).click();
        await page.waitForURL(`${base}/admin/${id}`);
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      }
      await page.goto(`${base}/admin/nothing-here`);
      expect(pathOf(page)).toBe('/admin/login');
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('a menu click before the first page has loaded', () => {
    it('opens the page clicked, not an endless spinner (the layout asks for its data again)', async () => {
      const { context, page, errors } = await fresh();
      // a slow dashboard keeps the first page loading while the menu is clicked
      await page.route('**/api/admin/dashboard/get-dashboard-info*', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await signInAdmin(page, ROOT);
      await page.waitForURL(`${base}/admin/dashboard`);
      await page.getByTestId('admin-nav-announcement').click();
      await page.waitForURL(`${base}/admin/announcement`);
      await page.getByRole('heading', { name: 'Announcements', level: 2 }).waitFor({ timeout: 15_000 });
      expect(errors.filter((e) => !/abort/i.test(e))).toEqual([]);
      await context.close();
    });
  });

  describe('the pages at work (super admin)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await fresh());
      await signInAdmin(page, ROOT);
      await page.waitForURL(`${base}/admin/dashboard`);
    });
    afterAll(() => context.close());

    it('edits the site name, and the main site shows it in the footer; a bad link is refused at its field', async () => {
      await page.goto(`${base}/admin/conf?l=en-US`);
      await page.getByTestId('conf-recordUrl').fill('javascript:alert(1)');
      await page.getByTestId('conf-save').click();
      const wrapper = page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('conf-recordUrl') });
      await wrapper.getByText('The link must start with http:// or https://').waitFor();
      await page.getByTestId('conf-recordUrl').fill('https://beian.example.org');
      await page.getByTestId('conf-name').fill('Campus Judge');
      await page.getByTestId('conf-save').click();
      await page.getByText('Update Successfully').waitFor();
      expect(await wrapper.locator('.mantine-InputWrapper-error').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-conf.png'), fullPage: true });
      await page.goto(`${base}/home?l=en-US`);
      expect(await page.getByTestId('site-footer').getByText('Campus Judge').isVisible()).toBe(true);
    });

    it('saves the SMTP settings and sends a test mail through them', async () => {
      await page.goto(`${base}/admin/conf?l=en-US`);
      await page.getByTestId('conf-emailHost').fill('127.0.0.1');
      await page.getByTestId('conf-emailPort').fill(String(smtp.port));
      await toggle(page.getByTestId('conf-emailSsl'));
      expect(await page.getByTestId('conf-emailSsl').isChecked()).toBe(false);
      await page.getByTestId('smtp-save').click();
      await page.getByText('Update Successfully').waitFor();
      await page.getByTestId('conf-testTo').fill('not-an-address');
      await page.getByTestId('smtp-test').click();
      const wrapper = page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('conf-testTo') });
      await wrapper.getByText('The e-mail address is not valid').waitFor();
      await page.getByTestId('conf-testTo').fill('ops@example.org');
      await page.getByTestId('smtp-test').click();
      const deadline = Date.now() + 10_000;
      while (!smtp.received.some((m) => m.to === 'ops@example.org') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(smtp.received.map((m) => m.to)).toContain('ops@example.org');
    });

    it('keeps the SMS settings with a write-only secret, says nothing sends SMS, and refuses a bad field at it', async () => {
      await page.goto(`${base}/admin/conf?l=en-US`);
      await page.getByTestId('conf-sms-note').getByText('this site does not send SMS yet', { exact: false }).waitFor();
      await page.getByTestId('conf-smsTemplateCode').fill('SMS-1');
      await page.getByTestId('sms-save').click();
      const wrapper = page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('conf-smsTemplateCode') });
      await wrapper.getByText('The template code must be letters, digits and underscores', { exact: false }).waitFor();
      await page.getByTestId('conf-smsTemplateCode').fill('SMS_123456789');
      await page.getByTestId('conf-smsRegionId').fill('cn-hangzhou');
      await page.getByTestId('conf-smsAccessKeySecret').fill('Browser$ecret123');
      await page.getByTestId('sms-save').click();
      await page.getByText('Update Successfully').first().waitFor();
      await page.reload();
      // the secret never comes back: an empty field that says one is stored
      await page.getByText('A secret is stored and never shown', { exact: false }).waitFor();
      expect(await page.getByTestId('conf-smsAccessKeySecret').inputValue()).toBe('');
      expect(await page.getByTestId('conf-smsTemplateCode').inputValue()).toBe('SMS_123456789');
      expect(await page.content()).not.toContain('Browser$ecret123');
      await page.getByTestId('sms-clear-secret').click();
      await page.getByText('No secret is stored.').waitFor();
      // the section itself (the save toasts' close buttons are the notifications' own)
      expect(await seriousViolations(page, '[data-testid=conf-sms]')).toEqual([]);
    });

    it('lists the roles and the rules behind each, read-only', async () => {
      await page.goto(`${base}/admin/role?l=en-US`);
      await page.getByTestId('role-read-only').getByText('editing this mapping is not built', { exact: false }).waitFor();
      expect(await page.getByTestId('role-root').getByText('can manage all').isVisible()).toBe(true);
      expect(await page.getByTestId('role-no_submit_user').getByText('cannot submit Submission').isVisible()).toBe(true);
      expect(await page.getByTestId('role-default_user').getByText('cannot submit Submission').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-role.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('adds an announcement and a carousel image, and /home shows them; hiding the announcement hides it there', async () => {
      await page.goto(`${base}/admin/announcement?l=en-US`);
      await page.getByTestId('announcement-create').click();
      await page.getByTestId('announcement-save').click();
      await page.getByRole('dialog').getByText('The title is required').waitFor();
      await page.getByTestId('announcement-title').fill('Spring contest');
      await page.getByTestId('announcement-content').fill('Registration opens on Monday.');
      await page.getByTestId('announcement-save').click();
      await page.getByTestId('announcement-row').getByText('Spring contest').waitFor();
      // 10 a page with the shared size selector (03 §9); a new size is asked of the server
      expect(await page.getByTestId('pager-size').inputValue()).toBe('10 / page');
      await page.getByTestId('pager-size').click();
      await page.getByRole('option', { name: '15 / page' }).click();
      await page.waitForURL(/limit=15/);
      await page.getByTestId('announcement-row').getByText('Spring contest').waitFor();
      // the list was already showing the row: wait for the page to re-render with the new size (flaked under load)
      await page.waitForFunction("document.querySelector('[data-testid=pager-size]')?.value === '15 / page'");
      expect(await page.getByTestId('pager-size').inputValue()).toBe('15 / page');
      // its date as every page shows one (LocalDate): a <time> in the page's language, 24-hour (01 §9)
      const created = page.getByTestId('announcement-row').filter({ hasText: 'Spring contest' }).locator('time');
      expect(await created.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await created.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);

      await page.goto(`${base}/admin/carousel?l=en-US`);
      await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('carousel-item').first().waitFor();
      const src = await page.getByTestId('carousel-item').first().locator('img').getAttribute('src');
      expect(src).toMatch(/^\/api\/public\/carousel\//);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-carousel.png') });

      await page.goto(`${base}/home?l=en-US`);
      expect(await page.getByTestId('announcements').getByText('Spring contest').isVisible()).toBe(true);
      expect(await page.getByTestId('carousel-image').getAttribute('src')).toBe(src);

      await page.goto(`${base}/admin/announcement?l=en-US`);
      await toggle(page.getByRole('switch', { name: 'Visible: Spring contest' }));
      await page.getByText('Update Successfully').waitFor();
      await page.goto(`${base}/home?l=en-US`);
      expect(await page.getByTestId('announcements').getByText('Spring contest').count()).toBe(0);

      // edit and delete
      await page.goto(`${base}/admin/announcement?l=en-US`);
      await page.getByTestId('announcement-row').getByRole('button', { name: 'Edit' }).click();
      await page.getByTestId('announcement-title').fill('Spring contest (moved)');
      await page.getByTestId('announcement-save').click();
      await page.getByTestId('announcement-row').getByText('Spring contest (moved)').waitFor();
      await page.getByTestId('announcement-row').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('confirm-delete').click();
      await page.getByText('Nothing here yet').waitFor();
      await page.goto(`${base}/admin/carousel?l=en-US`);
      await page.getByTestId('carousel-item').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('confirm-delete').click();
      await page.getByText('Nothing here yet').waitFor();
    });

    it('writes system notices for all users, a designated user (named or refused at the field) and the admins', async () => {
      await page.goto(`${base}/admin/notice?l=en-US`);
      expect(await page.getByTestId('pager-size').inputValue()).toBe('10 / page');
      await page.getByTestId('notice-create').click();
      await page.getByTestId('notice-title').fill('Maintenance');
      await page.getByTestId('notice-content').fill('The site stops at 22:00.');
      await page.getByTestId('notice-type').getByText('Designated user').click();
      await page.getByTestId('notice-recipient').fill('nobody-here');
      await page.getByTestId('notice-save').click();
      const wrapper = page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('notice-recipient') });
      await wrapper.locator('.mantine-InputWrapper-error').waitFor();
      await page.getByTestId('notice-recipient').fill(USER.username);
      await page.getByTestId('notice-save').click();
      await page.getByTestId('notice-row').getByText(`Designated user: ${USER.username}`).waitFor();
      expect(await page.getByTestId('notice-row').getByText('Waiting').isVisible()).toBe(true);

      await page.getByTestId('notice-create').click();
      await page.getByTestId('notice-title').fill('For the admins');
      await page.getByTestId('notice-content').fill('Please review the reports.');
      await page.getByTestId('notice-type').getByText('Admins').click();
      await page.getByTestId('notice-save').click();
      await page.getByTestId('notice-row').getByText('For the admins').waitFor();
      await page.screenshot({ path: join(ARTIFACTS, 'admin-notice.png') });

      await page.getByTestId('notice-filter').click();
      await page.getByRole('option', { name: 'Admins' }).click();
      await page.waitForURL(/type=Admin/);
      // the URL changes before the filtered list arrives: wait for the other notice to leave
      await page.getByTestId('notice-row').filter({ hasText: 'Designated user' }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('notice-row').count()).toBe(1);

      await page.getByTestId('notice-row').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('confirm-delete').click();
      await page.getByText('Nothing here yet').waitFor();
    });

    it('turns public discussion off, and the main site drops Discussion from its navigation', async () => {
      await page.goto(`${base}/home?l=en-US`);
      expect(await page.locator('header nav').getByText('Discussion', { exact: true }).count()).toBe(1);
      await page.goto(`${base}/admin/switch?l=en-US`);
      await page.getByTestId('switch-save').waitFor();
      for (const key of ['openPublicDiscussion', 'openPublicJudge', 'hideNonContestSubmissionCode', 'defaultSubmitInterval', 'defaultCreateCommentACInitValue']) {
        expect(await page.getByTestId(`switch-${key}`).count()).toBe(1);
      }
      await toggle(page.getByTestId('switch-openPublicDiscussion'));
      await page.getByTestId('switch-defaultSubmitInterval').fill('30');
      await page.getByTestId('switch-save').click();
      await page.getByText('Update Successfully').waitFor();
      await page.screenshot({ path: join(ARTIFACTS, 'admin-switch.png'), fullPage: true });
      await page.reload();
      await page.getByTestId('switch-save').waitFor();
      expect(await page.getByTestId('switch-defaultSubmitInterval').inputValue()).toBe('30');
      expect(await page.getByTestId('switch-openPublicDiscussion').isChecked()).toBe(false);
      await page.goto(`${base}/home?l=en-US`);
      expect(await page.locator('header nav').getByText('Discussion', { exact: true }).count()).toBe(0);
    });
  });

  describe('refusals of admin calls from an open page (01 §8)', () => {
    async function rootOnSwitchPage() {
      const opened = await fresh();
      await signInAdmin(opened.page, ROOT);
      await opened.page.waitForURL(`${base}/admin/dashboard`);
      await opened.page.goto(`${base}/admin/switch?l=en-US`);
      await opened.page.getByTestId('switch-save').waitFor();
      return opened;
    }

    it('goes to /admin on a 403: the session became an ordinary admin behind the page', async () => {
      const { context, page } = await rootOnSwitchPage();
      expect((await context.request.post(`${base}/api/admin/login`, { data: ADMIN })).status()).toBe(200);
      await page.getByTestId('switch-save').click();
      await page.waitForURL(`${base}/admin/dashboard`);
      await page.getByTestId('dashboard-users').waitFor();
      await context.close();
    });

    it('goes to /admin/login on a 401: the session ended behind the page', async () => {
      const { context, page } = await rootOnSwitchPage();
      // the cookie alone cannot sign out (a state-changing GET): the CSRF token goes with it, as the site's logout page sends it
      const csrf = ((await (await context.request.get(`${base}/api/get-user-auth-info`)).json()) as { data: { csrfToken: string } }).data.csrfToken;
      expect((await context.request.get(`${base}/api/logout`, { headers: { 'x-csrf-token': csrf } })).status()).toBe(200);
      await page.getByTestId('switch-save').click();
      await page.waitForURL(/\/admin\/login/);
      await page.getByLabel('Username').waitFor();
      await context.close();
    });

    it('signs out from the admin menu', async () => {
      const { context, page } = await fresh();
      await signInAdmin(page, ADMIN);
      await page.waitForURL(`${base}/admin/dashboard`);
      await page.getByTestId('admin-user-menu').click();
      await page.getByTestId('admin-logout').click();
      await page.waitForURL(`${base}/admin/login`);
      await page.goto(`${base}/admin/dashboard`);
      expect(pathOf(page)).toBe('/admin/login');
      await context.close();
    });
  });
});
