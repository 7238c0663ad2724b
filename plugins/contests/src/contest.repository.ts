import { EVENT_BUS, inject, injectable, offsetOf, pageOf, SQL_RUNNER, type EventBus, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { likeContaining } from './sql-text';
import type { AwardConfig, AwardTypeCode, Contest, ContestAuthCode, ContestDraft, ContestRankShowName, ContestStatusCode, ContestTypeCode, OiRankScoreType } from './contest.model';

export interface ContestFilter {
  keyword?: string;
  type?: ContestTypeCode;
  auth?: ContestAuthCode;
  /** -1 scheduled, 0 running, 1 ended, at `now`. */
  status?: ContestStatusCode;
  now?: Date;
  /** Hidden contests are left out of the public list. */
  visibleOnly?: boolean;
  /** Site contests only (gid null) unless a group is named. */
  gid?: number | null;
  /** Contests this author wrote (a non-root admin's list). */
  author?: string;
}

interface ContestRecord {
  id: string;
  title: string;
  description: string;
  type: number;
  auth: number;
  pwd: string | null;
  visible: boolean;
  start_time: Date;
  end_time: Date;
  duration: string;
  seal_rank: boolean;
  seal_rank_time: Date | null;
  auto_real_rank: boolean;
  open_rank: boolean;
  open_print: boolean;
  allow_end_submit: boolean;
  rank_show_name: string;
  star_account: string[] | string;
  oi_rank_score_type: string;
  award_type: number;
  award_config: AwardConfig[] | string;
  open_account_limit: boolean;
  account_limit_rule: string | null;
  author: string;
  uid: string;
  gid: string | null;
  source: string | number;
  created_at: Date;
  updated_at: Date;
}

const iso = (v: Date | string): string => new Date(v).toISOString();
const jsonOf = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function contestOf(r: ContestRecord): Contest {
  return {
    id: Number(r.id), title: r.title, description: r.description, type: r.type as ContestTypeCode, auth: r.auth as ContestAuthCode, pwd: r.pwd, visible: r.visible,
    startTime: iso(r.start_time), endTime: iso(r.end_time), duration: Number(r.duration), sealRank: r.seal_rank, sealRankTime: r.seal_rank_time ? iso(r.seal_rank_time) : null,
    autoRealRank: r.auto_real_rank, openRank: r.open_rank, openPrint: r.open_print, allowEndSubmit: r.allow_end_submit, rankShowName: r.rank_show_name as ContestRankShowName,
    starAccount: jsonOf(r.star_account) ?? [], oiRankScoreType: r.oi_rank_score_type as OiRankScoreType, awardType: r.award_type as AwardTypeCode, awardConfig: jsonOf(r.award_config) ?? [],
    openAccountLimit: r.open_account_limit, accountLimitRule: r.account_limit_rule, author: r.author, uid: r.uid, gid: r.gid === null ? null : Number(r.gid), source: Number(r.source ?? 0),
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

const COLUMNS = [
  'title', 'description', 'type', 'auth', 'pwd', 'visible', 'start_time', 'end_time', 'duration', 'seal_rank', 'seal_rank_time', 'auto_real_rank', 'open_rank', 'open_print',
  'allow_end_submit', 'rank_show_name', 'star_account', 'oi_rank_score_type', 'award_type', 'award_config', 'open_account_limit', 'account_limit_rule', 'author', 'uid', 'gid', 'source',
] as const;
const JSON_COLUMNS = new Set(['star_account', 'award_config']);

function valuesOf(d: ContestDraft): unknown[] {
  const duration = d.duration ?? Math.round((new Date(d.endTime).getTime() - new Date(d.startTime).getTime()) / 1000);
  return [
    d.title, d.description, d.type, d.auth, d.pwd, d.visible, new Date(d.startTime), new Date(d.endTime), duration, d.sealRank, d.sealRankTime ? new Date(d.sealRankTime) : null,
    d.autoRealRank, d.openRank, d.openPrint, d.allowEndSubmit, d.rankShowName, JSON.stringify(d.starAccount ?? []), d.oiRankScoreType, d.awardType,
    JSON.stringify(d.awardConfig ?? []), d.openAccountLimit, d.accountLimitRule, d.author, d.uid, d.gid, d.source ?? 0,
  ];
}

declare module '@oj/core' {
  interface EventMap {
    /** A contest's row was written (saved, shown or hidden, deleted): every process drops its kept copy (kept-contests.ts). */
    'contest.changed': { cid: number };
  }
}

const slot = (c: string) => (JSON_COLUMNS.has(c) ? 'cast(? as jsonb)' : '?');

/** Contests in the plugin's tables through the core's SqlRunner. */
@injectable()
export class ContestRepository {
  constructor(
    @inject(SQL_RUNNER) private readonly sql: SqlRunner,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {}

  async find(id: number): Promise<Contest | undefined> {
    const [row] = await this.sql.all<ContestRecord>('select * from contest where id = ?', [id]);
    return row ? contestOf(row) : undefined;
  }

  /** Running, then scheduled, then ended contests; newest start first within each. */
  async list(filter: ContestFilter, page: PageRequest): Promise<Page<Contest>> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.visibleOnly) where.push('c.visible');
    if (filter.gid === null) where.push('c.gid is null');
    else if (filter.gid !== undefined) { where.push('c.gid = ?'); values.push(filter.gid); }
    if (filter.author !== undefined) { where.push('c.author = ?'); values.push(filter.author); }
    if (filter.keyword) {
      where.push('(c.title ilike ? or cast(c.id as varchar) = ?)');
      values.push(likeContaining(filter.keyword), filter.keyword);
    }
    if (filter.type !== undefined) { where.push('c.type = ?'); values.push(filter.type); }
    if (filter.auth !== undefined) { where.push('c.auth = ?'); values.push(filter.auth); }
    if (filter.status !== undefined) {
      const now = filter.now ?? new Date();
      if (filter.status === -1) where.push('c.start_time > ?');
      else if (filter.status === 0) where.push('c.start_time <= ? and c.end_time > ?');
      else where.push('c.end_time <= ?');
      values.push(now);
      if (filter.status === 0) values.push(now);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from contest c ${clause}`, values);
    // running first, then scheduled, then ended; newest start first within each (HOJ's order)
    const now = filter.now ?? new Date();
    const rows = await this.sql.all<ContestRecord>(
      `select c.* from contest c ${clause}
       order by case when c.start_time <= ? and c.end_time > ? then 0 when c.start_time > ? then 1 else 2 end, c.start_time desc, c.id desc limit ? offset ?`,
      [...values, now, now, now, page.limit, offsetOf(page)],
    );
    return pageOf(rows.map(contestOf), Number(total), page);
  }

  /** Visible site contests that start in the next `days` days or are running (home page's recent contests). */
  async recent(now: Date, limit: number): Promise<Contest[]> {
    const rows = await this.sql.all<ContestRecord>(
      'select * from contest where visible and gid is null and end_time > ? order by start_time asc, id asc limit ?',
      [now, limit],
    );
    return rows.map(contestOf);
  }

  /** Site contests starting from `since` on (the admin dashboard's last 14 days, upcoming ones included), newest start first; group contests stay in their group. */
  async startingSince(since: Date, limit: number): Promise<Contest[]> {
    const rows = await this.sql.all<ContestRecord>('select * from contest where gid is null and start_time >= ? order by start_time desc, id desc limit ?', [since, limit]);
    return rows.map(contestOf);
  }

  async insert(draft: ContestDraft): Promise<Contest> {
    const [row] = await this.sql.all<ContestRecord>(
      `insert into contest (${COLUMNS.join(', ')}) values (${COLUMNS.map(slot).join(', ')}) returning *`,
      valuesOf(draft),
    );
    return contestOf(row);
  }

  async update(id: number, draft: ContestDraft): Promise<boolean> {
    const sets = COLUMNS.map((c) => `${c} = ${slot(c)}`).join(', ');
    return this.changed(id, await this.sql.run(`update contest set ${sets}, updated_at = now() where id = ?`, [...valuesOf(draft), id]));
  }

  async setVisible(id: number, visible: boolean): Promise<boolean> {
    return this.changed(id, await this.sql.run('update contest set visible = ?, updated_at = now() where id = ?', [visible, id]));
  }

  async delete(id: number): Promise<boolean> {
    return this.changed(id, await this.sql.run('delete from contest where id = ?', [id]));
  }

  /** Every write of a row tells every process (their kept copies: kept-contests.ts). */
  private async changed(cid: number, rows: number): Promise<boolean> {
    if (rows > 0) await this.events.publish('contest.changed', { cid });
    return rows > 0;
  }
}
