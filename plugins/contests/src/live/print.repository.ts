import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';

/** 02 §3 "Print record": id, username, realname, gmtCreate, status (0 Not Printed, 1 Printed). */
export interface PrintRecord {
  id: number;
  cid: number;
  uid: string;
  username: string;
  realname: string;
  gmtCreate: string;
  status: 0 | 1;
}

interface PrintRow {
  id: string;
  cid: string;
  uid: string;
  username: string;
  realname: string | null;
  created_at: Date | string;
  status: number;
}

const recordOf = (r: PrintRow): PrintRecord => ({
  id: Number(r.id), cid: Number(r.cid), uid: r.uid, username: r.username, realname: r.realname ?? '', gmtCreate: new Date(r.created_at).toISOString(), status: Number(r.status) === 1 ? 1 : 0,
});

/** The contest's print jobs (table contest_print). */
@injectable()
export class ContestPrintRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  async insert(input: { cid: number; uid: string; username: string; content: string }): Promise<number> {
    const [row] = await this.sql.all<{ id: string }>('insert into contest_print (cid, uid, username, content) values (?, ?, ?, ?) returning id', [input.cid, input.uid, input.username, input.content]);
    return Number(row.id);
  }

  /** Not printed first (what the printer still has to do), newest first. */
  async page(cid: number, page: PageRequest): Promise<Page<PrintRecord>> {
    const [{ n }] = await this.sql.all<{ n: string }>('select count(*) as n from contest_print where cid = ?', [cid]);
    const rows = await this.sql.all<PrintRow>(
      `select p.id, p.cid, p.uid, p.username, u.realname, p.created_at, p.status from contest_print p left join user_info u on u.uid = p.uid
       where p.cid = ? order by p.status, p.id desc limit ? offset ?`,
      [cid, page.limit, offsetOf(page)],
    );
    return pageOf(rows.map(recordOf), Number(n), page);
  }

  async find(id: number): Promise<(PrintRecord & { content: string }) | undefined> {
    const [row] = await this.sql.all<PrintRow & { content: string }>(
      'select p.id, p.cid, p.uid, p.username, u.realname, p.created_at, p.status, p.content from contest_print p left join user_info u on u.uid = p.uid where p.id = ?',
      [id],
    );
    return row ? { ...recordOf(row), content: row.content } : undefined;
  }

  /** Marks a job printed; false when the contest has no such job. */
  async markPrinted(cid: number, id: number): Promise<boolean> {
    const rows = await this.sql.all<{ id: string }>('update contest_print set status = 1 where id = ? and cid = ? returning id', [id, cid]);
    return rows.length > 0;
  }
}
