import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { UNAUTHORIZED_EVENT } from './api';
import { useAuthDialog } from './auth-dialog';

/**
 * 01 §8, HTTP 401 on the site (the admin app goes to its own login instead): the session is gone, so the
 * page forgets its user — the root loader is read again and answers a guest, the header shows the login
 * button — and the login dialog opens. The message itself is shown by `api()`, like every failure; the
 * other tabs are told by SessionSync.
 */
export function UnauthorizedWatcher({ signedIn }: { signedIn: boolean }) {
  const revalidator = useRevalidator();
  const { open } = useAuthDialog();
  // the listener lives as long as the page; it reads the current user, revalidator and dialog
  const current = useRef({ signedIn, revalidator, open });
  current.current = { signedIn, revalidator, open };
  useEffect(() => {
    const onUnauthorized = () => {
      const { signedIn, revalidator, open } = current.current;
      // a guest's 401 changes no user (and reading the loaders again could meet the same 401 again)
      if (signedIn && revalidator.state === 'idle') revalidator.revalidate();
      open('login');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  return null;
}
