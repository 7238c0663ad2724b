import { join } from 'node:path';
import { MESSAGE_PORT, SYS_NOTICE_REPOSITORY, SysNoticePushJob, USER_REPOSITORY, type MessageSource } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The message centre in Chromium against the built site (`npm run build`): the header's badge counts what
// the port delivered, /message opens the discuss tab, each tab's badge goes once its list is opened (and the
// header's with it), a message is deleted, a tab is cleared, a system notice shows its markdown.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const ANN = { username: 'ann', password: 'ann-pw-123' };
const BOB = { username: 'bob', password: 'bob-pw-123' };

describe('the message centre in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, ANN.username, ANN.password);
    await createUser(seed, 'bob', 'bob-pw-123');
    const users = seed.site.container.get(USER_REPOSITORY);
    const ann = (await users.findByUsername('ann'))!.uid;
    const bob = (await users.findByUsername('bob'))!.uid;
    const root = (await users.findByUsername('root'))!.uid;
    const source = (extra: Partial<MessageSource>): MessageSource => ({ type: 'Discussion', id: 1, title: 'How to read input fast', url: '/discussion-detail/1', senderId: bob, ...extra });
    const port = seed.site.container.get(MESSAGE_PORT);
    await port.post(ann, 'discuss', source({ content: 'Use a buffered reader', quote: { type: 'Discussion', id: 1, content: 'How do I read input fast?' } }));
    await port.post(ann, 'discuss', source({ content: 'Or scanf' }));
    await port.post(ann, 'reply', source({ content: 'Thanks, that works', url: '/discussion-detail/1#comment-2', quote: { type: 'Comment', id: 2, content: 'Use a buffered reader' } }));
    await port.post(ann, 'like', source({}));
    await port.post(ann, 'like', source({}));
    // a feature's notice quoting what a user wrote (a reported discussion's title with markup of its own)
    await port.post(bob, 'mine', {
      type: 'Report', id: 1, title: 'Spam', url: '/discussion-detail/1', senderId: null, noticeTitle: 'Your report has been handled',
      content: 'Your report of "<span style="position:fixed;inset:0;background:red">Free **gift**</span> [claim](javascript:alert(1))" has been handled.',
    });
    await seed.site.container.get(SYS_NOTICE_REPOSITORY).create(root, { title: 'Maintenance tonight', content: 'The judge is **down** at 02:00', type: 'All', recipientId: null });
    await seed.site.container.get(SysNoticePushJob).runOnce();
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const badgeText = (page: Page, testId: string) => page.getByTestId(testId).textContent();
  const waitForBadge = async (page: Page, testId: string, count: number | null) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const n = await page.getByTestId(testId).count();
      const text = n ? ((await badgeText(page, testId)) ?? '') : '';
      if (count === null ? n === 0 : text.includes(String(count))) return;
      if (Date.now() > deadline) throw new Error(`${testId} shows '${text}', not ${count ?? 'nothing'}`);
      await page.waitForTimeout(100);
    }
  };

  /** The header's user menu names the unread total ('ann, 5 unread messages'); no label when nothing is unread. */
  const waitForMenuUnread = async (page: Page, count: number) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const label = await page.getByTestId('user-menu').getAttribute('aria-label');
      if (count === 0 ? label === null : label?.includes(`${count} unread`)) return;
      if (Date.now() > deadline) throw new Error(`the user menu says '${label}', not ${count} unread`);
      await page.waitForTimeout(100);
    }
  };

  it('shows the badge, the tabs and their lists, marks read, deletes one and clears a tab', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, ANN, { width: 1280 });
    await page.goto(`${site.base}/home?l=en-US`);
    await hydrated(page);
    // 2 comments + 1 reply + 1 like (two clicks, one message) + 1 system notice
    await waitForMenuUnread(page, 5);

    await page.goto(`${site.base}/message?l=en-US`);
    await page.waitForURL(`${site.base}/message/discuss?l=en-US`);
    await hydrated(page);
    const discuss = page.getByTestId('message-list-discuss');
    await discuss.waitFor();
    const items = discuss.getByTestId('message-item');
    expect(await items.count()).toBe(2);
    // shown with the unread dot once; the server has marked them read meanwhile
    expect(await discuss.getByTestId('message-unread-dot').count()).toBe(2);
    const first = items.first();
    expect(await first.getByTestId('message-sender').textContent()).toBe('bob');
    expect(await first.textContent()).toContain('commented on your discussion');
    expect(await first.getByTestId('message-content').textContent()).toBe('Or scanf');
    expect(await items.nth(1).getByTestId('message-quote').textContent()).toContain('How do I read input fast?');
    expect(await first.getByTestId('message-source').getAttribute('href')).toBe('/discussion-detail/1');
    await waitForBadge(page, 'message-tab-badge-discuss', null);
    await waitForBadge(page, 'message-tab-badge-reply', 1);
    await waitForBadge(page, 'message-tab-badge-sys', 1);
    await waitForMenuUnread(page, 3);
    await page.screenshot({ path: join(ARTIFACTS, 'message-centre-discuss.png'), fullPage: true });

    // the like tab: one message for two clicks; deleting it leaves the tab empty
    await page.getByTestId('message-tab-like').click();
    await page.waitForURL(/\/message\/like/);
    const likes = page.getByTestId('message-list-like');
    await likes.getByTestId('message-item').first().waitFor();
    expect(await likes.getByTestId('message-item').count()).toBe(1);
    expect(await likes.textContent()).toContain('liked your discussion');
    await likes.getByTestId('message-delete').click();
    await likes.getByTestId('message-empty').waitFor();

    // the sys tab: title and markdown
    await page.getByTestId('message-tab-sys').click();
    const sys = page.getByTestId('message-list-sys');
    await sys.getByTestId('message-title').waitFor();
    expect(await sys.getByTestId('message-title').textContent()).toBe('Maintenance tonight');
    expect(await sys.locator('strong').textContent()).toBe('down');
    await page.screenshot({ path: join(ARTIFACTS, 'message-centre-sys.png'), fullPage: true });
    await waitForMenuUnread(page, 1);

    // clear the discuss tab (asked first)
    await page.getByTestId('message-tab-discuss').click();
    await page.getByTestId('message-list-discuss').getByTestId('message-item').first().waitFor();
    await page.getByTestId('message-clean-all').click();
    await page.getByTestId('message-clean-confirm').click();
    await page.getByTestId('message-list-discuss').getByTestId('message-empty').waitFor();

    // the reply tab's source link leads to the comment
    await page.getByTestId('message-tab-reply').click();
    const reply = page.getByTestId('message-list-reply');
    await reply.getByTestId('message-item').waitFor();
    expect(await reply.getByTestId('message-source').getAttribute('href')).toBe('/discussion-detail/1#comment-2');
    await waitForMenuUnread(page, 0);

    // the Chinese page
    await page.goto(`${site.base}/message/sys?l=zh-CN`);
    await page.getByTestId('message-tab-sys').getByText('系统通知').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a feature's notice that quotes a user's text through the user allow-list: no style, no script link", async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, BOB, { width: 1280 });
    await page.goto(`${site.base}/message/mine?l=en-US`);
    const mine = page.getByTestId('message-list-mine');
    await mine.getByTestId('message-title').waitFor();
    const content = mine.getByTestId('message-content');
    expect(await content.locator('strong').textContent()).toBe('gift');
    expect(await content.locator('[style], a').count()).toBe(0);
    expect((await content.textContent())?.trim()).toBe('Your report of "Free gift claim" has been handled.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
