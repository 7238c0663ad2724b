import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from '../shared/paging';
import type { MessageBox, NewMessage, NoticeMessage, RemindMessage, UnreadCounts } from './message.model';

/**
 * The message centre's storage: the port's messages (discuss, reply, like, mine) and the read side of the
 * system notices' deliveries (user_sys_notice). Every read and write is scoped to one recipient.
 */
export interface MessageRepository {
  /** Keeps one message; false when nothing was kept (a like already kept, or no such recipient). */
  add(message: NewMessage): Promise<boolean>;
  /** Keeps these messages in one insert, each by add's rules; how many were kept. */
  addMany(messages: readonly NewMessage[]): Promise<number>;
  /** A page of discuss/reply/like messages, newest first. */
  pageRemind(uid: string, box: 'comment' | 'reply' | 'like', request: PageRequest): Promise<Page<RemindMessage>>;
  /** A page of sys or mine messages, newest first. */
  pageNotice(uid: string, box: 'sys' | 'mine', request: PageRequest): Promise<Page<NoticeMessage>>;
  /** Marks these of the user's messages in a box read. */
  markRead(uid: string, box: MessageBox, ids: readonly number[]): Promise<void>;
  unread(uid: string): Promise<UnreadCounts>;
  /** Deletes one of the user's messages in a box, or all of that box; how many went. */
  clean(uid: string, box: MessageBox, id?: number): Promise<number>;
}

export const MESSAGE_REPOSITORY: ServiceIdentifier<MessageRepository> = Symbol.for('oj.MessageRepository');
