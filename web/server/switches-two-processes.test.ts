import { testUrls } from '../../adapters/src/testing/service-urls.js';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { startBuiltSite, type BuiltSite } from './testing/built-site.js';
import { json } from './testing/http.js';
import { startTestSite } from './testing/test-site.js';

// Issue 5's check: two web processes (the built site, pages included: needs `npm run build`) on one
// database and one Redis. Switching public discussion off through one of them is obeyed by both within
// a second: the config they serve, and the Discussion entry of the navigation they render.

const ROOT_PASSWORD = 'root-pass-1';
/** The spec's bound: every process obeys a switch within a second. */
const WITHIN_MS = 1000;
const POLL_MS = 20;
const DISCUSSION_LINK = /<a\b[^>]*href="\/discussion"/;

describe('a switch changed through one web process is obeyed by the other within a second', () => {
  let db: TestDatabase;
  let a: BuiltSite;
  let b: BuiltSite;
  let token: string;

  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    // migrations and the root account, before both processes start on the database
    await (await startTestSite({ ADMIN_PASSWORD: ROOT_PASSWORD }, db)).close();
    const env = { DATABASE_URL: db.url, REDIS_URL: testUrls.redis(), ADMIN_PASSWORD: ROOT_PASSWORD, JUDGE_MODE: 'remote' };
    [a, b] = await Promise.all([startBuiltSite(env), startBuiltSite(env)]);
    const res = await fetch(`${a.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }) });
    expect(res.status).toBe(200);
    token = res.headers.get('authorization') as string;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
  });

  /** What a process serves now: the switch in its config, and whether its navigation links to /discussion. */
  async function served(site: BuiltSite): Promise<{ config: boolean; nav: boolean }> {
    const config = (await json(await fetch(`${site.base}/api/get-website-config`))).data.openPublicDiscussion as boolean;
    const html = await (await fetch(`${site.base}/home?l=en-US`)).text();
    return { config, nav: DISCUSSION_LINK.test(html) };
  }

  /** Milliseconds until both processes serve `open` in their config and their navigation (or the last answers). */
  async function untilBothServe(open: boolean): Promise<{ ms: number; a: unknown; b: unknown }> {
    const started = Date.now();
    let answers: Array<{ config: boolean; nav: boolean }> = [];
    while (Date.now() - started < 3 * WITHIN_MS) {
      answers = await Promise.all([served(a), served(b)]);
      if (answers.every((x) => x.config === open && x.nav === open)) break;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    return { ms: Date.now() - started, a: answers[0], b: answers[1] };
  }

  const change = (openPublicDiscussion: boolean) =>
    fetch(`${a.base}/api/admin/switch/update`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ openPublicDiscussion }) });

  it('shows Discussion on both processes to begin with', async () => {
    expect([await served(a), await served(b)]).toEqual([{ config: true, nav: true }, { config: true, nav: true }]);
  });

  it('switches public discussion off through one process, and both drop it within a second', async () => {
    expect((await change(false)).status).toBe(200);
    const seen = await untilBothServe(false);
    expect({ a: seen.a, b: seen.b }).toEqual({ a: { config: false, nav: false }, b: { config: false, nav: false } });
    expect(seen.ms).toBeLessThan(WITHIN_MS);
  });

  it('switches it on again, and both show it again within a second', async () => {
    expect((await change(true)).status).toBe(200);
    const seen = await untilBothServe(true);
    expect({ a: seen.a, b: seen.b }).toEqual({ a: { config: true, nav: true }, b: { config: true, nav: true } });
    expect(seen.ms).toBeLessThan(WITHIN_MS);
  });
});
