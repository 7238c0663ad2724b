/**
 * Followed users of a contest's board, kept in the browser (02 §2, §3 local storage): a list of uids per contest,
 * sent as concernedList so their rows come pinned on top of every page.
 */
const keyOf = (cid: number) => `contest-board-follow:${cid}`;

export function followedOf(cid: number): string[] {
  if (typeof window === 'undefined') return [];
  try {
    const value = JSON.parse(window.localStorage.getItem(keyOf(cid)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 300) : [];
  } catch {
    return [];
  }
}

/** Follows or unfollows a user; answers the new list. */
export function toggleFollow(cid: number, uid: string): string[] {
  const list = followedOf(cid);
  const next = list.includes(uid) ? list.filter((u) => u !== uid) : [...list, uid].slice(-300);
  try {
    window.localStorage.setItem(keyOf(cid), JSON.stringify(next));
  } catch {
    // private mode or full storage: following lasts for the page only
  }
  return next;
}
