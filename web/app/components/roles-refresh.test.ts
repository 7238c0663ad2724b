import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, login, type Client } from '../../server/testing/accounts';
import { startTestSite, type TestSite } from '../../server/testing/test-site';
import { readRoles, rolesRefresh, type RolesAnswer } from './roles-refresh';

const USER_RULES = [['read', 'Problem']];
const ADMIN_RULES = [['read', 'Problem'], ['enter', 'Admin']];

/**
 * A page as the router runs it: its loaders (the root's, which shows the roles, and the page's own, which
 * the server refuses with 403) are read again on a reload, and their data is shown once all are read.
 */
function pageWithRefusedLoader(server: { answer: RolesAnswer }, shownRules: unknown[], signedIn = true) {
  const page = { rules: shownRules, signedIn, reloads: 0, refusedCalls: 0, roleReads: 0, sessionEnds: 0 };
  const refresh = rolesRefresh({
    readRoles: async () => {
      page.roleReads += 1;
      return server.answer;
    },
    shown: () => ({ rules: page.rules, signedIn: page.signedIn }),
    reload: async () => {
      page.reloads += 1;
      const root = server.answer;
      // the refused loader runs again, and its 403 comes while the reload is under way (as in the browser)
      await refusedLoader();
      await new Promise((r) => setTimeout(r, 5));
      if (typeof root === 'object') page.rules = root.rules;
    },
    sessionEnded: () => {
      page.sessionEnds += 1;
    },
  });
  // the page's loader: api() raises the 403 event, which the watcher hears without waiting for it
  const refusedLoader = async () => {
    page.refusedCalls += 1;
    void refresh();
  };
  return { page, refusedLoader, refresh };
}

/** Lets every pending refresh run to its end. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('a 403 reads the roles again (01 §8) without running the refused loader again and again', () => {
  it('reads the roles once and reloads nothing when they are the ones the page shows', async () => {
    const { page, refusedLoader } = pageWithRefusedLoader({ answer: { rules: USER_RULES } }, USER_RULES);
    await refusedLoader();
    await settle();
    expect(page).toMatchObject({ roleReads: 1, reloads: 0, refusedCalls: 1, rules: USER_RULES });
  });

  it('reloads once when the roles changed (the page then shows the new ones), and the next 403 reloads nothing', async () => {
    const server = { answer: { rules: USER_RULES } as RolesAnswer };
    // the user was an admin when the page was read; the server has demoted them since
    const { page, refusedLoader } = pageWithRefusedLoader(server, ADMIN_RULES);
    await refusedLoader();
    await settle();
    // the reload's own 403 (its refused loader ran again) is part of the same refresh
    expect(page).toMatchObject({ roleReads: 1, reloads: 1, refusedCalls: 2, rules: USER_RULES });
    await refusedLoader();
    await settle();
    expect(page).toMatchObject({ roleReads: 2, reloads: 1, refusedCalls: 3, rules: USER_RULES });
    // roles that change again are read again
    server.answer = { rules: ADMIN_RULES };
    await refusedLoader();
    await settle();
    expect(page).toMatchObject({ roleReads: 3, reloads: 2, refusedCalls: 5, rules: ADMIN_RULES });
  });

  it('takes a burst of 403s as one refresh', async () => {
    const { page, refusedLoader } = pageWithRefusedLoader({ answer: { rules: USER_RULES } }, ADMIN_RULES);
    await Promise.all([refusedLoader(), refusedLoader(), refusedLoader()]);
    await settle();
    expect(page).toMatchObject({ roleReads: 1, reloads: 1, refusedCalls: 4, rules: USER_RULES });
  });

  it('treats a session gone behind a signed-in page as a 401, a guest as before, and no answer as nothing to compare', async () => {
    const signedIn = pageWithRefusedLoader({ answer: 'signed-out' }, USER_RULES);
    await signedIn.refusedLoader();
    await settle();
    expect(signedIn.page).toMatchObject({ roleReads: 1, reloads: 0, sessionEnds: 1 });
    const guest = pageWithRefusedLoader({ answer: 'signed-out' }, [], false);
    await guest.refusedLoader();
    await settle();
    expect(guest.page).toMatchObject({ roleReads: 1, reloads: 0, sessionEnds: 0 });
    const unknown = pageWithRefusedLoader({ answer: 'unknown' }, USER_RULES);
    await unknown.refusedLoader();
    await settle();
    expect(unknown.page).toMatchObject({ roleReads: 1, reloads: 0, sessionEnds: 0 });
  });

  it('frees itself after a failed read: the next 403 reads the roles again', async () => {
    let reads = 0;
    const refresh = rolesRefresh({
      readRoles: async () => {
        reads += 1;
        throw new Error('read failed');
      },
      shown: () => ({ rules: [], signedIn: true }),
      reload: async () => undefined,
      sessionEnded: () => undefined,
    });
    await expect(refresh()).rejects.toThrow('read failed');
    await expect(refresh()).rejects.toThrow('read failed');
    expect(reads).toBe(2);
  });
});

// the roles read from the real site: the rules of the session, and 'signed-out' without one
describe('readRoles against the site', () => {
  let t: TestSite;
  let user: Client;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestSite();
    await createUser(t, 'rr-user', 'rr-user-pw-1');
    await createUser(t, 'rr-admin', 'rr-admin-pw-1', ['admin']);
    user = await login(t, 'rr-user', 'rr-user-pw-1');
    admin = await login(t, 'rr-admin', 'rr-admin-pw-1', '10.0.0.2');
  }, 60_000);
  afterAll(() => t?.close());

  const asClient = (client?: Client): typeof fetch => (path, init) =>
    fetch(`${t.url}${String(path)}`, { ...init, headers: client ? { authorization: client.token } : {} });

  it("answers the session's packed rules, different for different roles, and 'signed-out' for a guest", async () => {
    const ofUser = await readRoles(asClient(user));
    const ofAdmin = await readRoles(asClient(admin));
    expect(typeof ofUser === 'object' && ofUser.rules.length > 0).toBe(true);
    expect(typeof ofAdmin === 'object' && ofAdmin.rules.length > 0).toBe(true);
    expect(JSON.stringify(ofUser)).not.toBe(JSON.stringify(ofAdmin));
    // the same session reads the same rules again (the comparison rests on it)
    expect(await readRoles(asClient(user))).toEqual(ofUser);
    expect(await readRoles(asClient())).toBe('signed-out');
  });

  it("answers 'unknown' when there is no usable answer", async () => {
    expect(await readRoles((async () => new Response('Bad Gateway', { status: 502 })) as typeof fetch)).toBe('unknown');
    expect(await readRoles((async () => Response.json({ status: 200, msg: 'success', data: null })) as typeof fetch)).toBe('unknown');
    expect(await readRoles((async () => { throw new TypeError('fetch failed'); }) as typeof fetch)).toBe('unknown');
  });
});
