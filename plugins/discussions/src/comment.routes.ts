import { defineRoute, Reply as Answer } from '@oj/core';
import { CommentService } from './comment.service';
import { CommentBody, CommentLikeQuery, CommentsQuery, ReplyBody, ReplyQuery } from './discussion.dto';

/** The comment and reply calls of api-calls.tsv (02 §6–§7): one set for discussions (did) and contest Q&A (cid). */
export const commentRoutes = [
  defineRoute({
    method: 'GET', path: '/api/comments', tag: 'discussion', access: { auth: 'anon' }, query: CommentsQuery,
    summary: "A discussion's (did) or a contest Q&A's (cid) comments, 10 a page, newest first, each with its first 3 replies and totalReplyNum; commentLikeMap of the reader. In contest Q&A others see their own and the contest admins' comments only",
    handle: (call) => call.get(CommentService).list({ did: call.query.did, cid: call.query.cid }, call.query, call.request.user, call.get),
  }),
  defineRoute({
    method: 'POST', path: '/api/comment', tag: 'discussion', access: { auth: 'login' }, body: CommentBody, successKey: 'discussions.posted',
    summary: "Comments on a discussion (did) or in a contest's Q&A (cid): not blank, ≤ 10,000; refused to muted roles (1005, 1007), below defaultCreateCommentACInitValue and past the posting rate; answers the comment",
    handle: (call) => call.get(CommentService).add({ did: call.body.did ?? undefined, cid: call.body.cid ?? undefined }, call.body.content, call.request.user!, call.request.ability, call.get),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/comment', tag: 'discussion', access: { auth: 'login' }, body: CommentBody, successKey: 'discussions.deleted',
    summary: "Deletes a comment (body.id) with its replies: its author; in a discussion also the admin roles; in contest Q&A the contest's admins",
    handle: (call) => call.get(CommentService).remove(call.body.id ?? 0, call.request.user!, call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/comment-like', tag: 'discussion', access: { auth: 'login' }, query: CommentLikeQuery, changesState: true,
    summary: "Likes (toLike=true) or unlikes the comment `cid`; idempotent; a like message to the comment's author once per liker",
    handle: async (call) => new Answer(200, await call.get(CommentService).like(call.query.cid, call.query.toLike, call.request.user!, call.get), call.query.toLike ? 'discussions.liked' : 'discussions.likeCancelled'),
  }),
  defineRoute({
    method: 'POST', path: '/api/reply', tag: 'discussion', access: { auth: 'login' }, body: ReplyBody, successKey: 'discussions.posted',
    summary: "Replies to a comment (reply.commentId, reply.content), quoting the comment or (quoteType 'Reply', quoteId) one of its replies, whose author gets a reply message; same content and role rules as comments; in contest Q&A comments of the owner or a super admin are answered by the comment's author and the contest's admins only",
    handle: (call) => call.get(CommentService).reply({ reply: { commentId: call.body.reply?.commentId ?? 0, content: call.body.reply?.content ?? '' }, did: call.body.did, quoteId: call.body.quoteId, quoteType: call.body.quoteType }, call.request.user!, call.request.ability, call.get),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/reply', tag: 'discussion', access: { auth: 'login' }, body: ReplyBody, successKey: 'discussions.deleted',
    summary: "Deletes a reply (reply.id): its author, or who may delete any comment there",
    handle: (call) => call.get(CommentService).removeReply(call.body.reply?.id ?? 0, call.request.user!, call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/reply', tag: 'discussion', access: { auth: 'anon' }, query: ReplyQuery,
    summary: 'Every reply of a comment the reader may see, oldest first (the expand of 02 §4)',
    handle: (call) => call.get(CommentService).replies(call.query.commentId, call.request.user, call.get),
  }),
];
