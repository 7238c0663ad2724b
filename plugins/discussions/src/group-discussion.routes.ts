import { defineRoute } from '@oj/core';
import { DidQuery, GroupDiscussionBody, GroupDiscussionListQuery } from './discussion.dto';
import { GroupDiscussionService } from './group-discussion.service';

/**
 * The group discussion calls of api-calls.tsv (area group, 03 §7 Discussions). All need openGroupDiscussion
 * ('No Access, there is no open group discussion area') and a groups plugin filling `discussions.gidScope` (404).
 */
export const groupDiscussionRoutes = [
  defineRoute({
    method: 'GET', path: '/api/group/get-discussion-list', tag: 'group', access: { auth: 'login' }, query: GroupDiscussionListQuery,
    summary: "A group's discussions (members, super admins), 10 a page, pinned first then newest; pid: one problem's",
    handle: (call) => call.get(GroupDiscussionService).list(call.query, call.request.user, call.get),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-admin-discussion-list', tag: 'group', access: { auth: 'login' }, query: GroupDiscussionListQuery,
    summary: "The group admins' discussion table: every discussion of the group, hidden ones too",
    handle: (call) => call.get(GroupDiscussionService).adminList(call.query, call.request.user, call.get),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/discussion', tag: 'group', access: { auth: 'login' }, body: GroupDiscussionBody, successKey: 'discussions.posted',
    summary: "A member posts in the group (body.gid; 03 §5 form rules; a problem's title gets the [problemId] prefix; topPriority for group admins); answers {id}",
    handle: (call) => call.get(GroupDiscussionService).create(draftOf(call.body), call.request.user!, call.request.ability, call.get),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/discussion', tag: 'group', access: { auth: 'login' }, body: GroupDiscussionBody, successKey: 'discussions.updated',
    summary: 'The author edits; group admins and root pin (topPriority) and hide or show (status 1 / 0); answers the discussion as saved',
    handle: (call) => call.get(GroupDiscussionService).update(draftOf(call.body), call.request.user!, call.get),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/discussion', tag: 'group', access: { auth: 'login' }, query: DidQuery, successKey: 'discussions.deleted',
    summary: 'Deletes a group discussion with its comments: its author, a group admin or root',
    handle: (call) => call.get(GroupDiscussionService).delete(call.query.did, call.request.user!, call.get),
  }),
];

function draftOf(body: GroupDiscussionBody) {
  return {
    id: body.id, categoryId: body.categoryId as number, title: body.title ?? '', description: body.description ?? '', content: body.content ?? '',
    pid: body.pid, gid: body.gid ?? null, topPriority: body.topPriority, status: body.status,
    textGiven: [body.title, body.description, body.content, body.categoryId].some((v) => v !== undefined),
  };
}
