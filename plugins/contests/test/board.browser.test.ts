import { join } from 'node:path';
import { SQL_RUNNER } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository } from '../src/index';

// The scoreboard pages in Chromium against the built site (`npm run build`): the rank tab of a sealed ACM
// contest for a user (first blood, a pending cell after the seal) and for the super admin (the real cell),
// following a user (pinned row), and the public outside scoreboard for a guest. Submission rows are inserted
// as the core writes them.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const MIN = 60_000;

describe('the scoreboard pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let cid: number;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db, [contests]);
    await createUser(seed, ALICE.username, ALICE.password);
    await createUser(seed, 'bob', 'bob-pw-1');
    const sql = seed.site.container.get(SQL_RUNNER);
    const uidOf = async (name: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    const pids: number[] = [];
    for (const name of ['A', 'B']) pids.push(Number((await sql.all<{ id: string }>('insert into problem (problem_id, title) values (?, ?) returning id', [`bb-${name}`, `Problem ${name}`]))[0].id));
    const now = Date.now();
    const start = now - 120 * MIN;
    const contest = await seed.site.container.get(ContestRepository).insert({
      title: 'Board Cup', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(now + 60 * MIN).toISOString(),
      sealRank: true, sealRankTime: new Date(now - 30 * MIN).toISOString(), autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username',
      starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: await uidOf('root'), gid: null,
    });
    cid = contest.id;
    const problems = seed.site.container.get(ContestProblemRepository);
    await problems.add(cid, pids[0], 'A', 'Sum', '#e64980');
    await problems.add(cid, pids[1], 'B', 'Product', '#228be6');
    const rows: Array<[string, number, number, number]> = [
      // alice: A at 10 (first blood), B at 40 after a WA; bob: A at 20, B WA at 30, then B AC at 100 (after the seal at 90)
      ['alice', 0, 10, 0], ['alice', 1, 35, -1], ['alice', 1, 40, 0],
      ['bob', 0, 20, 0], ['bob', 1, 30, -1], ['bob', 1, 100, 0],
    ];
    for (const [user, p, minute, status] of rows) {
      await sql.run(
        `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
         values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, 1, 'x', 'Python3')`,
        [pids[p], p ? 'B' : 'A', cid, cid, pids[p], await uidOf(user), user, new Date(start + minute * MIN), status],
      );
    }
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const contextOf = (account?: { username: string; password: string }) => signedInPage(browser, site.base, account);

  const cell = (page: Page, username: string, problem: string) => page.locator(`[data-testid="board-row"][data-username="${username}"]:not([data-concerned]) [data-testid="board-cell"][data-problem="${problem}"]`);

  it("shows a user the sealed board, and the admin the real one; following pins a row", async () => {
    const { context, page, errors } = await contextOf(ALICE);
    await page.goto(`${site.base}/contest/${cid}/rank?l=en-US`);
    await page.getByTestId('board-row').nth(1).waitFor();
    await hydrated(page);
    expect(await page.getByTestId('board-row').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-username'), r.getAttribute('data-rank')]))).toEqual([['alice', '1'], ['bob', '2']]);
    expect(await cell(page, 'alice', 'A').getAttribute('data-kind')).toBe('firstBlood');
    expect(await cell(page, 'alice', 'B').getAttribute('data-kind')).toBe('firstBlood');
    expect(await cell(page, 'alice', 'B').innerText()).toContain('(-1)');
    // bob's AC after the seal is a pending try for a user
    expect(await cell(page, 'bob', 'B').getAttribute('data-kind')).toBe('pending');
    expect(await cell(page, 'bob', 'B').innerText()).toContain('?');
    // each column's ac/total of the sealed board: bob's B after the seal is a try, not an AC
    expect(await page.getByTestId('board-column-counts').allInnerTexts()).toEqual(['2/2', '1/2']);
    await page.getByTestId('board-sealed').waitFor();
    // follow bob: his row is pinned on top (and stays in place)
    await page.locator('[data-testid="board-row"][data-username="bob"] [data-testid="board-follow"]').click();
    await page.locator('[data-testid="board-row"][data-concerned="true"][data-username="bob"]').waitFor();
    expect(await page.getByTestId('board-row').count()).toBe(3);
    await page.screenshot({ path: join(ARTIFACTS, 'contest-board-user.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    const admin = await contextOf(ROOT);
    await admin.page.goto(`${site.base}/contest/${cid}/rank?l=en-US`);
    await admin.page.getByTestId('board-row').nth(1).waitFor();
    expect(await cell(admin.page, 'bob', 'B').getAttribute('data-kind')).toBe('accepted');
    expect(await admin.page.getByTestId('board-column-counts').allInnerTexts()).toEqual(['2/2', '2/2']);
    expect(await admin.page.getByTestId('board-sealed').count()).toBe(0);
    await admin.page.getByTestId('board-download').waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('shows a guest the same sealed table on the outside scoreboard, with the chart on demand', async () => {
    const { context, page, errors } = await contextOf();
    await page.goto(`${site.base}/contest/oi-scoreboard/${cid}?l=en-US`);
    // an ACM contest's outside scoreboard is the ACM one
    await page.waitForURL(`**/contest/acm-scoreboard/${cid}**`);
    await page.getByTestId('board-row').nth(1).waitFor();
    await hydrated(page);
    expect(await page.getByTestId('board-contest-title').innerText()).toBe('Board Cup');
    expect(await cell(page, 'bob', 'B').getAttribute('data-kind')).toBe('pending');
    await page.getByTestId('board-chart-toggle').click();
    await page.getByTestId('rank-chart-canvas').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'contest-board-outside.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
