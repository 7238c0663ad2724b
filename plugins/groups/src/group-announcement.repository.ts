import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import type { GroupAnnouncement } from './group.model';

interface AnnouncementRecord {
  id: string;
  title: string;
  content: string;
  uid: string;
  username: string | null;
  status: number;
  gid: string;
  gmt_create: Date;
  gmt_modified: Date;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

function announcementOf(r: AnnouncementRecord): GroupAnnouncement {
  return {
    id: Number(r.id), title: r.title, content: r.content, uid: r.uid, username: r.username ?? '', status: r.status, gid: Number(r.gid),
    gmtCreate: iso(r.gmt_create), gmtModified: iso(r.gmt_modified),
  };
}

export interface GroupAnnouncementInput {
  title: string;
  content: string;
  status: number;
}

/** Group announcements: the core's `announcement` rows whose gid is set (the core's own lists read gid null only). */
@injectable()
export class GroupAnnouncementRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async page(gid: number, visibleOnly: boolean, page: PageRequest): Promise<Page<GroupAnnouncement>> {
    const clause = `where a.gid = ?${visibleOnly ? ' and a.status = 0' : ''}`;
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from announcement a ${clause}`, [gid]);
    const rows = await this.sql.all<AnnouncementRecord>(
      `select a.*, u.username from announcement a left join user_info u on u.uid = a.uid ${clause} order by a.id desc limit ? offset ?`,
      [gid, page.limit, offsetOf(page)],
    );
    return pageOf(rows.map(announcementOf), Number(total), page);
  }

  /** An announcement of a group (undefined for a site announcement, gid null). */
  async find(id: number): Promise<GroupAnnouncement | undefined> {
    const [row] = await this.sql.all<AnnouncementRecord>('select a.*, u.username from announcement a left join user_info u on u.uid = a.uid where a.id = ? and a.gid is not null', [id]);
    return row ? announcementOf(row) : undefined;
  }

  async create(gid: number, uid: string, input: GroupAnnouncementInput): Promise<number> {
    const [row] = await this.sql.all<{ id: string }>('insert into announcement (title, content, uid, status, gid) values (?, ?, ?, ?, ?) returning id', [input.title, input.content, uid, input.status, gid]);
    return Number(row.id);
  }

  async update(id: number, input: GroupAnnouncementInput): Promise<boolean> {
    return (await this.sql.run('update announcement set title = ?, content = ?, status = ?, gmt_modified = now() where id = ? and gid is not null', [input.title, input.content, input.status, id])) > 0;
  }

  async delete(id: number): Promise<boolean> {
    return (await this.sql.run('delete from announcement where id = ? and gid is not null', [id])) > 0;
  }
}
