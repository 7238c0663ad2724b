import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem } from '@oj/core';
import type { Browser } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository, type ContestDraft } from '../src/index';

// The user pages of the contests plugin in Chromium against the built site (`npm run build`): the list and
// its login-first warning, a private contest's password dialog, the countdown, the problem list, a problem
// solved inside the contest, the submissions tab. Contests are inserted through the plugin's repository
// (the admin pages are src/admin's).

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const PASSWORD = 'open-sesame';
const AC = 'print(sum(map(int, input().split())))';
const IN_PROGRESS = ['9', '5', '6', '7'];
const MIN = 60_000;

describe('the contest pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let privateCid: number;
  let springCid: number;
  let winterCid: number;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db, [contests]);
    await createUser(seed, ALICE.username, ALICE.password);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await seed.close();
    site = await startBuiltSite({
      DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-contests-browser-test'),
    });
    // the contests, through the repository of a second (API-only) site on the same database
    const helper = await startTestSite({}, db, [contests]);
    const sql = helper.site.container.get(SQL_RUNNER);
    const rootUid = (await sql.all<{ uid: string }>("select uid from user_info where username = 'root'"))[0].uid;
    const aPlusB = (await helper.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem;
    const repo = helper.site.container.get(ContestRepository);
    const problems = helper.site.container.get(ContestProblemRepository);
    const now = Date.now();
    const base: ContestDraft = {
      title: 'Spring Cup', description: 'Solve **everything**', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(now - 10 * MIN).toISOString(), endTime: new Date(now + 120 * MIN).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username', starAccount: [],
      oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: rootUid, gid: null,
    };
    const spring = await repo.insert(base);
    springCid = spring.id;
    await problems.add(spring.id, aPlusB.id, 'A', 'Sum', '#e64980');
    const secret = await repo.insert({ ...base, title: 'Members Cup', auth: 1, pwd: PASSWORD });
    privateCid = secret.id;
    await problems.add(secret.id, aPlusB.id, 'A', 'Sum', '#e64980');
    const winter = await repo.insert({ ...base, title: 'Winter Cup', startTime: new Date(now - 180 * MIN).toISOString(), endTime: new Date(now - 60 * MIN).toISOString() });
    winterCid = winter.id;
    await problems.add(winter.id, aPlusB.id, 'A', 'Sum', '#e64980');
    await repo.insert({ ...base, title: 'Autumn Cup', type: 1, startTime: new Date(now + 60 * MIN).toISOString(), endTime: new Date(now + 180 * MIN).toISOString() });
    await helper.close();
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const contextOf = (account?: { username: string; password: string }) => signedInPage(browser, site.base, account);

  it('shows a guest the cards and asks to log in on a click', async () => {
    const { context, page, errors } = await contextOf();
    await page.goto(`${site.base}/contest?l=en-US`);
    await page.getByTestId('contest-card').nth(2).waitFor();
    await hydrated(page);
    // running first, then scheduled
    const titles = await page.getByTestId('contest-link').allTextContents();
    expect(titles).toEqual(['Members Cup', 'Spring Cup', 'Autumn Cup', 'Winter Cup']);
    expect(await page.getByTestId('contest-status').allTextContents()).toEqual(['Running', 'Running', 'Scheduled', 'Ended']);
    // the outside scoreboard button: with openRank, not while scheduled
    expect(await page.getByTestId('outside-board').nth(2).isDisabled()).toBe(true);
    await page.getByTestId('contest-link').first().click();
    await page.getByText('Please login first').first().waitFor();
    expect(page.url()).toContain('/contest?');
    await page.screenshot({ path: join(ARTIFACTS, 'contests-list-desktop.png'), fullPage: true });
    // 02 §2: a contest's pages require login — a guest gets the header and the notice, not the overview
    await page.goto(`${site.base}/contest/${springCid}?l=en-US`);
    await page.getByTestId('contest-closed').getByText('Please login first').waitFor();
    expect(await page.getByTestId('contest-title').textContent()).toBe('Spring Cup');
    expect(await page.getByTestId('contest-overview').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by status and shows the list in Chinese', async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/contest?l=zh-CN`);
    await page.getByRole('heading', { name: '比赛' }).waitFor();
    await hydrated(page);
    await page.getByTestId('status-filter').getByText('未开始').click();
    await page.waitForFunction(() => (globalThis as unknown as { location: { search: string } }).location.search.includes('status=-1'));
    await page.waitForFunction(`document.querySelectorAll('[data-testid=contest-card]').length === 1`);
    expect((await page.getByTestId('contest-link').allTextContents())[0]).toContain('Autumn Cup');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers for a private contest in the password dialog, counts down, and solves a problem inside it', async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/contest/${privateCid}?l=en-US`);
    // a private contest asks for its password at once
    await page.getByTestId('contest-password-input').waitFor();
    await hydrated(page);
    expect(await page.getByTestId('tab-problems').isDisabled()).toBe(true);
    // the countdown ticks each second
    const first = await page.getByTestId('contest-countdown').textContent();
    expect(first).toMatch(/^Ends in \d\d:\d\d:\d\d$/);
    await page.waitForFunction((text) => document.querySelector('[data-testid=contest-countdown]')?.textContent !== text, first);
    await page.getByTestId('contest-register').click();
    await page.getByTestId('contest-password-dialog').getByText('Enter the contest password', { exact: true }).last().waitFor();
    await page.getByTestId('contest-password-input').fill('wrong-one');
    await page.getByTestId('contest-register').click();
    await page.getByTestId('contest-password-dialog').getByText('The contest password is wrong, please enter it again').waitFor();
    const refusal = errors.findIndex((e) => e.includes('status of 400'));
    if (refusal >= 0) errors.splice(refusal, 1);
    await page.getByTestId('contest-password-input').fill(PASSWORD);
    await page.getByTestId('contest-register').click();
    await page.getByText('Register contest successfully').first().waitFor();
    await page.waitForFunction(`document.querySelector('[data-testid=tab-problems]')?.disabled === false`);
    await page.getByTestId('contest-registered').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'contests-details-desktop.png'), fullPage: true });

    await page.getByTestId('tab-problems').click();
    const row = page.getByTestId('contest-problem-row').first();
    await row.waitFor();
    expect(await row.getByTestId('problem-total').textContent()).toBe('0');
    await row.click();
    await page.waitForURL(`**/contest/${privateCid}/problem/A`);
    await page.getByTestId('problem-title').getByText('Sum').waitFor();
    const editor = page.locator('[data-monaco-ready=true]');
    await editor.waitFor({ timeout: 60_000 });
    await page.getByTestId('editor-language').click();
    await page.getByRole('option', { name: 'Python3', exact: true }).click();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(AC);
    await page.getByTestId('submit-button').click();
    const tag = page.getByTestId('submit-status');
    await tag.waitFor();
    const deadline = Date.now() + 120_000;
    while (IN_PROGRESS.includes((await tag.getAttribute('data-status')) ?? '')) {
      if (Date.now() > deadline) throw new Error('no verdict');
      await page.waitForTimeout(200);
    }
    expect(await tag.getAttribute('data-status')).toBe('0');
    // My Submission lists the row made inside the contest
    await page.getByTestId('tab-my-submission').click();
    await page.getByTestId('my-submission-row').first().waitFor();
    expect(await page.getByTestId('my-submission-row').count()).toBe(1);
    // ContestSubmissionDetails: the row opens inside the contest's shell, its links stay in the contest
    await page.getByTestId('my-submission-row').first().click();
    await page.waitForURL(new RegExp(`/contest/${privateCid}/problem/A/submission-detail/\\d+`));
    await page.getByTestId('submission-detail').waitFor();
    expect(await page.getByTestId('contest-title').textContent()).toBe('Members Cup');
    expect(await page.getByTestId('detail-status').textContent()).toContain('Accepted');
    expect(await page.getByTestId('detail-problem').getAttribute('href')).toBe(`/contest/${privateCid}/problem/A`);
    expect(await page.getByTestId('detail-problem').textContent()).toBe('A Sum');
    expect(await page.getByTestId('detail-back').getAttribute('href')).toBe(`/contest/${privateCid}/submissions`);
    await page.screenshot({ path: join(ARTIFACTS, 'contests-submission-detail-desktop.png'), fullPage: true });
    // the same submission under another contest's route is not shown there
    const submitId = /submission-detail\/(\d+)/.exec(page.url())?.[1];
    await page.goto(`${site.base}/contest/${springCid}/problem/A/submission-detail/${submitId}?l=en-US`);
    await page.getByTestId('contest-submission-unavailable').getByText('The submission does not exist in this contest').waitFor();

    // the problem list: AC 1 of 1, the user's mark; the submissions tab: the row
    await page.goto(`${site.base}/contest/${privateCid}/problems?l=en-US`);
    const solved = page.getByTestId('contest-problem-row').first();
    await solved.waitFor();
    expect(await solved.getByTestId('problem-ac').textContent()).toBe('1');
    await page.getByTestId('tab-submissions').click();
    const sub = page.getByTestId('contest-submission-row').first();
    await sub.waitFor();
    expect(await sub.getAttribute('data-status')).toBe('0');
    expect(await sub.textContent()).toContain('alice');
    await page.screenshot({ path: join(ARTIFACTS, 'contests-submissions-desktop.png'), fullPage: true });
    // the focus mode names the contest (?cid): its switcher lists the contest's display ids
    await page.goto(`${site.base}/contest/${privateCid}/problem/A/full-screen?l=en-US`);
    await page.waitForURL(new RegExp(`cid=${privateCid}`));
    await page.getByTestId('full-screen-nav').getByText('A Sum').waitFor();
    // 02 §8: an ended contest's problem says 'Contest has ended' (a running one does not)
    expect(await page.getByTestId('contest-ended-banner').count()).toBe(0);
    await page.goto(`${site.base}/contest/${winterCid}/problem/A?l=en-US`);
    await page.getByTestId('contest-ended-banner').getByText('Contest has ended').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
