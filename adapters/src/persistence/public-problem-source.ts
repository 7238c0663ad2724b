import type { MikroORM } from '@mikro-orm/postgresql';
import { type ProblemAuthCode, type PublicProblemSet, type PublicProblemSource, type Tag } from '@oj/core';
import { sqlOf } from './entity-manager';
import { PUBLIC_BANK_SQL } from './problem.repository';

const COUNTS = ['total', 'ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const;

type Row = Record<string, unknown> & { tag_ids: string | null };

/**
 * The public problem list in one query (its order is the database's, so collation matches the SQL
 * list), and the stamp the triggers of migration 0010 keep.
 */
export class SqlPublicProblemSource implements PublicProblemSource {
  constructor(private readonly orm: MikroORM) {}

  async stamp(): Promise<string> {
    const [row] = await sqlOf(this.orm).all<{ version: string }>('select version from problem_list_stamp where id = 1');
    return String(row?.version ?? '0');
  }

  async load(): Promise<PublicProblemSet> {
    // the stamp first: a change committed between the two reads makes the next request load again
    const stamp = await this.stamp();
    const sql = sqlOf(this.orm);
    const rows = await sql.all<Row>(
      `select p.id, p.problem_id, p.title, p.difficulty, p.type, p.auth, p.author, p.is_remote, p.remote_oj, p.gid, p.gmt_create, p.gmt_modified,
              ${COUNTS.map((c) => `p.${c}`).join(', ')},
              t.tag_ids
       from problem p
       left join (select pid, string_agg(tid::text, ',' order by tid) as tag_ids from problem_tag group by pid) t on t.pid = p.id
       where ${PUBLIC_BANK_SQL}
       order by p.display_order, p.problem_id, p.id`,
    );
    const tags = await sql.all<{ id: string; name: string; color: string; oj: string; gid: string | null; tcid: string | null }>('select id, name, color, oj, gid, tcid from tag order by id');
    return {
      stamp,
      entries: rows.map((r) => ({
        pid: Number(r.id),
        problemId: String(r.problem_id),
        title: String(r.title),
        difficulty: Number(r.difficulty),
        type: Number(r.type),
        auth: Number(r.auth) as ProblemAuthCode,
        author: String(r.author),
        isRemote: Boolean(r.is_remote),
        remoteOj: r.remote_oj === null ? null : String(r.remote_oj),
        gid: r.gid === null ? null : Number(r.gid),
        gmtCreate: new Date(r.gmt_create as string),
        gmtModified: new Date(r.gmt_modified as string),
        ...(Object.fromEntries(COUNTS.map((c) => [c, Number(r[c])])) as Record<(typeof COUNTS)[number], number>),
        // one text per row: cheaper to read than an array column
        tagIds: r.tag_ids ? r.tag_ids.split(',').map(Number) : [],
      })),
      tags: tags.map((t): Tag => ({ id: Number(t.id), name: t.name, color: t.color, oj: t.oj, gid: t.gid === null ? null : Number(t.gid), tcid: t.tcid === null ? null : Number(t.tcid) })),
    };
  }
}
