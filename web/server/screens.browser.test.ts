import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { PluginManifest } from '@oj/core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { ARTIFACTS, launchBrowser } from './testing/browser.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { pluginFolders } from './plugin-discovery.js';

// Every screen of the web shell (issue 4) in both languages on a desktop and a phone width, in Chromium
// against the built site (`npm run build`): no console or page error, the page's own content, a screenshot
// each, and on the phone the side drawer with the navigation. The assertions stay generic (the page's
// language, text and a heading in the main landmark) so a page's own changes don't break this sweep; each
// page's behaviour is checked by its own browser test.
const ROOT = { username: 'root', password: 'root-pass-1' };
const SCREENS_DIR = join(ARTIFACTS, 'screens');
/**
 * Each language in a time zone of its readers while the site runs in UTC: a date the server formats one
 * way and the browser another is a hydration mismatch a visitor gets and a same-zone test never sees.
 */
const LOCALES = [{ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' }, { locale: 'en-US', timezoneId: 'America/New_York' }] as const;
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 375, height: 740 }] as const;
/** A phone: under MOBILE_NAV_BREAKPOINT the header shows the burger and the side drawer. */
const PHONE_WIDTH = 375;

/** A page string of the app in the language under test, by its key ('auth.login'). */
type Text = (key: string) => string;

/**
 * The app's page strings and top navigation, loaded when the tests run: they are sources of the app's
 * bundler build, which this test's tsconfig does not compile (a path in a variable keeps tsc out of them).
 */
async function appSources(): Promise<{ messages: Record<string, Record<string, string>>; navPaths: string[] }> {
  const [i18n, nav] = ['../app/i18n/messages', '../app/components/nav'];
  const { messages } = (await import(i18n)) as { messages: Record<string, Record<string, string>> };
  const { NAV_ITEMS } = (await import(nav)) as { NAV_ITEMS: Array<{ path: string; requiresSwitch?: string }> };
  // the switched entries (/discussion) come and go with the site's switches
  return { messages, navPaths: NAV_ITEMS.filter((item) => !item.requiresSwitch).map((item) => item.path) };
}

const PLUGINS_ROOT = join(__dirname, '..', '..', 'plugins');

/**
 * The top-navigation entries of the plugins this tree has (their built manifests, read as the site reads
 * them): each is a screen of the sweep, and the drawer lists it. None in the CI step without plugins.
 */
function pluginNavPaths(): string[] {
  const load = createRequire(__filename);
  return pluginFolders(PLUGINS_ROOT).flatMap((id) => {
    const folder = join(PLUGINS_ROOT, id);
    const { main } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { main?: string };
    const loaded = load(resolve(folder, main ?? 'index.js')) as { default?: PluginManifest } & PluginManifest;
    const manifest = loaded.default ?? loaded;
    return (manifest.nav ?? []).filter((entry) => !entry.requiresSwitch).map((entry) => entry.path);
  });
}
const PLUGIN_NAV_PATHS = pluginNavPaths();

interface Screen {
  /** The artifact's name and the test's. */
  name: string;
  /** The path with its query, without the language (added as `l=`); `{problem}` stands for a sample problem's id. */
  path: string;
  /** Signed out or in as root (the login dialog and the reset link are a guest's, /setting a user's). */
  as: 'guest' | 'user';
  /** The HTTP status of the document; 200 unless said. */
  status?: number;
  /** Why the screen's case is skipped for now: an error the sweep found in a file being changed elsewhere. */
  todo?: string;
  /** Brings up a dialog on top of the settled page (or of the one the previous screen left with its dialog open). */
  openDialog?: (page: Page, t: Text) => Promise<void>;
}

/** The login dialog in `mode`, reached from /home?login=1 by the link a visitor clicks in it. */
function authDialog(mode: 'login' | 'register' | 'reset'): Screen['openDialog'] {
  return async (page, t) => {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const link = { login: t('auth.haveAccount'), register: t('auth.noAccount'), reset: t('auth.forgot') }[mode];
    const title = dialog.getByRole('heading', { name: new RegExp(`^${t(`auth.${mode}`)} - `) });
    if (!(await title.isVisible())) {
      // register and reset link back to login only
      if (mode !== 'login' && !(await dialog.getByText(link, { exact: true }).isVisible())) await dialog.getByText(t('auth.haveAccount'), { exact: true }).click();
      await dialog.getByText(link, { exact: true }).click();
    }
    // titled with the mode and the short site name (01 §2)
    await title.waitFor();
    // the opening transition done, so the screenshot shows the dialog as a person sees it
    await page.waitForTimeout(250);
  };
}

