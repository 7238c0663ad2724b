import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, launchBrowser, pageErrors, seriousViolations } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// /admin/user in Chromium against the built site (needs `npm run build`): the super admin lists, searches,
// pages, edits a role, imports a CSV and generates accounts; an ordinary admin never sees the page.

const ROOT = { username: 'root', password: 'root-pass-1' };
const ADMIN = { username: 'siteadmin', password: 'admin-pw-1' };
const STUDENTS = 12;

describe('the admin user page in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ADMIN.username, ADMIN.password, ['admin']);
    for (let i = 1; i <= STUDENTS; i++) await createUser(seed, `student${i}`, 'student-pw-1');
    await createUser(seed, 'target', 'target-pw-1');
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote' });
    base = site.base;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  async function fresh(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    // refused calls (the import's 400) are logged by the browser itself; the page handles them
    const errors = pageErrors(page, /^Failed to load resource/);
    return { context, page, errors };
  }

  async function signInAdmin(page: Page, account: { username: string; password: string }): Promise<void> {
    await page.goto(`${base}/admin/login?l=en-US`);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/admin/dashboard`);
    // the layout's data first: a menu click before it leaves the admin app loading (commit b6d9a8c)
    await page.getByTestId('dashboard-users').waitFor();
  }

  const usernames = (page: Page) => page.getByTestId('user-row-username').allTextContents();
  /** Waits until the list shows exactly `expected` (the loader runs after each URL change). */
  async function listIs(page: Page, check: (names: string[]) => boolean): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const names = await usernames(page);
      if (check(names)) return names;
      if (Date.now() > deadline) {
        await page.screenshot({ path: join(ARTIFACTS, 'admin-users-unexpected.png'), fullPage: true });
        return names;
      }
      await page.waitForTimeout(100);
    }
  }

  it('keeps the page from an ordinary admin: not in the menu, refused by the guard', async () => {
    const { context, page } = await fresh();
    await signInAdmin(page, ADMIN);
    expect(await page.getByTestId('admin-nav-user').count()).toBe(0);
    await page.goto(`${base}/admin/user?l=en-US`);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await context.close();
  });

  describe('the super admin', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      ({ context, page, errors } = await fresh());
      await signInAdmin(page, ROOT);
    });
    afterAll(() => context.close());

    it('lists 10 a page with a size selector, searches, and shows the admins only', async () => {
      await page.getByTestId('admin-nav-user').click();
      await page.waitForURL(`${base}/admin/user`);
      await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();
      expect(await listIs(page, (n) => n.length === 10)).toHaveLength(10);
      expect(await page.getByTestId('pager-total').textContent()).toBe(`Total ${STUDENTS + 3}`);
      await page.getByTestId('pager-size').click();
      await page.getByRole('option', { name: '15 / page' }).click();
      expect(await listIs(page, (n) => n.length === STUDENTS + 3)).toHaveLength(STUDENTS + 3);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-users.png'), fullPage: true });
      expect(await seriousViolations(page, '[data-testid="user-list"]')).toEqual([]);

      await page.getByTestId('user-search').fill('targ');
      await page.getByTestId('user-search').press('Enter');
      expect(await listIs(page, (n) => n.length === 1)).toEqual(['target']);
      await page.getByTestId('user-search').fill('');
      await page.getByTestId('user-search').press('Enter');
      // the switch builds its URL from the current one: wait for the cleared search to land
      await listIs(page, (n) => n.length > 1);
      await page.getByTestId('user-only-admin').evaluate((el) => (el as unknown as { click(): void }).click());
      expect((await listIs(page, (n) => n.length === 2)).sort()).toEqual(['root', 'siteadmin']);
      await page.getByTestId('user-only-admin').evaluate((el) => (el as unknown as { click(): void }).click());
      await listIs(page, (n) => n.length > 2);
    });

    it('says a delete needs a selection, and edits a user\'s role and title', async () => {
      await page.getByTestId('user-delete-selected').click();
      await page.getByText('Deleting users needs a non-empty selection').waitFor();

      await page.getByTestId('user-search').fill('target');
      await page.getByTestId('user-search').press('Enter');
      await listIs(page, (n) => n.length === 1);
      await page.getByTestId('user-edit-open').click();
      const dialog = page.getByTestId('user-edit');
      await dialog.getByTestId('user-edit-role').click();
      await page.getByRole('option', { name: 'Problem admin', exact: true }).click();
      await dialog.getByLabel('Title', { exact: true }).fill('Champion');
      await page.screenshot({ path: join(ARTIFACTS, 'admin-user-edit.png') });
      await dialog.getByTestId('user-edit-save').click();
      await page.getByText('Update Successfully').waitFor();
      const row = page.getByTestId('user-row').filter({ hasText: 'target' });
      await row.getByText('Problem admin').waitFor();
      expect(await row.getByText('Champion').isVisible()).toBe(true);
      // the new role lets them into the admin area at once
      const res = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'target', password: 'target-pw-1' }) });
      expect(res.status).toBe(200);
    });

    it('imports a CSV: a bad row is named in the preview and nothing is created; a good file is', async () => {
      const input = page.getByTestId('user-import').locator('input[type="file"]');
      const csv = (text: string) => ({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
      await input.setInputFiles(csv('username,password,email,realname,gender,nickname,school\nnewbie1,newbie-pw-1,n1@example.org,张三,0,,\nstudent1,student-pw-2,,,,,\n'));
      await page.getByTestId('user-import-row').nth(1).waitFor();
      expect(await page.getByTestId('user-import-row').count()).toBe(2);
      await page.getByTestId('user-import-submit').click();
      await page.getByTestId('user-import-row').nth(1).getByText('Row 2: the username student1 already exists').waitFor();
      await input.setInputFiles(csv('newbie1,newbie-pw-1,n1@example.org,张三,0,,\nnewbie2,newbie-pw-2,,李四,female,,\n'));
      await page.getByTestId('user-import-submit').click();
      await page.getByText('Add Successfully').waitFor();
      await page.getByTestId('user-search').fill('newbie');
      await page.getByTestId('user-search').press('Enter');
      expect((await listIs(page, (n) => n.length === 2)).sort()).toEqual(['newbie1', 'newbie2']);
    });

    it('generates accounts and downloads them once as a CSV', async () => {
      const form = page.getByTestId('user-generate');
      await form.getByTestId('generate-submit').click();
      await form.getByText('The start number is required').waitFor();
      await form.getByTestId('generate-prefix').fill('cup');
      await form.getByTestId('generate-from').fill('1');
      await form.getByTestId('generate-to').fill('3');
      await form.getByTestId('generate-length').fill('10');
      await form.getByText('Usernames: cup1 … cup3').waitFor();
      const downloading = page.waitForEvent('download');
      await form.getByTestId('generate-submit').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('generated-users.csv');
      const text = await readFile(await download.path(), 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines.map((l) => l.split(',')[0])).toEqual(['username', 'cup1', 'cup2', 'cup3']);
      const password = lines[2].split(',')[1];
      expect(password).toHaveLength(10);
      await form.getByTestId('generate-done').waitFor();
      expect(await form.getByTestId('generate-done').textContent()).toBe('3 accounts created: cup1 … cup3');
      const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'cup2', password }) });
      expect(login.status).toBe(200);
      await page.screenshot({ path: join(ARTIFACTS, 'admin-users-generated.png'), fullPage: true });
      expect(errors).toEqual([]);
    });
  });
});
