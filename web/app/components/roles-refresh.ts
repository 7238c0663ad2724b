/** Where the page reads the visitor's roles: the packed CASL rules, the same the root loader carries. */
const AUTH_INFO_PATH = '/api/get-user-auth-info';

/** What the server says of the visitor's roles now. */
export type RolesAnswer = { rules: unknown[] } | 'signed-out' | 'unknown';

/** What the page shows now: the root loader's rules and whether it has a signed-in user. */
export interface ShownRoles {
  rules: unknown[];
  signedIn: boolean;
}

export interface RolesRefreshParts {
  /** Reads the roles from the server, showing nothing (the 403's own message was shown by `api()`). */
  readRoles(): Promise<RolesAnswer>;
  /** The roles the page shows at this moment. */
  shown(): ShownRoles;
  /** Reads the page's loaders again (the root loader carries the roles); settles when they are read. */
  reload(): Promise<void>;
  /** The session is gone behind the page (the shell then acts as on a 401). */
  sessionEnded(): void;
}

/**
 * 01 §8, HTTP 403: the page reads the user's roles again. The loaders are read again only when the roles
 * the server answers differ from the ones the page shows: reading them all again on every 403 re-ran the
 * refused loader, whose 403 asked again, forever. A burst of 403s is one refresh: those that come while a
 * refresh is under way (the check, and the reload it started — whose own loaders may answer 403 again)
 * are part of it. Each reload therefore follows a real change of roles, and the next 403 finds them equal.
 */
export function rolesRefresh(parts: RolesRefreshParts): () => Promise<void> {
  let busy = false;
  return async () => {
    if (busy) return;
    busy = true;
    try {
      const answer = await parts.readRoles();
      const shown = parts.shown();
      if (answer === 'unknown') return; // no answer to compare: the 403's message stands alone
      if (answer === 'signed-out') {
        if (shown.signedIn) parts.sessionEnded();
        return;
      }
      if (sameRules(answer.rules, shown.rules)) return;
      await parts.reload();
    } finally {
      busy = false;
    }
  };
}

/** Packed rules are plain JSON in a fixed order (the server packs the same ability the same way). */
export function sameRules(a: unknown[], b: unknown[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The visitor's rules from the server, without events or messages: 401 means no session. */
export async function readRoles(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<RolesAnswer> {
  try {
    const res = await fetcher(AUTH_INFO_PATH, { credentials: 'same-origin' });
    if (res.status === 401) return 'signed-out';
    if (res.status !== 200) return 'unknown';
    const body = (await res.json()) as { data?: { rules?: unknown } | null } | null;
    const rules = body?.data?.rules;
    return Array.isArray(rules) ? { rules } : 'unknown';
  } catch {
    return 'unknown';
  }
}
