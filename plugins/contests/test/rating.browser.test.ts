import { join } from 'node:path';
import { SQL_RUNNER } from '@oj/core';
import type { Browser } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import contests, { ContestProblemRepository, ContestRepository } from '../src/index';
import { RatingRepository, RatingService } from '../src/rating';

// Ratings in Chromium against the built site (`npm run build`): two rated contests of two players (alice wins the
// first, bob the second); the rating and its ECharts history on /user-home, the rating column of /acm-rank, and
// the rating card of the contest edit page, whose switch takes the second contest out (alice back to 1565).

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const HOUR = 3_600_000;

describe('ratings in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  const cids: number[] = [];

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db, [contests]);
    await createUser(seed, 'alice', 'alice-pw-1');
    await createUser(seed, 'bob', 'bob-pw-1');
    const sql = seed.site.container.get(SQL_RUNNER);
    const uidOf = async (name: string) => (await sql.all<{ uid: string }>('select uid from user_info where username = ?', [name]))[0].uid;
    const [pid] = (await sql.all<{ id: string }>("insert into problem (problem_id, title) values ('rb-A', 'Sum') returning id")).map((r) => Number(r.id));
    for (const [title, winner, loser, endedHoursAgo] of [['Rated Cup 1', 'alice', 'bob', 48], ['Rated Cup 2', 'bob', 'alice', 24]] as const) {
      const end = Date.now() - endedHoursAgo * HOUR;
      const contest = await seed.site.container.get(ContestRepository).insert({
        title, description: '', type: 0, auth: 0, pwd: null, visible: true, startTime: new Date(end - 2 * HOUR).toISOString(), endTime: new Date(end).toISOString(),
        sealRank: false, sealRankTime: null, autoRealRank: true, openRank: true, openPrint: false, allowEndSubmit: false, rankShowName: 'username',
        starAccount: [], oiRankScoreType: 'Recent', awardType: 0, awardConfig: [], openAccountLimit: false, accountLimitRule: null, author: 'root', uid: await uidOf('root'), gid: null,
      });
      cids.push(contest.id);
      await seed.site.container.get(ContestProblemRepository).add(contest.id, pid, 'A', 'Sum', null);
      for (const [user, status] of [[winner, 0], [loser, -1]] as const) {
        await sql.run(
          `insert into submission (pid, display_pid, cid, cpid, uid, username, submit_time, status, length, code, language)
           values (?, 'A', ?, (select id from contest_problem where cid = ? and pid = ?), ?, ?, ?, ?, 1, 'x', 'Python3')`,
          [pid, contest.id, contest.id, pid, await uidOf(user), user, new Date(end - HOUR), status],
        );
      }
      await seed.site.container.get(RatingRepository).setRated(contest.id, true);
    }
    await seed.site.container.get(RatingService).recomputeAll();
    for (const user of ['alice', 'bob']) await sql.run('insert into user_record (uid, submissions, solved, score) values (?, 2, 1, 0)', [await uidOf(user)]);
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  it('shows the rating and its history chart on /user-home, and the rating column of /acm-rank', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base);
    await page.goto(`${site.base}/user-home?username=alice&l=en-US`);
    await hydrated(page);
    // 1500 → 1565 (won cup 1) → 1489 (lost cup 2 to bob)
    expect(await page.getByTestId('user-home-rating').innerText()).toBe('1,489');
    await page.getByTestId('rating-chart-canvas').locator('canvas').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'rating-user-home.png'), fullPage: true });

    await page.goto(`${site.base}/acm-rank?l=en-US`);
    await page.getByTestId('rank-row').nth(1).waitFor();
    expect(await page.getByTestId('rank-rating').allInnerTexts()).toEqual(expect.arrayContaining(['1,489', '1,508']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets the contest's admin take a contest out of the ratings from its edit page", async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, ROOT);
    await page.goto(`${site.base}/admin/contest/${cids[1]}/edit?l=en-US`);
    const card = page.getByTestId('contest-rating-card');
    await card.waitFor();
    await hydrated(page);
    const rated = page.getByTestId('contest-rated-switch');
    expect(await rated.isChecked()).toBe(true);
    expect(await page.getByTestId('contest-rating-computed').innerText()).toContain('Ratings computed at');
    await card.getByText('Rated contest', { exact: true }).click();
    await page.getByTestId('contest-rating-computed').getByText('Ratings not computed yet').waitFor();
    const home = await (await fetch(`${site.base}/api/get-user-home-info?username=alice`)).json();
    expect(home.data.rating).toBe(1565);
    expect(errors).toEqual([]);
    await context.close();
  });
});
