import { join } from 'node:path';
import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { call } from '../../../web/server/testing/api-call';
import { ARTIFACTS, hydrated, launchBrowser, seriousViolations, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';
import discussions from '../src/index';

// The discussions plugin's pages in Chromium against the built site (`npm run build`), one site for both
// checks of issue 20: (1) stored XSS — hostile markdown posted by an ordinary user in a discussion, a comment
// and a reply never runs and leaves no visible debris; (2) the flow — a user posts, another comments and
// likes, the first sees the badge and the messages, opens the source, deletes a message; an admin pins and
// handles a report, and the reporter is told.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ANN = { username: 'ann', password: 'ann-pw-123' };
const BOB = { username: 'bob', password: 'bob-pw-123' };
const MOD = { username: 'dadmin', password: 'admin-pw-1' };

/** Each payload tries to set `window.__xss` or call alert; the words around them are what a reader should see. */
const PAYLOADS = [
  'Hello <script>window.__xss = 1; alert(1)</script> world',
  'Image <img src=x onerror="window.__xss=2;alert(2)"> gone',
  'Vector <svg onload="window.__xss=3"><circle r="5"/></svg> gone',
  'Nested <svg><script>window.__xss=4</script></svg> gone',
  '[click me](javascript:window.__xss=5) and [data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="javascript:window.__xss=6">raw link</a> <a href="&#106;avascript:window.__xss=7">encoded link</a>',
  'Frame <iframe src="javascript:window.__xss=8"></iframe> gone',
  '<p style="position:fixed;inset:0;z-index:9999;background:red" class="mantine-Overlay-root">styled</p>',
  '<style>body{display:none}</style>Style gone',
  '<details open ontoggle="window.__xss=9"><summary>toggle</summary>inside</details>',
  '<input autofocus onfocus="window.__xss=10"><button onclick="window.__xss=11">button</button>',
  '![pic](javascript:window.__xss=12) [ref link][r]\n\n[r]: javascript:window.__xss=13',
  'Maths stay: $a+b$ and `code <b>`',
].join('\n\n');
/** What shows of the payloads: their words, nothing of their markup. */
const CLEAN_WORDS = ['Hello', 'world', 'Image', 'Vector', 'Nested', 'click me', 'data link', 'raw link', 'encoded link', 'Frame', 'styled', 'Style gone', 'toggle', 'button', 'pic', 'ref link', 'Maths stay', 'code <b>'];
/** Debris: escaped tags, the sanitiser's marks, the payloads' code shown as text. */
const DEBRIS = /<(script|svg|img|iframe|style|input|a |p )|\[removed\]|javascript|onerror|onload|__xss|alert\(|body\{/i;

describe('the discussion pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let ann: Client;
  let bob: Client;
  const api = (client: Client | undefined, method: string, path: string, body?: unknown) => call({ url: site.base }, client, method, path, body);

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db, [discussions]);
    await createUser(seed, ANN.username, ANN.password);
    await createUser(seed, BOB.username, BOB.password);
    await createUser(seed, MOD.username, MOD.password, ['admin']);
    // nobody has accepted problems on a fresh site: the AC init values would refuse every post
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    ann = await login({ url: site.base }, ANN.username, ANN.password, '10.60.0.1');
    bob = await login({ url: site.base }, BOB.username, BOB.password, '10.60.0.2');
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  /** A page whose alert and `window.__xss` are watched from before the site's first script. */
  const watched = async (account: { username: string; password: string }) => {
    const signed = await signedInPage(browser, site.base, account);
    await signed.page.addInitScript(() => {
      const w = window as unknown as { __alerts: unknown[]; alert: (m?: unknown) => void };
      w.__alerts = [];
      w.alert = (m?: unknown) => void w.__alerts.push(m);
    });
    return signed;
  };
  const ran = (page: Page) => page.evaluate(() => ({ xss: (window as unknown as { __xss?: unknown }).__xss ?? null, alerts: (window as unknown as { __alerts: unknown[] }).__alerts }));
  /** Every user-markdown block on the page: nothing that can run or restyle, and only clean words. */
  const checkRendered = async (page: Page, testId: string) => {
    const blocks = page.getByTestId(testId);
    expect(await blocks.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await blocks.count()); i++) {
      const block = blocks.nth(i);
      const found = await block.evaluate((el) => ({
        format: el.querySelector('.oj-markdown')?.getAttribute('data-format'),
        dangerous: el.querySelectorAll('script, svg:not(.katex *), iframe, style, input, button, object, embed, [onerror], [onload], [onclick], [onfocus], [ontoggle], a[href^="javascript" i], a[href^="data" i], img[src^="javascript" i]').length,
        styled: [...el.querySelectorAll('[style], [class]')].filter((x) => !x.closest('.katex') && !x.classList.contains('katex') && !x.classList.contains('oj-markdown') && !x.className.toString().startsWith('hljs') && !x.className.toString().startsWith('language-') && !x.className.toString().startsWith('mantine-TypographyStylesProvider')).map((x) => x.outerHTML.slice(0, 80)),
        text: (el as HTMLElement).innerText,
      }));
      expect(found.format).toBe('user');
      expect(found.dangerous).toBe(0);
      expect(found.styled).toEqual([]);
      expect(found.text).not.toMatch(DEBRIS);
      for (const word of CLEAN_WORDS) expect(found.text).toContain(word);
    }
  };

  it('never runs the stored payloads of an ordinary user in a discussion, a comment and a reply, and shows clean text', async () => {
    const created = await api(ann, 'POST', '/api/discussion', { title: 'Payloads <img src=x onerror=alert(9)>', description: 'All of them', categoryId: 1, content: PAYLOADS });
    expect(created.code).toBe(200);
    const did = created.body.data.id as number;
    expect((await api(bob, 'POST', '/api/comment', { did, content: PAYLOADS })).code).toBe(200);
    const commentId = (await api(bob, 'GET', `/api/comments?did=${did}`)).body.data.commentList.records[0].id as number;
    expect((await api(ann, 'POST', '/api/reply', { reply: { commentId, content: PAYLOADS }, did, quoteId: commentId, quoteType: 'Comment' })).code).toBe(200);

    const { context, page, errors } = await watched(BOB);
    await page.goto(`${site.base}/discussion-detail/${did}?l=en-US`);
    await page.getByTestId('discussion-content').waitFor();
    await page.getByTestId('reply-content').first().waitFor();
    // the title is the author's text, shown as text
    expect(await page.getByTestId('discussion-detail-title').textContent()).toBe('Payloads <img src=x onerror=alert(9)>');
    for (const testId of ['discussion-content', 'comment-content', 'reply-content']) await checkRendered(page, testId);
    // maths and code still render in user content
    expect(await page.getByTestId('discussion-content').locator('.katex').count()).toBe(1);
    // the refused markdown links are text; the raw anchors are left without an address, and a click on them
    // (and on the details' summary) does nothing hostile
    const detailUrl = page.url();
    const anchors = page.getByTestId('discussion-content').locator('a');
    expect(await anchors.allTextContents()).toEqual(['raw link', 'encoded link']);
    for (let i = 0; i < 2; i++) {
      expect(await anchors.nth(i).getAttribute('href')).toBeNull();
      await anchors.nth(i).click();
    }
    await page.getByTestId('discussion-content').getByText('toggle').click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(detailUrl);
    // nothing covers the page: the like button is the topmost element at its own centre
    const like = page.getByTestId('discussion-like');
    expect(await like.evaluate((el) => { const r = el.getBoundingClientRect(); return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); })).toBe(true);
    expect(await ran(page)).toEqual({ xss: null, alerts: [] });
    await page.screenshot({ path: join(ARTIFACTS, 'discussion-xss.png'), fullPage: true });

    // the list shows the card (its description), and the author's own editor preview is just as clean
    await page.goto(`${site.base}/discussion?l=en-US`);
    await page.getByTestId('discussion-card').first().waitFor();
    expect(await ran(page)).toEqual({ xss: null, alerts: [] });
    expect(errors.filter((e) => !/CSP violation/.test(e))).toEqual([]);
    // the site's policy had nothing to block: no hostile script or handler reached the page
    expect(errors.filter((e) => /CSP violation/.test(e))).toEqual([]);
    await context.close();
  });

  it('posts, comments, likes, tells the author through the message centre, pins and handles a report', async () => {
    // what ann's inbox held before (the first test's comment on her discussion)
    const unread = async (client: Client) => Object.values((await api(client, 'GET', '/api/msg/unread')).body.data as Record<string, number>).reduce((a, b) => a + b, 0);
    const before = await unread(ann);
    // a guest is asked to log in first
    const guest = await signedInPage(browser, site.base);
    await guest.page.goto(`${site.base}/discussion?l=en-US`);
    await guest.page.getByTestId('discussion-post').click();
    await guest.page.getByText('Please login first').first().waitFor();
    await guest.context.close();

    // ann posts through the full-screen dialog; the form says what is missing (in Chinese too)
    const a = await signedInPage(browser, site.base, ANN);
    await a.page.goto(`${site.base}/discussion?l=zh-CN`);
    await a.page.getByTestId('discussion-post').click();
    await a.page.getByTestId('editor-submit').click();
    await a.page.getByText('标题不能为空').waitFor();
    await a.page.goto(`${site.base}/discussion?l=en-US`);
    await a.page.getByTestId('discussion-post').click();
    await a.page.getByTestId('editor-title').fill('Fast input in C++');
    await a.page.getByTestId('editor-description').fill('How do I read a million numbers?');
    await a.page.getByTestId('editor-content').fill('I use `cin`. Is $O(n)$ reading **fast enough**?');
    await a.page.getByTestId('editor-submit').click();
    await a.page.getByText('Post successfully').first().waitFor();
    const card = a.page.getByTestId('discussion-card').filter({ hasText: 'Fast input in C++' });
    await card.waitFor();
    const did = Number(await card.getAttribute('data-did'));
    await a.page.screenshot({ path: join(ARTIFACTS, 'discussion-list.png'), fullPage: true });
    // the board itself (the success toast's close button is the site's own)
    expect(await seriousViolations(a.page, '[data-testid=discussion-board]')).toEqual([]);

    // bob comments and likes the discussion, then reports it
    const b = await signedInPage(browser, site.base, BOB);
    await b.page.goto(`${site.base}/discussion-detail/${did}?l=en-US`);
    await b.page.getByTestId('discussion-content').locator('strong').getByText('fast enough').waitFor();
    await b.page.getByTestId('comment-box-input').fill('Use `scanf` or sync_with_stdio(false)');
    await b.page.getByTestId('comment-box-submit').click();
    await b.page.getByTestId('comment').first().getByText('sync_with_stdio(false)').waitFor();
    expect(await seriousViolations(b.page, '[data-testid=discussion-detail]')).toEqual([]);
    await b.page.getByTestId('discussion-like').click();
    await b.page.waitForFunction(() => document.querySelector('[data-testid=discussion-like]')?.getAttribute('aria-pressed') === 'true');
    expect(await b.page.getByTestId('discussion-like').textContent()).toContain('1');
    await b.page.getByTestId('discussion-report').click();
    await b.page.getByTestId('report-submit').click();
    await b.page.getByTestId('report-error').getByText('The report label and reason cannot be empty').waitFor();
    await b.page.getByText('Spam ads', { exact: true }).click();
    await b.page.getByTestId('report-reason').fill('Posted twice');
    await b.page.getByTestId('report-submit').click();
    await b.page.getByText('Send successfully').first().waitFor();
    expect(b.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await b.context.close();

    // ann: the header's badge counts the comment and the like; the discuss tab shows bob's comment
    await a.page.goto(`${site.base}/home?l=en-US`);
    await hydrated(a.page);
    expect(await unread(ann)).toBe(before + 2);
    await a.page.waitForFunction((count) => document.querySelector('[data-testid="user-menu"]')?.getAttribute('aria-label')?.includes(`${count} unread`), before + 2);
    await a.page.goto(`${site.base}/message/discuss?l=en-US`);
    const discuss = a.page.getByTestId('message-list-discuss');
    await discuss.getByTestId('message-item').first().waitFor();
    expect(await discuss.getByTestId('message-sender').first().textContent()).toBe('bob');
    expect(await discuss.getByTestId('message-content').first().textContent()).toContain('sync_with_stdio(false)');
    // the source opens the discussion
    await discuss.getByTestId('message-source').first().click();
    await a.page.waitForURL(new RegExp(`/discussion-detail/${did}`));
    await a.page.getByTestId('discussion-detail-title').getByText('Fast input in C++').waitFor();
    // ann edits it: the page shows the saved text, and the edit counts no view (the PUT answers the discussion)
    const viewNum = async () => (await api(ann, 'GET', '/api/get-discussion-list?onlyMine=true')).body.data.records.find((d: { id: number }) => d.id === did).viewNum;
    const viewsBefore = await viewNum();
    const shownBefore = await a.page.getByTestId('discussion-views').textContent();
    await a.page.getByTestId('discussion-edit').click();
    await a.page.getByTestId('editor-content').fill('I use `cin`. Is $O(n)$ reading **fast enough** for ten million numbers?');
    await a.page.getByTestId('editor-submit').click();
    await a.page.getByTestId('discussion-content').getByText('ten million numbers').waitFor();
    expect(await viewNum()).toBe(viewsBefore);
    expect(await a.page.getByTestId('discussion-views').textContent()).toBe(shownBefore);
    // the like message, deleted
    await a.page.goto(`${site.base}/message/like?l=en-US`);
    const likes = a.page.getByTestId('message-list-like');
    await likes.getByTestId('message-item').first().waitFor();
    expect(await likes.getByTestId('message-item').count()).toBe(1);
    await likes.getByTestId('message-delete').click();
    await likes.getByTestId('message-empty').waitFor();
    expect(a.errors).toEqual([]);
    await a.context.close();

    // the admin pins the discussion and handles bob's report
    const m = await signedInPage(browser, site.base, MOD);
    await m.page.goto(`${site.base}/admin/discussion?l=en-US`);
    const row = m.page.locator(`[data-testid=admin-discussion-row][data-did="${did}"]`);
    await row.waitFor();
    // the switch's input is visually hidden under its track: clicked as a keyboard or screen reader would
    await row.getByTestId('admin-discussion-pin').evaluate((el) => (el as HTMLInputElement).click());
    await m.page.getByText('Update Successfully').first().waitFor();
    await m.page.goto(`${site.base}/admin/discussion-report?l=en-US`);
    const report = m.page.getByTestId('admin-report-row').filter({ hasText: 'Fast input in C++' });
    await report.waitFor();
    expect(await report.textContent()).toContain('Spam ads');
    await report.getByTestId('report-handle').click();
    await report.getByTestId('report-handled').waitFor();
    await m.page.screenshot({ path: join(ARTIFACTS, 'discussion-reports.png'), fullPage: true });
    expect(m.errors).toEqual([]);
    await m.context.close();

    // everyone sees the pinned mark; bob is told his report was handled
    const seen = await signedInPage(browser, site.base);
    await seen.page.goto(`${site.base}/discussion?l=en-US`);
    await seen.page.getByTestId('discussion-card').first().getByTestId('pinned-mark').waitFor();
    expect(await seen.page.getByTestId('discussion-card').first().getAttribute('data-did')).toBe(String(did));
    await seen.context.close();
    expect((await api(bob, 'GET', '/api/msg/unread')).body.data.mine).toBe(1);
  });

  it("keeps a contest's Q&A to the asker and the contest's admins, who answer; the answer's message leads back", async () => {
    const root = await login({ url: site.base }, ROOT.username, ROOT.password, '10.60.0.9');
    const now = Date.now();
    const contest = await api(root, 'POST', '/api/admin/contest', { title: 'Weekly Q&A', description: 'Ask here', type: 0, auth: 0, startTime: new Date(now - 3_600_000).toISOString(), endTime: new Date(now + 3_600_000).toISOString() });
    expect(contest.code).toBe(200);
    const cid = contest.body.data.id as number;

    // ann asks through the page: the compact header names the contest and links back to its tabs
    const a = await signedInPage(browser, site.base, ANN);
    await a.page.goto(`${site.base}/contest/${cid}/comment?l=en-US`);
    expect(await a.page.getByTestId('contest-comment-title').textContent()).toBe('Weekly Q&A');
    expect(await a.page.getByTestId('contest-comment').getByRole('link', { name: 'Problems', exact: true }).getAttribute('href')).toBe(`/contest/${cid}/problems`);
    await a.page.getByTestId('comment-box-input').fill('Is n at most 10^5?');
    await a.page.getByTestId('comment-box-submit').click();
    await a.page.getByTestId('comment').getByText('Is n at most 10^5?').waitFor();
    // a contest admin's note shows to ann without a Reply button: the server would refuse her answer (02 §6)
    expect((await api(root, 'POST', '/api/comment', { cid, content: 'Clarification: judges are up' })).code).toBe(200);
    await a.page.reload();
    const note = a.page.getByTestId('comment').filter({ hasText: 'Clarification: judges are up' });
    await note.waitFor();
    expect(await note.getByTestId('comment-reply').count()).toBe(0);
    expect(await a.page.getByTestId('comment').filter({ hasText: 'Is n at most 10^5?' }).getByTestId('comment-reply').count()).toBe(1);

    // bob sees only his own questions and the contest admins' notes
    const b = await signedInPage(browser, site.base, BOB);
    await b.page.goto(`${site.base}/contest/${cid}/comment?l=en-US`);
    await b.page.getByTestId('comment').filter({ hasText: 'Clarification: judges are up' }).waitFor();
    expect(await b.page.getByTestId('comment').filter({ hasText: 'Is n at most 10^5?' }).count()).toBe(0);
    await b.context.close();

    // root, a contest admin, sees ann's question and answers it
    const r = await signedInPage(browser, site.base, ROOT);
    await r.page.goto(`${site.base}/contest/${cid}/comment?l=en-US`);
    const question = r.page.getByTestId('comment').filter({ hasText: 'Is n at most 10^5?' });
    await question.waitFor();
    expect(await question.getByTestId('comment-delete').count()).toBe(1);
    await question.getByTestId('comment-reply').click();
    expect(await r.page.getByTestId('reply-quote').textContent()).toContain('@ann: Is n at most 10^5?');
    await r.page.getByTestId('reply-box-input').fill('Yes: n is at most 10^5');
    await r.page.getByTestId('reply-box-submit').click();
    await question.getByTestId('reply').getByText('Yes: n is at most 10^5').waitFor();
    expect(r.errors).toEqual([]);
    await r.context.close();

    // the answer reaches ann's reply box and its source opens the question
    await a.page.goto(`${site.base}/message/reply?l=en-US`);
    const source = a.page.getByTestId('message-list-reply').getByTestId('message-source').first();
    await source.waitFor();
    await source.click();
    await a.page.waitForURL(new RegExp(`/contest/${cid}/comment#comment-\\d+`));
    await a.page.getByTestId('reply').getByText('Yes: n is at most 10^5').waitFor();
    expect(a.errors).toEqual([]);
    await a.context.close();
  });
});
