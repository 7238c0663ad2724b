import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useEffect } from 'react';
import { LOGIN_FIRST_PATH } from '../components/login-first';
import { announceSession } from '../components/session-sync';

export async function loader({ context }: LoaderFunctionArgs) {
  // login-only route: a guest has no session to end (01 §8)
  if (!context.request.user) throw redirect(LOGIN_FIRST_PATH);
  return null;
}

/** /logout: ends this session, tells the other tabs, then goes home (01 §2). */
export default function Logout() {
  useEffect(() => {
    void fetch('/api/logout', { credentials: 'same-origin' }).finally(() => {
      announceSession('signed-out');
      window.location.replace('/home');
    });
  }, []);
  return null;
}
