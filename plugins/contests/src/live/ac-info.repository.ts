import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';

/** 02 §3 "ACM AC info": id (the submission's), cid, submitTime, displayId, firstBlood, username, realname, checked. */
export interface AcInfoRecord {
  id: number;
  cid: number;
  uid: string;
  submitTime: string;
  displayId: string;
  firstBlood: boolean;
  username: string;
  realname: string;
  checked: boolean;
}

/** Which accepted submissions are balloons: made while the contest ran, by someone on the board. */
export interface AcInfoScope {
  cid: number;
  startTime: Date;
  endTime: Date;
  /** Never on the board (the author, super admins): their accepted tests get no balloon. */
  excludeUids: string[];
  /** Star accounts (usernames): a balloon, but never first blood. */
  stars: string[];
}

interface AcRow {
  submit_id: string;
  cid: string;
  uid: string;
  submit_time: Date | string;
  display_id: string;
  username: string;
  realname: string | null;
  checked: boolean | null;
  first_blood: boolean;
  total: string;
}

/** `(?, ?, …)` for a list of values; an empty list matches nothing (the driver expands no arrays for us). */
const inList = (values: readonly unknown[]): string => (values.length ? `(${values.map(() => '?').join(', ')})` : '(select null::varchar where false)');

/**
 * The balloon runners' list, read from the core's submission rows every time: a rejudge that turns a
 * verdict into or out of Accepted changes the list and first blood at once. One balloon per user and
 * problem: their earliest accepted submission.
 */
@injectable()
export class ContestAcInfoRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async page(scope: AcInfoScope, page: PageRequest): Promise<Page<AcInfoRecord>> {
    // firsts: each user's first accepted submission per problem; first blood: the earliest of those by a non-star
    const excluded = inList(scope.excludeUids);
    const stars = inList(scope.stars);
    const firsts = `
      with firsts as (
        select distinct on (s.uid, s.pid) s.submit_id, s.cid, s.uid, s.pid, s.submit_time, cp.display_id, u.username, u.realname
        from submission s join contest_problem cp on cp.cid = s.cid and cp.pid = s.pid join user_info u on u.uid = s.uid
        where s.cid = ? and s.status = 0 and s.submit_time >= ? and s.submit_time < ? and not (s.uid in ${excluded})
        order by s.uid, s.pid, s.submit_time, s.submit_id
      ), blood as (
        select pid, min(submit_time) as at from firsts where not (username in ${stars}) group by pid
      )`;
    const params = [scope.cid, scope.startTime, scope.endTime, ...scope.excludeUids, ...scope.stars];
    // one pass: the page and the count of balloons together (count over the whole window)
    const rows = await this.sql.all<AcRow>(
      `${firsts}
       select f.submit_id, f.cid, f.uid, f.submit_time, f.display_id, f.username, f.realname, c.checked,
              (b.at is not null and f.submit_time = b.at and not (f.username in ${stars})) as first_blood, count(*) over () as total
       from firsts f left join blood b on b.pid = f.pid left join contest_ac_check c on c.submit_id = f.submit_id
       order by coalesce(c.checked, false), f.submit_time desc, f.submit_id desc limit ? offset ?`,
      [...params, ...scope.stars, page.limit, offsetOf(page)],
    );
    // a page past the last one has no row to carry the count: counted on its own (rare)
    const n = rows.length ? Number(rows[0].total) : offsetOf(page) > 0 ? Number((await this.sql.all<{ n: string }>(`${firsts} select count(*) as n from firsts`, params))[0].n) : 0;
    return pageOf(
      rows.map((r) => ({
        id: Number(r.submit_id), cid: Number(r.cid), uid: r.uid, submitTime: new Date(r.submit_time).toISOString(), displayId: r.display_id, firstBlood: Boolean(r.first_blood),
        username: r.username, realname: r.realname ?? '', checked: Boolean(r.checked),
      })),
      n,
      page,
    );
  }

  /** Whether the submission is an accepted one of the contest (a balloon may be checked). */
  async isAccepted(cid: number, submitId: number): Promise<boolean> {
    const rows = await this.sql.all<{ submit_id: string }>('select submit_id from submission where submit_id = ? and cid = ? and status = 0', [submitId, cid]);
    return rows.length > 0;
  }

  async setChecked(cid: number, submitId: number, checked: boolean): Promise<void> {
    await this.sql.run(
      `insert into contest_ac_check (submit_id, cid, checked) values (?, ?, ?)
       on conflict (submit_id) do update set checked = excluded.checked, updated_at = now()`,
      [submitId, cid, checked],
    );
  }
}
