import type { MessageKind } from './message.port';

/**
 * The message centre's five boxes (02 §2 tabs, and the keys of the unread counts): `comment` holds the
 * port's `discuss` messages, `sys` the admin's system notices delivered by the hourly push.
 */
export type MessageBox = 'comment' | 'reply' | 'like' | 'sys' | 'mine';
export const MESSAGE_BOXES: readonly MessageBox[] = ['comment', 'reply', 'like', 'sys', 'mine'];

/** The port's kind each box shows (sys is not posted through the port). */
export const KIND_OF_BOX: Readonly<Record<Exclude<MessageBox, 'sys'>, MessageKind>> = { comment: 'discuss', reply: 'reply', like: 'like', mine: 'mine' };

/** 02 §10 page sizes: 6 for discuss/reply/like, 8 for sys/mine. */
export const REMIND_PAGE_SIZE = 6;
export const NOTICE_PAGE_SIZE = 8;

/** Column sizes: a longer title is cut, never refused (the source's own limits are its feature's). */
export const MESSAGE_TITLE_MAX = 255;
export const MESSAGE_URL_MAX = 1024;

/** HOJ's action words (02 §3 Message): a like says what was liked, a post (discussion) or a comment. */
export type MessageAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

/** A discuss/reply/like message as the lists answer it (02 §3 Message); `state` is the read flag. */
export interface RemindMessage {
  id: number;
  state: boolean;
  senderId: string | null;
  senderUsername: string | null;
  senderAvatar: string | null;
  action: MessageAction;
  sourceType: string;
  sourceId: number | string;
  sourceTitle: string;
  /** What the sender wrote (the comment or reply); empty for a like. */
  sourceContent: string;
  /** The recipient's own text answered or liked. */
  quoteContent: string | null;
  url: string;
  gmtCreate: Date;
}

/** A sys or mine message: a title and a markdown body; mine also says where it comes from. */
export interface NoticeMessage {
  id: number;
  title: string;
  content: string;
  state: boolean;
  gmtCreate: Date;
  sourceType?: string;
  sourceId?: number | string;
  url?: string;
}

/** Unread messages per box (GET /api/msg/unread). */
export type UnreadCounts = Record<MessageBox, number>;

export const NO_UNREAD: Readonly<UnreadCounts> = Object.freeze({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });

/** One message to keep, as the port's post becomes a row. */
export interface NewMessage {
  recipientId: string;
  kind: MessageKind;
  senderId: string | null;
  title: string | null;
  sourceType: string;
  sourceId: string;
  sourceTitle: string;
  url: string;
  content: string;
  quoteType: string | null;
  quoteId: number | null;
  quoteContent: string | null;
  /** For likes: what was liked (`Comment:12`), kept once per sender and recipient. */
  target: string | null;
}
