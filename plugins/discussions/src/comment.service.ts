import {
  Forbidden, inject, injectable, NotFound, pageRequest, Unauthorized, ValidationError,
  type AppAbility, type MessageSource, type ServiceGetter, type SessionUser,
} from '@oj/core';
import { authorRoleOf } from './author-role';
import { CommentRepository, type CommentSource } from './comment.repository';
import { DISCUSSION_POINTS, discussionPoint, type CommentScope, type CommentSourceInfo } from './discussion-extension-points';
import { DISCUSSION_LIMITS, type Comment, type CommentList, type Reply, type ReplyDraft } from './discussion.model';
import { checkCommentContent } from './discussion.rules';
import { DiscussionService } from './discussion.service';
import { discussionUrlOf } from './group-area';
import { notify } from './message-out';
import { PostingGuard } from './posting-guard';

type StoredComment = Omit<Comment, 'mayReply'>;

/** The comment scope that answers for contest Q&A (`cid`), filled by the contests plugin. */
export const CONTEST_SCOPE_ID = 'contest';

/** What a reader may do where a comment lives: the message's source, whose comments they see, whether they administer it. */
interface Area {
  source: Omit<MessageSource, 'senderId' | 'content' | 'quote'>;
  /** Contest admins see all; others only these authors' comments (02 §6). undefined = all. */
  onlyFrom?: string[];
  /** Deletes any comment and reply here, answers any comment. */
  admin: boolean;
  /** Comments whose authors only admins answer (a contest's owner and super admins, 02 §6). */
  protectedUids: string[];
  did: number | null;
  /** A group's discussion: messages reach only those still in the group. */
  gid: number | null;
}

/**
 * Comments and replies of discussions and of contest Q&A (02 §2–§6, issue 20 items 2–3), with the posting
 * rules of PostingGuard and the messages they cause: `discuss` to the discussion's author on a comment,
 * `reply` to the one answered, `like` to a liked comment's author.
 */
@injectable()
export class CommentService {
  constructor(
    @inject(CommentRepository) private readonly comments: CommentRepository,
    @inject(DiscussionService) private readonly discussions: DiscussionService,
    @inject(PostingGuard) private readonly guard: PostingGuard,
  ) {}

  /** GET /api/comments: 10 a page, newest first, each with its first three replies; which the reader liked. */
  async list(source: Partial<{ did: number; cid: number }>, page: { limit?: number; currentPage?: number }, user: SessionUser | undefined, get: ServiceGetter): Promise<CommentList> {
    const where = sourceOf(source);
    const area = await this.area(where, user, get);
    const found = await this.comments.page(where, pageRequest(page.currentPage, page.limit, DISCUSSION_LIMITS.commentPageSize), area.onlyFrom);
    const commentList = { ...found, records: found.records.map((c) => ({ ...c, mayReply: mayAnswer(c, user, area) })) };
    const commentLikeMap = user ? await this.comments.likedAmong(user.uid, commentList.records.map((c) => c.id)) : {};
    return { commentList, commentLikeMap };
  }

  /** POST /api/comment: content ≤ 10,000 not blank; muted roles and the comment AC value refused; a `discuss` message to the discussion's author. */
  async add(source: Partial<{ did: number; cid: number }>, content: string | undefined, user: SessionUser, ability: AppAbility, get: ServiceGetter): Promise<Comment> {
    const where = sourceOf(source);
    const area = await this.area(where, user, get);
    const text = checkCommentContent(content);
    await this.guard.mayComment(user, ability, 'Comment');
    const id = await this.comments.insert(where, text, { uid: user.uid, username: user.username, role: authorRoleOf(user.roles) });
    if (where.did !== undefined) {
      const discussion = await this.discussions.visible(where.did, user, get);
      await this.discussions.notifyAbout(discussion, discussion.uid, 'discuss', {
        ...area.source, url: `${area.source.url}#comment-${id}`, senderId: user.uid, content: text, quote: { type: 'Discussion', id: discussion.id, content: discussion.title },
      }, get);
    }
    return { ...((await this.comments.find(id)) as Comment), mayReply: true };
  }

  /** DELETE /api/comment: its author; in the public area also the admin roles; in contest Q&A the contest's admins. */
  async remove(id: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    const comment = await this.comments.find(id);
    if (!comment) throw new NotFound('discussions.commentNotFound');
    const area = await this.area(sourceOfComment(comment), user, get);
    if (comment.fromUid !== user.uid && !area.admin) throw new Forbidden('discussions.noPermission');
    await this.comments.delete(comment);
  }

  /** GET /api/comment-like: once per user (idempotent); a `like` message to the comment's author. */
  async like(commentId: number, toLike: boolean, user: SessionUser, get: ServiceGetter): Promise<{ likeNum: number; changed: boolean }> {
    const { comment, area } = await this.visibleComment(commentId, user, get);
    const changed = toLike ? await this.comments.like(commentId, user.uid) : await this.comments.unlike(commentId, user.uid);
    if (changed && toLike) {
      await this.send(area, comment.fromUid, 'like', { ...area.source, senderId: user.uid, quote: { type: 'Comment', id: comment.id, content: comment.content } }, get);
    }
    return { likeNum: (await this.comments.find(commentId))?.likeNum ?? comment.likeNum, changed };
  }

  /** GET /api/reply: every reply of a comment the reader may see, oldest first. */
  async replies(commentId: number, user: SessionUser | undefined, get: ServiceGetter): Promise<Reply[]> {
    await this.visibleComment(commentId, user, get);
    return this.comments.replies(commentId);
  }

