import { defineRoute, signedInUser, type ApiCall, type ServiceGetter } from '@oj/core';
import { AddFromPublicBody, AdminContestProblemListQuery, AnnouncementBody, AnnouncementListQuery, ChangeVisibleQuery, CidQuery, ContestProblemQuery, ContestProblemSaveBody, ContestSaveBody } from '../admin/contest-admin.dto';
import { AddFromGroupInput, GroupAnnouncementDeleteQuery, GroupContestListQuery, GroupContestProblemBody, GroupContestProblemQuery } from './group-contest.dto';
import { GroupContestService } from './group-contest.service';

const LOGIN = 'contest.loginFirst';
const service = (call: ApiCall<unknown, unknown>) => call.get(GroupContestService);
const getter = (call: ApiCall<unknown, unknown>): ServiceGetter => (id) => call.get(id);
/** Who, said once for the routes it guards (03 §6). */
const MANAGER = "; only the group root or the contest's creator among the group admins (403), 404 for those without a role in the group and for site contests";

/**
 * The group contest calls of api-calls.tsv (/api/group/*contest*; 03 §2 Contest tab, §5–§7). Every one answers
 * 404 on a site without the groups plugin (no `contests.gidScope` role), 401 to guests.
 */
export const groupContestRoutes = [
  defineRoute({
    method: 'GET', path: '/api/group/get-contest-list', tag: 'group', access: { auth: 'login' }, query: GroupContestListQuery,
    summary: "The group's visible contests for its members (and super admins), in the public list's order and rows (status, count, now) with visible and canManage; 10 a page; 404 to non-members",
    handle: (call) => service(call).list(call.query, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-admin-contest-list', tag: 'group', access: { auth: 'login' }, query: GroupContestListQuery,
    summary: "Every contest of the group, hidden ones too, for the group admins (403 to members, 404 to non-members): the admin table's rows (no password) with canManage (group root or creator)",
    handle: (call) => service(call).adminList(call.query, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/contest', tag: 'group', access: { auth: 'login' }, query: CidQuery,
    summary: `A group contest for the edit form (password and awardConfigList included)${MANAGER}`,
    handle: (call) => service(call).get(call.query.cid, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/contest', tag: 'group', access: { auth: 'login' }, body: ContestSaveBody, successKey: 'contestAdmin.saved',
    summary: "A group admin creates a contest of the group (gid) by the contest form's rules of 03 §5 in order (the admin contest form's); the creator is the caller",
    handle: (call) => service(call).create(call.body as Record<string, unknown>, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/contest', tag: 'group', access: { auth: 'login' }, body: ContestSaveBody, successKey: 'contestAdmin.saved',
    summary: `Changes a group contest (id) by the same rules; the rule type, the group and the creator stay${MANAGER}`,
    handle: (call) => service(call).update(call.body as Record<string, unknown>, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/contest', tag: 'group', access: { auth: 'login' }, query: CidQuery, successKey: 'contestAdmin.deleted',
    summary: `Deletes a group contest with its problem links, registrations and announcements${MANAGER}`,
    handle: (call) => service(call).delete(call.query.cid, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/change-contest-visible', tag: 'group', access: { auth: 'login' }, query: ChangeVisibleQuery, successKey: 'contestAdmin.updated',
    summary: `Shows (visible=true) or hides a group contest${MANAGER}`,
    handle: (call) => service(call).changeVisible(call.query.cid, call.query.visible, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-contest-problem-list', tag: 'group', access: { auth: 'login' }, query: AdminContestProblemListQuery,
    summary: `Without problemType: the contest's problems (problemList, contestProblemMap by pid); with it: the public bank's problems the import rule lets in (not private, not a group's, not in the contest), keyword and oj filters, 10 a page${MANAGER}`,
    handle: (call) => service(call).problemList(call.query, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/contest-problem', tag: 'group', access: { auth: 'login' }, query: GroupContestProblemQuery, body: GroupContestProblemBody, successKey: 'contestAdmin.created',
    summary: "A group admin creates a problem of the group (problem.gid) through the core's problem form and rules: display id prefixed with the group's short name, contest-only (auth 3) unless the form says otherwise; with problem.cid (a contest they manage) it is linked under displayId (default the id typed). gid, cid and displayId may come in the query (the core's problem form sends only its fields). Answers pid, problemId and contestProblem",
    handle: (call) => {
      const { gid, cid, displayId } = call.query;
      const body = { ...call.body, gid: call.body.gid ?? gid, cid: call.body.cid ?? cid, displayId: call.body.displayId ?? displayId };
      return service(call).createProblem(body, signedInUser(call, LOGIN), getter(call));
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/group/contest-problem', tag: 'group', access: { auth: 'login' }, query: ContestProblemQuery,
    summary: `One problem of a group contest (cid, pid): id, displayId, displayTitle, color${MANAGER}`,
    handle: (call) => service(call).contestProblem(call.query.cid, call.query.pid, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/contest-problem', tag: 'group', access: { auth: 'login' }, body: ContestProblemSaveBody, successKey: 'contestAdmin.updated',
    summary: `Changes a group contest problem's display id, display title (both required) and colour (id); without id links the problem (pid) by the import rule${MANAGER}`,
    handle: (call) => service(call).saveContestProblem(call.body, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/contest-problem', tag: 'group', access: { auth: 'login' }, query: ContestProblemQuery, successKey: 'contestAdmin.deleted',
    summary: `Removes the problem (pid) from the group contest (cid); the problem stays${MANAGER}`,
    handle: (call) => service(call).removeProblem(call.query.pid, call.query.cid, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/add-contest-problem-from-public', tag: 'group', access: { auth: 'login' }, body: AddFromPublicBody, successKey: 'contestAdmin.added',
    summary: `Adds a public bank problem (pid; not private, not a group's) under a display id (both required) by the import rule (ACM: ACM and remote; OI: OI and remote)${MANAGER}`,
    handle: (call) => service(call).addFromPublic(call.body, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/add-contest-problem-from-group', tag: 'group', access: { auth: 'login' }, query: AddFromGroupInput, body: AddFromGroupInput, successKey: 'contestAdmin.added',
    summary: `Adds a problem of the same group (problemId: its display id, the group prefix may be left out) under displayId (both required; query or body)${MANAGER}`,
    handle: (call) => service(call).addFromGroup({ ...call.body, ...call.query }, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-contest-announcement-list', tag: 'group', access: { auth: 'login' }, query: AnnouncementListQuery,
    summary: `A group contest's announcements, newest first, 10 a page${MANAGER}`,
    handle: (call) => service(call).announcementList(call.query, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/contest-announcement', tag: 'group', access: { auth: 'login' }, body: AnnouncementBody, successKey: 'contestAdmin.added',
    summary: `Adds an announcement (announcement.title ≤ 255, announcement.content) to the group contest (cid)${MANAGER}`,
    handle: (call) => service(call).addAnnouncement(call.body.cid, call.body.announcement, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/contest-announcement', tag: 'group', access: { auth: 'login' }, body: AnnouncementBody, successKey: 'contestAdmin.updated',
    summary: `Changes an announcement (announcement.id, title, content) of the group contest (cid)${MANAGER}`,
    handle: (call) => service(call).updateAnnouncement(call.body.cid, call.body.announcement, signedInUser(call, LOGIN), getter(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/contest-announcement', tag: 'group', access: { auth: 'login' }, query: GroupAnnouncementDeleteQuery, successKey: 'contestAdmin.deleted',
    summary: `Deletes an announcement (aid) of the group contest (cid)${MANAGER}`,
    handle: (call) => service(call).deleteAnnouncement(call.query.aid, call.query.cid, signedInUser(call, LOGIN), getter(call)),
  }),
];
