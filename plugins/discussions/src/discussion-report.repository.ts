import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import type { DiscussionReport } from './discussion.model';
import { iso } from './sql-text';

interface ReportRecord {
  id: string; did: string; discussion_title: string | null; reporter: string; reporter_uid: string; content: string; status: boolean; gmt_create: Date; gmt_modified: Date;
}

const reportOf = (r: ReportRecord): DiscussionReport & { reporterUid: string } => ({
  id: Number(r.id), did: Number(r.did), discussionTitle: r.discussion_title ?? '', reporter: r.reporter, reporterUid: r.reporter_uid, content: r.content, status: r.status,
  gmtCreate: iso(r.gmt_create), gmtModified: iso(r.gmt_modified),
});

/** Reports of discussions (02 §3 Report; 03 admin report list). */
@injectable()
export class DiscussionReportRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** The new report's id, or undefined when this user has reported this discussion before (one report each). */
  async insert(report: { did: number; reporter: string; reporterUid: string; content: string }): Promise<number | undefined> {
    const [row] = await this.sql.all<{ id: string }>(
      'insert into discussion_report (did, reporter, reporter_uid, content) values (?, ?, ?, ?) on conflict (did, reporter_uid) do nothing returning id',
      [report.did, report.reporter, report.reporterUid, report.content],
    );
    return row ? Number(row.id) : undefined;
  }

  /** Unhandled first, newest first. */
  /** `publicOnly`: reports of group discussions stay out (only super admins see a group's rows from outside it). */
  async page(page: PageRequest, publicOnly = false): Promise<Page<DiscussionReport>> {
    const where = publicOnly ? 'where d.gid is null' : '';
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from discussion_report r left join discussion d on d.id = r.did ${where}`);
    const rows = await this.sql.all<ReportRecord>(
      `select r.*, d.title as discussion_title from discussion_report r left join discussion d on d.id = r.did ${where} order by r.status, r.id desc limit ? offset ?`,
      [page.limit, offsetOf(page)],
    );
    return pageOf(rows.map((r) => { const { reporterUid: _uid, ...shown } = reportOf(r); return shown; }), Number(total), page);
  }

  async find(id: number, publicOnly = false): Promise<(DiscussionReport & { reporterUid: string }) | undefined> {
    const [row] = await this.sql.all<ReportRecord>(
      `select r.*, d.title as discussion_title from discussion_report r left join discussion d on d.id = r.did where r.id = ?${publicOnly ? ' and d.gid is null' : ''}`,
      [id],
    );
    return row ? reportOf(row) : undefined;
  }

  /** Answers whether the state changed (a second 'handled' sends no second notice). */
  async setHandled(id: number, handled: boolean): Promise<boolean> {
    return (await this.sql.run('update discussion_report set status = ?, gmt_modified = now() where id = ? and status <> ?', [handled, id, handled])) > 0;
  }

  async unhandledCount(): Promise<number> {
    const [{ n }] = await this.sql.all<{ n: string }>('select count(*) as n from discussion_report where not status');
    return Number(n);
  }
}