  /**
   * POST /api/reply: to the comment or, with quoteType 'Reply', to one of its replies (whose author is then the
   * one answered); in contest Q&A only the comment's author and the contest's admins answer comments of the
   * owner or a super admin (02 §6). A `reply` message to the one answered, quoting their text.
   */
  async reply(draft: ReplyDraft, user: SessionUser, ability: AppAbility, get: ServiceGetter): Promise<Reply> {
    const { comment, area } = await this.visibleComment(draft.reply.commentId, user, get);
    if (!mayAnswer(comment, user, area)) throw new Forbidden('discussions.replyNotAllowed');
    const text = checkCommentContent(draft.reply.content);
    await this.guard.mayComment(user, ability, 'Reply');
    let to: { uid: string; username: string; quote: { type: 'Comment' | 'Reply'; id: number; content: string } } = {
      uid: comment.fromUid, username: comment.fromName, quote: { type: 'Comment', id: comment.id, content: comment.content },
    };
    if (draft.quoteType === 'Reply' && draft.quoteId) {
      const quoted = await this.comments.findReply(draft.quoteId);
      if (!quoted || quoted.commentId !== comment.id) throw new NotFound('discussions.quoteNotFound');
      to = { uid: quoted.fromUid, username: quoted.fromName, quote: { type: 'Reply', id: quoted.id, content: quoted.content } };
    }
    const id = await this.comments.insertReply(comment, text, { uid: user.uid, username: user.username, role: authorRoleOf(user.roles) }, to);
    await this.send(area, to.uid, 'reply', { ...area.source, url: `${area.source.url}#comment-${comment.id}`, senderId: user.uid, content: text, quote: to.quote }, get);
    return (await this.comments.findReply(id)) as Reply;
  }

  /** DELETE /api/reply: its author, or who may delete any comment there. */
  async removeReply(id: number, user: SessionUser, get: ServiceGetter): Promise<void> {
    const reply = await this.comments.findReply(id);
    if (!reply) throw new NotFound('discussions.replyNotFound');
    const comment = await this.comments.find(reply.commentId);
    if (!comment) throw new NotFound('discussions.commentNotFound');
    const area = await this.area(sourceOfComment(comment), user, get);
    if (reply.fromUid !== user.uid && !area.admin) throw new Forbidden('discussions.noPermission');
    await this.comments.deleteReply(reply, comment.did);
  }

  private async visibleComment(commentId: number, user: SessionUser | undefined, get: ServiceGetter): Promise<{ comment: StoredComment; area: Area }> {
    const comment = await this.comments.find(commentId);
    if (!comment) throw new NotFound('discussions.commentNotFound');
    const area = await this.area(sourceOfComment(comment), user, get);
    if (area.onlyFrom && !area.onlyFrom.includes(comment.fromUid)) throw new NotFound('discussions.commentNotFound');
    return { comment, area };
  }

  /** Who may do what where the comments live: a discussion (its area's rules) or a contest's Q&A (the contest scope). */
  private async area(source: CommentSource, user: SessionUser | undefined, get: ServiceGetter): Promise<Area> {
    if (source.did !== undefined) {
      const { discussion, admin } = await this.discussions.access(source.did, user, get);
      return { source: { type: 'Discussion', id: discussion.id, title: discussion.title, url: discussionUrlOf(discussion) }, admin, protectedUids: [], did: discussion.id, gid: discussion.gid };
    }
    await this.guard.contestArea();
    const scope = discussionPoint<CommentScope>(get, DISCUSSION_POINTS.commentScope)?.get(CONTEST_SCOPE_ID);
    if (!scope) throw new Forbidden('discussions.contestUnavailable');
    if (!user) throw new Unauthorized('discussions.loginFirst');
    const info: CommentSourceInfo | undefined = await scope.describe({ id: source.cid, user, get });
    if (!info || !(await scope.canSee({ id: source.cid, user, get }))) throw new Forbidden('discussions.contestUnavailable');
    const admin = await scope.isAdmin({ id: source.cid, user, get });
    const protectedUids = [...new Set([info.ownerUid, ...info.adminUids])];
    return {
      source: { type: 'Contest', id: source.cid, title: info.title, url: info.url },
      onlyFrom: admin ? undefined : [...new Set([user.uid, ...info.adminUids])], admin, protectedUids, did: null, gid: null,
    };
  }

  /** A message of this area: a group's only to those still in the group (its title would leak otherwise). */
  private async send(area: Area, uid: string, kind: Parameters<typeof notify>[2], source: Parameters<typeof notify>[3], get: ServiceGetter): Promise<void> {
    if (area.did !== null && area.gid !== null) return this.discussions.notifyAbout({ gid: area.gid }, uid, kind, source, get);
    await notify(get, uid, kind, source);
  }
}

/**
 * 02 §6: a comment of the contest's owner or admins is answered only by its author and the contest's admins;
 * every other comment by anyone who may post. The list's `mayReply` and POST /api/reply both ask this.
 */
function mayAnswer(comment: Pick<Comment, 'fromUid'>, user: SessionUser | undefined, area: Area): boolean {
  return area.admin || comment.fromUid === user?.uid || !area.protectedUids.includes(comment.fromUid);
}

function sourceOf(source: Partial<{ did: number; cid: number }>): CommentSource {
  if (source.did !== undefined && source.did !== null) return { did: source.did };
  if (source.cid !== undefined && source.cid !== null) return { cid: source.cid };
  throw new ValidationError('discussions.sourceRequired');
}

const sourceOfComment = (comment: StoredComment): CommentSource => (comment.did !== null ? { did: comment.did } : { cid: comment.cid as number });
