import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); playwright never downloads a browser of its own here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots land here (a CI artifact folder, ignored by git). */
export const ARTIFACTS = join(__dirname, '..', '..', '..', 'test-artifacts');

/**
 * Chromium for a test. Every page's `goto` and `reload` return only once the site's page has hydrated
 * (see `hydrated`): tests click at once, and under CI load a click on the server-rendered page before React
 * has attached its handlers does nothing (a menu that never opens). A reload the page itself makes (after
 * a login) is not covered: the test waits with `hydrated(page)` there.
 */
/**
 * Pages ask for reduced motion unless a test says otherwise: the site then opens dialogs, menus and the
 * drawer without their transitions (its theme respects the setting), so a test does not wait for them and
 * the browser does not draw them (less CPU on a loaded CI machine).
 */
const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext({ ...REDUCED_MOTION, ...options });
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitingForHydration(await newPage());
    return context;
  };
  // Browser.newPage makes its own context through the client's internals, so it is wrapped on its own
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => waitingForHydration(await newPage({ ...REDUCED_MOTION, ...options }));
  return browser;
}

function waitingForHydration(page: Page): Page {
  page.waitForFunction = ((predicate: string | ((arg: unknown) => unknown), arg?: unknown, options?: { timeout?: number; polling?: number | 'raf' }) =>
    pollInPage(page, predicate, arg, options)) as Page['waitForFunction'];
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  return page;
}

/** axe-core's rules on the page (or inside `selector`): the serious and critical violations, by rule id. */
export async function seriousViolations(page: import('playwright-core').Page, selector?: string): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  // evaluated through the DevTools protocol: an inline <script> would be refused by the site's CSP (rightly)
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (within) => {
    const page = globalThis as unknown as { document: unknown; axe: { run(context?: unknown): Promise<{ violations: Array<{ id: string; impact: string }> }> } };
    const result = await page.axe.run(within ?? page.document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  }, selector);
}

/** Playwright's default wait. */
const WAIT_TIMEOUT_MS = 30_000;

/**
 * `page.waitForFunction` that works under the site's Content-Security-Policy: Playwright's own polls with
 * `eval` inside the page, which a policy without 'unsafe-eval' refuses; this polls from the test through
 * the DevTools protocol (page.evaluate), which no policy governs. A navigation in between is waited out.
 */
async function pollInPage(page: Page, predicate: string | ((arg: unknown) => unknown), arg: unknown, options: { timeout?: number; polling?: number | 'raf' } = {}) {
  const timeout = options.timeout ?? WAIT_TIMEOUT_MS;
  const interval = typeof options.polling === 'number' ? options.polling : 50;
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await (typeof predicate === 'string' ? page.evaluate(predicate) : page.evaluate(predicate, arg)).catch((error: Error) => {
      // the page is navigating: its context is gone for a moment
      if (/context was destroyed|navigat|Target closed/i.test(error.message) && !page.isClosed()) return undefined;
      throw error;
    });
    // what it answered, not a handle (nobody reads it; a handle would fail on a page that just navigated)
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitForFunction: timeout ${timeout} ms exceeded`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Waits until React has hydrated the page and Remix's router is up: a click before that reaches no handler
 * (under load the `load` event can come well before hydration).
 */
export async function hydrated(page: Page): Promise<void> {
  // polled every 50 ms rather than every animation frame: the wait costs the page next to nothing
  await pollInPage(page, `(() => {
    // not one of the site's pages (a JSON answer, a file): nothing to hydrate
    if (!window.__remixContext) return true;
    const router = window.__remixRouter;
    const root = document.querySelector('main') ?? document.body;
    return Boolean(router && router.state.initialized && Object.keys(root).some((k) => k.startsWith('__reactFiber$')));
  })()`, undefined, { polling: 50 });
}

/**
 * The page's console errors and uncaught errors, as they come: a test expects it to stay empty. `ignore`
 * names console errors that are the browser's own log of an expected answer (a 404 page, a guest's 401).
 */
export function pageErrors(page: import('playwright-core').Page, ignore?: RegExp): string[] {
  // every refusal of the page's Content-Security-Policy is a console error of its own (ours, from an init
  // script: the browser's own log line names only some kinds of violation)
  void page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' (' + e.sourceFile + ':' + e.lineNumber + ')'))`);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore?.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A fresh browser context on `base`, signed in as `account` when one is given (a guest otherwise). */
export interface SignedInPage {
  context: BrowserContext;
  page: Page;
  /** pageErrors of the page: a test expects it to stay empty. */
  errors: string[];
}

/**
 * A new context and page of `browser` on the site at `base`, signed in through the API as `account` when
 * one is given; `ignore` as pageErrors takes it (a guest's 401 by default).
 */
export async function signedInPage(browser: Browser, base: string, account?: { username: string; password: string }, options: { width?: number; ignore?: RegExp } = {}): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  if (account) {
    const res = await context.request.post(`${base}/api/login`, { data: account, headers: { origin: base } });
    if (res.status() !== 200) throw new Error(`login of ${account.username} failed: ${res.status()}`);
  }
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page, options.ignore ?? /401/) };
}
