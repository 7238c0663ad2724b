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

// Issue 21's live board in Chromium against the built site (`npm run build`) with the embedded judge: a
// participant's rank page is open with its 30 s poll switched off; another user's submission judged Accepted
// by the real judge, then the viewer's own one, repaint their cells and the column's AC/Total in the open page
// within seconds — through the board's event stream: no reload, no get-contest-rank request meanwhile.

jest.setTimeout(300_000);

const ALICE = { username: 'alice', password: 'alice-pw-1' };
const BOB = { username: 'bob', password: 'bob-pw-1' };
const MIN = 60_000;
const WITHIN_MS = 20_000;
const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('a live board in an open page', () => {
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
    await createUser(seed, BOB.username, BOB.password);
    const sql = seed.site.container.get(SQL_RUNNER);
    const uidOf = async (name: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    pid = ((await seed.site.container.get(PROBLEM_REPOSITORY).findByProblemId('1000')) as Problem).id;
    const now = Date.now();
    const start = now - 60 * MIN;
    const contest = await seed.site.container.get(ContestRepository).insert({
      title: 'Live Cup', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(now + 120 * MIN).toISOString(),
      sealRank: false, sealRankTime: null, autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username',
      starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: await uidOf('root'), gid: null,
    });
    cid = contest.id;
    await seed.site.container.get(ContestProblemRepository).add(cid, pid, 'A', 'A + B', '#e64980');
    // each has a wrong answer already: both rows are on the board before the page opens
    for (const [user, minute] of [['alice', 10], ['bob', 20]] as const) {
      await sql.run(
        `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
         values (?, 'A', ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, -1, 1, 'print(0)', 'Python3')`,
        [pid, cid, cid, pid, await uidOf(user), user, new Date(start + minute * MIN)],
      );
    }
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, JUDGE_MODE: 'embedded', JUDGE_SLOTS: '1', JUDGE_WORK_DIR: join(tmpdir(), 'oj-board-live-browser') });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const cell = (page: Page, username: string) => page.locator(`[data-testid="board-row"][data-username="${username}"]:not([data-concerned]) [data-testid="board-cell"][data-problem="A"]`);
  const total = (page: Page, username: string) => page.locator(`[data-testid="board-row"][data-username="${username}"]:not([data-concerned]) [data-testid="board-total"]`);

  async function until(what: string, check: () => Promise<boolean>): Promise<number> {
    const from = Date.now();
    while (!(await check())) {
      if (Date.now() - from > WITHIN_MS) throw new Error(`${what}: not within ${WITHIN_MS} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return Date.now() - from;
  }

  it("repaints another user's AC and then the viewer's own in the open page, without a reload or a poll", async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, BOB);
    const rankReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/get-contest-rank')) rankReads.push(r.url());
    });
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/contest-board-events'));
    await page.goto(`${site.base}/contest/${cid}/rank?l=en-US`);
    await page.getByTestId('board-row').nth(1).waitFor();
    await hydrated(page);
    expect((await streamOpen).status()).toBe(200);
    expect(await cell(page, 'alice').getAttribute('data-kind')).toBe('rejected');
    expect(await cell(page, 'bob').getAttribute('data-kind')).toBe('rejected');
    expect((await total(page, 'alice').innerText()).split('\n')[0]).toBe('0');
    expect(await page.getByTestId('board-column-counts').allInnerTexts()).toEqual(['0/2']);
    // the poll off: only the stream can change the page now; a reload would lose this mark
    // (Mantine's switch input is visually hidden: a click dispatched to it)
    await page.getByTestId('board-switch-auto').dispatchEvent('click');
    expect(await page.getByTestId('board-switch-auto').isChecked()).toBe(false);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    // the hub has taken what this viewer sees before the first change
    await page.waitForTimeout(500);
    const readsBefore = rankReads.length;

    // alice (another browser-less client) submits an accepted solution; the embedded judge judges it
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ALICE) });
    expect(login.status).toBe(200);
    const submitted = await fetch(`${site.base}/api/submit-problem-judge?l=en-US`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: login.headers.get('authorization') as string }, body: JSON.stringify({ pid, cid, language: 'Python3', code: AC }),
    });
    expect(submitted.status).toBe(200);
    const aliceMs = await until("alice's accepted cell", async () => (await cell(page, 'alice').getAttribute('data-kind')) === 'firstBlood');
    expect(await cell(page, 'alice').innerText()).toContain('(-1)');
    // the column's AC/Total: users accepted / users who tried (02 §2)
    await until('the column count 1/2', async () => (await page.getByTestId('board-column-counts').allInnerTexts()).join() === '1/2');
    // her AC count (first line of the total cell) went from 0 to 1
    expect((await total(page, 'alice').innerText()).split('\n')[0]).toBe('1');

    // the viewer's own submission, from this signed-in browser session
    const own = await context.request.post(`${site.base}/api/submit-problem-judge?l=en-US`, { data: { pid, cid, language: 'Python3', code: AC }, headers: { origin: site.base } });
    expect(own.status()).toBe(200);
    const bobMs = await until("bob's own accepted cell", async () => (await cell(page, 'bob').getAttribute('data-kind')) === 'accepted');
    expect(await cell(page, 'bob').innerText()).toContain('(-1)');
    expect((await total(page, 'bob').innerText()).split('\n')[0]).toBe('1');
    await until('the column count 2/2', async () => (await page.getByTestId('board-column-counts').allInnerTexts()).join() === '2/2');

    // the same document all along, and the board was not read again: the stream carried both changes
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(rankReads.slice(readsBefore)).toEqual([]);
    expect(aliceMs).toBeLessThan(WITHIN_MS);
    expect(bobMs).toBeLessThan(WITHIN_MS);
    await page.screenshot({ path: join(ARTIFACTS, 'contest-board-live.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
