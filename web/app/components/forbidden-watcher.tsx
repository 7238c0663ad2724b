import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { FORBIDDEN_EVENT } from './api';

/**
 * 01 §8, HTTP 403: reads the user's roles again (the message itself is shown by `api()`, like every
 * failure). The root loader carries the roles (the ability rules), so revalidating it refreshes what
 * the page shows and hides.
 */
export function ForbiddenWatcher() {
  const revalidator = useRevalidator();
  // the revalidator object changes with its state; the listener reads the current one
  const current = useRef(revalidator);
  current.current = revalidator;
  useEffect(() => {
    const onForbidden = () => current.current.revalidate();
    window.addEventListener(FORBIDDEN_EVENT, onForbidden);
    return () => window.removeEventListener(FORBIDDEN_EVENT, onForbidden);
  }, []);
  return null;
}
