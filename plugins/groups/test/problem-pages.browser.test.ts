import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { ZipWriter } from '../../../adapters/src/testing/zip';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';

// The group problem pages in Chromium against the built site (`npm run build`; the groups plugin's API and the
// group page's layout merged): a teacher creates a group problem through the core's problem form (the short
// name a fixed prefix, the test data uploaded with the group's gid), finds it in the admin list and edits it
// without the prefix; a member sees it in the Problem tab and opens it in full screen (GroupFullProblemDetails)
// and the Submission tab; an outsider sees none of it; the application to make it public is agreed on the
// admin's examine page, after which it is a public problem.

jest.setTimeout(300_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const TEACHER = { username: 'teacher', password: 'teacher-pw-1' };
const STUDENT = { username: 'student', password: 'student-pw-1' };
const OUTSIDER = { username: 'outsider', password: 'outsider-pw-1' };
const SHORT_NAME = 'algcls';
const PROBLEM_ID = `${SHORT_NAME}1001`;

describe('the group problem pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let gid: number;
  let teacher: Client;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    // an admin creates groups without the AC and count limits (03 §9 creation switches)
    await createUser(seed, TEACHER.username, TEACHER.password, ['admin']);
    await createUser(seed, STUDENT.username, STUDENT.password);
    await createUser(seed, OUTSIDER.username, OUTSIDER.password);
    await seed.close();
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password });
    const t = { url: site.base };
    teacher = await login(t, TEACHER.username, TEACHER.password, '10.22.9.1');
    const student = await login(t, STUDENT.username, STUDENT.password, '10.22.9.2');
    const created = await call(t, teacher, 'POST', '/api/group', { name: 'Algorithm Class', shortName: SHORT_NAME, brief: 'The weekly class', description: 'Problems of the week.', auth: 1 });
    if (created.code !== 200) throw new Error(`create group: ${created.code} ${created.body.msg}`);
    gid = created.body.data.id;
    // a public group is joined at once (03 §4)
    const joined = await call(t, student, 'POST', `/api/group/member?gid=${gid}`, { gid });
    if (joined.code !== 200) throw new Error(`join: ${joined.code} ${joined.body.msg}`);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
  });

  const open = async (page: Page, path: string) => {
    await page.goto(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`);
    await hydrated(page);
  };
  const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

  it("creates a group problem through the core's form: the short name fixed before the id, the test data uploaded with the gid", async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, `/group/${gid}/problem`);
    await page.getByTestId('group-problem-create').click();
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('problem-problemId-prefix').textContent()).toBe(SHORT_NAME);
    await page.getByTestId('problem-problemId').fill('1001');
    await page.getByTestId('problem-title').fill('Sum of two');
    await page.getByTestId('problem-input').fill('Two integers a and b.');
    await page.getByTestId('problem-output').fill('Their sum.');
    const zip = await new ZipWriter().zip([
      { name: '1.in', data: Buffer.from('1 2\n') },
      { name: '1.out', data: Buffer.from('3\n') },
    ]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('case-upload').click();
    await (await chooser).setFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
    await toast(page, 'Upload Testcase Successfully');
    await page.getByTestId('problem-save').click();
    await page.waitForURL(`${site.base}/group/${gid}/problem?admin=true`);
    const row = page.locator(`[data-testid=group-problem-admin-row][data-problem-id=${PROBLEM_ID}]`);
    await row.waitFor();
    expect(await row.getAttribute('data-managed')).toBe('true');
    await page.screenshot({ path: join(ARTIFACTS, 'group-problem-admin.png'), fullPage: true });

    // the edit form shows the id without the short name
    await row.getByTestId('group-problem-edit').click();
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('problem-problemId').inputValue()).toBe('1001');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a member the Problem tab, the problem in full screen (GroupFullProblemDetails) and the Submission tab', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, STUDENT);
    await open(page, `/group/${gid}/problem`);
    const row = page.locator(`[data-testid=group-problem-row][data-problem-id=${PROBLEM_ID}]`);
    await row.waitFor();
    // no Create or Problem Admin for a member
    expect(await page.getByTestId('group-problem-create').count()).toBe(0);
    await page.getByTestId('group-problem-tags-toggle').click();
    await page.getByTestId('group-problem-tags').first().waitFor();
    await row.getByText('Sum of two').click();
    await page.waitForURL(`${site.base}/group/${gid}/problem/${PROBLEM_ID}/full-screen?gid=${gid}`);
    await page.locator('[data-testid=problem-view][data-full-screen=true]').waitFor();
    // the switcher lists the group's problems
    await page.getByTestId('full-screen-nav').getByText(`${PROBLEM_ID} Sum of two`).waitFor();

    await open(page, `/group/${gid}/problem/${PROBLEM_ID}`);
    await page.getByTestId('problem-view').waitFor();
    // a submission made in the group (gid) is listed in the Submission tab and opens in the group's detail page
    const student = await login({ url: site.base }, STUDENT.username, STUDENT.password, '10.22.9.4');
    const detail = await call({ url: site.base }, student, 'GET', `/api/get-problem-detail?problemId=${PROBLEM_ID}&gid=${gid}`);
    const submitted = await call({ url: site.base }, student, 'POST', '/api/submit-problem-judge', { pid: detail.body.data.problem.id, gid, cid: 0, language: detail.body.data.languages[0], code: 'print(3)', isRemote: false });
    expect(submitted.code).toBe(200);
    const submitId: number = submitted.body.data.submitId;
    await open(page, `/group/${gid}/status`);
    await page.getByTestId('status-page').waitFor();
    const link = page.getByTestId('status-row').getByTestId('submission-link');
    expect(await link.textContent()).toBe(String(submitId));
    await link.click();
    await page.waitForURL(`${site.base}/group/${gid}/submission-detail/${submitId}`);
    await page.getByText(PROBLEM_ID).first().waitFor();
    expect(await page.getByTestId('group-submission-unavailable').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an outsider none of the group's problems", async () => {
    const { context, page } = await signedInPage(browser, site.base, OUTSIDER, { ignore: /40[134]/ });
    await open(page, `/group/${gid}/problem`);
    await page.locator('[data-testid=group-tab-closed], [data-testid=group-no-access]').first().waitFor();
    expect(await page.getByTestId('group-problem-row').count()).toBe(0);
    const outsider = await login({ url: site.base }, OUTSIDER.username, OUTSIDER.password, '10.22.9.3');
    expect((await call({ url: site.base }, outsider, 'GET', `/api/get-problem-detail?problemId=${PROBLEM_ID}&gid=${gid}`)).code).not.toBe(200);
    expect((await call({ url: site.base }, outsider, 'GET', `/api/get-problem-detail?problemId=${PROBLEM_ID}`)).code).not.toBe(200);
    await context.close();
  });

  it("makes the problem public once the site admin agrees to the teacher's application (03 §4)", async () => {
    const { context, page } = await signedInPage(browser, site.base, TEACHER);
    await open(page, `/group/${gid}/problem?admin=true`);
    const row = page.locator(`[data-testid=group-problem-admin-row][data-problem-id=${PROBLEM_ID}]`);
    await row.getByTestId('apply-public').click();
    await page.getByTestId('group-problem-confirm').click();
    await toast(page, 'Apply Successfully');
    await context.close();

    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${site.base}/admin/login?l=en-US`);
    await adminPage.getByLabel('Username').fill(ROOT.username);
    await adminPage.getByLabel('Password').fill(ROOT.password);
    await adminPage.getByRole('button', { name: 'Login' }).click();
    await adminPage.waitForURL(`${site.base}/admin/dashboard`);
    await adminPage.getByTestId('dashboard-users').waitFor();
    await adminPage.goto(`${site.base}/admin/group-problem/apply?l=en-US`);
    const applying = adminPage.locator(`[data-testid=examine-row][data-problem-id=${PROBLEM_ID}]`);
    await applying.waitFor();
    expect(await applying.getByTestId('examine-state').textContent()).toBe('Applying');
    await applying.getByTestId('examine-agree').click();
    await adminPage.getByTestId('group-problem-confirm').click();
    await adminPage.locator(`[data-testid=examine-row][data-problem-id=${PROBLEM_ID}] [data-testid=examine-state]`, { hasText: 'Public' }).waitFor();
    await adminPage.screenshot({ path: join(ARTIFACTS, 'group-problem-examine.png'), fullPage: true });
    await admin.close();

    // now a public problem: anyone opens it in the bank
    expect((await call({ url: site.base }, undefined, 'GET', `/api/get-problem-detail?problemId=${PROBLEM_ID}`)).code).toBe(200);
  });
});
