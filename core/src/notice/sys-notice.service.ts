import { inject, injectable } from 'inversify';
import { USER_REPOSITORY, type UserRepository } from '../account/user.repository';
import { Conflict, NotFound, ValidationError } from '../shared/errors';
import { pageRequest, type Page } from '../shared/paging';
import { ADMIN_LIST_PAGE_SIZE } from '../site/announcement.model';
import { SysNoticeType, type SysNotice } from './sys-notice.model';
import { SYS_NOTICE_REPOSITORY, type SysNoticeRepository } from './sys-notice.repository';

/** A notice as the admin writes it; the recipient is a uid or a username, needed for type Single only. */
export interface SysNoticeForm {
  title: string;
  content: string;
  type: SysNoticeType;
  recipientId?: string | null;
}

/**
 * The super admin's system notices (03 §2 notice page). A notice is delivered by the hourly push job;
 * once pushed its text can still change (recipients see the new text), its recipients cannot.
 */
@injectable()
export class SysNoticeService {
  constructor(
    @inject(SYS_NOTICE_REPOSITORY) private readonly notices: SysNoticeRepository,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
  ) {}

  page(currentPage: number | undefined, limit: number | undefined, type: SysNoticeType | undefined): Promise<Page<SysNotice>> {
    return this.notices.page(pageRequest(currentPage, limit, ADMIN_LIST_PAGE_SIZE), { type });
  }

  async create(adminId: string, form: SysNoticeForm): Promise<SysNotice> {
    const recipientId = await this.recipientOf(form);
    return this.notices.create(adminId, { title: form.title, content: form.content, type: form.type, recipientId });
  }

  async update(id: number, form: SysNoticeForm): Promise<SysNotice> {
    const existing = await this.notices.find(id);
    if (!existing) throw new NotFound('notice.notFound');
    const recipientId = await this.recipientOf(form);
    const recipientsChange = form.type !== existing.type || recipientId !== existing.recipientId;
    if (recipientsChange && existing.state) throw new Conflict('notice.pushedRecipients');
    const input = { title: form.title, content: form.content, type: form.type, recipientId };
    const updated = await this.notices.update(id, input, { unpushedOnly: recipientsChange });
    if (updated) return updated;
    // gone, or pushed between the read and the write
    if (await this.notices.find(id)) throw new Conflict('notice.pushedRecipients');
    throw new NotFound('notice.notFound');
  }

  async delete(id: number): Promise<void> {
    if (!(await this.notices.delete(id))) throw new NotFound('notice.notFound');
  }

  private async recipientOf(form: SysNoticeForm): Promise<string | null> {
    if (form.type !== SysNoticeType.SINGLE) return null;
    const given = form.recipientId?.trim();
    if (!given) throw new ValidationError('notice.recipientRequired', {}, [{ field: 'recipientId', key: 'notice.recipientRequired' }]);
    const user = (await this.users.findByUid(given)) ?? (await this.users.findByUsername(given));
    if (!user) throw new ValidationError('notice.recipientNotFound', {}, [{ field: 'recipientId', key: 'notice.recipientNotFound' }]);
    return user.uid;
  }
}
