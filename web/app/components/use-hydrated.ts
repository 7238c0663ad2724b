import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and at once for
 * anything mounted later, such as a page reached by a link): what may differ between the server and the
 * visitor's browser (their time zone) is rendered only when this is true, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
