import type { MikroORM } from '@mikro-orm/postgresql';
import { Conflict, type Tag, type TagClassification, type TagClassificationInput, type TagInput, type TagRepository } from '@oj/core';
import { sqlOf } from './entity-manager';

interface TagRow {
  id: string;
  name: string;
  color: string;
  oj: string;
  gid: string | null;
  tcid: string | null;
}

interface ClassificationRow {
  id: string;
  name: string;
  rank: number;
  oj: string;
}

const TAG_SELECT = 'select t.id, t.name, t.color, t.oj, t.gid, t.tcid from tag t';
const CLASSIFICATION_SELECT = 'select id, name, rank, oj from tag_classification';

const toTag = (r: TagRow): Tag => ({
  id: Number(r.id),
  name: r.name,
  color: r.color,
  oj: r.oj,
  gid: r.gid === null ? null : Number(r.gid),
  tcid: r.tcid === null ? null : Number(r.tcid),
});

const toClassification = (r: ClassificationRow): TagClassification => ({ id: Number(r.id), name: r.name, rank: Number(r.rank), oj: r.oj });

/** The unique indexes of 0008 by name, and the message a clash with each reads. */
function conflictOf(error: unknown): Conflict | undefined {
  const message = String((error as Error)?.message ?? '');
  if (message.includes('tag_name_key')) return new Conflict('tag.duplicate');
  if (message.includes('tag_classification_oj_name_key')) return new Conflict('tag.classificationDuplicate');
  return undefined;
}

async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** Tags and their classifications in SQL; a tag's name is unique per (oj, group). */
export class SqlTagRepository implements TagRepository {
  constructor(private readonly orm: MikroORM) {}

  async list(filter: { oj?: string; gid?: number | null } = {}): Promise<Tag[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.oj !== undefined) {
      where.push('t.oj = ?');
      values.push(filter.oj);
    }
    if (filter.gid === null) where.push('t.gid is null');
    else if (filter.gid !== undefined) {
      where.push('t.gid = ?');
      values.push(filter.gid);
    }
    const rows = await sqlOf(this.orm).all<TagRow>(`${TAG_SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by t.id`, values);
    return rows.map(toTag);
  }

  async find(id: number): Promise<Tag | undefined> {
    const [row] = await sqlOf(this.orm).all<TagRow>(`${TAG_SELECT} where t.id = ?`, [id]);
    return row ? toTag(row) : undefined;
  }

  async findByName(name: string, oj: string, gid: number | null): Promise<Tag | undefined> {
    const [row] = await sqlOf(this.orm).all<TagRow>(`${TAG_SELECT} where t.oj = ? and coalesce(t.gid, 0) = ? and t.name = ?`, [oj, gid ?? 0, name]);
    return row ? toTag(row) : undefined;
  }

  async create(input: TagInput): Promise<Tag> {
    return refusingDuplicates(async () => {
      const [row] = await sqlOf(this.orm).all<TagRow>(
        'insert into tag (name, color, oj, gid, tcid) values (?, ?, ?, ?, ?) returning id, name, color, oj, gid, tcid',
        [input.name, input.color, input.oj, input.gid, input.tcid],
      );
      return toTag(row);
    });
  }

  async update(id: number, input: TagInput): Promise<Tag | undefined> {
    return refusingDuplicates(async () => {
      const [row] = await sqlOf(this.orm).all<TagRow>(
        'update tag set name = ?, color = ?, oj = ?, gid = ?, tcid = ?, gmt_modified = now() where id = ? returning id, name, color, oj, gid, tcid',
        [input.name, input.color, input.oj, input.gid, input.tcid, id],
      );
      return row ? toTag(row) : undefined;
    });
  }

  async delete(id: number): Promise<boolean> {
    return (await sqlOf(this.orm).run('delete from tag where id = ?', [id])) > 0;
  }

  async tagsOfProblems(pids: readonly number[]): Promise<Map<number, Tag[]>> {
    const byProblem = new Map<number, Tag[]>();
    if (!pids.length) return byProblem;
    const rows = await sqlOf(this.orm).all<TagRow & { pid: string }>(
      `select pt.pid, t.id, t.name, t.color, t.oj, t.gid, t.tcid from problem_tag pt join tag t on t.id = pt.tid where pt.pid in (?) order by pt.pid, t.id`,
      [[...new Set(pids)]],
    );
    for (const row of rows) {
      const pid = Number(row.pid);
      const tags = byProblem.get(pid);
      if (tags) tags.push(toTag(row));
      else byProblem.set(pid, [toTag(row)]);
    }
    return byProblem;
  }

  async classifications(oj?: string): Promise<TagClassification[]> {
    const rows = oj === undefined
      ? await sqlOf(this.orm).all<ClassificationRow>(`${CLASSIFICATION_SELECT} order by rank, id`)
      : await sqlOf(this.orm).all<ClassificationRow>(`${CLASSIFICATION_SELECT} where oj = ? order by rank, id`, [oj]);
    return rows.map(toClassification);
  }

  async createClassification(input: TagClassificationInput): Promise<TagClassification> {
    return refusingDuplicates(async () => {
      const [row] = await sqlOf(this.orm).all<ClassificationRow>(
        'insert into tag_classification (name, rank, oj) values (?, ?, ?) returning id, name, rank, oj',
        [input.name, input.rank, input.oj],
      );
      return toClassification(row);
    });
  }

  async updateClassification(id: number, input: TagClassificationInput): Promise<TagClassification | undefined> {
    return refusingDuplicates(async () => {
      const [row] = await sqlOf(this.orm).all<ClassificationRow>(
        'update tag_classification set name = ?, rank = ?, oj = ?, gmt_modified = now() where id = ? returning id, name, rank, oj',
        [input.name, input.rank, input.oj, id],
      );
      return row ? toClassification(row) : undefined;
    });
  }

  async deleteClassification(id: number): Promise<boolean> {
    // its tags stay, unclassified (tag.tcid is 'on delete set null')
    return (await sqlOf(this.orm).run('delete from tag_classification where id = ?', [id])) > 0;
  }
}
