import { useEffect, useState } from 'react';
import { api } from './api';

/** The header asks for unread messages this often (01 §9). */
export const UNREAD_POLL_MS = 120_000;

/** Unread counts of the message centre's boxes, as `GET /api/msg/unread` answers them. */
export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

export const NO_UNREAD: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

/** The number on the badge: every box together. */
export function unreadTotal(counts: UnreadCounts): number {
  return counts.comment + counts.reply + counts.like + counts.sys + counts.mine;
}

/** Asked by a page that changed the counts (the message centre marked a page read, or deleted): every badge asks again at once. */
const REFRESH_EVENT = 'oj:unread-refresh';

export function refreshUnread(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(REFRESH_EVENT));
}

/** The signed-in user's unread counts, fetched at once, then every 120 s and whenever `refreshUnread()` asks; zeros for a guest. */
export function useUnread(signedIn: boolean): UnreadCounts {
  const [counts, setCounts] = useState<UnreadCounts>(NO_UNREAD);
  useEffect(() => {
    if (!signedIn) {
      setCounts(NO_UNREAD);
      return;
    }
    let live = true;
    const poll = () =>
      void api<UnreadCounts>('/api/msg/unread', { quiet: 'a background poll every 120 s: the badge keeps its last count' }).then((r) => {
        if (live && r.status === 200 && r.data) setCounts({ ...NO_UNREAD, ...r.data });
      });
    poll();
    const timer = setInterval(poll, UNREAD_POLL_MS);
    window.addEventListener(REFRESH_EVENT, poll);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener(REFRESH_EVENT, poll);
    };
  }, [signedIn]);
  return counts;
}
