import { inject, injectable, offsetOf, pageOf, SQL_RUNNER, type Page, type PageRequest, type SqlRunner } from '@oj/core';
import { DISCUSSION_LIMITS, type AuthorRole, type Comment as ReaderComment, type Reply } from './discussion.model';

/** A comment as stored; the service adds what the reader may do with it. */
type Comment = Omit<ReaderComment, 'mayReply'>;
import { iso, orNull, placeholders } from './sql-text';

/** Where comments hang: a discussion (`did`) or a contest's Q&A (`cid`). */
export type CommentSource = { did: number; cid?: undefined } | { cid: number; did?: undefined };

export interface Author {
  uid: string;
  username: string;
  role: AuthorRole;
}

interface CommentRecord {
  id: string; did: string | null; cid: string | null; content: string; from_uid: string; from_name: string; from_role: string; like_num: number;
  gmt_create: Date; avatar: string | null; title_name: string | null; title_color: string | null; total_reply_num?: string;
}
interface ReplyRecord {
  id: string; comment_id: string; content: string; from_uid: string; from_name: string; from_role: string; to_uid: string; to_name: string; gmt_create: Date;
  avatar: string | null; title_name: string | null; title_color: string | null; to_avatar: string | null;
}

const COMMENT_SELECT = `select c.*, u.avatar, u.title_name, u.title_color, (select count(*) from discussion_reply r where r.comment_id = c.id) as total_reply_num
  from discussion_comment c left join user_info u on u.uid = c.from_uid`;
const REPLY_SELECT = `select r.*, u.avatar, u.title_name, u.title_color, t.avatar as to_avatar
  from discussion_reply r left join user_info u on u.uid = r.from_uid left join user_info t on t.uid = r.to_uid`;

const commentOf = (r: CommentRecord, replyList: Reply[] = []): Comment => ({
  id: Number(r.id), did: r.did === null ? null : Number(r.did), cid: r.cid === null ? null : Number(r.cid), content: r.content, fromUid: r.from_uid, fromName: r.from_name,
  fromAvatar: orNull(r.avatar), fromRole: r.from_role as AuthorRole, fromTitleName: orNull(r.title_name), fromTitleColor: orNull(r.title_color), likeNum: r.like_num,
  totalReplyNum: Number(r.total_reply_num ?? 0), replyList, gmtCreate: iso(r.gmt_create),
});
const replyOf = (r: ReplyRecord): Reply => ({
  id: Number(r.id), commentId: Number(r.comment_id), content: r.content, fromUid: r.from_uid, fromName: r.from_name, fromAvatar: orNull(r.avatar), fromRole: r.from_role as AuthorRole,
  fromTitleName: orNull(r.title_name), fromTitleColor: orNull(r.title_color), toUid: r.to_uid, toName: r.to_name, toAvatar: orNull(r.to_avatar), gmtCreate: iso(r.gmt_create),
});

const sourceClause = (source: CommentSource): [string, number] => (source.did !== undefined ? ['c.did = ?', source.did] : ['c.cid = ?', source.cid]);

/**
 * Comments, replies and comment likes. A discussion's `comment_num` counts its comments and replies and
 * moves by one SQL update per post or deletion (never read-modify-write), so parallel posts keep it right.
 */
@injectable()
export class CommentRepository {
  constructor(@inject(SQL_RUNNER) private readonly sql: SqlRunner) {}

  /** Newest first; `onlyFrom` narrows to these authors (contest Q&A visibility, 02 §6). Each with its first replies. */
  async page(source: CommentSource, page: PageRequest, onlyFrom?: string[]): Promise<Page<Comment>> {
    const [clause, id] = sourceClause(source);
    const where = [clause];
    const values: unknown[] = [id];
    if (onlyFrom) {
      if (!onlyFrom.length) return pageOf([], 0, page);
      where.push(`c.from_uid in (${placeholders(onlyFrom.length)})`);
      values.push(...onlyFrom);
    }
    const [{ total }] = await this.sql.all<{ total: string }>(`select count(*) as total from discussion_comment c where ${where.join(' and ')}`, values);
    const rows = await this.sql.all<CommentRecord>(`${COMMENT_SELECT} where ${where.join(' and ')} order by c.gmt_create desc, c.id desc limit ? offset ?`, [...values, page.limit, offsetOf(page)]);
    const previews = await this.firstReplies(rows.map((r) => Number(r.id)));
    return pageOf(rows.map((r) => commentOf(r, previews.get(Number(r.id)) ?? [])), Number(total), page);
  }

