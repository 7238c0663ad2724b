import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); playwright never downloads a browser of its own here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots land here (a CI artifact folder, ignored by git). */
export const ARTIFACTS = join(__dirname, '..', '..', '..', 'test-artifacts');

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** axe-core's rules on the page (or inside `selector`): the serious and critical violations, by rule id. */
export async function seriousViolations(page: import('playwright-core').Page, selector?: string): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') });
  return page.evaluate(async (within) => {
    const page = globalThis as unknown as { document: unknown; axe: { run(context?: unknown): Promise<{ violations: Array<{ id: string; impact: string }> }> } };
    const result = await page.axe.run(within ?? page.document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  }, selector);
}

/**
 * Waits until React has hydrated the page and Remix's router is up: a click before that reaches no handler
 * (under load the `load` event can come well before hydration).
 */
export async function hydrated(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(`(() => {
    const router = window.__remixRouter;
    const root = document.querySelector('main') ?? document.body;
    return Boolean(router && router.state.initialized && Object.keys(root).some((k) => k.startsWith('__reactFiber$')));
  })()`);
}

/**
 * The page's console errors and uncaught errors, as they come: a test expects it to stay empty. `ignore`
 * names console errors that are the browser's own log of an expected answer (a 404 page, a guest's 401).
 */
export function pageErrors(page: import('playwright-core').Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore?.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
