import { join } from 'node:path';
import { SQL_RUNNER } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, pageErrors, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository } from '../src/index';

// The scroll board in Chromium against the built site (`npm run build`): the super admin opens the contest's
// Scroll Board tab (medal defaults of 10 ranked teams: 1, 2, 3), Start opens /scrollBoard in a new window,
// the board starts sealed and every key press reveals at most one pending cell from the bottom up, until the
// final standings — equal to the contest's real board — with the medals.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const MIN = 60_000;
const AC = 0, WA = -1;

describe('the scroll board in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let cid: number;
  let bigCid: number;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db, [contests]);
    const teams = ['t01', 't02', 't03', 't04', 't05', 't06', 't07', 't08', 't09', 't10', 'stargazer'];
    for (const name of teams) await createUser(seed, name, 'team-pw-1');
    const sql = seed.site.container.get(SQL_RUNNER);
    const uidOf = async (name: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    const pids: Record<string, number> = {};
    for (const name of ['A', 'B', 'C']) pids[name] = Number((await sql.all<{ id: string }>('insert into problem (problem_id, title) values (?, ?) returning id', [`sb-${name}`, `Problem ${name}`]))[0].id);
    // ended 10 minutes ago, sealed from minute 240 and not opened at the end: the reveal is the ceremony
    const start = Date.now() - 310 * MIN;
    const contest = await seed.site.container.get(ContestRepository).insert({
      title: 'Scroll Cup', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(start + 300 * MIN).toISOString(),
      sealRank: true, sealRankTime: new Date(start + 240 * MIN).toISOString(), autoRealRank: false, openRank: false, openPrint: false, allowEndSubmit: false, rankShowName: 'username',
      starAccount: ['stargazer'], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: await uidOf('root'), gid: null,
    });
    cid = contest.id;
    const problems = seed.site.container.get(ContestProblemRepository);
    await problems.add(cid, pids.A, 'A', 'Apples', '#e64980');
    await problems.add(cid, pids.B, 'B', 'Bananas', '#228be6');
    await problems.add(cid, pids.C, 'C', 'Cherries', '#fab005');
    const script: Array<[string, string, number, number]> = [
      ['t01', 'A', 10, AC], ['t01', 'B', 250, AC],
      ['t02', 'A', 20, AC], ['t02', 'B', 30, AC],
      ['t03', 'A', 245, AC], ['t03', 'B', 246, AC], ['t03', 'C', 247, WA],
      ['t04', 'A', 40, WA], ['t04', 'A', 50, AC],
      ['t05', 'C', 60, AC], ['t05', 'A', 255, WA],
      ['t06', 'B', 100, AC],
      ['t07', 'A', 200, WA],
      ['t08', 'C', 241, AC],
      ['t09', 'A', 150, AC],
      ['t10', 'B', 230, WA], ['t10', 'B', 260, AC],
      ['stargazer', 'A', 5, AC], ['stargazer', 'B', 242, AC],
    ];
    for (const [user, p, minute, status] of script) {
      await sql.run(
        `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
         values (?, ?, ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, 1, 'x', 'Python3')`,
        [pids[p], p, cid, cid, pids[p], await uidOf(user), user, new Date(start + minute * MIN), status],
      );
    }
    // a regional's size: 500 teams x 13 problems, about 4,000 submissions, a quarter of them after the seal
    const big = await seed.site.container.get(ContestRepository).insert({
      title: 'Big Cup', description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(start).toISOString(), endTime: new Date(start + 300 * MIN).toISOString(),
      sealRank: true, sealRankTime: new Date(start + 240 * MIN).toISOString(), autoRealRank: false, openRank: false, openPrint: false, allowEndSubmit: false, rankShowName: 'username',
      starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: await uidOf('root'), gid: null,
    });
    bigCid = big.id;
    await sql.run(`insert into user_info (uid, username, email, password_hash) select 'big-' || i, 'big' || i, 'big' || i || '@example.com', 'x' from generate_series(1, 500) i`, []);
    await sql.run(
      `insert into problem (problem_id, title) select 'big-' || chr(64 + i), 'Problem ' || chr(64 + i) from generate_series(1, 13) i`,
      [],
    );
    await sql.run(
      `insert into contest_problem (cid, pid, display_id, display_title) select ?, id, substr(problem_id, 5), title from problem where problem_id like 'big-%'`,
      [bigCid],
    );
    await sql.run(
      `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
       select cp.pid, cp.display_id, cp.cid, cp.id, 'big-' || u, 'big' || u, ?::timestamptz + ((u * 37 + p * 53) % 295 + 1) * interval '1 minute',
              case when (u + p) % 4 = 0 then -1 else 0 end, 1, 'x', 'Python3'
       from generate_series(1, 500) u cross join lateral (select cp.*, row_number() over (order by cp.display_id) as p from contest_problem cp where cp.cid = ?) cp
       where (u * 7 + p * 3) % 13 < 8`,
      [new Date(start), bigCid],
    );
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const rowsOf = (page: Page) =>
    page.getByTestId('scroll-row').evaluateAll((rows) =>
      rows
        .map((r) => ({ index: Number(r.getAttribute('data-index')), username: r.getAttribute('data-username'), rank: r.getAttribute('data-rank'), medal: r.getAttribute('data-medal'), final: r.getAttribute('data-final') }))
        .sort((a, b) => a.index - b.index),
    );
  const pendingCells = (page: Page) => page.locator('[data-testid="scroll-cell"][data-kind="pending"]').count();

  it('configures the medals, opens /scrollBoard and reveals the sealed board to the final standings', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, ROOT);
    await page.goto(`${site.base}/contest/${cid}/scroll-board?l=en-US`);
    await page.getByTestId('contest-scroll-board-config').waitFor();
    await hydrated(page);
    // 10 ranked teams (the star left out): 10 %, 20 %, 30 % rounded down
    expect(await page.getByTestId('scroll-ranked').innerText()).toContain('10 ranked participants');
    expect(await page.locator('[data-testid="scroll-gold"]').inputValue()).toBe('1');
    expect(await page.locator('[data-testid="scroll-silver"]').inputValue()).toBe('2');
    expect(await page.locator('[data-testid="scroll-bronze"]').inputValue()).toBe('3');
    expect(await page.getByTestId('tab-scroll-board').count()).toBe(1);
    expect(await page.getByTestId('tab-rejudge').count()).toBe(1);

    // the contest has ended: Start opens the board at once, in a new window
    const [board] = await Promise.all([context.waitForEvent('page'), page.getByTestId('scroll-start').click()]);
    const boardErrors = pageErrors(board);
    await board.waitForURL(/\/scrollBoard\?/);
    expect(decodeURIComponent(board.url())).toContain(`cid=${cid}&removeStar=false&medals[]=1&medals[]=2&medals[]=3`);
    await board.getByTestId('scroll-row').nth(10).waitFor();
    await hydrated(board);

    // the sealed board: what was known at minute 240, the rest pending (8 cells); the cursor starts on the last row
    const sealed = await rowsOf(board);
    expect(sealed.map((r) => [r.username, r.rank])).toEqual([
      ['t02', '1'], ['stargazer', '-1'], ['t01', '2'], ['t05', '3'], ['t04', '4'], ['t06', '5'], ['t09', '6'], ['t03', '7'], ['t07', '7'], ['t08', '7'], ['t10', '7'],
    ]);
    expect(await pendingCells(board)).toBe(8);
    expect(sealed.filter((r) => r.final === 'true')).toEqual([]);
    expect(await board.getByTestId('scroll-board').getAttribute('data-cursor')).toBe('10');
    await board.screenshot({ path: join(ARTIFACTS, 'contest-scroll-board-sealed.png'), fullPage: true });

    // one key press, at most one pending cell revealed, from the bottom up
    let pending = 8;
    for (let press = 0; press < 60 && (await board.getByTestId('scroll-board').getAttribute('data-done')) !== 'true'; press += 1) {
      await board.keyboard.press('Enter');
      await board.waitForTimeout(60);
      const now = await pendingCells(board);
      expect(pending - now).toBeLessThanOrEqual(1);
      pending = now;
    }
    await board.getByTestId('scroll-done').waitFor();
    expect(pending).toBe(0);
    // let the last climb finish before the picture
    await board.waitForTimeout(900);
    await board.screenshot({ path: join(ARTIFACTS, 'contest-scroll-board-final.png'), fullPage: true });

    // the final standings equal the contest's real board (the admin's), with 1 gold, 2 silver and 3 bronze
    const final = await rowsOf(board);
    const rootClient = await login({ url: site.base }, ROOT.username, ROOT.password, '10.0.6.1');
    const real = (await call({ url: site.base }, rootClient, 'POST', '/api/get-contest-rank', { cid, limit: 50 })).body.data.records as Array<{ username: string; rank: number }>;
    expect(final.map((r) => [r.username, r.rank])).toEqual(real.map((r) => [r.username, String(r.rank)]));
    expect(final.map((r) => [r.username, r.rank, r.medal])).toEqual([
      ['t02', '1', 'gold'], ['stargazer', '-1', ''], ['t01', '2', 'silver'], ['t03', '3', 'silver'], ['t05', '4', 'bronze'], ['t04', '5', 'bronze'], ['t06', '6', 'bronze'],
      ['t09', '7', ''], ['t08', '8', ''], ['t10', '9', ''], ['t07', '10', ''],
    ]);
    expect(final.every((r) => r.final === 'true')).toBe(true);
    expect(errors).toEqual([]);
    expect(boardErrors).toEqual([]);
    await context.close();
  });

  it('reveals a 500-team board smoothly: only the rows in view are drawn, a key press is drawn within a frame budget', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, ROOT);
    await page.goto(`${site.base}/scrollBoard?cid=${bigCid}&l=en-US`);
    await page.getByTestId('scroll-row').first().waitFor();
    // the board is 500 rows high, but only the window's rows (and a few around) are in the page
    const attr = async (name: string) => Number(await page.getByTestId('scroll-board').getAttribute(name));
    const cursor = await attr('data-cursor');
    const before = await attr('data-pending');
    expect(cursor).toBeGreaterThan(400);
    expect(before).toBeGreaterThan(300);
    expect(await page.locator('[data-testid="scroll-board"] > div').last().evaluate((el) => el.getBoundingClientRect().height)).toBe(500 * 52);
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('scroll-row').count()).toBeLessThan(100);
    expect(await page.locator(`[data-testid="scroll-row"][data-index="${cursor}"]`).count()).toBe(1);
    // each press: the state changes, React commits, the browser paints (two animation frames) — measured in the page
    const frames = (press: boolean) =>
      page.evaluate(async (withKey) => {
        const out: number[] = [];
        for (let i = 0; i < 40; i += 1) {
          const began = performance.now();
          if (withKey) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          out.push(performance.now() - began);
        }
        return out.sort((a, b) => a - b);
      }, press);
    // the same two frames without a key press: what this (shared, headless) machine takes anyway
    const idle = await frames(false);
    const sorted = await frames(true);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`scroll board, 500 rows: a step drawn in ${median.toFixed(1)} ms (median; two idle frames ${idle[20].toFixed(1)} ms), ${sorted[sorted.length - 1].toFixed(1)} ms at most`);
    // generous for a 2-core machine shared with the servers and other suites
    expect(median).toBeLessThan(idle[20] + 150);
    // 40 presses: 40 cells, one each (a press on a row with nothing left only moves the cursor)
    const after = await attr('data-pending');
    expect(after).toBeLessThan(before);
    expect(before - after).toBeLessThanOrEqual(40);
    expect(await page.getByTestId('scroll-row').first().evaluate((row) => getComputedStyle(row).transform)).toMatch(/^matrix/);
    // End reveals the rest; the top of the final board is the real board's
    await page.keyboard.press('End');
    await page.getByTestId('scroll-done').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-testid="scroll-row"][data-index="0"]').waitFor();
    await page.waitForTimeout(300);
    const top = (await rowsOf(page)).filter((r) => r.index < 10);
    const rootClient = await login({ url: site.base }, ROOT.username, ROOT.password, '10.0.6.2');
    const real = (await call({ url: site.base }, rootClient, 'POST', '/api/get-contest-rank', { cid: bigCid, limit: 10 })).body.data;
    expect(real.total).toBe(500);
    expect(top.map((r) => [r.username, r.rank, r.medal])).toEqual(real.records.map((r: { username: string; rank: number }) => [r.username, String(r.rank), 'gold']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses the scroll board to a team', async () => {
    const { context, page } = await signedInPage(browser, site.base, { username: 't01', password: 'team-pw-1' }, { ignore: /403|Forbidden|only the contest admin/i });
    await page.goto(`${site.base}/scrollBoard?cid=${cid}&l=en-US`);
    expect(await page.getByTestId('scroll-board-failed').innerText()).toContain('only the contest admin');
    await page.goto(`${site.base}/contest/${cid}/scroll-board?l=en-US`);
    await page.getByTestId('contest-live-closed').waitFor();
    expect(await page.getByTestId('tab-scroll-board').count()).toBe(0);
    await context.close();
  });
});
