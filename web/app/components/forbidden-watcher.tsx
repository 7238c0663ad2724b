import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { FORBIDDEN_EVENT, REQUEST_TIMEOUT_MS, UNAUTHORIZED_EVENT } from './api';
import { readRoles, rolesRefresh } from './roles-refresh';

/**
 * 01 §8, HTTP 403: reads the user's roles again (the message itself is shown by `api()`, like every
 * failure). When they changed, the loaders are read again: the root loader carries the roles (the ability
 * rules), so the page shows and hides what the user may now do. When they did not, nothing is read again
 * (a page whose loader is refused would otherwise ask again and again; see roles-refresh.ts).
 */
export function ForbiddenWatcher({ rules, signedIn }: { rules: unknown[]; signedIn: boolean }) {
  const revalidator = useRevalidator();
  // the revalidator object changes with its state; the listener reads the current one and the shown roles
  const current = useRef({ revalidator, rules, signedIn });
  current.current = { revalidator, rules, signedIn };
  // the reloads waiting for the loaders to be read (the revalidator answers no promise: its state tells)
  const reloading = useRef<Array<() => void>>([]);
  useEffect(() => {
    if (revalidator.state === 'idle') for (const done of reloading.current.splice(0)) done();
  }, [revalidator.state]);
  useEffect(() => {
    const refresh = rolesRefresh({
      readRoles: () => readRoles(),
      shown: () => current.current,
      reload: () =>
        new Promise<void>((resolve) => {
          reloading.current.push(resolve);
          // a reload that never reports back does not stop later refreshes
          setTimeout(resolve, REQUEST_TIMEOUT_MS);
          current.current.revalidator.revalidate();
        }),
      sessionEnded: () => window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT)),
    });
    const onForbidden = () => void refresh();
    window.addEventListener(FORBIDDEN_EVENT, onForbidden);
    return () => window.removeEventListener(FORBIDDEN_EVENT, onForbidden);
  }, []);
  return null;
}
