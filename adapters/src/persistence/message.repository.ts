import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AVATAR_PATH,
  KIND_OF_BOX,
  NO_UNREAD,
  offsetOf,
  pageOf,
  type MessageAction,
  type MessageBox,
  type MessageRepository,
  type NewMessage,
  type NoticeMessage,
  type Page,
  type PageRequest,
  type RemindMessage,
  type UnreadCounts,
} from '@oj/core';
import { sqlOf } from './entity-manager';

interface RemindRow {
  id: string;
  kind: string;
  state: boolean;
  sender_id: string | null;
  sender_username: string | null;
  sender_avatar: string | null;
  source_type: string;
  source_id: string;
  source_title: string;
  content: string;
  quote_type: string | null;
  quote_content: string | null;
  url: string;
  gmt_create: Date;
}

/** Ids stay numbers in the API when they are numbers (a discussion's or contest's id). */
const idOf = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

function actionOf(kind: string, quoteType: string | null): MessageAction {
  if (kind === 'discuss') return 'Discuss';
  if (kind === 'reply') return 'Reply';
  return quoteType === 'Comment' || quoteType === 'Reply' ? 'Like_Discuss' : 'Like_Post';
}

const toRemind = (r: RemindRow): RemindMessage => ({
  id: Number(r.id),
  state: Boolean(r.state),
  senderId: r.sender_id,
  senderUsername: r.sender_username,
  senderAvatar: r.sender_avatar ? `${AVATAR_PATH}${r.sender_avatar}` : r.sender_id ? '' : null,
  action: actionOf(r.kind, r.quote_type),
  sourceType: r.source_type,
  sourceId: idOf(r.source_id),
  sourceTitle: r.source_title,
  sourceContent: r.content,
  quoteContent: r.quote_content,
  url: r.url,
  gmtCreate: new Date(r.gmt_create),
});

/** The port's messages in msg_remind, the sys box in user_sys_notice (the hourly push writes it). */
export class SqlMessageRepository implements MessageRepository {
  constructor(private readonly orm: MikroORM) {}

  async add(m: NewMessage): Promise<boolean> {
    // a recipient or sender gone meanwhile keeps nothing; a like kept before hits the unique index
    const kept = await sqlOf(this.orm).run(
      `insert into msg_remind (kind, recipient_id, sender_id, title, source_type, source_id, source_title, url, content, quote_type, quote_id, quote_content, target)
       select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       where exists (select 1 from user_info where uid = ?) and (?::varchar is null or exists (select 1 from user_info where uid = ?))
       on conflict do nothing`,
      [m.kind, m.recipientId, m.senderId, m.title, m.sourceType, m.sourceId, m.sourceTitle, m.url, m.content, m.quoteType, m.quoteId, m.quoteContent, m.target, m.recipientId, m.senderId, m.senderId],
    );
    return kept > 0;
  }

  async addMany(messages: readonly NewMessage[]): Promise<number> {
    if (!messages.length) return 0;
    // one multi-row insert; the VALUES list is typed by the casts of its first row
    const rows = messages.map((_, i) =>
      i === 0
        ? '(?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::text, ?::varchar, ?::bigint, ?::text, ?::varchar)'
        : '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    return sqlOf(this.orm).run(
      `insert into msg_remind (kind, recipient_id, sender_id, title, source_type, source_id, source_title, url, content, quote_type, quote_id, quote_content, target)
       select v.* from (values ${rows.join(', ')})
         as v (kind, recipient_id, sender_id, title, source_type, source_id, source_title, url, content, quote_type, quote_id, quote_content, target)
       where exists (select 1 from user_info u where u.uid = v.recipient_id) and (v.sender_id is null or exists (select 1 from user_info u where u.uid = v.sender_id))
       on conflict do nothing`,
      messages.flatMap((m) => [m.kind, m.recipientId, m.senderId, m.title, m.sourceType, m.sourceId, m.sourceTitle, m.url, m.content, m.quoteType, m.quoteId, m.quoteContent, m.target]),
    );
  }

  async pageRemind(uid: string, box: 'comment' | 'reply' | 'like', request: PageRequest): Promise<Page<RemindMessage>> {
    const sql = sqlOf(this.orm);
    const kind = KIND_OF_BOX[box];
    const [count] = await sql.all<{ total: string }>('select count(*) as total from msg_remind where recipient_id = ? and kind = ?', [uid, kind]);
    const rows = await sql.all<RemindRow>(
      `select m.id, m.kind, m.state, m.sender_id, s.username as sender_username, s.avatar as sender_avatar, m.source_type, m.source_id,
         m.source_title, m.content, m.quote_type, m.quote_content, m.url, m.gmt_create
       from msg_remind m left join user_info s on s.uid = m.sender_id
       where m.recipient_id = ? and m.kind = ? order by m.id desc limit ? offset ?`,
      [uid, kind, request.limit, offsetOf(request)],
    );
    return pageOf(rows.map(toRemind), Number(count?.total ?? 0), request);
  }

