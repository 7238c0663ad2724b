/**
 * Every event the system publishes, by name, with its payload type.
 * Features (and plugins) add their own by declaration merging:
 *
 *   declare module '@oj/core' { interface EventMap { 'contest.created': { cid: number } } }
 */
export interface EventMap {
  /** The website config or a switch changed: every process drops its cached copy. */
  'site.config-changed': { keys: string[] };
  /** Announcements or the carousel changed: every process drops its cached copy (and the pages showing it). */
  'site.home-content-changed': { part: 'announcements' | 'carousel' };
  /** The stored SMTP settings changed: every process re-reads them before its next mail. */
  'mail.config-changed': { keys: string[] };
  /** A new account exists. */
  'account.registered': { uid: string; username: string };
  /** Someone signed in (recent logins, 'login from a new place' notices). */
  'account.logged-in': { uid: string; ip: string };
  /** A user's roles, status or profile changed: cached copies are stale. */
  'account.changed': { uid: string };
  /** The language list changed (seeded or edited): every process drops its cached copy. */
  'language.changed': { keys: string[] };
  /** A plugin was switched on or off at run time. */
  'plugin.toggled': { id: string; enabled: boolean };
  /** A plugin's settings were saved: every process takes its stored values (all of them) at once. */
  'plugin.settings-changed': { id: string; values: Record<string, unknown> };
}

export type EventName = keyof EventMap & string;