/** The guest's screens first: the context signs in once, before the first of the user's. */
const SCREENS: Screen[] = [
  { name: 'home', path: '/home', as: 'guest' },
  { name: 'login-dialog', path: '/home?login=1', as: 'guest', openDialog: authDialog('login') },
  { name: 'register-dialog', path: '/home?login=1', as: 'guest', openDialog: authDialog('register') },
  { name: 'reset-dialog', path: '/home?login=1', as: 'guest', openDialog: authDialog('reset') },
  { name: 'reset-password', path: '/reset-password?username=grace&code=000000', as: 'guest' },
  { name: 'home-signed-in', path: '/home', as: 'user' },
  { name: 'problem-list', path: '/problem', as: 'user' },
  { name: 'problem-detail', path: '/problem/{problem}', as: 'user' },
  { name: 'status', path: '/status', as: 'user' },
  { name: 'acm-rank', path: '/acm-rank', as: 'user' },
  { name: 'oi-rank', path: '/oi-rank', as: 'user' },
  { name: 'introduction', path: '/introduction', as: 'user' },
  { name: 'developer', path: '/developer', as: 'user' },
  { name: 'help', path: '/help', as: 'user' },
  { name: 'judge-queue', path: '/judge-queue', as: 'user' },
  {
    name: 'user-home', path: `/user-home?username=${ROOT.username}`, as: 'user',
  },
  { name: 'setting', path: '/setting', as: 'user' },
  { name: 'not-found', path: '/no/such/page', as: 'user', status: 404 },
  // the plugins' pages in the navigation (/training)
  ...PLUGIN_NAV_PATHS.map((path): Screen => ({ name: path.slice(1).replaceAll('/', '-'), path, as: 'user' })),
];

/** The page's own parts, read in the browser (a string: the tests compile without the DOM types). */
const PAGE_PARTS = `(() => {
  const main = document.querySelector('main');
  const headings = main ? [...main.querySelectorAll('h1, h2, h3, h4, [role=heading]')].map((h) => h.textContent.trim()).filter(Boolean) : [];
  return { lang: document.documentElement.lang, mainText: (main?.innerText ?? '').trim().length, headings };
})()`;

/** True once React has hydrated the document and the router (client loaders included) is idle. */
const SETTLED = `(() => {
  const router = window.__remixRouter;
  const main = document.querySelector('main') ?? document.body;
  return Boolean(router && router.state.initialized && router.state.navigation.state === 'idle' && router.state.revalidation === 'idle'
    && Object.keys(main).some((k) => k.startsWith('__reactFiber$')));
})()`;

/** True once the main landmark shows text and a heading (a client loader's fallback has neither). */
const HAS_CONTENT = `(() => { const p = ${PAGE_PARTS}; return p.mainText > 0 && p.headings.length > 0; })()`;

/** How long no request of the page may be in flight before it counts as settled (a chunk run, an effect's call answered). */
const QUIET_MS = 150;

/** Requests that stay open by design (server-sent events): not work the page waits for. */
const STREAMS = ['eventsource', 'websocket'];

/** The paths the side drawer links to. */
const DRAWER_LINKS = `[...document.querySelectorAll('[role=dialog] nav a')].map((a) => new URL(a.href).pathname)`;

