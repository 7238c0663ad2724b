import { adminMenuGroups, adminNavEntryFor, type AdminNavEntry, type AppAction, type AppSubject, type Locale } from '@oj/core';
import type { Translator } from './http/translator.js';

/** The admin menu as a page shows it: groups and entries, labels in the request's language. */
export interface AdminMenu {
  groups: Array<{ label: string; entries: Array<{ id: string; path: string; label: string }> }>;
}

/** What the admin app's guard decided for one path. */
export interface AdminArea extends AdminMenu {
  /** Whether this user enters the admin area and opens this page (03 §6). */
  allowed: boolean;
  /** The menu entry governing the page (undefined: a page of no entry, open to every admin). */
  current?: { id: string; label: string };
}

export interface AdminAreaRequest {
  locale: Locale;
  can(action: AppAction, subject: AppSubject): boolean;
}

/**
 * The admin page guard and menu, from the same entries: an admin role enters the area, and a page under
 * an entry also needs that entry's ability (the one the API routes behind it check). The menu lists the
 * entries this user may open, so nothing shows that would be refused.
 */
export function adminArea(pathname: string, request: AdminAreaRequest, entries: readonly AdminNavEntry[], translator: Translator): AdminArea {
  const opens = (entry: AdminNavEntry) => !entry.can || request.can(entry.can[0], entry.can[1]);
  const entered = request.can('enter', 'Admin');
  const entry = adminNavEntryFor(entries, pathname);
  const t = (key: string) => translator.t(request.locale, key);
  const groups = entered
    ? adminMenuGroups(entries.filter(opens)).map((g) => ({ label: t(g.groupKey), entries: g.entries.map((e) => ({ id: e.id, path: e.path, label: t(e.labelKey) })) }))
    : [];
  return {
    allowed: entered && (!entry || opens(entry)),
    current: entry ? { id: entry.id, label: t(entry.labelKey) } : undefined,
    groups,
  };
}
