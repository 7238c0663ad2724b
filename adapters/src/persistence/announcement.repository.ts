import type { MikroORM } from '@mikro-orm/postgresql';
import { pageOf, offsetOf, type Announcement, type AnnouncementInput, type AnnouncementRepository, type CarouselRepository, type Page, type PageRequest } from '@oj/core';
import { authorRoleIdOf, authorRoleOfId } from './author-role-column';
import { sqlOf } from './entity-manager';

interface AnnouncementRow {
  id: string;
  title: string;
  content: string;
  uid: string;
  username: string | null;
  author_role_id: number | null;
  status: number;
  gid: string | null;
  gmt_create: Date;
  gmt_modified: Date;
}

const SELECT = `select a.id, a.title, a.content, a.uid, u.username, ${authorRoleIdOf('a.uid')} as author_role_id, a.status, a.gid, a.gmt_create, a.gmt_modified
  from announcement a left join user_info u on u.uid = a.uid`;

const toModel = (r: AnnouncementRow): Announcement => ({
  id: Number(r.id),
  title: r.title,
  content: r.content,
  uid: r.uid,
  username: r.username ?? '',
  authorRole: authorRoleOfId(r.author_role_id),
  status: Number(r.status),
  gid: r.gid === null ? null : Number(r.gid),
  gmtCreate: new Date(r.gmt_create),
  gmtModified: new Date(r.gmt_modified),
});

/** Site announcements in SQL (paged by the database; the join gives the author's name). */
export class SqlAnnouncementRepository implements AnnouncementRepository {
  constructor(private readonly orm: MikroORM) {}

  async page(request: PageRequest, options: { visibleOnly: boolean }): Promise<Page<Announcement>> {
    const sql = sqlOf(this.orm);
    const where = `where a.gid is null${options.visibleOnly ? ' and a.status = 0' : ''}`;
    const [count] = await sql.all<{ total: string }>(`select count(*) as total from announcement a ${where}`);
    const rows = await sql.all<AnnouncementRow>(`${SELECT} ${where} order by a.id desc limit ? offset ?`, [request.limit, offsetOf(request)]);
    return pageOf(rows.map(toModel), Number(count?.total ?? 0), request);
  }

  async create(uid: string, input: AnnouncementInput): Promise<Announcement> {
    const [row] = await sqlOf(this.orm).all<{ id: string }>('insert into announcement (title, content, uid, status) values (?, ?, ?, ?) returning id', [input.title, input.content, uid, input.status]);
    return (await this.find(Number(row.id))) as Announcement;
  }

  async update(id: number, input: Partial<AnnouncementInput>): Promise<Announcement | undefined> {
    const sets: string[] = [];
    const values: unknown[] = [];
    for (const field of ['title', 'content', 'status'] as const) {
      if (input[field] !== undefined) {
        sets.push(`${field} = ?`);
        values.push(input[field]);
      }
    }
    sets.push('gmt_modified = now()');
    const touched = await sqlOf(this.orm).run(`update announcement set ${sets.join(', ')} where id = ? and gid is null`, [...values, id]);
    return touched ? this.find(id) : undefined;
  }

  async delete(id: number): Promise<boolean> {
    return (await sqlOf(this.orm).run('delete from announcement where id = ? and gid is null', [id])) > 0;
  }

  private async find(id: number): Promise<Announcement | undefined> {
    const [row] = await sqlOf(this.orm).all<AnnouncementRow>(`${SELECT} where a.id = ?`, [id]);
    return row ? toModel(row) : undefined;
  }
}

/** The home carousel in SQL. */
export class SqlCarouselRepository implements CarouselRepository {
  constructor(private readonly orm: MikroORM) {}

  async list(): Promise<Array<{ id: number; fileHash: string }>> {
    const rows = await sqlOf(this.orm).all<{ id: string; file_hash: string }>('select id, file_hash from home_carousel order by id');
    return rows.map((r) => ({ id: Number(r.id), fileHash: r.file_hash }));
  }

  async add(uid: string, fileHash: string): Promise<{ id: number; fileHash: string }> {
    const [row] = await sqlOf(this.orm).all<{ id: string }>('insert into home_carousel (file_hash, uid) values (?, ?) returning id', [fileHash, uid]);
    return { id: Number(row.id), fileHash };
  }

  async delete(id: number): Promise<boolean> {
    return (await sqlOf(this.orm).run('delete from home_carousel where id = ?', [id])) > 0;
  }
}
