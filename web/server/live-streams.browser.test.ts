import type { Browser } from 'playwright-core';
import { openStream, type OpenStream } from './testing/event-stream.js';
import { launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';

// Issue 18 item 11: a page whose live-update stream is refused (the session already holds 6) follows its
// submissions by the spec's polling instead. Needs `npm run build`.

jest.setTimeout(120_000);

const ROOT = { username: 'root', password: 'root-pass-1' };

describe('a refused live-update stream in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  let token: string;
  const held: OpenStream[] = [];

  beforeAll(async () => {
    // remote judging and no runner: a submission stays Pending, so the page keeps following it
    site = await startBuiltSite({ ADMIN_PASSWORD: ROOT.password, SEED_PROBLEMS: 'true', JUDGE_MODE: 'remote' });
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROOT) });
    token = login.headers.get('authorization') as string;
    const detail = (await (await fetch(`${site.base}/api/get-problem-detail?problemId=1000`)).json()) as { data: { problem: { id: number } } };
    const submitted = await fetch(`${site.base}/api/submit-problem-judge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ pid: detail.data.problem.id, language: 'Python3', code: 'print(sum(map(int, input().split())))\n' }),
    });
    expect(submitted.status).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const s of held) s.close();
    await browser?.close();
    await site?.close();
  });

  it('polls check-submissions-status when the session already holds 6 streams', async () => {
    for (let i = 0; i < 6; i++) held.push(await openStream(`${site.base}/api/submission-events?submitIds=1`, { authorization: token }));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'oj_session', value: token, url: site.base }]);
    const page = await context.newPage();
    // Chromium logs the refused stream itself; nothing else may go wrong
    const errors = pageErrors(page, /submission-events|status of 429/);
    const refused: number[] = [];
    let polled = 0;
    page.on('response', (res) => {
      if (res.url().includes('/api/submission-events')) refused.push(res.status());
      if (res.url().includes('/api/check-submissions-status')) polled++;
    });
    await page.goto(`${site.base}/status?l=en-US`);
    await page.getByTestId('status-row').first().waitFor();
    for (let i = 0; i < 100 && polled < 2; i++) await page.waitForTimeout(100);
    expect(refused).toContain(429);
    // the spec's 2-second polling took over (the first read after open is not made: the stream never opened)
    expect(polled).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
