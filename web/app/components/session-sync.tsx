import { useEffect, useRef } from 'react';
import { ADMIN_LOGIN } from '../admin/admin-api';
import { UNAUTHORIZED_EVENT } from './api';

/** Tabs of this site tell each other about sign-in and sign-out over this channel. */
export const SESSION_CHANNEL = 'oj-session';

/** What one tab tells the others about the session they share (one cookie for every tab). */
export type SessionChange = 'signed-in' | 'signed-out';

/** The admin app's paths: a tab there goes to the admin login when the session ends elsewhere. */
const ADMIN_AREA = /^\/admin(\/|$)/;
const SITE_HOME = '/home';

/** Where a tab showing `pathname` goes when another tab ended the session (01 §4): the admin login from the admin area, else /home. */
export function signedOutTarget(pathname: string): string {
  return ADMIN_AREA.test(pathname) ? ADMIN_LOGIN : SITE_HOME;
}

/** What travels between tabs: the change, and which page said it (a page ignores its own word). */
interface SessionMessage {
  change: SessionChange;
  from: string;
}

// A page's own id: its announcements reach its own listener too (one channel object per call), and a
// page must not act on them — after a 401 the tab stays where it is. Not a secret, so Math.random does.
const THIS_PAGE = Math.random().toString(36).slice(2);

/** Tells the other tabs the session changed (they reload, or leave after a sign-out). */
export function announceSession(change: SessionChange): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ change, from: THIS_PAGE } satisfies SessionMessage);
  channel.close();
}

/** The change another page announced, or undefined for this page's own word and anything unknown. */
export function changeFromOtherPage(data: unknown): SessionChange | undefined {
  const message = data as Partial<SessionMessage> | null;
  if (!message || typeof message !== 'object' || message.from === THIS_PAGE) return undefined;
  return message.change === 'signed-in' || message.change === 'signed-out' ? message.change : undefined;
}

/**
 * Keeps the tabs' idea of the session in step (01 §4 session sync). A sign-out elsewhere clears this tab's
 * user by leaving for /home (or the admin login from the admin area); a sign-in elsewhere reloads the page as
 * the new user. A 401 while this tab had a user means the session ended: the other tabs are told so too.
 * Mounted once in the site's shell and once in the admin app's.
 */
export function SessionSync({ signedIn }: { signedIn: boolean }) {
  // the listeners live as long as the page; they read whether it has a user now
  const hadUser = useRef(signedIn);
  hadUser.current = signedIn;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const listening = new BroadcastChannel(SESSION_CHANNEL);
    const follow = (e: MessageEvent) => {
      const change = changeFromOtherPage(e.data);
      if (change === 'signed-in') return window.location.reload();
      // a page load, not a client-side move: nothing of the old user stays in memory
      if (change === 'signed-out') window.location.assign(signedOutTarget(window.location.pathname));
    };
    const ended = () => {
      // a guest's 401 (a login-only action) ends nothing the other tabs have
      if (!hadUser.current) return;
      hadUser.current = false;
      announceSession('signed-out');
    };
    listening.addEventListener('message', follow);
    window.addEventListener(UNAUTHORIZED_EVENT, ended);
    return () => {
      listening.close();
      window.removeEventListener(UNAUTHORIZED_EVENT, ended);
    };
  }, []);
  return null;
}
