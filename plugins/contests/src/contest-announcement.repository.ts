import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import type { ContestAnnouncement } from './contest.model';

interface AnnouncementRecord {
  id: string;
  cid: string;
  title: string;
  content: string;
  uid: string;
  username: string;
  created_at: Date;
  updated_at: Date;
}

const announcementOf = (r: AnnouncementRecord): ContestAnnouncement => ({
  id: Number(r.id), cid: Number(r.cid), title: r.title, content: r.content, uid: r.uid, username: r.username,
  createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
});

/** A contest's announcements, newest first. */
@injectable()
export class ContestAnnouncementRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async list(cid: number, page: PageRequest): Promise<Page<ContestAnnouncement>> {
    const [{ total }] = await this.sql.all<{ total: string }>('select count(*) as total from contest_announcement where cid = ?', [cid]);
    const rows = await this.sql.all<AnnouncementRecord>('select * from contest_announcement where cid = ? order by id desc limit ? offset ?', [cid, page.limit, offsetOf(page)]);
    return pageOf(rows.map(announcementOf), Number(total), page);
  }

  async all(cid: number): Promise<ContestAnnouncement[]> {
    const rows = await this.sql.all<AnnouncementRecord>('select * from contest_announcement where cid = ? order by id desc', [cid]);
    return rows.map(announcementOf);
  }

  async find(id: number): Promise<ContestAnnouncement | undefined> {
    const [row] = await this.sql.all<AnnouncementRecord>('select * from contest_announcement where id = ?', [id]);
    return row ? announcementOf(row) : undefined;
  }

  async insert(a: { cid: number; title: string; content: string; uid: string; username: string }): Promise<ContestAnnouncement> {
    const [row] = await this.sql.all<AnnouncementRecord>(
      'insert into contest_announcement (cid, title, content, uid, username) values (?, ?, ?, ?, ?) returning *',
      [a.cid, a.title, a.content, a.uid, a.username],
    );
    return announcementOf(row);
  }

  async update(id: number, cid: number, change: { title: string; content: string }): Promise<boolean> {
    return (await this.sql.run('update contest_announcement set title = ?, content = ?, updated_at = now() where id = ? and cid = ?', [change.title, change.content, id, cid])) > 0;
  }

  async delete(id: number, cid: number): Promise<boolean> {
    return (await this.sql.run('delete from contest_announcement where id = ? and cid = ?', [id, cid])) > 0;
  }
}
