import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import type { AuthorRole, Discussion, DiscussionCategory, DiscussionStatusCode } from './discussion.model';
import { iso, likeContaining, orNull, placeholders } from './sql-text';

export interface DiscussionFilter {
  categoryId?: number;
  pid?: string;
  uid?: string;
  keyword?: string;
  /** Hidden discussions (status 1) too: the admin list. */
  includeHidden?: boolean;
  /** Only the public area (gid null); a group's list passes gid. */
  gid?: number | null;
}

/** What create and edit store; the server sets uid, author and role. */
export interface DiscussionRow {
  categoryId: number;
  title: string;
  description: string;
  content: string;
  pid: string | null;
  topPriority: boolean;
  gid: number | null;
}

interface DiscussionRecord {
  id: string; category_id: string; category_name: string | null; title: string; description: string; content: string; pid: string | null;
  uid: string; author: string; role: string; view_num: number; like_num: number; comment_num: number; top_priority: boolean; status: number;
  gid: string | null; gmt_create: Date; gmt_modified: Date; avatar: string | null; title_name: string | null; title_color: string | null;
}

const SELECT = `select d.*, c.name as category_name, u.avatar, u.title_name, u.title_color
  from discussion d left join discussion_category c on c.id = d.category_id left join user_info u on u.uid = d.uid`;

function discussionOf(r: DiscussionRecord, withContent = true): Discussion {
  return {
    id: Number(r.id), categoryId: Number(r.category_id), categoryName: r.category_name ?? '', title: r.title, description: r.description,
    content: withContent ? r.content : '', pid: r.pid, uid: r.uid, author: r.author, avatar: orNull(r.avatar), role: r.role as AuthorRole,
    titleName: orNull(r.title_name), titleColor: orNull(r.title_color), viewNum: r.view_num, likeNum: r.like_num, commentNum: r.comment_num,
    topPriority: r.top_priority, status: r.status as DiscussionStatusCode, gid: r.gid === null ? null : Number(r.gid), gmtCreate: iso(r.gmt_create), gmtModified: iso(r.gmt_modified),
  };
}

