import type { Browser } from 'playwright-core';
import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import { RedisCache } from '../../adapters/src/cache/redis-cache.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { createUser } from './testing/accounts.js';
import { launchBrowser } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The submit captcha (01 §5, SUBMIT_CAPTCHA_RATE: 20 submissions in 5 minutes) on the problem page in
// Chromium, against the built site (`npm run build`). No judge runs (JUDGE_MODE remote with the in-process
// queue): the submissions stay Pending, which is all the captcha needs. The site keeps the captcha's answer
// in Redis, where the test reads it as the API test reads the cache.

jest.setTimeout(240_000);

const ALICE = { username: 'alice', password: 'alice-pw-1' };
const CODE = 'print(sum(map(int, input().split())))';
const RATE = 20;

describe('the submit captcha in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let redis: RedisCache;
  let token: string;
  let pid: number;

  async function callApi(method: string, path: string, body?: unknown) {
    const res = await fetch(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`, {
      method,
      headers: { 'content-type': 'application/json', authorization: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads what it needs of the envelope
    return (await res.json()) as { status: number; msg: string; data: any };
  }

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({}, db);
    await createUser(seed, ALICE.username, ALICE.password);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0, waitingSubmissionLimit: 0 });
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, SEED_PROBLEMS: 'true', JUDGE_MODE: 'remote', REDIS_URL: testUrls.redis() });
    redis = RedisCache.connect(testUrls.redis());
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ALICE) });
    token = login.headers.get('authorization') as string;
    pid = (await callApi('GET', '/api/get-problem-detail?problemId=1000')).data.problem.id;
    for (let i = 0; i < RATE; i++) expect((await callApi('POST', '/api/submit-problem-judge', { pid, language: 'Python3', code: `print(${i})` })).status).toBe(200);
    browser = await launchBrowser();
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await redis?.close();
    await site?.close();
    await db?.drop();
  });

  const mySubmissions = async () => (await callApi('GET', '/api/get-submission-list?onlyMine=true&limit=50')).data.total as number;

  it('asks for the captcha after 20 submissions in 5 minutes; the solved captcha lets the submission through', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    expect((await context.request.post(`${site.base}/api/login`, { data: ALICE, headers: { origin: site.base } })).status()).toBe(200);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${site.base}/problem/1000?l=en-US`);
    const editor = page.locator('[data-monaco-ready=true]');
    await editor.waitFor({ timeout: 30_000 });
    await page.getByTestId('editor-language').click();
    await page.getByRole('option', { name: 'Python3', exact: true }).click();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(CODE);

    // the picture the dialog asks for: its key comes with GET /api/captcha
    const picture = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/captcha');
    await page.getByTestId('submit-button').click();
    // a user whose problem mark says they submitted confirms first (these submissions are not judged: no mark)
    const dialog = page.getByTestId('submit-captcha');
    await dialog.or(page.getByTestId('submit-again-confirm')).waitFor();
    if (await page.getByTestId('submit-again-confirm').isVisible()) await page.getByTestId('submit-again-confirm').click();
    await dialog.waitFor();
    await dialog.getByText('Many submissions in a short time: please enter the captcha to submit').waitFor();
    expect(await mySubmissions()).toBe(RATE);

    const { captchaKey } = ((await (await picture).json()) as { data: { captchaKey: string } }).data;
    const answer = await redis.get<string>(`captcha:${captchaKey}`);
    expect(answer).toMatch(/^\w+$/);
    await dialog.getByRole('img').waitFor();
    await dialog.getByLabel('Captcha').fill(answer as string);
    await page.getByTestId('submit-captcha-confirm').click();
    await page.getByText('Submit code successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('submit-status').getAttribute('data-status')).toBe('5');
    expect(await mySubmissions()).toBe(RATE + 1);
    const [latest] = (await callApi('GET', '/api/get-submission-list?onlyMine=true&limit=1')).data.records as Array<{ length: number }>;
    expect(latest.length).toBe(Buffer.byteLength(CODE));
    expect(errors).toEqual([]);
    await context.close();
  });
});
