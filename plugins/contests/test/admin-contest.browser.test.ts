import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';

// The contest admin pages in Chromium against the built site (`npm run build`): the super admin creates a
// protected ACM contest through the form (03 §5's messages first), adds a public problem under a display
// id, posts an announcement and reopens the form with the rule type fixed; another admin sees the contest
// without its actions.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const OTHER = { username: 'teacher', password: 'teacher-pw-1' };

describe('the contest admin pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, OTHER.username, OTHER.password, ['admin']);
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true' });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const contextOf = (account: { username: string; password: string }) => signedInPage(browser, site.base, account, { width: 1400 });

  it('creates a contest, adds a problem and an announcement, and keeps the type in edit mode', async () => {
    const { context, page, errors } = await contextOf(ROOT);
    await page.goto(`${site.base}/admin/contest/create?l=en-US`);
    await page.getByTestId('contest-form').waitFor();
    await hydrated(page);
    // 03 §5 in order: the title first, then the password of a protected contest
    await page.getByTestId('contest-save').click();
    await page.getByText('Title is required').waitFor();
    await page.getByTestId('contest-title-input').fill('Autumn Cup');
    await page.getByTestId('contest-description-input').fill('Two problems, **five** hours');
    await page.getByTestId('contest-auth-input').getByText('Protected').click();
    await page.getByTestId('contest-save').click();
    await page.getByText('A private or protected contest needs a password').first().waitFor();
    await page.getByTestId('contest-password-input').fill('open-sesame');
    // the seal: one hour by default for ACM of five hours; half an hour is allowed
    await page.getByText('Seal the rank').click();
    await page.getByTestId('contest-seal-choice').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'contests-admin-form.png'), fullPage: true });
    await page.getByTestId('contest-save').click();
    await page.waitForURL(/\/admin\/contest(\?|$)/);
    const row = page.getByTestId('admin-contest-row').filter({ hasText: 'Autumn Cup' });
    await row.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'contests-admin-list.png'), fullPage: true });

    // problems: add A+B from the public bank under display id A
    await row.getByTestId('contest-problems').click();
    await page.getByTestId('admin-contest-problems').waitFor();
    await hydrated(page);
    await page.getByTestId('contest-add-public').click();
    const bank = page.getByTestId('contest-public-problems');
    await bank.getByRole('row').filter({ hasText: '1000' }).first().waitFor();
    await bank.getByRole('row').filter({ hasText: '1000' }).first().getByRole('button').click();
    await page.getByTestId('contest-add-display-id').fill('A');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).last().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-contest-problem-row').filter({ hasText: 'A' }).first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'contests-admin-problems.png'), fullPage: true });
    // the super admin's rejudge of a problem asks first, then tells how many submissions are judged again
    await page.getByTestId('contest-problem-rejudge').first().click();
    await page.getByText('Judge every submission of A').waitFor();
    await page.getByTestId('confirm-rejudge').click();
    await page.getByText('0 submissions are judged again').waitFor();

    // announcements
    const cid = /\/admin\/contest\/(\d+)\/problems/.exec(page.url())?.[1];
    await page.goto(`${site.base}/admin/contest/${cid}/announcement?l=en-US`);
    await page.getByTestId('admin-contest-announcements').waitFor();
    await hydrated(page);
    await page.getByTestId('contest-announcement-create').click();
    await page.getByTestId('contest-announcement-title').fill('Clarification');
    await page.getByTestId('contest-announcement-content').fill('Input ends with EOF');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('admin-contest-announcement-row').filter({ hasText: 'Clarification' }).waitFor();

    // the edit form: loaded with the password, the type fixed
    await page.goto(`${site.base}/admin/contest/${cid}/edit?l=en-US`);
    await page.getByTestId('contest-form').waitFor();
    expect(await page.getByTestId('contest-title-input').inputValue()).toBe('Autumn Cup');
    expect(await page.getByTestId('contest-password-input').inputValue()).toBe('open-sesame');
    await page.getByText('The rule type cannot be changed after creation').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows another admin the contest without its actions", async () => {
    const { context, page, errors } = await contextOf(OTHER);
    await page.goto(`${site.base}/admin/contest?l=en-US`);
    const row = page.getByTestId('admin-contest-row').filter({ hasText: 'Autumn Cup' });
    await row.waitFor();
    await row.getByTestId('contest-not-yours').waitFor();
    expect(await row.getByRole('switch').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