/** Discussions, their likes and categories, in the plugin's tables through the core's SqlRunner. */
@injectable()
export class DiscussionRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** 02 §2: pinned first, then newest; the list carries no content. */
  async list(filter: DiscussionFilter, page: PageRequest): Promise<Page<Discussion>> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (!filter.includeHidden) where.push('d.status = 0');
    if (filter.gid === null || filter.gid === undefined) where.push('d.gid is null');
    else {
      where.push('d.gid = ?');
      values.push(filter.gid);
    }
    if (filter.categoryId !== undefined) {
      where.push('d.category_id = ?');
      values.push(filter.categoryId);
    }
    if (filter.pid !== undefined) {
      where.push('d.pid = ?');
      values.push(filter.pid);
    }
    if (filter.uid !== undefined) {
      where.push('d.uid = ?');
      values.push(filter.uid);
    }
    if (filter.keyword) {
      where.push('(d.title ilike ? or d.description ilike ? or d.author ilike ?)');
      const like = likeContaining(filter.keyword);
      values.push(like, like, like);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from discussion d ${clause}`, values);
    const rows = await this.sql.all<DiscussionRecord>(`${SELECT} ${clause} order by d.top_priority desc, d.gmt_create desc, d.id desc limit ? offset ?`, [...values, page.limit, offsetOf(page)]);
    return pageOf(rows.map((r) => discussionOf(r, false)), Number(total), page);
  }

  async find(id: number): Promise<Discussion | undefined> {
    const [row] = await this.sql.all<DiscussionRecord>(`${SELECT} where d.id = ?`, [id]);
    return row ? discussionOf(row) : undefined;
  }

  async insert(row: DiscussionRow, author: { uid: string; username: string; role: AuthorRole }): Promise<number> {
    const [{ id }] = await this.sql.all<{ id: string }>(
      `insert into discussion (category_id, title, description, content, pid, uid, author, role, top_priority, gid) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [row.categoryId, row.title, row.description, row.content, row.pid, author.uid, author.username, author.role, row.topPriority, row.gid],
    );
    return Number(id);
  }

  async update(id: number, row: Omit<DiscussionRow, 'gid'>): Promise<void> {
    await this.sql.run(
      'update discussion set category_id = ?, title = ?, description = ?, content = ?, pid = ?, top_priority = ?, gmt_modified = now() where id = ?',
      [row.categoryId, row.title, row.description, row.content, row.pid, row.topPriority, id],
    );
  }

  /** The admin's pin and hide/show (03 §7 Discussion: status normal/disabled, topPriority). */
  async moderate(id: number, change: { topPriority?: boolean; status?: DiscussionStatusCode }, publicOnly = false): Promise<number> {
    return this.sql.run(
      `update discussion set top_priority = coalesce(?, top_priority), status = coalesce(?, status), gmt_modified = now() where id = ?${publicOnly ? ' and gid is null' : ''}`,
      [change.topPriority ?? null, change.status ?? null, id],
    );
  }

  /** `publicOnly`: the site's moderators delete in the public area only (a group's rows are its admins'). */
  async delete(ids: number[], publicOnly = false): Promise<number> {
    if (!ids.length) return 0;
    return this.sql.run(`delete from discussion where id in (${placeholders(ids.length)})${publicOnly ? ' and gid is null' : ''}`, ids);
  }

  /** One atomic step per view (02 §2 view counts). */
  async addView(id: number): Promise<void> {
    await this.sql.run('update discussion set view_num = view_num + 1 where id = ?', [id]);
  }

  /** Likes once per user: the count moves only when the like row was really added. Answers whether it was. */
  async like(did: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all<{ id: string }>(
      `with added as (insert into discussion_like (did, uid) values (?, ?) on conflict do nothing returning did)
       update discussion set like_num = like_num + 1 where id in (select did from added) returning id`,
      [did, uid],
    );
    return rows.length > 0;
  }

  async unlike(did: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all<{ id: string }>(
      `with removed as (delete from discussion_like where did = ? and uid = ? returning did)
       update discussion set like_num = greatest(like_num - 1, 0) where id in (select did from removed) returning id`,
      [did, uid],
    );
    return rows.length > 0;
  }

  async hasLike(did: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all('select 1 from discussion_like where did = ? and uid = ?', [did, uid]);
    return rows.length > 0;
  }

  /** Discussions the user created since `since` (03 §5 daily limit). */
  async countCreatedSince(uid: string, since: Date): Promise<number> {
    const [{ n }] = await this.sql.all<{ n: string }>('select count(*) as n from discussion where uid = ? and gmt_create >= ?', [uid, since]);
    return Number(n);
  }

  /** Serialises one user's creations inside the current transaction (the daily limit holds under parallel posts). */
  async lockAuthor(uid: string): Promise<void> {
    await this.sql.all("select pg_advisory_xact_lock(hashtext('discussions:' || ?))", [uid]);
  }

  // categories (02 §3 Category)

  async categories(): Promise<DiscussionCategory[]> {
    const rows = await this.sql.all<{ id: string; name: string }>('select id, name from discussion_category order by id');
    return rows.map((r) => ({ id: Number(r.id), name: r.name }));
  }

  async categoryExists(id: number): Promise<boolean> {
    return (await this.sql.all('select 1 from discussion_category where id = ?', [id])).length > 0;
  }

  async categoryInUse(ids: number[]): Promise<{ id: number; name: string } | undefined> {
    if (!ids.length) return undefined;
    const [row] = await this.sql.all<{ id: string; name: string }>(
      `select c.id, c.name from discussion_category c where c.id in (${placeholders(ids.length)}) and exists (select 1 from discussion d where d.category_id = c.id) order by c.id limit 1`,
      ids,
    );
    return row ? { id: Number(row.id), name: row.name } : undefined;
  }

  async deleteCategories(ids: number[]): Promise<void> {
    if (ids.length) await this.sql.run(`delete from discussion_category where id in (${placeholders(ids.length)})`, ids);
  }

  async renameCategory(id: number, name: string): Promise<void> {
    await this.sql.run('update discussion_category set name = ?, gmt_modified = now() where id = ? and name <> ?', [name, id, name]);
  }

  async addCategory(name: string): Promise<void> {
    await this.sql.run('insert into discussion_category (name) values (?)', [name]);
  }

  /**
   * The problem's display id as stored (case as the bank has it), or undefined. In the public area only bank
   * problems (no group, or a group problem made public: applyPublicProgress 2); in a group also its own.
   */
  async problemIdOf(problemId: string, gid: number | null = null): Promise<string | undefined> {
    const [row] = await this.sql.all<{ problem_id: string }>(
      'select problem_id from problem where lower(problem_id) = lower(?) and (gid is null or apply_public_progress = 2 or gid = ?) order by id limit 1',
      [problemId, gid],
    );
    return row?.problem_id;
  }

  /** Whether the trainings plugin's table holds this training, public or of group `gid` (false when that plugin was never installed). */
  async trainingExists(tid: number, gid: number | null = null): Promise<boolean> {
    const [{ t }] = await this.sql.all<{ t: string | null }>("select to_regclass('training')::text as t");
    if (!t) return false;
    return (await this.sql.all('select 1 from training where id = ? and gid is not distinct from ?', [tid, gid])).length > 0;
  }

  /** Problems the user has solved (03 §5 AC init values). */
  async solvedCount(uid: string): Promise<number> {
    const [{ n }] = await this.sql.all<{ n: string }>('select count(*) as n from user_problem_result where uid = ? and solved', [uid]);
    return Number(n);
  }
}
