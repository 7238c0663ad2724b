import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { AmqpJudgeQueue } from '@oj/adapters';
import { JUDGE_PROTOCOL_VERSION, SITE_SWITCHES_REPOSITORY, type JudgeRunnerStatus } from '@oj/core';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { postHeartbeat } from '../../judge-runner/src/worker/heartbeat.js';
import { createUser } from './testing/accounts.js';
import { ARTIFACTS, launchBrowser, pageErrors } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { startTestSite } from './testing/test-site.js';

// The 404 page, /developer, the authors' SPA / ADM chips on announcements and ranks, and dates seen from
// another time zone than the server's, in Chromium against the built site (`npm run build`) on the real
// PostgreSQL, Redis and RabbitMQ. No runner judges (JUDGE_MODE remote): one reports through the real
// heartbeat endpoint, and the accepted submissions are set by the super admin's manual judging.

jest.setTimeout(180_000);

// the page.evaluate / waitForFunction callbacks run in Chromium; the test typecheck has no DOM lib
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const document: any, getComputedStyle: any;

const ROOT = { username: 'root', password: 'root-pass-1' };
const KEEPER = { username: 'keeper', password: 'keeper-pw-1' };
const ALICE = { username: 'alice', password: 'alice-pw-1' };
const SECRET = 'shell-pages-browser-judge-secret';
const RUNNER = 'runner-east';
const AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** How a date reads in New York in the page's language: the day, or the day and 24-hour time. */
const inNewYork = (iso: string, locale: string, withTime: boolean) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {}),
  } as Intl.DateTimeFormatOptions).format(new Date(iso));

const beat: JudgeRunnerStatus = {
  name: RUNNER,
  languages: [{ key: 'C', version: '12.2.0' }, { key: 'Python3', version: '3.11.2' }],
  unavailable: [],
  slots: 4,
  busy: 1,
  load: [0.5, 0.25, 0.125],
  version: '0.1.0',
};

