import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBLEM_REPOSITORY, SITE_SWITCHES_REPOSITORY, SQL_RUNNER, type Problem } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository } from '../src/index';

// A virtual run in Chromium against the built site (`npm run build`) with the embedded judge (issue 21 item 7):
// alice opens an ended contest's overview, starts a run, sees the real board as of her elapsed time (bob's
// accepted try at the start, not dave's at minute 150), submits a wrong and then an accepted solution through the
// real judge, and sees her row, marked virtual, change from rejected to accepted — the accepted one pushed to the open
// page through the run's board stream, without a reload; the contest's list marks the rows virtual.

jest.setTimeout(300_000);

const ALICE = { username: 'alice', password: 'alice-pw-1' };
const MIN = 60_000;
const WITHIN_MS = 30_000;
/** Before the panel's first poll (30 s after it mounts): a change seen by then was pushed. */
const PUSHED_WITHIN_MS = 25_000;
const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA = 'print(0)\n';

describe('a virtual run in the browser', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let cid: number;
  let pid: number;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ SEED_PROBLEMS: 'true' }, db, [contests]);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await createUser(seed, ALICE.username, ALICE.password);
    for (const name of ['bob', 'dave']) await createUser(seed, name, `${name}-pw-1`);
    const sql = seed.site.container.get(SQL_RUNNER);
    const uidOf = async (name: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    pid = ((await seed.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem).id;
    // a contest of 200 minutes that ended 100 minutes ago
    const start = Date.now() - 300 * MIN;
    const contest = await seed.site.container.get(ContestRepository).insert({
      title: 'Virtual Cup', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(start + 200 * MIN).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username',
      starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: await uidOf('root'), gid: null,
    });
    cid = contest.id;
    await seed.site.container.get(ContestProblemRepository).add(cid, pid, 'A', 'A + B', '#e64980');
    // live: bob accepted at the very start, dave at minute 150
    for (const [user, at] of [['bob', start], ['dave', start + 150 * MIN]] as const) {
      await sql.run(
        `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
         values (?, 'A', ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, 0, 1, 'x', 'Python3')`,
        [pid, cid, cid, pid, await uidOf(user), user, new Date(at)],
      );
    }
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, JUDGE_MODE: 'embedded', JUDGE_SLOTS: '1', JUDGE_WORK_DIR: join(tmpdir(), 'oj-virtual-browser') });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const row = (page: Page, username: string) => page.locator(`[data-testid="contest-virtual-row"][data-username="${username}"]`);
  const cellKind = (page: Page, username: string) => row(page, username).locator('[data-testid="contest-virtual-cell"][data-problem="A"]').getAttribute('data-kind', { timeout: 2000 }).catch(() => null);

  /** Opens the overview again until `check` holds (the panel reads the run's board when it mounts). */
  async function untilShown(page: Page, what: string, check: () => Promise<boolean>): Promise<void> {
    const from = Date.now();
    for (;;) {
      await page.goto(`${site.base}/contest/${cid}?l=en-US`);
      await page.getByTestId('contest-virtual-board').waitFor();
      if (await check()) return;
      if (Date.now() - from > WITHIN_MS) throw new Error(`${what}: not within ${WITHIN_MS} ms`);
      await page.waitForTimeout(1000);
    }
  }

  it('starts a run, shows the board as of the elapsed time with the own row marked virtual, and changes it with the run\'s verdicts', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, ALICE);
    await page.goto(`${site.base}/contest/${cid}?l=en-US`);
    await page.getByTestId('contest-virtual-start').waitFor();
    await hydrated(page);
    await page.getByTestId('contest-virtual-start').click();
    await page.getByTestId('contest-virtual-clock').waitFor();

    // a second in: bob's try at the start is on the board, dave's at minute 150 not yet; alice has no row yet
    await untilShown(page, "bob's row", async () => (await row(page, 'bob').count()) === 1);
    expect(await row(page, 'dave').count()).toBe(0);
    expect(await row(page, 'alice').count()).toBe(0);
    expect(await row(page, 'bob').getAttribute('data-virtual')).toBeNull();

    const submit = async (code: string) => {
      const res = await context.request.post(`${site.base}/api/submit-problem-judge?l=en-US`, { data: { pid, cid, language: 'Python3', code }, headers: { origin: site.base } });
      expect(res.status()).toBe(200);
    };
    await submit(WA);
    await untilShown(page, "alice's rejected virtual row", async () => (await cellKind(page, 'alice')) === 'rejected');
    expect(await row(page, 'alice').getAttribute('data-virtual')).toBe('true');
    expect((await row(page, 'alice').innerText()).toLowerCase()).toContain('virtual');
    // the accepted try: the open page changes by itself through the run's board stream (no reload); the panel's
    // 30 s poll first reads at mount + 30 s, so a change well before it came pushed
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/virtual-contest-board-events'));
    await page.goto(`${site.base}/contest/${cid}?l=en-US`);
    await page.getByTestId('contest-virtual-board').waitFor();
    const mounted = Date.now();
    await hydrated(page);
    expect((await streamOpen).status()).toBe(200);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await submit(AC);
    for (;;) {
      if ((await cellKind(page, 'alice')) === 'accepted') break;
      if (Date.now() - mounted > PUSHED_WITHIN_MS) throw new Error(`alice's accepted virtual row: not pushed within ${PUSHED_WITHIN_MS} ms of the page's mount`);
      await page.waitForTimeout(100);
    }
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    // solved one, like bob at minute 0, but later: second
    expect((await row(page, 'alice').locator('td').first().innerText()).trim()).toBe('2');
    await page.screenshot({ path: join(ARTIFACTS, 'contest-virtual.png'), fullPage: true });

    // the contest's submission list marks both of her rows virtual
    await page.goto(`${site.base}/contest/${cid}/submissions?l=en-US`);
    await page.getByTestId('contest-submission-row').first().waitFor();
    expect(await page.getByTestId('contest-submission-virtual').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
