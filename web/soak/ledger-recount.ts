import { sqlOf, type Database } from '@oj/adapters';
import { IN_PROGRESS_STATUSES } from '@oj/core';

/** The problem counters 01 §3 keeps per status; any other final status counts in `total` only. */
const COUNTERS: Record<string, number> = { ac: 0, wa: -1, tle: 1, mle: 2, re: 3, pe: -3, ce: -2, se: 4, pa: 8 };
const IN_PROGRESS = IN_PROGRESS_STATUSES.join(', ');

export interface LedgerComparison {
  stored: unknown;
  recounted: unknown;
}

/**
 * What the verdicts' transactions kept (a problem's counters, the users' problem results and records)
 * beside the same figures recounted from the submission table: equal when every verdict was counted
 * exactly once, whatever was killed or redelivered on the way.
 */
export async function compareLedger(database: Database, pid: number, uids: readonly string[]): Promise<{ counters: LedgerComparison; userProblems: LedgerComparison; userRecords: LedgerComparison }> {
  const sql = sqlOf(database.orm);
  const columns = ['total', ...Object.keys(COUNTERS)];
  const [stored] = await sql.all<Record<string, unknown>>(`select ${columns.join(', ')} from problem where id = ?`, [pid]);
  const [recounted] = await sql.all<Record<string, unknown>>(
    `select count(*) as total, ${Object.entries(COUNTERS).map(([c, status]) => `count(*) filter (where status = ${status}) as ${c}`).join(', ')}
     from submission where pid = ? and cid = 0 and status not in (${IN_PROGRESS})`,
    [pid],
  );
  const list = uids.map(() => '?').join(', ');
  const userProblems = {
    stored: await sql.all(`select uid, pid, solved, last_status, best_score from user_problem_result where uid in (${list}) order by uid, pid`, [...uids]),
    recounted: await sql.all(
      `select uid, pid, bool_or(status = 0) as solved, (array_agg(status order by submit_id desc))[1] as last_status, max(score) as best_score
       from submission where uid in (${list}) and cid = 0 group by uid, pid order by uid, pid`,
      [...uids],
    ),
  };
  const userRecords = {
    stored: await sql.all(`select uid, submissions, solved from user_record where uid in (${list}) order by uid`, [...uids]),
    recounted: await sql.all(
      `select s.uid, count(*) filter (where s.status not in (${IN_PROGRESS})) as submissions,
         (select count(distinct pid) from submission a where a.uid = s.uid and a.cid = 0 and a.status = 0) as solved
       from submission s where s.uid in (${list}) and s.cid = 0 group by s.uid order by s.uid`,
      [...uids],
    ),
  };
  return {
    counters: { stored: numbers(stored), recounted: numbers(recounted) },
    userProblems: { stored: numbers(userProblems.stored), recounted: numbers(userProblems.recounted) },
    userRecords: { stored: numbers(userRecords.stored), recounted: numbers(userRecords.recounted) },
  };
}

/** PostgreSQL answers counts as strings and ints as numbers: compare them as numbers. */
function numbers<T>(value: T): T {
  if (Array.isArray(value)) return value.map(numbers) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v])) as T;
  }
  return value;
}
