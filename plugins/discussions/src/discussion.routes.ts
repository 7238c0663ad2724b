import { defineRoute, Reply as Answer } from '@oj/core';
import { DiscussionAdminService } from './discussion-admin.service';
import { CategoryListBody, DidQuery, DiscussionBody, DiscussionLikeQuery, DiscussionListQuery, ReportBody } from './discussion.dto';
import { DiscussionRepository } from './discussion.repository';
import { DiscussionService } from './discussion.service';

/** The discussion calls of api-calls.tsv (area discussion, 02 §7); comments are in comment.routes.ts. */
export const discussionRoutes = [
  defineRoute({
    method: 'GET', path: '/api/discussion-category', tag: 'discussion', access: { auth: 'anon' },
    summary: 'The discussion categories (id, name), in their order',
    handle: (call) => call.get(DiscussionRepository).categories(),
  }),
  defineRoute({
    method: 'POST', path: '/api/discussion-category', tag: 'discussion', access: { auth: 'login', can: ['manage', 'DiscussionCategory'] }, body: CategoryListBody, listBody: 'categories', successKey: 'discussions.updated',
    summary: "Super admin: the categories as they should be, sent as the spec's bare list [{id?, name}] or as { categories: [...] } (with id renamed, without added, left out deleted unless it still has discussions); answers the new list",
    handle: (call) => call.get(DiscussionAdminService).saveCategories(call.body.categories),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-discussion-list', tag: 'discussion', access: { auth: 'anon' }, query: DiscussionListQuery,
    summary: "Discussions, 10 a page, pinned first then newest: cid (category), pid (problem display id or training_<id>), onlyMine, keyword (title, description, author); admin=true (admin roles) adds the hidden ones; needs openPublicDiscussion",
    handle: (call) => call.get(DiscussionService).list(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-discussion-detail', tag: 'discussion', access: { auth: 'anon' }, query: DidQuery,
    summary: "A discussion with its content, counting a view; hasLike for the reader. A hidden one only for its author and the admin roles",
    handle: (call) => call.get(DiscussionService).detail(call.query.did, call.request.user, call.get),
  }),
  defineRoute({
    method: 'POST', path: '/api/discussion', tag: 'discussion', access: { auth: 'login' }, body: DiscussionBody, successKey: 'discussions.posted',
    summary: "Creates a discussion (02 §5: title ≤ 255, description ≤ 255, category, content ≤ 65535; a problem's gets the [problemId] prefix); refused to roles 1004–1007, below defaultCreateDiscussionACInitValue, past defaultCreateDiscussionDailyLimit (admins exempt) and past the posting rate; answers {id}",
    handle: (call) => call.get(DiscussionService).create(draftOf(call.body), call.request.user!, call.request.ability, call.get),
  }),
  defineRoute({
    method: 'PUT', path: '/api/discussion', tag: 'discussion', access: { auth: 'login' }, body: DiscussionBody, successKey: 'discussions.updated',
    summary: 'Edits a discussion: its author only (02 §6); topPriority changes only for the admin roles; answers the discussion as saved (no view counted)',
    handle: (call) => call.get(DiscussionService).update(draftOf(call.body), call.request.user!, call.get),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/discussion', tag: 'discussion', access: { auth: 'login' }, query: DidQuery, successKey: 'discussions.deleted',
    summary: 'Deletes a discussion with its comments: its author or an admin role (02 §6)',
    handle: (call) => call.get(DiscussionService).delete(call.query.did, call.request.user!, call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/discussion-like', tag: 'discussion', access: { auth: 'login' }, query: DiscussionLikeQuery, changesState: true,
    summary: 'Likes (toLike=true) or unlikes a discussion; idempotent: likeNum moves only when the state changes; a like message to the author once per liker',
    handle: async (call) => {
      const result = await call.get(DiscussionService).like(call.query.did, call.query.toLike, call.request.user!, call.get);
      return new Answer(200, result, call.query.toLike ? 'discussions.liked' : 'discussions.likeCancelled');
    },
  }),
  defineRoute({
    method: 'POST', path: '/api/discussion-report', tag: 'discussion', access: { auth: 'login' }, body: ReportBody, successKey: 'discussions.reported',
    summary: "Reports a discussion: content is '#label ... reason' (the six labels of 02 §5), at least a label or a reason, the reason ≤ 200; the reporter is the signed-in user",
    handle: (call) => call.get(DiscussionService).report(call.body.did, call.body.content, call.request.user!, call.get),
  }),
];

function draftOf(body: DiscussionBody) {
  return {
    id: body.id, categoryId: body.categoryId as number, title: body.title ?? '', description: body.description ?? '', content: body.content ?? '',
    pid: body.pid, gid: body.gid ?? null, topPriority: body.topPriority,
  };
}