describe('the 404 page, system info, author chips and time zones in Chromium', () => {
  let db: TestDatabase;
  let site: BuiltSite;
  let browser: Browser;
  const namespace = `oj-test-${randomBytes(6).toString('hex')}.`;
  const tokens: Record<string, string> = {};

  async function callApi(who: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${site.base}${path}${path.includes('?') ? '&' : '?'}l=en-US`, {
      method,
      headers: { 'content-type': 'application/json', authorization: tokens[who] },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API answers many shapes; the test reads what it needs
    const answer = (await res.json()) as { status: number; msg: string; data: any };
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.msg}`);
    return answer.data;
  }

  /** An Accepted submission of `who` on 1000: no runner judges here, so root cancels it and judges it by hand. */
  async function accepted(who: string, pid: number): Promise<void> {
    const { submitId } = await callApi(who, 'POST', '/api/submit-problem-judge', { pid, language: 'Python3', code: AC });
    await callApi('root', 'GET', `/api/admin/judge/cancel-judge?submitId=${submitId}`);
    await callApi('root', 'GET', `/api/admin/judge/manual-judge?submitId=${submitId}&status=0&score=100`);
  }

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const seed = await startTestSite({ ADMIN_PASSWORD: ROOT.password }, db);
    await createUser(seed, KEEPER.username, KEEPER.password, ['admin']);
    await createUser(seed, ALICE.username, ALICE.password);
    await seed.site.container.get(SITE_SWITCHES_REPOSITORY).update({ defaultSubmitInterval: 0 });
    await seed.close();
    // a Redis database of its own: other suites' cached pages and runners stay out of this one's
    const redis = new URL(testUrls.redis());
    redis.pathname = `/${1 + (randomBytes(1)[0] % 15)}`;
    site = await startBuiltSite({
      DATABASE_URL: db.url, REDIS_URL: redis.toString(), AMQP_URL: testUrls.amqp(), AMQP_NAMESPACE: namespace,
      ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote', JUDGE_SECRET: SECRET, SEED_PROBLEMS: 'true', TZ: 'UTC',
    });
    for (const account of [ROOT, KEEPER, ALICE]) {
      const res = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      expect(res.status).toBe(200);
      tokens[account.username] = res.headers.get('authorization') as string;
    }
    const pid = (await callApi('root', 'GET', '/api/get-problem-detail?problemId=1000')).problem.id as number;
    for (const who of ['alice', 'keeper', 'root']) await accepted(who, pid);
    await callApi('root', 'POST', '/api/admin/announcement', { title: 'Welcome aboard', content: 'Read the **rules**.' });
    browser = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await db?.drop();
    const queue = await AmqpJudgeQueue.open(testUrls.amqp(), { namespace }).catch(() => undefined);
    await queue?.destroy();
    await queue?.close();
  });

  /** A page recording console errors (the browser's own log of a 404 answer aside) and uncaught errors. */
  async function open(options: BrowserContextOptions & { account?: { username: string; password: string } } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const { account, ...contextOptions } = options;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
    if (account) {
      const res = await context.request.post(`${site.base}/api/login`, { data: account, headers: { origin: site.base } });
      expect(res.status()).toBe(200);
    }
    const page = await context.newPage();
    const errors = pageErrors(page, /status of 404/);
    return { context, page, errors };
  }

  for (const [locale, title, home, back] of [
    ['en-US', 'Page not found', 'Go Home', 'Back'],
    ['zh-CN', '页面不存在', '回到首页', '返回'],
  ] as const) {
    it(`shows the 404 page in ${locale}: animated digits, Back to where the visitor was, Go Home`, async () => {
      // a visitor without a reduced-motion preference (the test pages ask for it by default)
      const { context, page, errors } = await open({ reducedMotion: 'no-preference' });
      await page.goto(`${site.base}/acm-rank?l=${locale}`);
      const res = await page.goto(`${site.base}/no/such/page`);
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).getAttribute('aria-label')).toBe('404');
      expect(await page.getByTestId('not-found-digit').allTextContents()).toEqual(['4', '0', '4']);
      // each digit floats, one after another
      const animations = await page.getByTestId('not-found-digit').evaluateAll((digits) =>
        digits.map((d) => ({ name: getComputedStyle(d).animationName, delay: getComputedStyle(d).animationDelay })),
      );
      expect(animations.every((a) => a.name !== 'none')).toBe(true);
      expect(animations.map((a) => a.delay)).toEqual(['0s', '0.2s', '0.4s']);
      await page.screenshot({ path: join(ARTIFACTS, `not-found-${locale}.png`), fullPage: true });

      await page.getByRole('button', { name: back, exact: true }).click();
      await page.waitForURL(/\/acm-rank/);
      await page.getByTestId('rank-table').waitFor();

      await page.goto(`${site.base}/no/such/page`);
      await page.getByRole('link', { name: home, exact: true }).click();
      await page.waitForURL(/\/home$/);
      await page.getByTestId('site-name').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the 404 digits still for a visitor who asks for reduced motion', async () => {
    const { context, page, errors } = await open({ reducedMotion: 'reduce' });
    await page.goto(`${site.base}/nothing-here?l=en-US`);
    await page.getByTestId('not-found-digits').waitFor();
    expect(await page.getByTestId('not-found-digit').evaluateAll((digits) => digits.map((d) => getComputedStyle(d).animationName))).toEqual(['none', 'none', 'none']);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [locale, labels] of [
    ['en-US', { site: 'This site', protocol: 'Judge protocol', running: 'Running', online: 'Online', hidden: "The runners' languages and load are shown to administrators." }],
    ['zh-CN', { site: '本站', protocol: '评测协议', running: '正常', online: '在线', hidden: '评测机的语言和负载仅对管理员显示。' }],
  ] as const) {
    it(`shows /developer in ${locale}: the versions, each service's state and the judge runners`, async () => {
      await postHeartbeat(site.base, SECRET, beat);
      const health = (await (await fetch(`${site.base}/api/health`, { headers: { authorization: tokens.root } })).json()) as { data: { version: string; dependencies: Record<string, unknown> } };
      const { context, page, errors } = await open();
      await page.goto(`${site.base}/developer?l=${locale}`);
      await page.getByTestId('system-info').waitFor();
      const versions = Object.fromEntries(
        await page.getByTestId('system-version').evaluateAll((rows) => rows.map((r) => [r.dataset.part, [r.children[0].textContent, r.children[1].textContent]])),
      );
      expect(versions.site).toEqual([labels.site, health.data.version]);
      expect(versions.node[1]).toBe(`Node.js ${process.versions.node}`);
      expect(versions.database[1]).toMatch(/^PostgreSQL \d+\.\d+$/);
      expect(versions.cache[1]).toMatch(/^Redis \d+\.\d+\.\d+$/);
      expect(versions.queue[1]).toMatch(/^RabbitMQ \d+\.\d+\.\d+$/);
      expect(versions.judgeProtocol).toEqual([labels.protocol, `v${JUDGE_PROTOCOL_VERSION}`]);
      // every service answers here but the judge, whose runner reports without taking work from this queue
      const states = await page.getByTestId('system-service-state').allTextContents();
      expect(states.length).toBe(Object.keys(health.data.dependencies).length);
      expect(states.filter((s) => s === labels.running).length).toBeGreaterThanOrEqual(states.length - 1);
      // a guest sees the runner as the judging queue shows it, without languages or load
      const runner = page.locator(`[data-testid=system-runner][data-name="${RUNNER}"]`);
      expect(await runner.getByTestId('system-runner-state').textContent()).toBe(labels.online);
      expect(await runner.getByTestId('system-runner-languages').count()).toBe(0);
      await page.getByText(labels.hidden).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `developer-${locale}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();

      // an administrator also sees the languages and the load, as the admin's judge view shows them
      const admin = await open({ account: ROOT });
      await admin.page.goto(`${site.base}/developer?l=${locale}`);
      const detailed = admin.page.locator(`[data-testid=system-runner][data-name="${RUNNER}"]`);
      expect(await detailed.getByTestId('system-runner-languages').textContent()).toBe('CPython3');
      expect(await detailed.getByTestId('system-runner-load').textContent()).toBe('0.5 / 0.25 / 0.13');
      expect(await admin.page.getByText(labels.hidden).count()).toBe(0);
      expect(admin.errors).toEqual([]);
      await admin.context.close();
    });
  }

  /** Each chip of `scope`: its name and its badge ('' for none). */
  const chips = (page: Page, scope: string) =>
    page.locator(`${scope} [data-testid=user-chip]`).evaluateAll((all) => all.map((c) => [c.dataset.username, c.querySelector('[data-testid=role-badge]')?.textContent ?? '']));

  it('marks root and admin authors with SPA and ADM on announcements, the rankings and the 7-day AC rank', async () => {
    const { context, page, errors } = await open();
    await page.goto(`${site.base}/home?l=en-US`);
    const announcement = page.getByTestId('announcement-item').filter({ hasText: 'Welcome aboard' });
    expect(await chips(page, '[data-testid=announcement-item]')).toEqual([['root', 'SPA']]);
    expect(await announcement.getByTestId('role-badge').getAttribute('title')).toBe('Super administrator');
    // the detail view carries the same chip
    await announcement.getByTestId('announcement-open').click();
    expect(await page.getByTestId('announcement-detail').getByTestId('role-badge').textContent()).toBe('SPA');
    await page.keyboard.press('Escape');
    await page.getByTestId('recent-ac-rank-row').first().waitFor();
    expect(await chips(page, '[data-testid=recent-ac-rank]')).toEqual([['alice', ''], ['keeper', 'ADM'], ['root', 'SPA']]);
    await page.screenshot({ path: join(ARTIFACTS, 'home-author-chips.png'), fullPage: true });

    for (const path of ['/acm-rank', '/oi-rank']) {
      await page.goto(`${site.base}${path}?l=zh-CN`);
      await page.getByTestId('rank-row').first().waitFor();
      expect((await chips(page, '[data-testid=rank-table]')).sort()).toEqual([['alice', ''], ['keeper', 'ADM'], ['root', 'SPA']]);
      expect(await page.locator('[data-testid=rank-table] [data-role=root]').getAttribute('title')).toBe('超级管理员');
    }
    await page.screenshot({ path: join(ARTIFACTS, 'rank-author-chips.png'), fullPage: true });
    // a chip leads to its user's home
    await page.locator('[data-testid=rank-table] [data-username=keeper] a').click();
    await page.waitForURL(/\/user-home\?uid=.+&username=keeper/);
    await page.getByTestId('user-home-name').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders dates for a browser in New York from a server in UTC without a hydration error', async () => {
    const { context, page, errors } = await open({ timezoneId: 'America/New_York', account: ROOT });
    await postHeartbeat(site.base, SECRET, beat);
    // the server writes the stable UTC form, whatever the visitor's time zone
    const html = await (await context.request.get(`${site.base}/user-home?username=root&l=en-US`)).text();
    expect(html).toMatch(/<time dateTime="[^"]+"[^>]*>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/i);
    for (const [path, ready] of [
      ['/user-home?username=root&l=en-US', 'user-home-recent-login'],
      ['/home?l=zh-CN', 'announcement-item'],
      ['/status?l=en-US', 'status-row'],
      ['/developer?l=zh-CN', 'system-runner'],
    ] as const) {
      await page.goto(`${site.base}${path}`);
      await page.getByTestId(ready).first().waitFor();
      // after hydration each date reads in the page's language and New York's time
      const locale = path.endsWith('en-US') ? 'en-US' : 'zh-CN';
      await page.waitForFunction(() => [...document.querySelectorAll('time')].every((t: { textContent: string }) => !/^\d{4}-\d\d-\d\d/.test(t.textContent)));
      const times = await page.locator('time').evaluateAll((all) => all.map((t) => [t.getAttribute('datetime'), t.textContent]));
      expect(times.length).toBeGreaterThan(0);
      for (const [iso, text] of times) {
        expect([inNewYork(iso as string, locale, true), inNewYork(iso as string, locale, false)]).toContain(text);
      }
    }
    await page.screenshot({ path: join(ARTIFACTS, 'dates-new-york.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
