import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AVATAR_PATH,
  JudgeStatus,
  RANK_TYPE,
  offsetOf,
  type DailyCount,
  type PageRequest,
  type RankRow,
  type RankType,
  type RecentAcRankRow,
  type SubmissionStats,
  type UserFigures,
} from '@oj/core';
import { authorRoleIdOf, authorRoleOfId } from './author-role-column';
import { sqlOf } from './entity-manager';
import { PUBLIC_BANK_SQL } from './problem.repository';

type Row = Record<string, unknown>;

/** A LIKE pattern matching `text` anywhere, its own %, _ and backslash taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const avatarOf = (file: unknown) => (file ? `${AVATAR_PATH}${String(file)}` : '');

/** Ties end on the uid so a page boundary never shows a user twice or skips one. */
const ORDER: Record<RankType, string> = {
  [RANK_TYPE.ACM]: 'r.solved desc, r.submissions asc, u.uid asc',
  [RANK_TYPE.OI]: 'r.score desc, r.solved desc, r.submissions asc, u.uid asc',
};
/** The same orders over a page's own columns (the outer query that adds each row's badge). */
const PAGE_ORDER: Record<RankType, string> = {
  [RANK_TYPE.ACM]: 'p.solved desc, p.submissions asc, p.uid asc',
  [RANK_TYPE.OI]: 'p.score desc, p.solved desc, p.submissions asc, p.uid asc',
};

/** A public problem of the site's problem set (not a group's, not a contest's). */
const PUBLIC_PROBLEM = PUBLIC_BANK_SQL;
/** Display ids in natural order (core's displayOrderKey, kept as problem.display_order): '999' before '1000' before 'HA1'. */
const DISPLAY_ORDER = 'p.display_order, p.problem_id';

/**
 * The figures of judged submissions outside contests, in SQL: rankings from user_record (kept by the
 * verdict's transaction), the rest counted from submission and user_problem_result. Disabled accounts
 * (status <> 0) stay out of the rankings.
 */
export class SqlSubmissionStats implements SubmissionStats {
  constructor(private readonly orm: MikroORM) {}

  async rankPage(type: RankType, search: string | undefined, page: PageRequest): Promise<{ rows: RankRow[]; total: number }> {
    const where = ['r.submissions > 0', 'u.status = 0'];
    const params: unknown[] = [];
    if (search) {
      where.push("(u.username ilike ? escape '\\' or u.nickname ilike ? escape '\\')");
      params.push(containing(search), containing(search));
    }
    const from = `from user_record r join user_info u on u.uid = r.uid where ${where.join(' and ')}`;
    const sql = sqlOf(this.orm);
    const [count] = await sql.all<Row>(`select count(*) as n ${from}`, params);
    // the badge outside the paged query: only the page's rows are probed, not the ones OFFSET skips
    const rows = await sql.all<Row>(
      `select p.*, ${authorRoleIdOf('p.uid')} as author_role_id from (
         select u.uid, u.username, u.nickname, u.avatar, u.title_name, u.title_color, u.signature, r.solved, r.submissions, r.score
         ${from} order by ${ORDER[type]} limit ? offset ?) p
       order by ${PAGE_ORDER[type]}`,
      [...params, page.limit, offsetOf(page)],
    );
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        uid: String(r.uid),
        username: String(r.username),
        nickname: String(r.nickname),
        avatar: avatarOf(r.avatar),
        titleName: String(r.title_name),
        titleColor: String(r.title_color),
        signature: String(r.signature),
        ac: Number(r.solved),
        total: Number(r.submissions),
        ...(type === RANK_TYPE.OI ? { score: Number(r.score) } : {}),
        rating: null,
        authorRole: authorRoleOfId(r.author_role_id),
      })),
    };
  }

  async recentAcRank(since: Date, limit: number): Promise<RecentAcRankRow[]> {
    const rows = await sqlOf(this.orm).all<Row>(
      `select t.*, ${authorRoleIdOf('t.uid')} as author_role_id from (
         select u.uid, u.username, u.avatar, u.title_name, u.title_color, count(distinct s.pid) as ac
         from submission s join user_info u on u.uid = s.uid
         where s.status = ${JudgeStatus.ACCEPTED} and s.cid = 0 and s.submit_time >= ? and u.status = 0
         group by u.uid order by ac desc, u.username asc limit ?) t
       order by t.ac desc, t.username asc`,
      [since, limit],
    );
    return rows.map((r) => ({
      uid: String(r.uid),
      username: String(r.username),
      avatar: avatarOf(r.avatar),
      titleName: String(r.title_name),
      titleColor: String(r.title_color),
      ac: Number(r.ac),
      authorRole: authorRoleOfId(r.author_role_id),
    }));
  }

  async dailyCounts(from: string, timeZone: string, uid?: string): Promise<DailyCount[]> {
    // the lower bound is the local midnight of `from` as an instant, so the submit_time index serves it
    const rows = await sqlOf(this.orm).all<Row>(
      `select to_char(s.submit_time at time zone ?, 'YYYY-MM-DD') as day, count(*) as total,
         count(*) filter (where s.status = ${JudgeStatus.ACCEPTED}) as ac
       from submission s
       where s.cid = 0 and s.submit_time >= (?::date)::timestamp at time zone ?${uid ? ' and s.uid = ?' : ''}
       group by 1 order by 1`,
      [timeZone, from, timeZone, ...(uid ? [uid] : [])],
    );
    return rows.map((r) => ({ date: String(r.day), total: Number(r.total), ac: Number(r.ac) }));
  }

  async userFigures(uid: string): Promise<UserFigures> {
    const sql = sqlOf(this.orm);
    const [record] = await sql.all<Row>('select submissions from user_record where uid = ?', [uid]);
    const problems = await sql.all<Row>(
      `select p.problem_id, p.difficulty, r.solved, r.best_oi_rank_score
       from user_problem_result r join problem p on p.id = r.pid
       where r.uid = ? and (r.solved or r.best_oi_rank_score > 0) and ${PUBLIC_PROBLEM}
       order by ${DISPLAY_ORDER}`,
      [uid],
    );
    const solved = problems.filter((p) => p.solved);
    const solvedByDifficulty: Record<string, number> = {};
    for (const p of solved) solvedByDifficulty[String(p.difficulty)] = (solvedByDifficulty[String(p.difficulty)] ?? 0) + 1;
    return {
      total: record ? Number(record.submissions) : 0,
      solvedList: solved.map((p) => String(p.problem_id)),
      scoreList: problems.filter((p) => Number(p.best_oi_rank_score) > 0).map((p) => Number(p.best_oi_rank_score)),
      solvedByDifficulty,
    };
  }
}
