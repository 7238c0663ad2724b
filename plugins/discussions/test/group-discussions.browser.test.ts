import { join } from 'node:path';
import { SITE_SWITCHES_REPOSITORY, type PluginManifest } from '@oj/core';
import type { Browser } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { call } from '../../../web/server/testing/api-call';
import { ARTIFACTS, launchBrowser, seriousViolations, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { pluginFromSource } from '../../../web/server/testing/plugin-source';
import { startTestSite } from '../../../web/server/testing/test-site';
import discussions from '../src/index';

// The group's Discussion tab in Chromium against the built site (`npm run build`, with the groups plugin and its
// group page layout): a member posts through the dialog, opens the discussion inside the group and comments; the
// group's root pins it from the admin table; an outsider sees none of it; with openGroupDiscussion off the tab's
// pages send home with 'No Access, there is no open group discussion area'.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const OWNER = { username: 'teacher', password: 'teacher-pw-1' };
const MEMBER = { username: 'student', password: 'student-pw-1' };
const OUTSIDER = { username: 'stranger', password: 'stranger-pw-1' };

describe('the group discussion pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let gid: number;
  const api = (client: Client | undefined, method: string, path: string, body?: unknown) => call({ url: site.base }, client, method, path, body);

  beforeAll(async () => {
    const groups = await pluginFromSource('groups');
    if (!groups) throw new Error('the groups plugin is not installed');
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db, [discussions, groups as PluginManifest]);
    for (const account of [OWNER, MEMBER, OUTSIDER]) await createUser(seed, account.username, account.password);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({
      defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0, defaultCreateDiscussionDailyLimit: 100,
      defaultCreateGroupACInitValue: 0, defaultCreateGroupDailyLimit: 100, defaultCreateGroupLimit: 100,
    });
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    const owner = await login({ url: site.base }, OWNER.username, OWNER.password, '10.70.0.1');
    const member = await login({ url: site.base }, MEMBER.username, MEMBER.password, '10.70.0.2');
    const created = await api(owner, 'POST', '/api/group', { name: 'Class of 2026', shortName: 'CLS26', brief: 'Our class', description: 'A class', auth: 1 });
    if (created.code !== 200) throw new Error(`the group: ${created.code} ${created.body.msg}`);
    gid = created.body.data.id;
    // a public group takes its members at once
    const joined = await api(member, 'POST', '/api/group/member', { gid });
    if (joined.code !== 200) throw new Error(`joining: ${joined.code} ${joined.body.msg}`);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  it('lets a member post and comment inside the group, the root pin it, and shows an outsider nothing', async () => {
    const m = await signedInPage(browser, site.base, MEMBER);
    await m.page.goto(`${site.base}/group/${gid}/discussion?l=en-US`);
    await m.page.getByTestId('group-discussion-board').waitFor();
    await m.page.getByTestId('discussion-post').click();
    await m.page.getByTestId('editor-title').fill('Homework 3, question 2');
    await m.page.getByTestId('editor-description').fill('Is the answer modulo 10^9+7?');
    await m.page.getByTestId('editor-content').fill('The statement says **modulo**, but which one?');
    await m.page.getByTestId('editor-submit').click();
    await m.page.getByText('Post successfully').first().waitFor();
    const card = m.page.getByTestId('discussion-card').filter({ hasText: 'Homework 3, question 2' });
    await card.waitFor();
    const did = Number(await card.getAttribute('data-did'));
    expect(await card.getByTestId('discussion-title').getAttribute('href')).toBe(`/group/${gid}/discussion-detail/${did}`);
    expect(await seriousViolations(m.page, '[data-testid=group-discussion-board]')).toEqual([]);
    await m.page.screenshot({ path: join(ARTIFACTS, 'group-discussion-list.png'), fullPage: true });

    await card.getByTestId('discussion-title').click();
    await m.page.waitForURL(`**/group/${gid}/discussion-detail/${did}**`);
    await m.page.getByTestId('discussion-content').locator('strong').getByText('modulo').waitFor();
    await m.page.getByTestId('comment-box-input').fill('I think it is 998244353');
    await m.page.getByTestId('comment-box-submit').click();
    await m.page.getByTestId('comment').first().getByText('998244353').waitFor();
    expect(m.errors).toEqual([]);

    // the group's root pins it from the admin table; every member then sees the mark
    const o = await signedInPage(browser, site.base, OWNER);
    await o.page.goto(`${site.base}/group/${gid}/discussion?l=en-US`);
    await o.page.getByTestId('group-discussion-admin').click();
    const row = o.page.getByTestId('group-discussion-admin-table').locator(`tr[data-did="${did}"]`);
    // Mantine's switch input is visually hidden: click it as the label would
    await row.getByRole('switch', { name: 'Pin' }).evaluate((el) => (el as HTMLInputElement).click());
    await o.page.getByText('Update Successfully').first().waitFor();
    await o.page.getByTestId('group-discussion-admin').click();
    await o.page.getByTestId('discussion-card').filter({ hasText: 'Homework 3, question 2' }).getByTestId('pinned-mark').waitFor();
    await m.page.goto(`${site.base}/group/${gid}/discussion?l=en-US`);
    await m.page.getByTestId('discussion-card').first().getByTestId('pinned-mark').waitFor();

    // an outsider: neither the tab nor the detail shows the discussion
    const x = await signedInPage(browser, site.base, OUTSIDER, { ignore: /40[134]/ });
    for (const path of [`/group/${gid}/discussion`, `/group/${gid}/discussion-detail/${did}`, `/discussion-detail/${did}`]) {
      await x.page.goto(`${site.base}${path}?l=en-US`);
      await x.page.waitForLoadState('networkidle');
      expect([path, await x.page.getByText('Homework 3, question 2').count()]).toEqual([path, 0]);
    }
    for (const s of [m, o, x]) await s.context.close();
  });

  it("sends the tab's pages home while openGroupDiscussion is off", async () => {
    const root = await login({ url: site.base }, ROOT.username, ROOT.password, '10.70.0.9');
    expect((await api(root, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: false })).code).toBe(200);
    try {
      const m = await signedInPage(browser, site.base, MEMBER);
      await m.page.goto(`${site.base}/group/${gid}/discussion?l=en-US`);
      await m.page.waitForURL('**/home**');
      await m.page.getByText('No Access, there is no open group discussion area').first().waitFor();
      await m.context.close();
    } finally {
      await api(root, 'PUT', '/api/admin/switch/update', { openGroupDiscussion: true });
    }
  });
});
