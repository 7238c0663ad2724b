import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AmqpJudgeQueue } from '@oj/adapters';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { ZipWriter } from '../../adapters/src/archive/zip-writer.js';
import { sharedJudge } from '../../judge-runner/src/testing/shared-judge.js';
import { postHeartbeat } from '../../judge-runner/src/worker/heartbeat.js';
import { JudgeWorker } from '../../judge-runner/src/worker/judge-worker.js';
import { ARTIFACTS, launchBrowser, seriousViolations } from './testing/browser.js';
import { createUser } from './testing/accounts.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The admin problem pages in Chromium against the built site (needs `npm run build`): a problem made
// through the form with a zip of test cases, found in the list, edited, its auth changed; the tags
// page; and refusals from the client's checks and from the server, each shown where the admin looks.

const ROOT = { username: 'root', password: 'root-pass-1' };
/** A 1×1 PNG for the statement's image upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PROBLEM_ID = 'T1001';
const PROBLEM_ADMIN = { username: 'probadmin', password: 'probadm-pw1' };
const USER = { username: 'plainuser', password: 'user-pw-1' };
const SECRET = 'admin-problems-runner-secret';
const RUNNER = 'admin-problems-runner';

describe('the admin problem pages in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let queue: AmqpJudgeQueue;
  let worker: JudgeWorker;
  const errors: string[] = [];
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, PROBLEM_ADMIN.username, PROBLEM_ADMIN.password, ['problem_admin']);
    await createUser(seed, USER.username, USER.password);
    await seed.close();
    // a runner of our own on the site's RabbitMQ, for checker compiles; it reports only when a test says so
    site = await startBuiltSite({ DATABASE_URL: db.url, ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote', SEED_PROBLEMS: 'true', JUDGE_SECRET: SECRET, AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace });
    queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace });
    // a checker compile needs no test data
    const noData = { manifest: () => Promise.reject(new Error('no test data')), file: () => Promise.reject(new Error('no test data')) };
    worker = new JudgeWorker({ name: RUNNER, queue, slots: [await sharedJudge()], testData: noData, logger: { info: () => undefined, warn: () => undefined, error: () => undefined } });
    await worker.start();
    base = site.base;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/admin/login?l=en-US`);
    await page.getByLabel('Username').fill(ROOT.username);
    await page.getByLabel('Password').fill(ROOT.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/admin/dashboard`);
    // a menu click before the first page has hydrated can leave the admin layout on its loading state
    await page.getByTestId('dashboard-users').waitFor();
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await context?.close();
    await browser?.close();
    await site?.close();
    await db?.drop();
    // last, once nothing consumes it any more: the namespace's queues go (a running consumer would declare them again)
    await queue?.destroy();
    await queue?.close();
  });

  /** The error shown under a form field, by the field's test id. */
  const fieldError = (testId: string) => page.locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) }).locator('.mantine-InputWrapper-error');
  const toast = (text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first();

  it('lists the problem pages in the admin menu', async () => {
    for (const [id, path] of [['problems', '/admin/problems'], ['problem-create', '/admin/problem/create'], ['problem-tag', '/admin/problem/tag'], ['problem-batch', '/admin/problem/batch-operation']]) {
      await page.getByTestId(`admin-nav-${id}`).click();
      await page.waitForURL(`${base}${path}`);
    }
  });

  it('opens the problem pages to a problem admin, and to no ordinary user', async () => {
    for (const [account, allowed] of [[PROBLEM_ADMIN, true], [USER, false]] as const) {
      const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await other.newPage();
      await tab.goto(`${base}/admin/login?l=en-US`);
      await tab.getByLabel('Username').fill(account.username);
      await tab.getByLabel('Password').fill(account.password);
      await tab.getByRole('button', { name: 'Login' }).click();
      if (allowed) {
        await tab.waitForURL(`${base}/admin/dashboard`);
        await tab.getByTestId('dashboard-users').waitFor();
        for (const id of ['problems', 'problem-create', 'problem-tag', 'problem-batch']) expect(await tab.getByTestId(`admin-nav-${id}`).isVisible()).toBe(true);
        await tab.getByTestId('admin-nav-problem-tag').click();
        await tab.getByTestId('tag-create').waitFor();
      } else {
        await tab.getByTestId('error-toast').waitFor();
      }
      for (const path of ['/admin/problems', '/admin/problem/create', '/admin/problem/edit/1', '/admin/problem/tag', '/admin/problem/batch-operation']) {
        await tab.goto(`${base}${path}?l=en-US`);
        if (allowed) expect(new URL(tab.url()).pathname).toBe(path);
        else expect(new URL(tab.url()).pathname).toBe('/admin/login');
      }
      await other.close();
    }
  });

  it('creates a problem with a zip of test cases, after the client and the server refused what was missing', async () => {
    await page.goto(`${base}/admin/problem/create?l=en-US`);
    await page.getByTestId('problem-save').waitFor();
    // the defaults of 03 §9
    expect(await page.getByTestId('problem-timeLimit').inputValue()).toBe('1000');
    expect(await page.getByTestId('problem-memoryLimit').inputValue()).toBe('256');
    expect(await page.getByTestId('problem-stackLimit').inputValue()).toBe('128');

    // the page's own checks: required fields, File IO names
    await page.getByTestId('problem-isFileIO').evaluate((el) => (el as unknown as { click(): void }).click());
    await page.getByTestId('problem-save').click();
    await fieldError('problem-title').getByText('This field is required').waitFor();
    await fieldError('problem-ioReadFileName').getByText('When the read/write mode is File IO the input file name or output file name cannot be empty').waitFor();
    await page.getByTestId('problem-isFileIO').evaluate((el) => (el as unknown as { click(): void }).click());

    await page.getByTestId('problem-problemId').fill('T 1001');
    await page.getByTestId('problem-title').fill('Sum of two');
    await page.getByTestId('problem-description').fill('Add **two** numbers.');
    // the statement's preview is the site's markdown
    await page.locator('.mantine-InputWrapper-root', { has: page.getByTestId('problem-description') }).getByText('Preview').click();
    await page.getByTestId('problem-description-preview').locator('strong', { hasText: 'two' }).waitFor();
    // an image uploaded into the input description is linked where the cursor was
    const imageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Image: Input' }).click();
    await (await imageChooser).setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForFunction(() => {
      const doc = (globalThis as unknown as { document: { querySelector(selector: string): { value: string } | null } }).document;
      return doc.querySelector('[data-testid=problem-input]')?.value.startsWith('![pixel.png](') === true;
    });
    await page.getByTestId('problem-input').fill('Two integers a and b.');
    await page.getByTestId('problem-output').fill('Their sum.');
    await page.getByTestId('example-input').fill('1 2');
    await page.getByTestId('example-output').fill('3');

    // a tag twice is refused
    await page.getByTestId('tag-name').fill('Math');
    await page.getByTestId('tag-add').click();
    await page.getByTestId('tag-name').fill('math');
    await page.getByTestId('tag-add').click();
    await toast('Add Tag Error').waitFor();
    expect(await page.getByTestId('problem-tag').count()).toBe(1);

    // a checker compile with no runner online: the server's message in the Compile Error dialog
    await page.getByTestId('judge-mode').getByText('Special judge').click();
    // the checker's code is a monaco editor
    await page.getByTestId('checker-code').locator('[data-monaco-ready=true]').waitFor();
    await page.getByTestId('checker-code').locator('.view-lines').click();
    await page.keyboard.insertText('int main() { return nope; }');
    await page.getByTestId('checker-compile').click();
    await page.getByTestId('compile-error').getByText('no judge runner is online', { exact: false }).waitFor();
    expect(await page.getByRole('dialog').getByText('Compile Error').isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    // with a runner: the compiler's message, then 'Compiled Successfully'
    await postHeartbeat(base, SECRET, { name: RUNNER, languages: [{ key: 'C', version: 'test' }], unavailable: [], slots: 1, busy: 0, load: [0, 0, 0], version: 'test' });
    await page.getByTestId('checker-compile').click();
    await page.getByTestId('compile-error').locator('pre', { hasText: '‘nope’ undeclared' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    expect(await page.getByText('Compile the code before saving').isVisible()).toBe(true);
    await page.getByTestId('checker-code').locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('int main(void) { return 0; }');
    await page.getByTestId('checker-compile').click();
    await toast('Compiled Successfully').waitFor();
    expect(await page.getByText('Compile the code before saving').count()).toBe(0);
    await page.getByTestId('judge-mode').getByText('Default (compare the output)').click();

    // not a zip: the server's message
    const badChooser = page.waitForEvent('filechooser');
    await page.getByTestId('case-upload').click();
    await (await badChooser).setFiles({ name: 'cases.txt', mimeType: 'text/plain', buffer: Buffer.from('1 2') });
    await toast('Upload Testcase Failed: please upload a .zip file').waitFor();
    expect(await page.getByTestId('case-row').count()).toBe(0);

    // the zip of test cases
    const zip = await new ZipWriter().zip([
      { name: '1.in', data: Buffer.from('1 2\n') },
      { name: '1.out', data: Buffer.from('3\n') },
      { name: '2.in', data: Buffer.from('5 7\n') },
      { name: '2.out', data: Buffer.from('12\n') },
    ]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('case-upload').click();
    await (await chooser).setFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
    await toast('Upload Testcase Successfully').waitFor();
    expect(await page.getByTestId('case-row').count()).toBe(2);

    // the server's check: a display id with a space
    await page.getByTestId('problem-save').click();
    await fieldError('problem-problemId').getByText('The problem id may hold letters, digits, - and _ only').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/problem/create');

    await page.getByTestId('problem-problemId').fill(PROBLEM_ID);
    await page.screenshot({ path: join(ARTIFACTS, 'admin-problem-create.png'), fullPage: true });
    await page.getByTestId('problem-save').click();
    await page.waitForURL(`${base}/admin/problems`);
    await page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`).waitFor();
  });

  it('finds the problem in the list, edits it, and changes its auth', async () => {
    await page.goto(`${base}/admin/problems?l=en-US`);
    await page.getByTestId('problem-keyword').fill(PROBLEM_ID);
    await page.getByTestId('problem-keyword').press('Enter');
    await page.waitForURL(/keyword=T1001/);
    const row = page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`);
    await row.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'admin-problems.png'), fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/problem\/edit\/\d+$/);
    expect(await page.getByTestId('problem-title').inputValue()).toBe('Sum of two');
    expect(await page.getByTestId('problem-tag').textContent()).toContain('Math');
    expect(await page.getByTestId('case-row').count()).toBe(2);
    await page.getByTestId('problem-title').fill('Sum of two numbers');
    await page.getByTestId('problem-save').click();
    await page.waitForURL(`${base}/admin/problems`);
    await page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`).getByText('Sum of two numbers').waitFor();

    const auth = page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`).getByTestId('problem-auth');
    await auth.click();
    await page.getByRole('option', { name: 'Private' }).click();
    await toast('Update Successfully').waitFor();
    await page.reload();
    expect(await page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`).getByTestId('problem-auth').inputValue()).toBe('Private');
  });

  it('makes the problem OI with subtasks: scores split evenly, group numbers required, both kept', async () => {
    await page.goto(`${base}/admin/problems?l=en-US`);
    await page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/problem\/edit\/\d+$/);
    await page.getByTestId('problem-type').getByText('OI').click();
    // 03 §4: choosing OI splits 100 points over the cases
    expect(await page.getByTestId('case-score').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value))).toEqual(['50', '50']);
    await page.getByTestId('judge-case-mode').click();
    await page.getByRole('option', { name: 'Subtask: lowest score' }).click();
    await page.getByTestId('case-group').first().waitFor();
    await page.getByTestId('problem-save').click();
    await page.getByTestId('cases-error').getByText('In a subtask mode every case needs its group number').waitFor();
    await page.getByTestId('case-group').nth(0).fill('1');
    await page.getByTestId('case-group').nth(1).fill('2');
    await page.getByTestId('case-score').nth(0).fill('40');
    await page.getByTestId('case-score').nth(1).fill('60');
    await page.getByTestId('problem-save').click();
    await page.waitForURL(`${base}/admin/problems`);

    await page.locator(`[data-testid=problem-row][data-problem-id=${PROBLEM_ID}]`).getByRole('link', { name: 'Edit' }).click();
    await page.getByTestId('case-group').first().waitFor();
    const values = (testId: string) => page.getByTestId(testId).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
    expect(await values('case-score')).toEqual(['40', '60']);
    expect(await values('case-group')).toEqual(['1', '2']);
    expect(await page.getByTestId('judge-case-mode').inputValue()).toBe('Subtask: lowest score');
  });

  it('opens every problem of the bank in the editor and saves it: seeded special and interactive judges compile first, missing input/output descriptions are filled', async () => {
    await page.goto(`${base}/admin/problems?l=en-US&limit=50`);
    await page.getByTestId('problem-row').first().waitFor();
    const pids = await page.getByTestId('problem-row').evaluateAll((rows) => rows.map((r) => (r as unknown as { querySelector(s: string): { textContent: string } }).querySelector('td:nth-child(2)').textContent));
    expect(pids.length).toBeGreaterThan(1);
    for (const pid of pids) {
      await page.goto(`${base}/admin/problem/edit/${pid}?l=en-US`);
      await page.getByTestId('problem-save').waitFor();
      expect(await page.getByTestId('problem-title').inputValue()).not.toBe('');
      // the form requires input and output descriptions, which an imported statement may lack
      for (const field of ['problem-input', 'problem-output']) {
        if ((await page.getByTestId(field).inputValue()) === '') await page.getByTestId(field).fill('See the description.');
      }
      // an imported (seeded) checker has not compiled yet: the page says so, and a compile lets the save through
      if (await page.getByText('Compile the code before saving').count()) {
        await postHeartbeat(base, SECRET, { name: RUNNER, languages: [{ key: 'C', version: 'test' }, { key: 'C++', version: 'test' }], unavailable: [], slots: 1, busy: 0, load: [0, 0, 0], version: 'test' });
        await page.getByTestId('checker-compile').click();
        await page.getByText('Compile the code before saving').waitFor({ state: 'detached', timeout: 60_000 });
      }
      await page.getByTestId('problem-save').click();
      await page.waitForURL(`${base}/admin/problems`);
    }
    expect(errors).toEqual([]);
  });

  it('shows the form in Chinese, with no serious accessibility problem', async () => {
    await page.goto(`${base}/admin/problem/create?l=zh-CN`);
    await page.getByRole('heading', { name: '创建题目', level: 2 }).waitFor();
    await page.getByTestId('problem-isFileIO').evaluate((el) => (el as unknown as { click(): void }).click());
    for (const label of ['展示 ID', '时间限制 (ms)', '内存限制 (MB)', '栈限制 (MB)', '难度', '评测模式', '测试点模式', '输入文件名', '输出文件名']) {
      expect([label, await page.locator('label', { hasText: label }).count()]).toEqual([label, 1]);
    }
    expect(await seriousViolations(page, '[data-testid=problem-form]')).toEqual([]);
    await page.goto(`${base}/admin/problems?l=en-US`);
  });

  it('refuses an export with nothing selected', async () => {
    await page.goto(`${base}/admin/problems?l=en-US`);
    await page.getByTestId('problem-export').click();
    await toast('Please select at least one problem to export').waitFor();
  });

  it('exports the problem from the batch page and imports it back as a new problem', async () => {
    await page.goto(`${base}/admin/problem/batch-operation?l=en-US`);
    await page.getByTestId('batch-export').click();
    await toast('Please select at least one problem to export').waitFor();
    await page.getByRole('checkbox', { name: `Select ${PROBLEM_ID}` }).check();
    const download = page.waitForEvent('download');
    await page.getByTestId('batch-export').click();
    const zip = await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    const card = page.getByTestId('import-hoj');
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByTestId('import-hoj-upload').click();
    const result = card.getByTestId('import-result');
    await result.getByRole('link').first().waitFor();
    expect(await result.getByRole('link').first().textContent()).toContain('Sum of two numbers');
    // the export list reads again after an import
    await page.getByTestId('batch-problem-row').filter({ hasText: 'Sum of two numbers' }).nth(1).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'admin-problem-batch.png'), fullPage: true });
    // the bank's seeded problems are there too: count ours
    await page.goto(`${base}/admin/problems?l=en-US&keyword=${encodeURIComponent('Sum of two numbers')}`);
    await page.getByTestId('problem-row').nth(1).waitFor();
    expect(await page.getByTestId('problem-row').count()).toBe(2);
  });

  it('creates and deletes a tag and a classification on the tags page', async () => {
    await page.goto(`${base}/admin/problem/tag?l=en-US`);
    await page.getByTestId('tag-create').click();
    await page.getByTestId('tag-name-input').fill('Graph');
    await page.getByTestId('tag-save').click();
    const row = page.locator('[data-testid=tag-row][data-name=Graph]');
    await row.waitFor();
    // the same name again is the server's 'Duplicate tag'
    await page.getByTestId('tag-create').click();
    await page.getByTestId('tag-name-input').fill('Graph');
    await page.getByTestId('tag-save').click();
    await toast('Duplicate tag').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: join(ARTIFACTS, 'admin-problem-tag.png'), fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete').click();
    await row.waitFor({ state: 'detached' });

    // a classification, and a tag filed under it
    await page.getByTestId('classification-create').click();
    await page.getByTestId('classification-name').fill('Algorithms');
    await page.getByTestId('classification-rank').fill('1');
    await page.getByTestId('classification-save').click();
    await page.getByTestId('classification-row').getByText('Algorithms').waitFor();
    await page.locator('[data-testid=tag-row][data-name=Math]').getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('tag-classification').click();
    await page.getByRole('option', { name: 'Algorithms' }).click();
    await page.getByTestId('tag-save').click();
    await page.locator('[data-testid=tag-row][data-name=Math]').getByText('Algorithms').waitFor();
    await page.getByTestId('classification-row').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId('classification-row').waitFor({ state: 'detached' });
    await page.locator('[data-testid=tag-row][data-name=Math]').getByText('Unclassified').waitFor();
    expect(errors).toEqual([]);
  });
});
