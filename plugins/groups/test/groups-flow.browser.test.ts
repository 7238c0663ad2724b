import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_SWITCHES_REPOSITORY } from '@oj/core';
import type { Browser, Page } from 'playwright-core';
import { ZipWriter } from '../../../adapters/src/testing/zip';
import { freshDatabase, type TestDatabase } from '../../../adapters/src/testing/test-database';
import { call } from '../../../web/server/testing/api-call';
import { createUser, login, type Client } from '../../../web/server/testing/accounts';
import { ARTIFACTS, hydrated, launchBrowser, signedInPage } from '../../../web/server/testing/browser';
import { startBuiltSite, type BuiltSite } from '../../../web/server/testing/built-site';
import { startTestSite } from '../../../web/server/testing/test-site';

// Issue 22's browser check, one class from start to end against the built site (`npm run build`, every plugin)
// and its in-process judge: a teacher creates a private group; a student applies with the code and a reason;
// the teacher accepts; the teacher adds a group problem, a group training with it and a group contest with it;
// the student solves the training problem (C, judged for real), takes the contest (C++, judged for real) and
// posts in the group discussion; an outsider sees none of it (closed tabs, refused direct URLs, absent from the
// public lists). Only the accounts, the site's creation switches and a training category are set up through
// the API: they are not part of the flow.

jest.setTimeout(240_000);

const ROOT = { username: 'root', password: 'root-pass-1' };
const TEACHER = { username: 'teacher', password: 'teacher-pw-1' };
const STUDENT = { username: 'student', password: 'student-pw-1' };
const OUTSIDER = { username: 'outsider', password: 'outsider-pw-1' };
const CODE = 'c7x2qp';
const GROUP = 'Tuesday Algorithms';
const SHORT_NAME = 'tuecls';
const PROBLEM_ID = `${SHORT_NAME}1001`;
const PROBLEM_TITLE = 'Homework Sum';
const TRAINING = 'Week 1 homework';
const CONTEST = 'Class Exam';
const DISCUSSION = 'Overflow in the homework';
// one line each, so the editor's auto-indent has nothing to change (no #include line needed either)
const AC_C = 'int scanf(const char*,...);int printf(const char*,...);int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}';
const AC_CPP = 'extern "C" int scanf(const char*,...);extern "C" int printf(const char*,...);int main(){long long a=0,b=0;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}';
// the Contest and Discussion tabs ask for the group admins' list to know whether to show the admin controls; a
// member's 403 (and a guest's 401) is the browser's own log of that answer, not an error of the page
const MEMBER_PAGE = { ignore: /40[13]/ };
const IN_PROGRESS = ['9', '5', '6', '7'];

