// The pure part of useQueryChange (use-query-change.ts): which search a change starts from, and the search after it.

/** A parameter's new value: an empty string, null or undefined removes it. */
export type QueryValue = string | number | null | undefined;
export type QueryChanges = Record<string, QueryValue>;

export interface QueryChangeOptions {
  /** The page parameter a change starts again at page 1 (unless the change sets that parameter itself). */
  resetPage?: string;
  /** Remove the page parameter instead of setting it to 1 (a list whose absent page is page 1). */
  removePage?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
}

/** The search after `changes` (set, or removed when empty) from `base`, with the page reset of `options`. */
export function changedSearch(base: string | URLSearchParams, changes: QueryChanges, options: Pick<QueryChangeOptions, 'resetPage' | 'removePage'> = {}): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const page = options.resetPage;
  if (page && !(page in changes)) {
    if (options.removePage) next.delete(page);
    else next.set(page, '1');
  }
  return next;
}

/** What the router shows a page: where it is, and where it is going while a navigation is pending. */
export interface RouterView {
  location: { key: string; pathname: string; search: string };
  navigation: { location?: { key: string; pathname: string; search: string }; formMethod?: string };
}

/** A search a change asked for, with what the router showed when it did. */
export interface RequestedSearch {
  search: string;
  locationKey: string;
  navigationKey?: string;
}

/**
 * The search a change starts from: the last one asked for while the router shows nothing newer (React has not
 * re-rendered since, or the navigation is still the same), else the address of a pending GET navigation to the
 * same path (the previous change, still loading), else the current address. Starting from the current address
 * while the previous change loads would drop that change.
 */
export function baseSearch({ location, navigation }: RouterView, requested?: RequestedSearch): string {
  if (requested && requested.locationKey === location.key && requested.navigationKey === navigation.location?.key) return requested.search;
  const pending = navigation.location;
  const get = !navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET';
  if (pending && get && pending.pathname === location.pathname) return pending.search;
  return location.search;
}
