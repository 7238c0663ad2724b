import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, SITE_SWITCHES_REPOSITORY } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { call, verdictOf } from '../../../web/server/testing/api-call';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite, type TestSite } from '../../../web/server/testing/test-site';

// Issue 19's end-to-end check, in Chromium against the built site with its embedded judge: the super admin
// creates a protected ACM contest through the form and adds two public problems through the dialog; alice
// registers in the password dialog, bob through the API; they submit AC, WA and CE and the real judge judges
// them; the rank tab shows the cells, ranks and first blood; after the seal bob's new AC is a pending try to
// alice and an accepted cell to the admin; a guest's outside scoreboard shows alice's table.

jest.setTimeout(420_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const BOB = { username: 'bob', password: 'bob-pw-1' };
const PASSWORD = 'open-sesame';
const SEED = join(__dirname, '..', '..', '..', 'web', 'seed', 'problems');
const AC_A = readFileSync(join(SEED, 'aplusb', 'std', 'ac.py'), 'utf8');
const AC_B = readFileSync(join(SEED, 'split-number', 'std', 'ac.cc'), 'utf8');
const WA = 'print(0)';
const CE = 'int main( {';

describe('an ACM contest from the admin form to the sealed board', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let api: Pick<TestSite, 'url'>;
  let browser: Browser;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    for (const user of [ALICE, BOB]) await createUser(seed, user.username, user.password);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await seed.close();
    site = await startBuiltSite({
      DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true', JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-contest-e2e-test'),
    });
    api = { url: site.base };
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const contextOf = (account?: { username: string; password: string }) => signedInPage(browser, site.base, account, { width: 1400 });

  const cell = (page: Page, username: string, problem: string) => page.locator(`[data-testid="board-row"][data-username="${username}"]:not([data-concerned]) [data-testid="board-cell"][data-problem="${problem}"]`);
  /** The board as a table of text: rank, name, and each problem cell's kind and text. */
  const tableOf = (page: Page) => page.getByTestId('board-row').evaluateAll((rows) => rows.map((r) => [
    r.getAttribute('data-rank'), r.getAttribute('data-username'),
    ...Array.from(r.querySelectorAll('[data-testid=board-cell]')).map((c) => `${c.getAttribute('data-problem')}:${c.getAttribute('data-kind')}:${(c.textContent ?? '').replace(/\s+/g, '')}`),
  ]));

  it('runs the contest: form, problems, password, judged submissions, board, seal and the outside scoreboard', async () => {
    // 1. the super admin: the form (protected, with a password, started a minute ago, sealed, outside scoreboard open)
    const admin = await contextOf(ROOT);
    await admin.page.goto(`${site.base}/admin/contest/create?l=en-US`);
    await admin.page.getByTestId('contest-form').waitFor();
    await hydrated(admin.page);
    await admin.page.getByTestId('contest-title-input').fill('Winter Cup');
    await admin.page.getByTestId('contest-description-input').fill('Two problems');
    // datetime-local takes the browser's local time
    const [start, end] = await admin.page.evaluate(() => {
      const local = (ms: number) => { const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000); return d.toISOString().slice(0, 16); };
      return [local(Date.now() - 60_000), local(Date.now() + 2 * 3_600_000)];
    });
    await admin.page.getByTestId('contest-start-input').fill(start);
    await admin.page.getByTestId('contest-end-input').fill(end);
    await admin.page.getByTestId('contest-auth-input').getByText('Protected').click();
    await admin.page.getByTestId('contest-password-input').fill(PASSWORD);
    await admin.page.getByText('Seal the rank').click();
    await admin.page.getByText('Open the outside scoreboard').click();
    await admin.page.getByTestId('contest-save').click();
    await admin.page.waitForURL(/\/admin\/contest(\?|$)/);
    const row = admin.page.getByTestId('admin-contest-row').filter({ hasText: 'Winter Cup' });
    await row.getByTestId('contest-problems').click();
    await admin.page.getByTestId('admin-contest-problems').waitFor();
    await hydrated(admin.page);
    const cid = Number(/\/admin\/contest\/(\d+)\/problems/.exec(admin.page.url())?.[1]);
    // two public problems under A and B (1000 A+B, 1002 Split the Number: both ACM)
    for (const [problemId, displayId] of [['1000', 'A'], ['1002', 'B']]) {
      await admin.page.getByTestId('contest-add-public').click();
      const bank = admin.page.getByTestId('contest-public-problems');
      await bank.getByRole('row').filter({ hasText: problemId }).first().getByRole('button').click();
      await admin.page.getByTestId('contest-add-display-id').fill(displayId);
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).last().click();
      await admin.page.keyboard.press('Escape');
      await admin.page.getByTestId('admin-contest-problem-row').filter({ hasText: problemId }).waitFor();
    }
    const root = await login(api, ROOT.username, ROOT.password);
    const problems = (await call(api, root, 'GET', `/api/get-contest-problem?cid=${cid}`)).body.data as Array<{ displayId: string; pid: number }>;
    const pidOf = (displayId: string) => problems.find((p) => p.displayId === displayId)?.pid as number;
    expect(problems.map((p) => p.displayId).sort()).toEqual(['A', 'B']);

    // 2. alice registers in the password dialog; bob through the API; no submission without it
    const alice = await contextOf(ALICE);
    await alice.page.goto(`${site.base}/contest/${cid}?l=en-US`);
    await alice.page.getByTestId('contest-open-register').waitFor();
    await hydrated(alice.page);
    await alice.page.getByTestId('contest-open-register').click();
    await alice.page.getByTestId('contest-password-input').fill(PASSWORD);
    await alice.page.getByTestId('contest-register').click();
    await alice.page.getByTestId('contest-registered').waitFor();
    const bob = await login(api, BOB.username, BOB.password);
    const submit = async (client: Client, displayId: string, code: string, language = 'Python3') => {
      const res = await call(api, client, 'POST', '/api/submit-problem-judge', { pid: pidOf(displayId), cid, language, code });
      expect([res.code, res.body.msg]).toEqual([200, expect.anything()]);
      return (await verdictOf(api, client, res.body.data.submitId, 180_000)).status;
    };
    expect((await call(api, bob, 'POST', '/api/submit-problem-judge', { pid: pidOf('A'), cid, language: 'Python3', code: AC_A })).code).toBe(403);
    expect((await call(api, bob, 'POST', '/api/register-contest', { cid, password: PASSWORD })).code).toBe(200);

    // 3. judged by the real judge: alice's A first (first blood); bob WA, CE (not counted), AC on A, WA on B
    const aliceClient = await login(api, ALICE.username, ALICE.password);
    expect(await submit(aliceClient, 'A', AC_A)).toBe(JudgeStatus.ACCEPTED);
    expect(await submit(bob, 'A', WA)).toBe(JudgeStatus.WRONG_ANSWER);
    expect(await submit(bob, 'A', CE, 'C++ 17 With O2')).toBe(JudgeStatus.COMPILE_ERROR);
    expect(await submit(bob, 'A', AC_A)).toBe(JudgeStatus.ACCEPTED);
    expect(await submit(bob, 'B', WA)).toBe(JudgeStatus.WRONG_ANSWER);

    await alice.page.goto(`${site.base}/contest/${cid}/rank?l=en-US`);
    await alice.page.getByTestId('board-row').nth(1).waitFor();
    await hydrated(alice.page);
    // both solved one; alice's penalty is her minute, bob's his minute + 20 (the CE is no try)
    expect(await alice.page.getByTestId('board-row').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-username'), r.getAttribute('data-rank')]))).toEqual([['alice', '1'], ['bob', '2']]);
    expect(await cell(alice.page, 'alice', 'A').getAttribute('data-kind')).toBe('firstBlood');
    expect(await cell(alice.page, 'bob', 'A').getAttribute('data-kind')).toBe('accepted');
    expect(await cell(alice.page, 'bob', 'A').innerText()).toContain('(-1)');
    expect(await cell(alice.page, 'bob', 'B').getAttribute('data-kind')).toBe('rejected');
    expect(await alice.page.getByTestId('board-sealed').count()).toBe(0);

    // 4. the seal from now on (the admin's edit); bob's AC on B after it
    const contest = (await call(api, root, 'GET', `/api/admin/contest?cid=${cid}`)).body.data;
    // (the judge is quick: everything above may lie within a second, so the seal is now, not a moment ago)
    const edited = await call(api, root, 'PUT', '/api/admin/contest', { ...contest, sealRank: true, sealRankTime: new Date().toISOString() });
    expect([edited.code, edited.body.msg]).toEqual([200, expect.anything()]);
    expect(await submit(bob, 'B', AC_B, 'C++ 17 With O2')).toBe(JudgeStatus.ACCEPTED);

    // to alice: a pending try, the ranks as they were
    await alice.page.reload();
    await alice.page.getByTestId('board-sealed').waitFor();
    await alice.page.getByTestId('board-row').nth(1).waitFor();
    expect(await cell(alice.page, 'bob', 'B').getAttribute('data-kind')).toBe('pending');
    // the WA before the seal is a rejected try, the AC after it a pending one
    expect((await cell(alice.page, 'bob', 'B').innerText()).replace(/\s+/g, '')).toBe('?(-1)?1');
    const sealed = await tableOf(alice.page);
    expect(sealed.map((r) => r.slice(0, 2))).toEqual([['1', 'alice'], ['2', 'bob']]);
    await alice.page.screenshot({ path: join(ARTIFACTS, 'contest-e2e-sealed-user.png'), fullPage: true });

    // to the admin: the real board, bob first with two solved (his B the first AC of B)
    await admin.page.goto(`${site.base}/contest/${cid}/rank?l=en-US`);
    await admin.page.getByTestId('board-row').nth(1).waitFor();
    expect(await cell(admin.page, 'bob', 'B').getAttribute('data-kind')).toBe('firstBlood');
    expect((await tableOf(admin.page)).map((r) => r.slice(0, 2))).toEqual([['1', 'bob'], ['2', 'alice']]);

    // 5. a guest's outside scoreboard: alice's sealed table
    const guest = await contextOf();
    await guest.page.goto(`${site.base}/contest/acm-scoreboard/${cid}?l=en-US`);
    await guest.page.getByTestId('board-row').nth(1).waitFor();
    expect(await tableOf(guest.page)).toEqual(sealed);
    await guest.page.screenshot({ path: join(ARTIFACTS, 'contest-e2e-outside.png'), fullPage: true });

    for (const who of [admin, alice, guest]) {
      expect(who.errors).toEqual([]);
      await who.context.close();
    }
  });
});
