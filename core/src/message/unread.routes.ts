import { defineRoute } from '../api/api-route';

/** Unread counts of the message centre's five boxes (02 §2: comment, reply, like, sys, mine). */
export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

/** Nothing is unread until the message centre exists (a later issue counts the boxes). */
export const NO_UNREAD: Readonly<UnreadCounts> = Object.freeze({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });

export const unreadRoutes = [
  defineRoute({
    method: 'GET', path: '/api/msg/unread', tag: 'msg', access: { auth: 'login' },
    summary: "The signed-in user's unread messages per box (comment, reply, like, sys, mine); all zero until the message centre exists",
    handle: (): UnreadCounts => ({ ...NO_UNREAD }),
  }),
];
