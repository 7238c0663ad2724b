import type { MikroORM } from '@mikro-orm/postgresql';
import {
  offsetOf,
  pageOf,
  SysNoticeType,
  type DeliveredSysNotice,
  type Page,
  type PageRequest,
  type PushedSysNotice,
  type SysNotice,
  type SysNoticeAudience,
  type SysNoticeInput,
  type SysNoticeRepository,
} from '@oj/core';
import { sqlOf } from './entity-manager';

interface SysNoticeRow {
  id: string;
  title: string;
  content: string;
  type: SysNotice['type'];
  recipient_id: string | null;
  recipient_username: string | null;
  state: boolean;
  admin_id: string | null;
  admin_username: string | null;
  gmt_create: Date;
  gmt_modified: Date;
}

const SELECT = `select n.id, n.title, n.content, n.type, n.recipient_id, r.username as recipient_username, n.state,
    n.admin_id, a.username as admin_username, n.gmt_create, n.gmt_modified
  from sys_notice n left join user_info r on r.uid = n.recipient_id left join user_info a on a.uid = n.admin_id`;

const toModel = (r: SysNoticeRow): SysNotice => ({
  id: Number(r.id),
  title: r.title,
  content: r.content,
  type: r.type,
  recipientId: r.recipient_id,
  recipientUsername: r.recipient_username,
  state: Boolean(r.state),
  adminId: r.admin_id,
  adminUsername: r.admin_username,
  gmtCreate: new Date(r.gmt_create),
  gmtModified: new Date(r.gmt_modified),
});

/** Accounts that may sign in (status 0) receive notices to everyone and to the admins. */
const ACTIVE = 'u.status = 0';

/** System notices in SQL; the push claims unpushed notices with one UPDATE, so concurrent pushes deliver each once. */
export class SqlSysNoticeRepository implements SysNoticeRepository {
  constructor(private readonly orm: MikroORM) {}

  async page(request: PageRequest, filter: { type?: SysNotice['type'] }): Promise<Page<SysNotice>> {
    const sql = sqlOf(this.orm);
    const where = filter.type ? 'where n.type = ?' : '';
    const params = filter.type ? [filter.type] : [];
    const [count] = await sql.all<{ total: string }>(`select count(*) as total from sys_notice n ${where}`, params);
    const rows = await sql.all<SysNoticeRow>(`${SELECT} ${where} order by n.id desc limit ? offset ?`, [...params, request.limit, offsetOf(request)]);
    return pageOf(rows.map(toModel), Number(count?.total ?? 0), request);
  }

  async find(id: number): Promise<SysNotice | undefined> {
    const [row] = await sqlOf(this.orm).all<SysNoticeRow>(`${SELECT} where n.id = ?`, [id]);
    return row ? toModel(row) : undefined;
  }

  async create(adminId: string, input: SysNoticeInput): Promise<SysNotice> {
    const [row] = await sqlOf(this.orm).all<{ id: string }>(
      'insert into sys_notice (title, content, type, recipient_id, admin_id) values (?, ?, ?, ?, ?) returning id',
      [input.title, input.content, input.type, input.recipientId, adminId],
    );
    return (await this.find(Number(row.id))) as SysNotice;
  }

  async update(id: number, input: Partial<SysNoticeInput>, options: { unpushedOnly?: boolean } = {}): Promise<SysNotice | undefined> {
    const columns = { title: 'title', content: 'content', type: 'type', recipientId: 'recipient_id' } as const;
    const sets: string[] = [];
    const values: unknown[] = [];
    for (const [field, column] of Object.entries(columns) as Array<[keyof SysNoticeInput, string]>) {
      if (input[field] !== undefined) {
        sets.push(`${column} = ?`);
        values.push(input[field]);
      }
    }
    sets.push('gmt_modified = now()');
    const guard = options.unpushedOnly ? ' and not state' : '';
    const touched = await sqlOf(this.orm).run(`update sys_notice set ${sets.join(', ')} where id = ?${guard}`, [...values, id]);
    return touched ? this.find(id) : undefined;
  }

  async delete(id: number): Promise<boolean> {
    return (await sqlOf(this.orm).run('delete from sys_notice where id = ?', [id])) > 0;
  }

  pushPending(audience: SysNoticeAudience): Promise<PushedSysNotice[]> {
    return this.orm.em.transactional(async () => {
      const sql = sqlOf(this.orm);
      // the claim: a second process's UPDATE waits for this transaction, then finds these rows pushed
      const claimed = await sql.all<{ id: string; type: SysNotice['type']; recipient_id: string | null }>(
        'update sys_notice set state = true, gmt_modified = now() where not state returning id, type, recipient_id',
      );
      const pushed: PushedSysNotice[] = [];
      for (const notice of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
        const id = Number(notice.id);
        let recipients: number;
        if (notice.type === SysNoticeType.SINGLE) {
          recipients = await sql.run('insert into user_sys_notice (sys_notice_id, recipient_id) values (?, ?) on conflict do nothing', [id, notice.recipient_id]);
        } else if (notice.type === SysNoticeType.ADMIN) {
          const roles = audience.adminRoleIds.length ? audience.adminRoleIds : [-1];
          recipients = await sql.run(
            `insert into user_sys_notice (sys_notice_id, recipient_id)
             select distinct ?::bigint, u.uid from user_info u join user_role ur on ur.uid = u.uid
             where ${ACTIVE} and ur.role_id in (${roles.map(() => '?').join(', ')})
             on conflict do nothing`,
            [id, ...roles],
          );
        } else {
          recipients = await sql.run(
            `insert into user_sys_notice (sys_notice_id, recipient_id) select ?::bigint, u.uid from user_info u where ${ACTIVE} on conflict do nothing`,
            [id],
          );
        }
        pushed.push({ id, recipients });
      }
      return pushed;
    });
  }

  async pageDelivered(uid: string, request: PageRequest): Promise<Page<DeliveredSysNotice>> {
    const sql = sqlOf(this.orm);
    const [count] = await sql.all<{ total: string }>("select count(*) as total from user_sys_notice where recipient_id = ? and type = 'Sys'", [uid]);
    const rows = await sql.all<{ id: string; sys_notice_id: string; title: string; content: string; state: boolean; gmt_create: Date }>(
      `select d.id, d.sys_notice_id, n.title, n.content, d.state, d.gmt_create
       from user_sys_notice d join sys_notice n on n.id = d.sys_notice_id
       where d.recipient_id = ? and d.type = 'Sys' order by d.id desc limit ? offset ?`,
      [uid, request.limit, offsetOf(request)],
    );
    const records = rows.map((r) => ({ id: Number(r.id), sysNoticeId: Number(r.sys_notice_id), title: r.title, content: r.content, state: Boolean(r.state), gmtCreate: new Date(r.gmt_create) }));
    return pageOf(records, Number(count?.total ?? 0), request);
  }
}
