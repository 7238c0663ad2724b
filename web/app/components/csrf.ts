/** Where the page reads its session's CSRF token (answered to the session itself, never to another site). */
const AUTH_INFO_PATH = '/api/get-user-auth-info';
/** The header a state-changing GET carries it in (docs/api.md). */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The header a state-changing GET (logout, resubmit, the admin judge actions, the generated accounts'
 * download, ...) needs when the page signs in by cookie: the session's CSRF token, read fresh each time
 * (a renewed session has a new one; these calls are rare). Empty for a guest or when the read fails: the
 * call itself then answers why.
 */
export async function csrfHeader(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<Record<string, string>> {
  try {
    const res = await fetcher(AUTH_INFO_PATH, { credentials: 'same-origin' });
    const body = (await res.json()) as { data?: { csrfToken?: unknown } | null } | null;
    const token = body?.data?.csrfToken;
    return typeof token === 'string' && token ? { [CSRF_HEADER]: token } : {};
  } catch {
    return {};
  }
}