describe('every screen of the web shell in Chromium', () => {
  let site: BuiltSite;
  let browser: Browser;
  let problemId: string;
  let app: Awaited<ReturnType<typeof appSources>>;

  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    app = await appSources();
    // the sample problems fill the problem list and a detail page; a (never judged: no runner) submission
    // gives status and the user home a row; an announcement gives home its dated list (dates are written
    // in one stable form on the server and localised after hydration: the readers' time zones differ here)
    site = await startBuiltSite({ ADMIN_PASSWORD: ROOT.password, JUDGE_MODE: 'remote', SEED_PROBLEMS: 'true', TZ: 'UTC' });
    browser = await launchBrowser();
    const login = await fetch(`${site.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ROOT) });
    const authorization = login.headers.get('authorization') as string;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${site.base}${path}`, { method, headers: { 'content-type': 'application/json', authorization }, body: body === undefined ? undefined : JSON.stringify(body) });
      const answer = (await res.json()) as { status: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- reads two fields
      if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
      return answer.data;
    };
    const [problem] = (await call('GET', '/api/get-problem-list?limit=1')).records as Array<{ pid: number; problemId: string }>;
    problemId = problem!.problemId;
    await call('POST', '/api/admin/announcement', { title: 'Screens sweep', content: 'An announcement with a date', status: 0 });
    await call('POST', '/api/submit-problem-judge', { pid: problem!.pid, language: 'Python3', code: 'print(sum(map(int, input().split())))\n' });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const { locale, timezoneId } of LOCALES) {
    for (const viewport of VIEWPORTS) {
      describe(`${locale} at ${viewport.width} px`, () => {
        const t: Text = (key) => {
          const text = app.messages[locale]?.[key];
          if (text === undefined) throw new Error(`no page string ${key} in ${locale}`);
          return text;
        };
        let context: BrowserContext;
        let page: Page;
        let signedIn = false;
        // what the page reported since the current screen's navigation began, and its requests in flight
        const errors: string[] = [];
        const inFlight = new Set<Request>();

        beforeAll(async () => {
          context = await browser.newContext({ viewport, timezoneId });
          page = await context.newPage();
          page.on('console', (m) => {
            if (m.type() === 'error') errors.push(`console: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
          });
          page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
          page.on('request', (r) => {
            if (!STREAMS.includes(r.resourceType())) inFlight.add(r);
          });
          page.on('requestfinished', (r) => inFlight.delete(r));
          page.on('requestfailed', (r) => inFlight.delete(r));
        });
        afterAll(async () => {
          await context?.close();
        });

        /** Signs the context in as root (the session cookie of the login call) or out (no cookie). */
        async function signIn(wanted: boolean): Promise<void> {
          if (wanted === signedIn) return;
          if (wanted) expect((await context.request.post(`${site.base}/api/login`, { data: ROOT, headers: { origin: site.base } })).status()).toBe(200);
          else await context.clearCookies();
          signedIn = wanted;
        }

        /** Waits until no request of the page has been in flight for QUIET_MS (at most `ms`). */
        async function quiet(ms = 5_000): Promise<void> {
          const deadline = Date.now() + ms;
          let since = Date.now();
          while (Date.now() < deadline) {
            if (inFlight.size) since = Date.now();
            else if (Date.now() - since >= QUIET_MS) return;
            await new Promise((r) => setTimeout(r, 25));
          }
        }

        for (const screen of SCREENS) {
          const { name } = screen;
          // TODO: a screen with a todo is skipped until its cause is fixed where it lives; the checks stay the same
          (screen.todo ? it.skip : it)(screen.todo ? `${name} (TODO: ${screen.todo})` : name, async () => {
            errors.length = 0;
            const path = screen.path.replace('{problem}', encodeURIComponent(problemId));
            const url = `${site.base}${path}${path.includes('?') ? '&' : '?'}l=${locale}`;
            // the dialog's modes follow one another on one page, as a visitor clicks through them
            const onDialog = screen.openDialog && page.url() === url && (await page.getByRole('dialog').isVisible());
            if (!onDialog) {
              await signIn(screen.as === 'user');
              const res = await page.goto(url, { waitUntil: 'domcontentloaded' });
              expect(res?.status()).toBe(screen.status ?? 200);
              await page.waitForFunction(SETTLED, undefined, { timeout: 20_000 });
              // a client loader's fallback gives way to the page a render after the router is idle
              await page.waitForFunction(HAS_CONTENT, undefined, { timeout: 10_000 }).catch(() => undefined);
            }
            if (screen.openDialog) await screen.openDialog(page, t);
            await quiet();

            const parts = (await page.evaluate(PAGE_PARTS)) as { lang: string; mainText: number; headings: string[] };
            expect({ screen: name, lang: parts.lang, hasText: parts.mainText > 0, hasHeading: parts.headings.length > 0 })
              .toEqual({ screen: name, lang: locale, hasText: true, hasHeading: true });
            // a dialog covers the window, below it is home
            await page.screenshot({ path: join(SCREENS_DIR, `${name}-${locale}-${viewport.width}.png`), fullPage: !screen.openDialog });

            if (viewport.width === PHONE_WIDTH && !screen.openDialog) {
              // the side drawer replaces the top navigation: the core's entries and the plugins'
              // the burger is labelled in the page's language
              await page.getByRole('button', { name: app.messages[locale]?.['shell.menu'] ?? 'menu', exact: true }).click();
              await page.locator('[role=dialog] nav a').first().waitFor();
              const links = (await page.evaluate(DRAWER_LINKS)) as string[];
              const expected = [...app.navPaths, ...PLUGIN_NAV_PATHS];
              expect({ screen: name, links }).toEqual({ screen: name, links: expect.arrayContaining(expected) });
              if (name === 'home') await page.screenshot({ path: join(SCREENS_DIR, `drawer-${locale}-${viewport.width}.png`) });
            }
            // Chromium logs a document's own error status (the 404 page's) as a failed resource: that one is meant
            const meant = screen.status && `console: Failed to load resource: the server responded with a status of ${screen.status}`;
            const unexpected = errors.filter((e) => !(meant && e.startsWith(meant) && e.endsWith(`(${url})`)));
            expect({ screen: name, errors: unexpected }).toEqual({ screen: name, errors: [] });
          }, 60_000);
        }
      });
    }
  }
});
