import { inject, injectable, NotFound, pageRequest, UNIT_OF_WORK, ValidationError, type Page, type ServiceGetter, type SessionUser, type UnitOfWork } from '@oj/core';
import { DISCUSSION_LIMITS, type DiscussionCategory, type DiscussionReport, type DiscussionStatusCode } from './discussion.model';
import { DiscussionReportRepository } from './discussion-report.repository';
import { DiscussionRepository } from './discussion.repository';
import { discussionUrl, notify } from './message-out';

/** Outside a group only the super admin sees its rows (the contract of issue 22): the site's moderators act on the public area. */
const publicOnlyFor = (user: SessionUser): boolean => !user.roles.includes('root');

/** The admin side (03 admin discussions and reports; 02 §6 categories by the super admin). Callers are checked by the routes' abilities. */
@injectable()
export class DiscussionAdminService {
  constructor(
    @inject(DiscussionRepository) private readonly discussions: DiscussionRepository,
    @inject(DiscussionReportRepository) private readonly reports: DiscussionReportRepository,
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  /**
   * POST /api/discussion-category: the list as it should be — entries with an id are renamed, without one
   * added, and the categories left out are deleted (refused while one still has discussions).
   */
  async saveCategories(list: { id?: number; name?: string }[]): Promise<DiscussionCategory[]> {
    const names = list.map((c) => (c.name ?? '').trim());
    if (names.some((n) => !n)) throw new ValidationError('discussions.categoryNameRequired');
    if (names.some((n) => n.length > DISCUSSION_LIMITS.categoryNameMax)) throw new ValidationError('discussions.categoryNameTooLong', { max: DISCUSSION_LIMITS.categoryNameMax });
    return this.uow.run(async () => {
      const existing = await this.discussions.categories();
      const kept = new Set(list.filter((c) => c.id !== undefined).map((c) => c.id as number));
      for (const id of kept) if (!existing.some((c) => c.id === id)) throw new ValidationError('discussions.categoryNotFound');
      const dropped = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
      const busy = await this.discussions.categoryInUse(dropped);
      if (busy) throw new ValidationError('discussions.categoryInUse', { name: busy.name });
      await this.discussions.deleteCategories(dropped);
      for (const [i, c] of list.entries()) {
        if (c.id !== undefined) await this.discussions.renameCategory(c.id, names[i]);
        else await this.discussions.addCategory(names[i]);
      }
      return this.discussions.categories();
    });
  }

  /** PUT /api/admin/discussion: pin and hide/show (the other fields of the body are the author's). */
  async moderate(id: number, change: { topPriority?: boolean; status?: DiscussionStatusCode }, user: SessionUser): Promise<void> {
    if (!(await this.discussions.moderate(id, change, publicOnlyFor(user)))) throw new NotFound('discussions.notFound');
  }

  /** DELETE /api/admin/discussion: a non-empty selection (03 §5). */
  async deleteMany(ids: number[], user: SessionUser): Promise<{ deleted: number }> {
    if (!ids.length) throw new ValidationError('discussions.selectionEmpty');
    return { deleted: await this.discussions.delete([...new Set(ids)], publicOnlyFor(user)) };
  }

  /** GET /api/admin/discussion-report: unhandled first, 10 a page. */
  reportPage(page: { limit?: number; currentPage?: number }, user: SessionUser): Promise<Page<DiscussionReport>> {
    return this.reports.page(pageRequest(page.currentPage, page.limit, DISCUSSION_LIMITS.reportPageSize), publicOnlyFor(user));
  }

  /** PUT /api/admin/discussion-report: marks it handled (or not); a first 'handled' tells the reporter in their `mine` box. */
  async setReportState(id: number, handled: boolean, user: SessionUser, get: ServiceGetter): Promise<void> {
    const report = await this.reports.find(id, publicOnlyFor(user));
    if (!report) throw new NotFound('discussions.reportNotFound');
    const changed = await this.reports.setHandled(id, handled);
    if (changed && handled) {
      const title = report.discussionTitle || `#${report.did}`;
      await notify(get, report.reporterUid, 'mine', {
        type: 'Report', id: report.id, title, url: discussionUrl(report.did), senderId: null,
        noticeTitle: 'Your report has been handled · 您的举报已处理',
        content: `Your report of the discussion "${title}" has been handled. Thank you for your feedback.\n\n您对讨论“${title}”的举报已处理，感谢您的反馈。`,
      });
    }
  }
}
