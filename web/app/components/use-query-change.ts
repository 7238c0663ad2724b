import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useRef } from 'react';
import { baseSearch, changedSearch, type QueryChangeOptions, type QueryChanges, type RequestedSearch } from './query-change';

/** A change: the parameters to set (empty ones removed), or the next search built from the base one. */
export type QueryChange = QueryChanges | ((base: URLSearchParams) => URLSearchParams);

/**
 * Changes some of the page's query parameters, starting from where the router is going rather than from
 * `useSearchParams()`, which keeps the old address while the previous change's loader runs: a second filter
 * clicked meanwhile would otherwise drop the first. `defaults` (page reset, replace, scroll) apply to every
 * change unless the call's own options say otherwise.
 */
export function useQueryChange(defaults: QueryChangeOptions = {}) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // the last search asked for: a second click before React re-renders sees neither it nor its navigation
  const requested = useRef<RequestedSearch>();
  return (change: QueryChange, options: QueryChangeOptions = {}) => {
    const { resetPage, removePage, replace, preventScrollReset } = { ...defaults, ...options };
    const base = new URLSearchParams(baseSearch({ location, navigation }, requested.current));
    const next = typeof change === 'function' ? change(base) : changedSearch(base, change, { resetPage, removePage });
    const search = next.toString() ? `?${next}` : '';
    requested.current = { search, locationKey: location.key, navigationKey: navigation.location?.key };
    navigate({ pathname: location.pathname, search }, { replace, preventScrollReset });
  };
}
