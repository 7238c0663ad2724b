import { inject, injectable } from 'inversify';
import { MESSAGE_TITLE_MAX, MESSAGE_URL_MAX, type NewMessage } from './message.model';
import type { MessageKind, MessagePort, MessageSource } from './message.port';
import { MESSAGE_REPOSITORY, type MessageRepository } from './message.repository';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A like is kept once per sender, recipient and liked thing: the quoted text when given, else the source. */
export function likeTarget(source: MessageSource): string {
  return source.quote ? `${source.quote.type}:${source.quote.id}` : `${source.type}:${source.id}`;
}

/** The core's MessagePort (bound to MESSAGE_PORT): turns a feature's post into one kept message. */
@injectable()
export class MessagePoster implements MessagePort {
  constructor(@inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository) {}

  async post(uid: string, kind: MessageKind, source: MessageSource): Promise<void> {
    const senderId = source.senderId ?? null;
    // nobody is told about their own comment, reply or like
    if (senderId !== null && senderId === uid) return;
    await this.messages.add(this.rowOf(uid, kind, source, senderId));
  }

  async postMany(uids: readonly string[], kind: MessageKind, source: MessageSource): Promise<void> {
    const senderId = source.senderId ?? null;
    const to = [...new Set(uids)].filter((uid) => senderId === null || uid !== senderId);
    if (to.length) await this.messages.addMany(to.map((uid) => this.rowOf(uid, kind, source, senderId)));
  }

  private rowOf(uid: string, kind: MessageKind, source: MessageSource, senderId: string | null): NewMessage {
    return {
      recipientId: uid,
      kind,
      senderId,
      title: kind === 'mine' ? cut(source.noticeTitle ?? source.title, MESSAGE_TITLE_MAX) : null,
      sourceType: cut(source.type, 32),
      sourceId: cut(String(source.id), 64),
      sourceTitle: cut(source.title, MESSAGE_TITLE_MAX),
      url: cut(source.url, MESSAGE_URL_MAX),
      content: source.content ?? '',
      quoteType: source.quote?.type ?? null,
      quoteId: source.quote?.id ?? null,
      quoteContent: source.quote?.content ?? null,
      target: kind === 'like' ? likeTarget(source) : null,
    };
  }
}