  /** The first DISCUSSION_LIMITS.replyPreview replies (oldest first) of each comment. */
  private async firstReplies(commentIds: number[]): Promise<Map<number, Reply[]>> {
    const out = new Map<number, Reply[]>();
    if (!commentIds.length) return out;
    const rows = await this.sql.all<ReplyRecord>(
      `select * from (select q.*, row_number() over (partition by q.comment_id order by q.gmt_create, q.id) as n from (${REPLY_SELECT} where r.comment_id in (${placeholders(commentIds.length)})) q) p where p.n <= ? order by p.comment_id, p.gmt_create, p.id`,
      [...commentIds, DISCUSSION_LIMITS.replyPreview],
    );
    for (const row of rows) {
      const reply = replyOf(row);
      out.set(reply.commentId, [...(out.get(reply.commentId) ?? []), reply]);
    }
    return out;
  }

  async find(id: number): Promise<Comment | undefined> {
    const [row] = await this.sql.all<CommentRecord>(`${COMMENT_SELECT} where c.id = ?`, [id]);
    return row ? commentOf(row) : undefined;
  }

  /** Stores the comment and counts it on its discussion. */
  async insert(source: CommentSource, content: string, author: Author): Promise<number> {
    const [{ id }] = await this.sql.all<{ id: string }>(
      'insert into discussion_comment (did, cid, content, from_uid, from_name, from_role) values (?, ?, ?, ?, ?, ?) returning id',
      [source.did ?? null, source.cid ?? null, content, author.uid, author.username, author.role],
    );
    if (source.did !== undefined) await this.sql.run('update discussion set comment_num = comment_num + 1 where id = ?', [source.did]);
    return Number(id);
  }

  /** Deletes the comment with its replies and takes them all off its discussion's count. */
  async delete(comment: Pick<Comment, 'id' | 'did'>): Promise<void> {
    const [{ n }] = await this.sql.all<{ n: string }>(
      'with gone as (delete from discussion_reply where comment_id = ? returning id) select count(*) as n from gone',
      [comment.id],
    );
    const removed = await this.sql.run('delete from discussion_comment where id = ?', [comment.id]);
    if (comment.did !== null && removed) await this.sql.run('update discussion set comment_num = greatest(comment_num - ?, 0) where id = ?', [Number(n) + 1, comment.did]);
  }

  async like(commentId: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all(
      `with added as (insert into discussion_comment_like (comment_id, uid) values (?, ?) on conflict do nothing returning comment_id)
       update discussion_comment set like_num = like_num + 1 where id in (select comment_id from added) returning id`,
      [commentId, uid],
    );
    return rows.length > 0;
  }

  async unlike(commentId: number, uid: string): Promise<boolean> {
    const rows = await this.sql.all(
      `with removed as (delete from discussion_comment_like where comment_id = ? and uid = ? returning comment_id)
       update discussion_comment set like_num = greatest(like_num - 1, 0) where id in (select comment_id from removed) returning id`,
      [commentId, uid],
    );
    return rows.length > 0;
  }

  /** Which of these comments the user liked (02 §3 commentLikeMap). */
  async likedAmong(uid: string, commentIds: number[]): Promise<Record<number, boolean>> {
    const out: Record<number, boolean> = {};
    if (!commentIds.length) return out;
    const rows = await this.sql.all<{ comment_id: string }>(`select comment_id from discussion_comment_like where uid = ? and comment_id in (${placeholders(commentIds.length)})`, [uid, ...commentIds]);
    for (const r of rows) out[Number(r.comment_id)] = true;
    return out;
  }

  // replies

  async replies(commentId: number): Promise<Reply[]> {
    const rows = await this.sql.all<ReplyRecord>(`${REPLY_SELECT} where r.comment_id = ? order by r.gmt_create, r.id`, [commentId]);
    return rows.map(replyOf);
  }

  async findReply(id: number): Promise<Reply | undefined> {
    const [row] = await this.sql.all<ReplyRecord>(`${REPLY_SELECT} where r.id = ?`, [id]);
    return row ? replyOf(row) : undefined;
  }

  async insertReply(comment: Pick<Comment, 'id' | 'did'>, content: string, author: Author, to: { uid: string; username: string }): Promise<number> {
    const [{ id }] = await this.sql.all<{ id: string }>(
      'insert into discussion_reply (comment_id, content, from_uid, from_name, from_role, to_uid, to_name) values (?, ?, ?, ?, ?, ?, ?) returning id',
      [comment.id, content, author.uid, author.username, author.role, to.uid, to.username],
    );
    if (comment.did !== null) await this.sql.run('update discussion set comment_num = comment_num + 1 where id = ?', [comment.did]);
    return Number(id);
  }

  async deleteReply(reply: Pick<Reply, 'id'>, did: number | null): Promise<void> {
    const removed = await this.sql.run('delete from discussion_reply where id = ?', [reply.id]);
    if (did !== null && removed) await this.sql.run('update discussion set comment_num = greatest(comment_num - 1, 0) where id = ?', [did]);
  }
}
