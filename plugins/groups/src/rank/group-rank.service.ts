import { AVATAR_PATH, inject, injectable, JudgeStatus, offsetOf, pageOf, pageRequest, Ratings, SQL_RUNNER, type Page, type SessionUser, type SqlRunner } from '@oj/core';
import { GroupProblemService } from '../problem/group-problem.service';
import { MemberAuth } from '../problem/group-role';

/** 03 §9: the group rank shows 30 a page; type 0 ACM (default), 1 OI. */
export const GROUP_RANK_PAGE_SIZE = 30;
export const GroupRankType = { ACM: 0, OI: 1 } as const;

/** A group rank row (03 §3): username, uid, avatar, titleName, titleColor, nickname, ac, total, score, and the rating. */
export interface GroupRankRow {
  username: string;
  uid: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  nickname: string;
  ac: number;
  total: number;
  score: number;
  rating: number | null;
}

interface RankRecord {
  uid: string;
  username: string;
  avatar: string | null;
  title_name: string | null;
  title_color: string | null;
  nickname: string | null;
  ac: string;
  total: string;
  score: string;
  n: string;
}

const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The group's rank (03 §2 Rank tab): its members over the group's problems and the submissions made in the group.
 * ACM: problems solved, then fewer submissions; OI: the sum of each problem's best score, then solved. Members and
 * super admins only. The rating is the site's (the core's ratingProvider point; null without one).
 */
@injectable()
export class GroupRankService {
  constructor(
    @inject(SQL_RUNNER) private readonly sql: SqlRunner,
    @inject(GroupProblemService) private readonly problems: GroupProblemService,
    @inject(Ratings) private readonly ratings: Ratings,
  ) {}

  async list(query: { gid: number; type?: number; currentPage?: number; limit?: number; searchUser?: string }, user: SessionUser | undefined): Promise<Page<GroupRankRow>> {
    await this.problems.member(query.gid, user);
    const page = pageRequest(query.currentPage, query.limit, GROUP_RANK_PAGE_SIZE);
    const oi = query.type === GroupRankType.OI;
    const search = query.searchUser?.trim();
    const rows = await this.sql.all<RankRecord>(
      `with stats as (
         select b.uid, count(*) filter (where b.solved) as ac, sum(b.tries) as total, sum(b.best) as score
         from (select s.uid, s.pid, bool_or(s.status = ${JudgeStatus.ACCEPTED}) as solved, count(*) as tries, coalesce(max(s.score), 0) as best
               from submission s join problem p on p.id = s.pid and p.is_group and p.gid = s.gid
               where s.gid = ? and s.cid = 0 group by s.uid, s.pid) b
         group by b.uid)
       select u.uid, u.username, u.avatar, u.title_name, u.title_color, u.nickname,
              coalesce(st.ac, 0) as ac, coalesce(st.total, 0) as total, coalesce(st.score, 0) as score, count(*) over () as n
       from group_member m join user_info u on u.uid = m.uid left join stats st on st.uid = m.uid
       where m.gid = ? and m.auth >= ${MemberAuth.MEMBER} ${search ? 'and (u.username ilike ? or u.nickname ilike ?)' : ''}
       order by ${oi ? 'score desc, ac desc' : 'ac desc, total asc'}, u.username asc
       limit ? offset ?`,
      [query.gid, query.gid, ...(search ? [likeContaining(search), likeContaining(search)] : []), page.limit, offsetOf(page)],
    );
    const ratings = await this.ratings.of(rows.map((r) => r.uid));
    return pageOf(
      rows.map((r) => ({
        username: r.username, uid: r.uid, avatar: r.avatar ? `${AVATAR_PATH}${r.avatar}` : '', titleName: r.title_name ?? '', titleColor: r.title_color ?? '', nickname: r.nickname ?? '',
        ac: Number(r.ac), total: Number(r.total), score: Number(r.score), rating: ratings.get(r.uid) ?? null,
      })),
      rows.length ? Number(rows[0].n) : 0,
      page,
    );
  }
}
