import { notifications } from '@mantine/notifications';
import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { FORBIDDEN_EVENT } from './api';

/** The toast id of a refusal: a burst of refused calls shows one message, not a queue of them. */
export const FORBIDDEN_TOAST_ID = 'oj-forbidden';

/**
 * 01 §8, HTTP 403: shows the server's message and reads the user's roles again. The root loader
 * carries the roles (the ability rules), so revalidating it refreshes what the page shows and hides.
 */
export function ForbiddenWatcher() {
  const revalidator = useRevalidator();
  // the revalidator object changes with its state; the listener reads the current one
  const current = useRef(revalidator);
  current.current = revalidator;
  useEffect(() => {
    const onForbidden = (event: Event) => {
      const message = (event as CustomEvent<unknown>).detail;
      if (typeof message === 'string' && message) {
        notifications.hide(FORBIDDEN_TOAST_ID);
        notifications.show({ id: FORBIDDEN_TOAST_ID, color: 'red', message });
      }
      current.current.revalidate();
    };
    window.addEventListener(FORBIDDEN_EVENT, onForbidden);
    return () => window.removeEventListener(FORBIDDEN_EVENT, onForbidden);
  }, []);
  return null;
}
