import { inject, injectable } from 'inversify';
import { NotFound } from '../shared/errors';
import { pageRequest, type Page } from '../shared/paging';
import { NOTICE_PAGE_SIZE, REMIND_PAGE_SIZE, type MessageBox, type NoticeMessage, type RemindMessage, type UnreadCounts } from './message.model';
import { MESSAGE_REPOSITORY, type MessageRepository } from './message.repository';

/**
 * The signed-in user's message centre: the lists (opening one marks what it shows read; the records keep
 * the state they had, so the page can show the unread dot once), the unread counts, and deleting.
 */
@injectable()
export class MessageBoxService {
  constructor(@inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository) {}

  unread(uid: string): Promise<UnreadCounts> {
    return this.messages.unread(uid);
  }

  async remind(uid: string, box: 'comment' | 'reply' | 'like', currentPage?: number, limit?: number): Promise<Page<RemindMessage>> {
    const page = await this.messages.pageRemind(uid, box, pageRequest(currentPage, limit, REMIND_PAGE_SIZE));
    await this.markShownRead(uid, box, page.records);
    return page;
  }

  async notices(uid: string, box: 'sys' | 'mine', currentPage?: number, limit?: number): Promise<Page<NoticeMessage>> {
    const page = await this.messages.pageNotice(uid, box, pageRequest(currentPage, limit, NOTICE_PAGE_SIZE));
    await this.markShownRead(uid, box, page.records);
    return page;
  }

  /** Deletes one message (id) or every message of the box; only the user's own. */
  async clean(uid: string, box: MessageBox, id?: number): Promise<void> {
    const removed = await this.messages.clean(uid, box, id);
    if (id !== undefined && removed === 0) throw new NotFound('msg.notFound');
  }

  private async markShownRead(uid: string, box: MessageBox, records: ReadonlyArray<{ id: number; state: boolean }>): Promise<void> {
    const unread = records.filter((r) => !r.state).map((r) => r.id);
    if (unread.length) await this.messages.markRead(uid, box, unread);
  }
}
