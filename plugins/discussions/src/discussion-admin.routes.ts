import { defineRoute, type RouteAccess } from '@oj/core';
import { DiscussionAdminService } from './discussion-admin.service';
import { AdminDiscussionBody, DiscussionIdsBody, PagedQuery, ReportStateBody } from './discussion.dto';

const MODERATORS: RouteAccess = { auth: 'login', can: ['manage', 'DiscussionAdmin'] };
const REPORT_HANDLERS: RouteAccess = { auth: 'login', can: ['manage', 'DiscussionReport'] };

/** The admin calls of api-calls.tsv for discussions (03 admin discussion and reports); the list is get-discussion-list?admin=true. */
export const discussionAdminRoutes = [
  defineRoute({
    method: 'PUT', path: '/api/admin/discussion', tag: 'admin', access: MODERATORS, body: AdminDiscussionBody, successKey: 'discussions.updated',
    summary: "Admin roles: pins (topPriority) and hides or shows (status 1 / 0) a discussion of the public area (a group's: the super admin only)",
    handle: (call) => call.get(DiscussionAdminService).moderate(call.body.id, { topPriority: call.body.topPriority, status: call.body.status }, call.request.user!),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/discussion', tag: 'admin', access: MODERATORS, body: DiscussionIdsBody, listBody: 'ids', successKey: 'discussions.deleted',
    summary: "Admin roles: deletes the discussions of the spec's List<Integer> (a group's: the super admin only), sent as the bare list [1, 2] or as { ids: [...] } (a non-empty selection)",
    handle: (call) => call.get(DiscussionAdminService).deleteMany(call.body.ids, call.request.user!),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/discussion-report', tag: 'admin', access: REPORT_HANDLERS, query: PagedQuery,
    summary: "Admin roles: the reports (of group discussions: the super admin only), unhandled first then newest, 10 a page (id, did, discussionTitle, reporter, content, status, gmtCreate)",
    handle: (call) => call.get(DiscussionAdminService).reportPage(call.query, call.request.user!),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/discussion-report', tag: 'admin', access: REPORT_HANDLERS, body: ReportStateBody, successKey: 'discussions.updated',
    summary: "Admin roles: marks a report handled (status true) or not; the first 'handled' tells the reporter in their mine box",
    handle: (call) => call.get(DiscussionAdminService).setReportState(call.body.id, call.body.status, call.request.user!, call.get),
  }),
];
