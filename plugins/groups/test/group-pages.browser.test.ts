import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, seriousViolations, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';

// The group pages in Chromium against the built site (`npm run build`): the list and the create dialog's
// rules, two filters clicked back to back (the second while the first loads), a private group joined with its
// code and a reason, the owner accepting the application, the member tab, the announcement tab, and the
// setting tab's avatar upload (cropped, turned, 200×200 png).

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const TEACHER = { username: 'teacher', password: 'teacher-pw-1' };
const STUDENT = { username: 'student', password: 'student-pw-1' };
const CODE = 'k3y9zq';
const NAME = 'Algorithms 101';

describe('the group pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let gid: number;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    // an admin creates groups without the AC and count limits (03 §9 creation switches)
    await createUser(seed, TEACHER.username, TEACHER.password, ['admin']);
    await createUser(seed, STUDENT.username, STUDENT.password);
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const open = async (page: Page, path: string) => {
    await page.goto(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`);
    await hydrated(page);
  };
  const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

  it('asks a guest to log in before creating or opening a group', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base);
    await open(page, '/group');
    await page.getByTestId('group-empty').waitFor();
    await page.getByTestId('group-create').click();
    await toast(page, 'Please login first');
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a private group through the full-screen dialog, which checks the form rules first', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, '/group');
    await page.getByTestId('group-create').click();
    const form = page.getByTestId('group-form');
    await form.waitFor();
    await page.getByTestId('group-submit').click();
    // the four messages render together after the click; under load that can take a moment, so wait for the fourth
    await form.getByText('This field is required').nth(3).waitFor();
    expect(await form.getByText('This field is required').count()).toBe(4);
    await page.getByTestId('group-name').fill('abc');
    await page.getByTestId('group-short-name').fill('alg101');
    await page.getByTestId('group-brief').fill('Weekly algorithm class');
    await page.getByTestId('group-description').fill('Welcome to **Algorithms 101**.');
    await form.getByText('The length is 5 to 25 characters').waitFor();
    // the code shows only for a group that is not public, and must be 6 long
    expect(await page.getByTestId('group-code').count()).toBe(0);
    await page.getByTestId('group-auth').getByText('Private').click();
    await page.getByTestId('group-code').fill('12345');
    await page.getByTestId('group-name').fill(NAME);
    await page.getByTestId('group-submit').click();
    await form.getByText('The length must be exactly 6 characters').waitFor();
    await page.getByTestId('group-code').fill(CODE);
    await page.screenshot({ path: join(ARTIFACTS, 'groups-create-dialog.png') });
    await page.getByTestId('group-submit').click();
    await toast(page, 'Create Successfully');
    const card = page.getByTestId('group-card').filter({ hasText: NAME });
    await card.waitFor();
    gid = Number(await card.getAttribute('data-group-id'));
    expect(gid).toBeGreaterThan(0);
    expect(await card.getByTestId('group-auth-tag').textContent()).toBe('Private');
    // the auth filter and My Group
    await page.getByTestId('group-auth-filter').getByText('Public').click();
    await page.getByTestId('group-empty').waitFor();
    await page.getByTestId('group-auth-filter').getByText('All').click();
    await page.getByTestId('group-mine-toggle').getByText('My Group').click();
    await card.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'groups-list.png'), fullPage: true });
    expect(await seriousViolations(page, '[data-testid=group-page]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a filter clicked while the one before it still loads', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, '/group?auth=1');
    await page.getByTestId('group-empty').waitFor();
    // the list request of the first click is held until the second click was made
    let held!: () => void;
    const seen = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/get-group-list?*', async (route) => {
      held();
      await released;
      // the second click's navigation may have cancelled this request
      await route.continue().catch(() => undefined);
    }, { times: 1 });
    await page.getByTestId('group-auth-filter').getByText('All').click();
    await seen;
    await page.getByTestId('group-mine-toggle').getByText('My Group').click();
    release();
    await page.waitForURL((url) => url.searchParams.get('onlyMine') === 'true');
    // the second change started from the first one's address: All (no auth) stays
    expect(new URL(page.url()).searchParams.get('auth')).toBeNull();
    await page.getByTestId('group-card').filter({ hasText: NAME }).waitFor();
    expect(await page.getByTestId('group-auth-filter').getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a student apply to the private group with its code and a reason; the content tabs stay closed', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, STUDENT);
    await open(page, '/group');
    await page.getByTestId('group-card').filter({ hasText: NAME }).click();
    await page.waitForURL(`**/group/${gid}`);
    await page.getByTestId('group-side-card').waitFor();
    expect(await page.getByTestId('group-id').textContent()).toBe(String(gid));
    expect(await page.title()).toContain(NAME);
    expect(await page.getByTestId('group-tab-problem').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-tab-member').isDisabled()).toBe(true);
    expect(await page.getByTestId('group-tab-setting').count()).toBe(0);
    await page.getByTestId('group-apply').click();
    const dialog = page.getByTestId('group-apply-dialog');
    await dialog.waitFor();
    await page.getByTestId('group-apply-submit').click();
    expect(await dialog.getByText('This field is required').count()).toBe(2);
    await page.getByTestId('group-apply-code').fill(CODE);
    await page.getByTestId('group-apply-reason').fill('hi');
    await page.getByTestId('group-apply-submit').click();
    await dialog.getByText('The length is 5 to 100 characters').waitFor();
    await page.getByTestId('group-apply-reason').fill('I am in the Tuesday class');
    await page.getByTestId('group-apply-submit').click();
    await toast(page, 'Apply Successfully');
    await page.getByTestId('group-applying').waitFor();
    expect(await page.getByTestId('group-applying').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the owner accept the application in the member tab', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-tab-member').click();
    await page.waitForURL(`**/group/${gid}/member`);
    const application = page.getByTestId('group-apply-row').filter({ hasText: STUDENT.username });
    await application.waitFor();
    expect(await application.textContent()).toContain('I am in the Tuesday class');
    await application.getByTestId('group-apply-accept').click();
    await toast(page, 'Update Successfully');
    await page.getByTestId('group-member-row').filter({ hasText: STUDENT.username }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'groups-members.png'), fullPage: true });
    expect(await seriousViolations(page, '[data-testid=group-details]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('posts a group announcement that the new member reads on the Home tab', async () => {
    const teacher = await signedInPage(browser, site.base, TEACHER);
    await open(teacher.page, `/group/${gid}/announcement`);
    await teacher.page.getByTestId('group-announcement-create').click();
    await teacher.page.getByTestId('group-announcement-submit').click();
    await teacher.page.getByTestId('group-announcement-form').getByText('This field is required').first().waitFor();
    await teacher.page.getByTestId('group-announcement-title').fill('Homework 1');
    await teacher.page.getByTestId('group-announcement-content-input').fill('Solve **A+B** by Friday.');
    await teacher.page.getByTestId('group-announcement-submit').click();
    await toast(teacher.page, 'Post successfully');
    await teacher.page.getByTestId('group-announcement-admin-row').filter({ hasText: 'Homework 1' }).waitFor();
    expect(teacher.errors).toEqual([]);
    await teacher.context.close();

    const { context, page, errors } = await signedInPage(browser, site.base, STUDENT);
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-exit').waitFor();
    expect(await page.getByTestId('group-tab-problem').isDisabled()).toBe(false);
    expect(await page.getByTestId('group-tab-announcement').count()).toBe(0);
    await page.getByTestId('group-announcement-row').filter({ hasText: 'Homework 1' }).getByRole('button').click();
    await page.getByTestId('group-announcement-content').getByText('A+B').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'groups-home.png'), fullPage: true });
    await page.getByTestId('group-announcement-back').click();
    await page.getByTestId('group-announcement-row').first().waitFor();
    // the member list as a member sees it: read-only auth, no delete buttons, no applications
    await page.getByTestId('group-tab-member').click();
    await page.getByTestId('group-member-row').filter({ hasText: TEACHER.username }).waitFor();
    expect(await page.getByTestId('group-member-delete').count()).toBe(0);
    expect(await page.getByTestId('group-apply-list').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("uploads the group's avatar from the setting tab: type checked here, cropped, turned, uploaded", async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, `/group/${gid}/setting`);
    await page.getByTestId('group-avatar-setting').waitFor();
    const input = page.getByTestId('group-avatar-setting').locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await toast(page, 'file type not supported');
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const c = canvas.getContext('2d') as CanvasRenderingContext2D;
      c.fillStyle = '#1c7ed6';
      c.fillRect(0, 0, 320, 240);
      c.fillStyle = '#fab005';
      c.fillRect(40, 40, 120, 120);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.getByTestId('avatar-crop-dialog').waitFor();
    await page.getByTestId('avatar-rotate-right').click();
    const save = page.getByTestId('avatar-save');
    await page.waitForFunction(() => !(document.querySelector('[data-testid=avatar-save]') as HTMLButtonElement | null)?.disabled);
    await save.click();
    await toast(page, 'Upload Avatar Successfully');
    await page.waitForFunction(() => Boolean(document.querySelector('[data-testid=group-side-card] img')?.getAttribute('src')));
    const src = (await page.getByTestId('group-side-card').locator('img').first().getAttribute('src')) as string;
    const image = await context.request.get(new URL(src, site.base).toString());
    expect(image.status()).toBe(200);
    const size = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, src);
    expect(size[0]).toBeLessThanOrEqual(200);
    expect(size[0]).toBe(size[1]);
    await page.screenshot({ path: join(ARTIFACTS, 'groups-setting.png'), fullPage: true });
    // the info form: the same rules, then the change
    await page.getByTestId('group-brief').fill('abc');
    await page.getByTestId('group-submit').click();
    await page.getByTestId('group-form').getByText('The length is 5 to 50 characters').waitFor();
    await page.getByTestId('group-brief').fill('Weekly algorithm class, Tuesdays');
    await page.getByTestId('group-submit').click();
    await toast(page, 'Update Successfully');
    // the type refusal was the page's own (no request): nothing was logged
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list in Chinese, and asks a guest to log in on a card click', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base);
    await page.goto(`${site.base}/group?l=zh-CN`);
    await hydrated(page);
    await page.getByRole('heading', { name: '团队' }).waitFor();
    const card = page.getByTestId('group-card').filter({ hasText: NAME });
    expect(await card.getByTestId('group-auth-tag').textContent()).toBe('私有');
    expect(await card.getByText('Weekly algorithm class, Tuesdays').count()).toBe(1);
    expect(await page.getByTestId('group-mine-toggle').getByRole('radio', { name: '我的团队' }).isDisabled()).toBe(true);
    await card.click();
    await toast(page, '请先登录');
    await page.getByRole('dialog').waitFor();
    expect(page.url()).toContain('/group?');
    // the group page itself asks a guest to log in and shows nothing of the group
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-login-first').waitFor();
    expect(await page.getByTestId('group-details').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
