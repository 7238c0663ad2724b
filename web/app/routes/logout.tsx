import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useEffect } from 'react';
import { api } from '../components/api';
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
    // the session's CSRF token goes along (a link elsewhere cannot sign anyone out); home whatever the answer
    void api('/api/logout', { changesState: true, quiet: 'the page goes home whatever the answer' }).finally(() => {
      announceSession('signed-out');
      window.location.replace('/home');
    });
  }, []);
  return null;
}
