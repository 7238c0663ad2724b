import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { json, pageHtml } from './testing/http.js';
import { startTestSite } from './testing/test-site.js';

// The home page's data (announcements, carousel, website config) and the rendered /home (one for guests, one
// for every signed-in visitor) are kept in memory per process (HomeContentService, KeptPageCache). Two built web processes (needs `npm run build`)
// on one database and one Redis: a change made through one is on the next page of that process at once,
// and on the other's within a second (the event crosses Redis).

const ROOT_PASSWORD = 'root-pass-1';
const WITHIN_MS = 1000;
const POLL_MS = 20;
/** The plugin switched below; the CI step that removes every plugin folder (scripts/ci-without-plugins.sh) has none to switch. */
const withTrainings = existsSync(join(__dirname, '..', '..', 'plugins', 'trainings'));

describe('the cached home page and its data follow every change, in both processes', () => {
  let db: TestDatabase;
  let a: BuiltSite;
  let b: BuiltSite;
  let token: string;
  let rootUid: string;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    await (await startTestSite({ ADMIN_PASSWORD: ROOT_PASSWORD }, db)).close();
    const env = { DATABASE_URL: db.url, REDIS_URL: testUrls.redis(), ADMIN_PASSWORD: ROOT_PASSWORD, JUDGE_MODE: 'remote' };
    [a, b] = await Promise.all([startBuiltSite(env), startBuiltSite(env)]);
    const res = await fetch(`${a.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }) });
    expect(res.status).toBe(200);
    token = res.headers.get('authorization') as string;
    rootUid = (await json(res)).data.uid as string;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
  });

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${a.base}${path}`, { method, headers: { 'content-type': 'application/json', authorization: token }, body: body === undefined ? undefined : JSON.stringify(body) });
  const guestHome = async (site: BuiltSite, init?: RequestInit) => pageHtml(await fetch(`${site.base}/home?l=en-US`, init));
  const announcementTitles = async (site: BuiltSite) =>
    ((await json(await fetch(`${site.base}/api/get-common-announcement`))).data.records as Array<{ title: string }>).map((r) => r.title);

  /** Until `seen(html of b's guest /home)` and `apiSeen(b)` hold, or 3 s; answers the milliseconds taken. */
  async function untilB(seen: (html: string) => boolean, apiSeen: (site: BuiltSite) => Promise<boolean> = async () => true): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 3 * WITHIN_MS) {
      if (seen(await guestHome(b)) && (await apiSeen(b))) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return Date.now() - started;
  }

  /** Both processes have rendered (and kept) the guest home page and read the lists. */
  async function warm(): Promise<void> {
    for (const site of [a, b]) {
      await guestHome(site);
      await guestHome(site);
      await announcementTitles(site);
      await fetch(`${site.base}/api/home-carousel`);
    }
  }

  it('serves a guest the same page twice, and every signed-in visitor one page that names none of them', async () => {
    const first = await guestHome(a);
    expect(await guestHome(a)).toBe(first);
    const gzipped = await fetch(`${a.base}/home?l=en-US`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await pageHtml(gzipped)).toBe(first);
    const mine = await guestHome(a, { headers: { authorization: token } });
    // the to-do list is a signed-in visitor's only
    expect(mine).toContain('data-testid="todo-problems"');
    expect(first).not.toContain('data-testid="todo-problems"');
    // kept too, and nobody's: no user in it, the header waits for the visitor, whom the page reads once hydrated
    expect(await guestHome(a, { headers: { authorization: token } })).toBe(mine);
    expect(mine).toContain('data-testid="user-pending"');
    expect(mine).not.toContain(rootUid);
    expect(mine).not.toContain('data-testid="user-menu"');
    const visitor = await (await fetch(`${a.base}/home.data?l=en-US`, { headers: { authorization: token } })).text();
    expect(visitor).toContain(rootUid);
  });

  it('an announcement added, edited, hidden and deleted through one process shows in both', async () => {
    await warm();
    const created = await json(await send('POST', '/api/admin/announcement', { title: 'Cached news one', content: 'First body' }));
    expect(created.status).toBe(200);
    expect(await guestHome(a)).toContain('Cached news one');
    expect(await announcementTitles(a)).toEqual(['Cached news one']);
    expect(await untilB((html) => html.includes('Cached news one'), async (s) => (await announcementTitles(s)).includes('Cached news one'))).toBeLessThan(WITHIN_MS);

    await warm();
    expect((await send('PUT', '/api/admin/announcement', { id: created.data.id, title: 'Cached news edited', content: 'Second body' })).status).toBe(200);
    expect(await guestHome(a)).toContain('Cached news edited');
    expect(await untilB((html) => html.includes('Cached news edited') && !html.includes('Cached news one'))).toBeLessThan(WITHIN_MS);

    await warm();
    expect((await send('PUT', '/api/admin/announcement', { id: created.data.id, title: 'Cached news edited', content: 'Second body', status: 1 })).status).toBe(200);
    expect(await guestHome(a)).not.toContain('Cached news edited');
    expect(await untilB((html) => !html.includes('Cached news edited'), async (s) => (await announcementTitles(s)).length === 0)).toBeLessThan(WITHIN_MS);

    await warm();
    expect((await send('PUT', '/api/admin/announcement', { id: created.data.id, title: 'Cached news edited', content: 'Second body', status: 0 })).status).toBe(200);
    await untilB((html) => html.includes('Cached news edited'));
    expect((await send('DELETE', `/api/admin/announcement?aid=${created.data.id}`)).status).toBe(200);
    expect(await guestHome(a)).not.toContain('Cached news edited');
    expect(await untilB((html) => !html.includes('Cached news edited'), async (s) => (await announcementTitles(s)).length === 0)).toBeLessThan(WITHIN_MS);
  });

  it('a carousel image added and removed through one process shows in both', async () => {
    await warm();
    const png = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#336699' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'banner.png');
    const added = await json(await fetch(`${a.base}/api/file/upload-carouse-img`, { method: 'POST', headers: { authorization: token }, body: form }));
    const url = added.data.url as string;
    expect(await guestHome(a)).toContain(url);
    const carouselOf = async (site: BuiltSite) => (await json(await fetch(`${site.base}/api/home-carousel`))).data as Array<{ url: string }>;
    expect(await untilB((html) => html.includes(url), async (s) => (await carouselOf(s)).some((c) => c.url === url))).toBeLessThan(WITHIN_MS);

    await warm();
    expect((await send('DELETE', `/api/admin/config/home-carousel?id=${added.data.id}`)).status).toBe(200);
    expect(await guestHome(a)).not.toContain(url);
    expect(await untilB((html) => !html.includes(url), async (s) => (await carouselOf(s)).length === 0)).toBeLessThan(WITHIN_MS);
  });

  (withTrainings ? it : it.skip)('a plugin switched off and on through one process leaves and rejoins the header of both', async () => {
    const trainingLink = /<a\b[^>]*href="\/training"/;
    await warm();
    expect(trainingLink.test(await guestHome(b))).toBe(true);
    const update = (on: boolean) => send('PUT', '/api/admin/switch/update', { plugins: { trainings: on } });
    expect((await update(false)).status).toBe(200);
    expect(trainingLink.test(await guestHome(a))).toBe(false);
    expect(await untilB((html) => !trainingLink.test(html))).toBeLessThan(WITHIN_MS);
    await warm();
    expect((await update(true)).status).toBe(200);
    expect(trainingLink.test(await guestHome(a))).toBe(true);
    expect(await untilB((html) => trainingLink.test(html))).toBeLessThan(WITHIN_MS);
  });

  it('a website config change through one process shows in both', async () => {
    await warm();
    expect((await send('PUT', '/api/admin/config/set-web-config', { name: 'Renamed Cached Judge' })).status).toBe(200);
    expect(await guestHome(a)).toContain('Renamed Cached Judge');
    expect(await untilB((html) => html.includes('Renamed Cached Judge'))).toBeLessThan(WITHIN_MS);
  });
});