  async pageNotice(uid: string, box: 'sys' | 'mine', request: PageRequest): Promise<Page<NoticeMessage>> {
    return box === 'sys' ? this.pageSys(uid, request) : this.pageMine(uid, request);
  }

  async markRead(uid: string, box: MessageBox, ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    const marks = ids.map(() => '?').join(', ');
    if (box === 'sys') {
      await sqlOf(this.orm).run(`update user_sys_notice set state = true, gmt_modified = now() where recipient_id = ? and type = 'Sys' and id in (${marks})`, [uid, ...ids]);
    } else {
      await sqlOf(this.orm).run(`update msg_remind set state = true where recipient_id = ? and kind = ? and id in (${marks})`, [uid, KIND_OF_BOX[box], ...ids]);
    }
  }

  async unread(uid: string): Promise<UnreadCounts> {
    const sql = sqlOf(this.orm);
    const rows = await sql.all<{ kind: string; unread: string }>('select kind, count(*) as unread from msg_remind where recipient_id = ? and not state group by kind', [uid]);
    const [sys] = await sql.all<{ unread: string }>("select count(*) as unread from user_sys_notice where recipient_id = ? and not state and type = 'Sys'", [uid]);
    const counts: UnreadCounts = { ...NO_UNREAD, sys: Number(sys?.unread ?? 0) };
    for (const row of rows) {
      const box = row.kind === 'discuss' ? 'comment' : (row.kind as MessageBox);
      counts[box] = Number(row.unread);
    }
    return counts;
  }

  async clean(uid: string, box: MessageBox, id?: number): Promise<number> {
    const one = id === undefined ? '' : ' and id = ?';
    const tail = id === undefined ? [] : [id];
    if (box === 'sys') return sqlOf(this.orm).run(`delete from user_sys_notice where recipient_id = ? and type = 'Sys'${one}`, [uid, ...tail]);
    return sqlOf(this.orm).run(`delete from msg_remind where recipient_id = ? and kind = ?${one}`, [uid, KIND_OF_BOX[box], ...tail]);
  }

  private async pageSys(uid: string, request: PageRequest): Promise<Page<NoticeMessage>> {
    const sql = sqlOf(this.orm);
    const [count] = await sql.all<{ total: string }>("select count(*) as total from user_sys_notice where recipient_id = ? and type = 'Sys'", [uid]);
    const rows = await sql.all<{ id: string; title: string; content: string; state: boolean; gmt_create: Date }>(
      `select d.id, n.title, n.content, d.state, d.gmt_create from user_sys_notice d join sys_notice n on n.id = d.sys_notice_id
       where d.recipient_id = ? and d.type = 'Sys' order by d.id desc limit ? offset ?`,
      [uid, request.limit, offsetOf(request)],
    );
    const records = rows.map((r) => ({ id: Number(r.id), title: r.title, content: r.content, state: Boolean(r.state), gmtCreate: new Date(r.gmt_create) }));
    return pageOf(records, Number(count?.total ?? 0), request);
  }

  private async pageMine(uid: string, request: PageRequest): Promise<Page<NoticeMessage>> {
    const sql = sqlOf(this.orm);
    const [count] = await sql.all<{ total: string }>("select count(*) as total from msg_remind where recipient_id = ? and kind = 'mine'", [uid]);
    const rows = await sql.all<{ id: string; title: string | null; content: string; state: boolean; gmt_create: Date; source_type: string; source_id: string; source_title: string; url: string }>(
      `select id, title, content, state, gmt_create, source_type, source_id, source_title, url from msg_remind
       where recipient_id = ? and kind = 'mine' order by id desc limit ? offset ?`,
      [uid, request.limit, offsetOf(request)],
    );
    const records = rows.map((r) => ({
      id: Number(r.id),
      title: r.title ?? r.source_title,
      content: r.content,
      state: Boolean(r.state),
      gmtCreate: new Date(r.gmt_create),
      sourceType: r.source_type,
      sourceId: idOf(r.source_id),
      url: r.url,
    }));
    return pageOf(records, Number(count?.total ?? 0), request);
  }
}
