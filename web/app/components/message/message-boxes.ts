import type { UnreadCounts } from '../unread';

/** The tabs of /message (02 §2): the path segment, the API's box, its unread key, and clean's `type`. */
export const MESSAGE_TABS = [
  { box: 'discuss', api: 'comment', unread: 'comment', cleanType: 'Discuss', pageSize: 6 },
  { box: 'reply', api: 'reply', unread: 'reply', cleanType: 'Reply', pageSize: 6 },
  { box: 'like', api: 'like', unread: 'like', cleanType: 'Like', pageSize: 6 },
  { box: 'sys', api: 'sys', unread: 'sys', cleanType: 'Sys', pageSize: 8 },
  { box: 'mine', api: 'mine', unread: 'mine', cleanType: 'Mine', pageSize: 8 },
] as const satisfies ReadonlyArray<{ box: string; api: string; unread: keyof UnreadCounts; cleanType: string; pageSize: number }>;

export type MessageTab = (typeof MESSAGE_TABS)[number];
export type MessageTabId = MessageTab['box'];

export const DEFAULT_TAB: MessageTabId = 'discuss';

export function tabOf(box: string | undefined): MessageTab | undefined {
  return MESSAGE_TABS.find((tab) => tab.box === box);
}

/** A discuss/reply/like message as GET /api/msg/{comment,reply,like} answers it (02 §3 Message). */
export interface RemindMessage {
  id: number;
  state: boolean;
  senderId: string | null;
  senderUsername: string | null;
  senderAvatar: string | null;
  action: 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';
  sourceType: string;
  sourceId: number | string;
  sourceTitle: string;
  sourceContent: string;
  quoteContent: string | null;
  url: string;
  gmtCreate: string;
}

/** A sys or mine message: title and markdown content (mine also its source's link). */
export interface NoticeMessage {
  id: number;
  title: string;
  content: string;
  state: boolean;
  gmtCreate: string;
  url?: string;
}

export interface MessagePage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** Only a site path becomes a link (a source's url comes from a feature, never a foreign or script address). */
export const isSitePath = (url: string | undefined): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
