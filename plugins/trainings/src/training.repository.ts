import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { likeContaining } from './sql-text';
import type { RankShowName, Training, TrainingAuthName, TrainingCategory, TrainingDraft } from './training.model';

/** A row of the training lists (02 §2 /training, 03 §2 admin list). */
export interface TrainingRow {
  id: number;
  rank: number;
  title: string;
  auth: TrainingAuthName;
  status: boolean;
  author: string;
  gid: number | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  problemCount: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface TrainingFilter {
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuthName;
  /** Hidden trainings (status off) are left out of the public list. */
  visibleOnly?: boolean;
  /** Whose trainings: the site's (null: the public and admin lists) or one group's (its tab). */
  gid: number | null;
}

interface TrainingRecord {
  id: string;
  rank: number;
  title: string;
  description: string;
  auth: TrainingAuthName;
  private_pwd: string | null;
  status: boolean;
  author: string;
  gid: string | null;
  rank_show_name: RankShowName;
  category_id: string | null;
  video_extra_file: string | null;
  gmt_create: Date;
  gmt_modified: Date;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string): string => new Date(v).toISOString();

function trainingOf(r: TrainingRecord): Training {
  return {
    id: Number(r.id), rank: r.rank, title: r.title, description: r.description, auth: r.auth, privatePwd: r.private_pwd, status: r.status,
    author: r.author, gid: num(r.gid), rankShowName: r.rank_show_name, categoryId: num(r.category_id), videoExtraFile: r.video_extra_file, gmtCreate: iso(r.gmt_create), gmtModified: iso(r.gmt_modified),
  };
}

/** Trainings, their categories and registrations, in the plugin's tables through the core's SqlRunner. */
@injectable()
export class TrainingRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async list(filter: TrainingFilter, page: PageRequest): Promise<Page<TrainingRow>> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.gid === null) where.push('t.gid is null');
    else {
      where.push('t.gid = ?');
      values.push(filter.gid);
    }
    if (filter.visibleOnly) where.push('t.status');
    if (filter.keyword) {
      where.push("(t.title ilike ? or t.author ilike ? or cast(t.id as varchar) = ?)");
      values.push(likeContaining(filter.keyword), likeContaining(filter.keyword), filter.keyword);
    }
    if (filter.categoryId !== undefined) {
      where.push('t.category_id = ?');
      values.push(filter.categoryId);
    }
    if (filter.auth) {
      where.push('t.auth = ?');
      values.push(filter.auth);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from training t ${clause}`, values);
    const rows = await this.sql.all<TrainingRecord & { category_name: string | null; category_color: string | null; problem_count: string }>(
      `select t.*, c.name as category_name, c.color as category_color,
         (select count(*) from training_problem tp where tp.tid = t.id) as problem_count
       from training t left join training_category c on c.id = t.category_id
       ${clause} order by t.rank asc, t.id desc limit ? offset ?`,
      [...values, page.limit, offsetOf(page)],
    );
    const records = rows.map((r) => {
      const t = trainingOf(r);
      return {
        id: t.id, rank: t.rank, title: t.title, auth: t.auth, status: t.status, author: t.author, gid: t.gid, categoryId: t.categoryId,
        categoryName: r.category_name, categoryColor: r.category_color, problemCount: Number(r.problem_count), gmtCreate: t.gmtCreate, gmtModified: t.gmtModified,
      };
    });
    return pageOf(records, Number(total), page);
  }

  async find(id: number): Promise<Training | undefined> {
    const [row] = await this.sql.all<TrainingRecord>('select * from training where id = ?', [id]);
    return row ? trainingOf(row) : undefined;
  }

  /** A site training (gid null) or a group's. */
  async create(draft: TrainingDraft, author: string, gid: number | null = null): Promise<Training> {
    const [row] = await this.sql.all<TrainingRecord>(
      `insert into training (rank, title, description, auth, private_pwd, status, author, rank_show_name, category_id, video_extra_file, gid)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [draft.rank, draft.title, draft.description, draft.auth, draft.privatePwd, draft.status, author, draft.rankShowName, draft.categoryId, draft.videoExtraFile, gid],
    );
    return trainingOf(row);
  }

  async update(id: number, draft: TrainingDraft): Promise<boolean> {
    return (await this.sql.run(
      `update training set rank = ?, title = ?, description = ?, auth = ?, private_pwd = ?, status = ?, rank_show_name = ?, category_id = ?, video_extra_file = ?,
       gmt_modified = now() where id = ?`,
      [draft.rank, draft.title, draft.description, draft.auth, draft.privatePwd, draft.status, draft.rankShowName, draft.categoryId, draft.videoExtraFile, id],
    )) > 0;
  }

  async delete(id: number): Promise<boolean> {
    return (await this.sql.run('delete from training where id = ?', [id])) > 0;
  }

  async setStatus(id: number, status: boolean): Promise<boolean> {
    return (await this.sql.run('update training set status = ?, gmt_modified = now() where id = ?', [status, id])) > 0;
  }

  /** The training changed (a problem added or removed): its "recent update" moves. */
  async touch(id: number): Promise<void> {
    await this.sql.run('update training set gmt_modified = now() where id = ?', [id]);
  }

  async isRegistered(tid: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all('select 1 from training_register where tid = ? and uid = ? and status', [tid, uid]);
    return rows.length > 0;
  }

  async register(tid: number, uid: string): Promise<void> {
    await this.sql.run('insert into training_register (tid, uid) values (?, ?) on conflict (tid, uid) do update set status = true', [tid, uid]);
  }

  /** The site's categories, and with a gid also that group's own (a group training may use either). */
  async categories(gid: number | null = null): Promise<TrainingCategory[]> {
    const rows = await this.sql.all<{ id: string; name: string; color: string; gid: string | null }>(
      `select id, name, color, gid from training_category where gid is null${gid === null ? '' : ' or gid = ?'} order by id`,
      gid === null ? [] : [gid],
    );
    return rows.map((r) => ({ id: Number(r.id), name: r.name, color: r.color, gid: num(r.gid) }));
  }

  /** A category a training of the site (gid null) or of the group may use. */
  async findCategory(id: number, gid: number | null = null): Promise<TrainingCategory | undefined> {
    return (await this.categories(gid)).find((c) => c.id === id);
  }

  async createCategory(name: string, color: string, gid: number | null = null): Promise<TrainingCategory> {
    const [row] = await this.sql.all<{ id: string }>('insert into training_category (name, color, gid) values (?, ?, ?) returning id', [name, color, gid]);
    return { id: Number(row.id), name, color, gid };
  }

  async updateCategory(id: number, name: string, color: string): Promise<boolean> {
    return (await this.sql.run('update training_category set name = ?, color = ?, gmt_modified = now() where id = ? and gid is null', [name, color, id])) > 0;
  }

  async deleteCategory(id: number): Promise<boolean> {
    return (await this.sql.run('delete from training_category where id = ? and gid is null', [id])) > 0;
  }
}
