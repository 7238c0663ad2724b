import { inject, injectable, JudgeStatus, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { likeContaining, placeholders } from './sql-text';

/** A problem of a training as its problem list shows it (02 §3 "Training problem"). */
export interface TrainingProblemRow {
  /** The training_problem link. */
  id: number;
  tid: number;
  pid: number;
  problemId: string;
  displayId: string | null;
  title: string;
  difficulty: number;
  auth: number;
  rank: number;
  ac: number;
  total: number;
}

/** A problem as the admin's "add from public" dialog lists it. */
export interface PublicProblemRow {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  auth: number;
}

// the public bank: public problems outside groups, and group problems the site admin made public (03 §4)
const PUBLIC_PROBLEM = 'p.auth = 1 and (not p.is_group or p.apply_public_progress = 2)';

/** The problems of trainings (training_problem) and the users' results in them (the core's submissions with tid). */
@injectable()
export class TrainingProblemRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** In the training's order: rank, then when it was added. */
  async problems(tid: number): Promise<TrainingProblemRow[]> {
    const rows = await this.sql.all<{ id: string; tid: string; pid: string; problem_id: string; display_id: string | null; title: string; difficulty: number; auth: number; rank: number; ac: number; total: number }>(
      `select tp.id, tp.tid, tp.pid, p.problem_id, tp.display_id, p.title, p.difficulty, p.auth, tp.rank, p.ac, p.total
       from training_problem tp join problem p on p.id = tp.pid where tp.tid = ? order by tp.rank asc, tp.id asc`,
      [tid],
    );
    return rows.map((r) => ({ id: Number(r.id), tid: Number(r.tid), pid: Number(r.pid), problemId: r.problem_id, displayId: r.display_id, title: r.title, difficulty: r.difficulty, auth: r.auth, rank: r.rank, ac: r.ac, total: r.total }));
  }

  async pids(tid: number): Promise<number[]> {
    const rows = await this.sql.all<{ pid: string }>('select pid from training_problem where tid = ? order by rank asc, id asc', [tid]);
    return rows.map((r) => Number(r.pid));
  }

  async tagsOf(pids: readonly number[]): Promise<Map<number, Array<{ id: number; name: string; color: string }>>> {
    const byPid = new Map<number, Array<{ id: number; name: string; color: string }>>();
    if (!pids.length) return byPid;
    const rows = await this.sql.all<{ pid: string; id: string; name: string; color: string }>(
      `select pt.pid, t.id, t.name, t.color from problem_tag pt join tag t on t.id = pt.tid where pt.pid in (${placeholders(pids.length)}) order by t.id`,
      [...pids],
    );
    for (const r of rows) {
      const list = byPid.get(Number(r.pid)) ?? [];
      list.push({ id: Number(r.id), name: r.name, color: r.color });
      byPid.set(Number(r.pid), list);
    }
    return byPid;
  }

  /** A user's status per problem inside the training: Accepted when any training submission was, else the latest finished one's. */
  async statusesOf(tid: number, uid: string): Promise<Map<number, number>> {
    const rows = await this.sql.all<{ pid: string; status: number }>(
      `select s.pid, case when bool_or(s.status = ${JudgeStatus.ACCEPTED}) then ${JudgeStatus.ACCEPTED} else (array_agg(s.status order by s.submit_id desc))[1] end as status
       from submission s where s.tid = ? and s.uid = ? and s.pid in (select pid from training_problem where tid = ?) group by s.pid`,
      [tid, uid, tid],
    );
    return new Map(rows.map((r) => [Number(r.pid), r.status]));
  }

  /** Solved problems of the user per training (progress of the list). */
  async acCounts(tids: readonly number[], uid: string): Promise<Map<number, number>> {
    if (!tids.length) return new Map();
    const rows = await this.sql.all<{ tid: string; ac: string }>(
      `select tp.tid, count(distinct tp.pid) as ac from training_problem tp
       join submission s on s.tid = tp.tid and s.pid = tp.pid and s.uid = ? and s.status = ${JudgeStatus.ACCEPTED}
       where tp.tid in (${placeholders(tids.length)}) group by tp.tid`,
      [uid, ...tids],
    );
    return new Map(rows.map((r) => [Number(r.tid), Number(r.ac)]));
  }

  async has(tid: number, pid: number): Promise<boolean> {
    return (await this.sql.all('select 1 from training_problem where tid = ? and pid = ?', [tid, pid])).length > 0;
  }

  /** Public problems not yet in the training, for "add from public" (keyword: display id or title). */
  async publicNotIn(tid: number, keyword: string | undefined, page: PageRequest): Promise<Page<PublicProblemRow>> {
    const values: unknown[] = [tid];
    let where = `${PUBLIC_PROBLEM} and p.id not in (select pid from training_problem where tid = ?)`;
    if (keyword) {
      where += ' and (p.title ilike ? or p.problem_id ilike ?)';
      values.push(likeContaining(keyword), likeContaining(keyword));
    }
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from problem p where ${where}`, values);
    const rows = await this.sql.all<{ id: string; problem_id: string; title: string; difficulty: number; auth: number }>(
      // by display id in natural order, as every problem list (problem.display_order, the core's migration 0019)
      `select p.id, p.problem_id, p.title, p.difficulty, p.auth from problem p where ${where} order by p.display_order, p.problem_id, p.id limit ? offset ?`,
      [...values, page.limit, offsetOf(page)],
    );
    return pageOf(rows.map((r) => ({ pid: Number(r.id), problemId: r.problem_id, title: r.title, difficulty: r.difficulty, auth: r.auth })), Number(total), page);
  }

  async publicProblem(pid: number): Promise<PublicProblemRow | undefined> {
    const [r] = await this.sql.all<{ id: string; problem_id: string; title: string; difficulty: number; auth: number }>(
      `select p.id, p.problem_id, p.title, p.difficulty, p.auth from problem p where p.id = ? and ${PUBLIC_PROBLEM}`,
      [pid],
    );
    return r ? { pid: Number(r.id), problemId: r.problem_id, title: r.title, difficulty: r.difficulty, auth: r.auth } : undefined;
  }

  /** A problem of the group by its display id (03 §6: a group training adds the group's own problems by problemId). */
  async groupProblem(gid: number, problemId: string): Promise<PublicProblemRow | undefined> {
    const [r] = await this.sql.all<{ id: string; problem_id: string; title: string; difficulty: number; auth: number }>(
      'select p.id, p.problem_id, p.title, p.difficulty, p.auth from problem p where p.gid = ? and lower(p.problem_id) = lower(?)',
      [gid, problemId],
    );
    return r ? { pid: Number(r.id), problemId: r.problem_id, title: r.title, difficulty: r.difficulty, auth: r.auth } : undefined;
  }

  /** A remote judge's problem already mirrored into the bank (problem_id '<OJ>-<id>', as HOJ names them). */
  async remoteProblem(problemId: string): Promise<PublicProblemRow | undefined> {
    const [r] = await this.sql.all<{ id: string; problem_id: string; title: string; difficulty: number; auth: number }>(
      'select p.id, p.problem_id, p.title, p.difficulty, p.auth from problem p where p.problem_id = ? and p.is_remote and (not p.is_group or p.apply_public_progress = 2)',
      [problemId],
    );
    return r ? { pid: Number(r.id), problemId: r.problem_id, title: r.title, difficulty: r.difficulty, auth: r.auth } : undefined;
  }

  /** Adds a problem at the end (rank: one past the largest); false when it is there already. */
  async add(tid: number, pid: number, displayId: string | null): Promise<boolean> {
    return (await this.sql.run(
      `insert into training_problem (tid, pid, display_id, rank)
       values (?, ?, ?, (select coalesce(max(rank), 0) + 1 from training_problem where tid = ?)) on conflict (tid, pid) do nothing`,
      [tid, pid, displayId, tid],
    )) > 0;
  }

  async update(tid: number, pid: number, rank: number, displayId: string | null): Promise<boolean> {
    return (await this.sql.run('update training_problem set rank = ?, display_id = coalesce(?, display_id) where tid = ? and pid = ?', [rank, displayId, tid, pid])) > 0;
  }

  async remove(tid: number, pid: number): Promise<boolean> {
    return (await this.sql.run('delete from training_problem where tid = ? and pid = ?', [tid, pid])) > 0;
  }
}
