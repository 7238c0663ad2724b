import type { ApiRoute } from './api-route';

/** A GET call that changes something, and what it changes. */
export interface StateChangingGet {
  path: string;
  changes: string;
}

/**
 * The GET calls of the spec (api-calls.tsv) that change something. A browser sends the session cookie with
 * a GET another site links to (SameSite=Lax allows top-level navigations), so each of these must be mounted
 * with `changesState` (the Authorization header or the session's CSRF token, never the cookie alone).
 * Listed whether mounted yet or not: the contests, groups and discussions plugins mount theirs later and are
 * held to this list from their first commit (web/server/http/state-changing-gets.test.ts, `definePlugin`).
 * A plugin's own GETs beyond the spec that change something go in its manifest's `stateChangingGets`.
 */
export const SPEC_STATE_CHANGING_GETS: readonly StateChangingGet[] = [
  { path: '/api/logout', changes: 'ends the session' },
  { path: '/api/admin/logout', changes: 'ends the session' },
  { path: '/api/get-register-code', changes: 'mails a code' },
  { path: '/api/get-change-email-code', changes: 'mails a code' },
  { path: '/api/resubmit', changes: 'judges a submission again' },
  { path: '/api/admin/judge/rejudge', changes: 'judges a submission again' },
  { path: '/api/admin/judge/manual-judge', changes: "sets a submission's verdict" },
  { path: '/api/admin/judge/cancel-judge', changes: 'cancels a judgement' },
  { path: '/api/admin/judge/rejudge-contest-problem', changes: "judges a contest problem's submissions again" },
  { path: '/api/admin/problem/import-remote-oj-problem', changes: 'adds a problem' },
  { path: '/api/admin/contest/import-remote-oj-problem', changes: 'adds a problem to a contest' },
  { path: '/api/admin/training/import-remote-oj-problem', changes: 'adds a problem to a training' },
  { path: '/api/discussion-like', changes: 'likes a discussion' },
  { path: '/api/comment-like', changes: 'likes a comment' },
  ...['comment', 'reply', 'like', 'sys', 'mine'].map((box) => ({ path: `/api/msg/${box}`, changes: 'marks the messages it lists read' })),
  { path: '/api/file/delete-md-img', changes: 'deletes an image' },
  { path: '/api/file/generate-user-excel', changes: 'hands out generated passwords once, then forgets them' },
];

/** The GET routes among `routes` that the list (the spec's, plus `extra` paths) names but that lack `changesState`. */
export function unguardedStateChangingGets(routes: readonly Pick<ApiRoute, 'method' | 'path' | 'changesState'>[], extra: readonly string[] = []): string[] {
  const listed = new Set([...SPEC_STATE_CHANGING_GETS.map((g) => g.path), ...extra]);
  return routes.filter((r) => r.method === 'GET' && listed.has(r.path) && !r.changesState).map((r) => r.path);
}