describe("a class in a private group, in Chromium, with the site's judge", () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  let gid: number;
  let tid: number;
  let cid: number;
  let did: number;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, TEACHER.username, TEACHER.password);
    await createUser(seed, STUDENT.username, STUDENT.password);
    await createUser(seed, OUTSIDER.username, OUTSIDER.password);
    // a new teacher has no AC yet: the group and discussion creation switches let them (and the student) create
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({
      defaultCreateGroupACInitValue: 0, defaultSubmitInterval: 0, defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 100,
    });
    await seed.close();
    site = await startBuiltSite({
      DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'embedded', JUDGE_SLOTS: '2', JUDGE_WORK_DIR: join(tmpdir(), 'oj-groups-flow-browser-test'),
    });
    // a training needs a category (03 §8): the site's own, made by the super admin
    const root = await login({ url: site.base }, ROOT.username, ROOT.password, '10.22.8.1');
    const category = await call({ url: site.base }, root, 'POST', '/api/admin/training/category', { name: 'Homework', color: '#1c7ed6' });
    if (category.code !== 200) throw new Error(`category: ${category.code} ${category.body.msg}`);
    browser = await launchBrowser();
  }, 120_000);

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

  /** Types `code` into the problem page's editor in `language`, submits, and answers the verdict's status. */
  async function solve(page: Page, language: string, code: string): Promise<string | null> {
    const editor = page.locator('[data-monaco-ready=true]');
    await editor.waitFor({ timeout: 60_000 });
    await page.getByTestId('editor-language').click();
    await page.getByRole('option', { name: language, exact: true }).click();
    await editor.locator('.view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(code);
    await page.getByTestId('submit-button').click();
    const tag = page.getByTestId('submit-status');
    await tag.waitFor();
    const deadline = Date.now() + 90_000;
    while (IN_PROGRESS.includes((await tag.getAttribute('data-status')) ?? '')) {
      // still Pending: is judge-runner/dist/native/sbx-run built (npm run build:native -w @oj/judge-runner)?
      if (Date.now() > deadline) throw new Error(`no verdict (status ${await tag.getAttribute('data-status')})`);
      await page.waitForTimeout(200);
    }
    return tag.getAttribute('data-status');
  }

  it('the teacher creates a private group', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, '/group');
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-form').waitFor();
    await page.getByTestId('group-name').fill(GROUP);
    await page.getByTestId('group-short-name').fill(SHORT_NAME);
    await page.getByTestId('group-brief').fill('Tuesday evening class');
    await page.getByTestId('group-description').fill('Homework every week, an exam at the end.');
    await page.getByTestId('group-auth').getByText('Private').click();
    await page.getByTestId('group-code').fill(CODE);
    await page.getByTestId('group-submit').click();
    await toast(page, 'Create Successfully');
    const card = page.getByTestId('group-card').filter({ hasText: GROUP });
    await card.waitFor();
    gid = Number(await card.getAttribute('data-group-id'));
    expect(gid).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the student applies with the code and a reason; the teacher accepts', async () => {
    const student = await signedInPage(browser, site.base, STUDENT, MEMBER_PAGE);
    await open(student.page, '/group');
    await student.page.getByTestId('group-card').filter({ hasText: GROUP }).click();
    await student.page.waitForURL(`**/group/${gid}`);
    await student.page.getByTestId('group-apply').click();
    await student.page.getByTestId('group-apply-dialog').waitFor();
    await student.page.getByTestId('group-apply-code').fill(CODE);
    await student.page.getByTestId('group-apply-reason').fill('I am in the Tuesday class');
    await student.page.getByTestId('group-apply-submit').click();
    await toast(student.page, 'Apply Successfully');
    await student.page.getByTestId('group-applying').waitFor();
    expect(student.errors).toEqual([]);
    await student.context.close();

    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-tab-member').click();
    await page.waitForURL(`**/group/${gid}/member`);
    const application = page.getByTestId('group-apply-row').filter({ hasText: STUDENT.username });
    await application.waitFor();
    expect(await application.textContent()).toContain('I am in the Tuesday class');
    await application.getByTestId('group-apply-accept').click();
    await toast(page, 'Update Successfully');
    await page.getByTestId('group-member-row').filter({ hasText: STUDENT.username }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the teacher adds a group problem, a group training with it and a group contest with it', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, TEACHER);
    // the problem: the core's problem form, the group's short name fixed before the id, test data with the gid
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-tab-problem').click();
    await page.getByTestId('group-problem-create').click();
    await page.getByTestId('problem-form').waitFor();
    expect(await page.getByTestId('problem-problemId-prefix').textContent()).toBe(SHORT_NAME);
    await page.getByTestId('problem-problemId').fill('1001');
    await page.getByTestId('problem-title').fill(PROBLEM_TITLE);
    await page.getByTestId('problem-input').fill('Two integers a and b (|a|, |b| ≤ 10^18 / 2).');
    await page.getByTestId('problem-output').fill('Their sum.');
    const zip = await new ZipWriter().zip([
      { name: '1.in', data: Buffer.from('1 2\n') },
      { name: '1.out', data: Buffer.from('3\n') },
      { name: '2.in', data: Buffer.from('400000000000000000 500000000000000000\n') },
      { name: '2.out', data: Buffer.from('900000000000000000\n') },
    ]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('case-upload').click();
    await (await chooser).setFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
    await toast(page, 'Upload Testcase Successfully');
    await page.getByTestId('problem-save').click();
    await page.waitForURL(`${site.base}/group/${gid}/problem?admin=true`);
    await page.locator(`[data-testid=group-problem-admin-row][data-problem-id=${PROBLEM_ID}]`).waitFor();

    // the training: the group's Training tab, the training form, then Add from group problems
    await page.getByTestId('group-tab-training').click();
    await page.getByTestId('group-training-create').first().click();
    await page.getByTestId('training-form').waitFor();
    await page.getByTestId('training-title-input').fill(TRAINING);
    await page.getByTestId('training-description-input').fill('Solve **Homework Sum** before Tuesday.');
    await page.getByTestId('training-save').click();
    await page.waitForURL(`**/group/${gid}/training/admin*`);
    const trainingRow = page.getByTestId('group-training-admin-row').filter({ hasText: TRAINING });
    await trainingRow.getByTestId('group-training-problems').click();
    await page.waitForURL(/\/training\/\d+\/problem-admin/);
    tid = Number(/\/training\/(\d+)\/problem-admin/.exec(page.url())?.[1]);
    expect(tid).toBeGreaterThan(0);
    await page.getByTestId('open-add-from-group').click();
    await page.getByTestId('group-problem-id').fill(PROBLEM_ID);
    await page.getByTestId('group-problem-add').click();
    await page.locator(`[data-testid=group-training-problem-row][data-problem-id=${PROBLEM_ID}]`).waitFor();

    // the contest: the group's Contest tab, the contest form (started a minute ago), then Add from group problems
    await open(page, `/group/${gid}/contest`);
    await page.getByTestId('group-contest-create').click();
    await page.getByTestId('contest-form').waitFor();
    await page.getByTestId('contest-title-input').fill(CONTEST);
    await page.getByTestId('contest-description-input').fill('The end-of-term exam.');
    // datetime-local takes the browser's local time
    const [start, end] = await page.evaluate(() => {
      const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      return [local(Date.now() - 60_000), local(Date.now() + 2 * 3_600_000)];
    });
    await page.getByTestId('contest-start-input').fill(start);
    await page.getByTestId('contest-end-input').fill(end);
    await page.getByTestId('contest-save').click();
    await page.getByTestId('group-contest-tab').waitFor();
    await page.getByTestId('group-contest-admin-toggle').click();
    const contestRow = page.getByTestId('group-contest-admin-row').filter({ hasText: CONTEST });
    await contestRow.getByTestId('group-contest-problems').click();
    await page.getByTestId('group-contest-problem-list').waitFor();
    await page.getByTestId('group-contest-add-group').click();
    await page.getByTestId('group-contest-group-problem-id').fill(PROBLEM_ID);
    await page.getByTestId('group-contest-group-display-id').fill('A');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByTestId('group-contest-problem-row').filter({ hasText: PROBLEM_TITLE }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'groups-flow-contest-problems.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the student solves the training problem in C, judged for real', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, STUDENT, MEMBER_PAGE);
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-tab-training').click();
    await page.getByTestId('group-training-link').filter({ hasText: TRAINING }).click();
    await page.waitForURL(`**/group/${gid}/training/${tid}*`);
    await page.getByTestId('tab-problems').click();
    await page.getByTestId('training-problem-row').filter({ hasText: PROBLEM_TITLE }).click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problem/${PROBLEM_ID}*`);
    expect(await solve(page, 'C', AC_C)).toBe('0');
    await page.screenshot({ path: join(ARTIFACTS, 'groups-flow-training-ac.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the student takes the group contest in C++, judged for real', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, STUDENT, MEMBER_PAGE);
    await open(page, `/group/${gid}/contest`);
    await page.getByTestId('group-contest-card').filter({ hasText: CONTEST }).getByTestId('group-contest-link').click();
    await page.waitForURL(/\/contest\/\d+/);
    cid = Number(/\/contest\/(\d+)/.exec(page.url())?.[1]);
    expect(cid).toBeGreaterThan(0);
    await hydrated(page);
    await page.waitForFunction(`document.querySelector('[data-testid=tab-problems]')?.disabled === false`);
    await page.getByTestId('tab-problems').click();
    await page.getByTestId('contest-problem-row').first().click();
    await page.waitForURL(`**/contest/${cid}/problem/A*`);
    expect(await solve(page, 'C++ 17 With O2', AC_CPP)).toBe('0');
    await page.screenshot({ path: join(ARTIFACTS, 'groups-flow-contest-ac.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the student posts in the group discussion', async () => {
    const { context, page, errors } = await signedInPage(browser, site.base, STUDENT, MEMBER_PAGE);
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-tab-discussion').click();
    await page.getByTestId('group-discussion-board').waitFor();
    await page.getByTestId('discussion-post').click();
    await page.getByTestId('editor-title').fill(DISCUSSION);
    await page.getByTestId('editor-description').fill('int was too small for test 2');
    await page.getByTestId('editor-content').fill('Use `long long`: the sum needs **64 bits**.');
    await page.getByTestId('editor-submit').click();
    await toast(page, 'Post successfully');
    const card = page.getByTestId('discussion-card').filter({ hasText: DISCUSSION });
    await card.waitFor();
    did = Number(await card.getAttribute('data-did'));
    expect(did).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, 'groups-flow-discussion.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an outsider none of it: closed tabs, refused direct URLs, nothing in the public lists', async () => {
    // the refusals are logged by the browser (403/404 answers): expected here
    const { context, page } = await signedInPage(browser, site.base, OUTSIDER, { ignore: /40[134]/ });
    await open(page, `/group/${gid}`);
    await page.getByTestId('group-apply').waitFor();
    for (const tab of ['problem', 'training', 'contest', 'discussion', 'submission', 'member', 'rank']) {
      expect([tab, await page.getByTestId(`group-tab-${tab}`).isDisabled()]).toEqual([tab, true]);
    }
    const secrets = [PROBLEM_TITLE, TRAINING, CONTEST, DISCUSSION];
    const shows = async () => {
      const text = (await page.locator('body').textContent()) ?? '';
      return secrets.filter((s) => text.includes(s));
    };
    for (const path of [
      `/group/${gid}/problem`,
      `/group/${gid}/problem/${PROBLEM_ID}`,
      `/group/${gid}/training`,
      `/group/${gid}/training/${tid}`,
      `/group/${gid}/training/${tid}/problem/${PROBLEM_ID}`,
      `/group/${gid}/contest`,
      `/group/${gid}/discussion`,
      `/group/${gid}/discussion-detail/${did}`,
      `/problem/${PROBLEM_ID}`,
      `/training/${tid}`,
      `/contest/${cid}`,
      `/contest/${cid}/problem/A`,
      `/discussion-detail/${did}`,
      // the public lists
      '/problem',
      '/training',
      '/contest',
      '/discussion',
      '/status',
    ]) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      expect([path, await shows()]).toEqual([path, []]);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'groups-flow-outsider.png'), fullPage: true });
    await context.close();

    // and the API behind those pages refuses the same rows
    const t = { url: site.base };
    const outsider: Client = await login(t, OUTSIDER.username, OUTSIDER.password, '10.22.8.3');
    for (const path of [
      `/api/get-problem-detail?problemId=${PROBLEM_ID}`,
      `/api/get-problem-detail?problemId=${PROBLEM_ID}&gid=${gid}`,
      `/api/group/get-problem-list?gid=${gid}`,
      `/api/get-training-detail?tid=${tid}`,
      `/api/group/get-training-list?gid=${gid}`,
      `/api/get-contest-info?cid=${cid}`,
      `/api/group/get-contest-list?gid=${gid}`,
      `/api/get-discussion-detail?did=${did}`,
      `/api/group/get-discussion-list?gid=${gid}`,
    ]) {
      expect([path, (await call(t, outsider, 'GET', path)).code]).not.toEqual([path, 200]);
    }
    const listed = JSON.stringify([
      (await call(t, outsider, 'GET', '/api/get-problem-list?limit=50')).body,
      (await call(t, outsider, 'GET', '/api/get-training-list?limit=50')).body,
      (await call(t, outsider, 'GET', '/api/get-contest-list?limit=50')).body,
      (await call(t, outsider, 'GET', '/api/get-discussion-list?limit=50')).body,
      (await call(t, outsider, 'GET', '/api/get-submission-list?limit=50')).body,
    ]);
    expect(secrets.filter((s) => listed.includes(s))).toEqual([]);
    expect(listed).not.toContain(PROBLEM_ID);
  });
});
