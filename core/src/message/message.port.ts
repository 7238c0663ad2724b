import type { ServiceIdentifier } from 'inversify';

/**
 * The message centre's boxes a feature posts into (02 §2 /message): `discuss` — a comment on the
 * recipient's discussion; `reply` — a reply to the recipient's comment or reply; `like` — a like of the
 * recipient's discussion or comment; `mine` — a notice to one user from a feature (a report handled, a
 * group application accepted or refused, a problem made public). `sys` is the admin's system notices
 * (core/src/notice), never posted through this port.
 */
export type MessageKind = 'discuss' | 'reply' | 'like' | 'mine';
export const MESSAGE_KINDS: readonly MessageKind[] = ['discuss', 'reply', 'like', 'mine'];

/** Where a message comes from, and where its link leads (02 §3 Message: sourceType Discussion or Contest). */
export interface MessageSource {
  /** 'Discussion' or 'Contest' for discuss/reply/like; any feature's name for mine ('Report', 'Group', 'Problem'). */
  type: string;
  id: number | string;
  /** The discussion's or contest's title (shown as the source link's text). */
  title: string;
  /** Site path of the source (`/discussion-detail/7`, `/contest/3/comment`), a comment anchor allowed. */
  url: string;
  /** Who caused it (the commenter, replier, liker); null for a feature's own notice (mine). */
  senderId?: string | null;
  /** What the sender wrote (the comment or reply), or the body of a `mine` notice (markdown). */
  content?: string;
  /** The title of a `mine` notice. */
  noticeTitle?: string;
  /** The recipient's own text being answered or liked (02 §2 'quote'), and its id, e.g. a comment. */
  quote?: { type: 'Discussion' | 'Comment' | 'Reply'; id: number; content: string };
}

/**
 * The message centre's port (DESIGN §2 core `message` module): any feature posts through it.
 * A post to the sender themself is dropped (no message for liking or answering your own text); a like is
 * kept once per sender and target (the source, or its quote when given), however many times it is clicked.
 * A recipient or sender that does not exist keeps nothing and raises nothing: the feature's own action stands.
 * The core binds it to `MessagePoster` (core/src/message/message-poster.ts); docs/messages.md has the rest.
 */
export interface MessagePort {
  post(uid: string, kind: MessageKind, source: MessageSource): Promise<void>;
  /** The same message to each of these users in one write (a group's members told it was disbanded); the rules are post's. */
  postMany(uids: readonly string[], kind: MessageKind, source: MessageSource): Promise<void>;
}

export const MESSAGE_PORT: ServiceIdentifier<MessagePort> = Symbol.for('oj.MessagePort');
