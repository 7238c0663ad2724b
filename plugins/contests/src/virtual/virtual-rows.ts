/**
 * The one SQL test of "this submission row belongs to a virtual run" (issue 21 item 7): a row of the contest by a
 * user with a run, made inside the run's window [started_at, ends_at). `row` is the alias of the core's
 * `submission` table in the query. The real board leaves these rows out; the contest's lists mark them.
 */
export function virtualRowSql(row: string): string {
  return `exists (select 1 from contest_virtual v where v.cid = ${row}.cid and v.uid = ${row}.uid and ${row}.submit_time >= v.started_at and ${row}.submit_time < v.ends_at)`;
}

/** The started_at of the run `row` belongs to (virtualRowSql's run), null for any other row. */
export function virtualStartSql(row: string): string {
  return `(select v.started_at from contest_virtual v where v.cid = ${row}.cid and v.uid = ${row}.uid and ${row}.submit_time >= v.started_at and ${row}.submit_time < v.ends_at)`;
}
