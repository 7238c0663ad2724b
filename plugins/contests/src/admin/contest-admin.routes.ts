import { defineRoute, ProblemSaveBody, Unauthorized, type ApiCall, type RouteAccess, type ServiceGetter, type SessionUser } from '@oj/core';
import {
  AcDownloadQuery, AddFromPublicBody, AdminContestListQuery, AdminContestProblemListQuery, AidQuery, AnnouncementBody, AnnouncementListQuery, ChangeVisibleQuery, CidQuery,
  ContestProblemDeleteQuery, ContestProblemQuery, ContestProblemSaveBody, ContestSaveBody, ImportRemoteQuery, PidQuery, RejudgeQuery,
} from './contest-admin.dto';
import { ContestAdminService } from './contest-admin.service';

const manageContests: RouteAccess = { auth: 'login', can: ['manage', 'Contest'] };
const superAdmin: RouteAccess = { auth: 'login', can: ['manage', 'all'] };

const userOf = (call: ApiCall<unknown, unknown>): SessionUser => {
  if (!call.request.user) throw new Unauthorized();
  return call.request.user;
};
const service = (call: ApiCall<unknown, unknown>) => call.get(ContestAdminService);
const getter = (call: ApiCall<unknown, unknown>): ServiceGetter => (id) => call.get(id);
/** 03 §6, said once for the routes it guards. */
const OWN_ONLY = "; only the contest's creator or the super admin (403 otherwise)";

/** The admin's contests (03 §2 Contests, §5–§7; api-calls.tsv /api/admin/contest/*, rejudge-contest-problem, download-contest-ac-submission). */
export const contestAdminRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/contest/get-contest-list', tag: 'admin', access: manageContests, query: AdminContestListQuery,
    summary: "Every contest, hidden ones too, newest start first, 10 a page; keyword: title or id. Each row carries status, now and canManage (this admin is its creator or the super admin); no password",
    handle: (call) => service(call).list(call.query, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/contest', tag: 'admin', access: manageContests, query: CidQuery,
    summary: `One contest for the edit form (password and awardConfigList included)${OWN_ONLY}`,
    handle: (call) => service(call).get(call.query.cid, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/contest', tag: 'admin', access: manageContests, body: ContestSaveBody, successKey: 'contestAdmin.saved',
    summary: 'Creates a contest by the form rules of 03 §5 in order: title, description, start and end time required; duration > 0; a password unless public; seal time within the contest; no duplicate star user; award levels; an account limit rule when switched on. The creator is the caller',
    handle: (call) => service(call).create(call.body as Record<string, unknown>, userOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/contest', tag: 'admin', access: manageContests, body: ContestSaveBody, successKey: 'contestAdmin.saved',
    summary: `Changes a contest (id) by the same rules; the rule type cannot change (03 §4)${OWN_ONLY}`,
    handle: (call) => service(call).update(call.body as Record<string, unknown>, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/contest', tag: 'admin', access: manageContests, query: CidQuery, successKey: 'contestAdmin.deleted',
    summary: `Deletes a contest with its problem links, registrations and announcements (the problems and the submissions stay)${OWN_ONLY}`,
    handle: (call) => service(call).delete(call.query.cid, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/contest/change-contest-visible', tag: 'admin', access: manageContests, query: ChangeVisibleQuery, successKey: 'contestAdmin.updated',
    summary: `Shows (visible=true) or hides a contest${OWN_ONLY}`,
    handle: (call) => service(call).changeVisible(call.query.cid, call.query.visible, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/contest/get-problem-list', tag: 'admin', access: manageContests, query: AdminContestProblemListQuery,
    summary: `Without problemType: the contest's problems (problemList, contestProblemMap by pid); with it: the bank's problems the import rule lets in (the contest's type or remote; not private, not in the contest), keyword and oj filters, 10 a page${OWN_ONLY}`,
    handle: (call) => service(call).problemList(call.query, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/contest/contest-problem', tag: 'admin', access: manageContests, query: ContestProblemQuery,
    summary: `One contest problem (cid, pid): id, displayId, displayTitle, color${OWN_ONLY}`,
    handle: (call) => service(call).contestProblem(call.query.cid, call.query.pid, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/contest/contest-problem', tag: 'admin', access: manageContests, body: ContestProblemSaveBody, successKey: 'contestAdmin.updated',
    summary: `Changes a contest problem's display id, display title (both required) and balloon colour (id); without id links the problem (pid) under them, by the import rule${OWN_ONLY}`,
    handle: (call) => service(call).saveContestProblem(call.body, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/contest/add-problem-from-public', tag: 'admin', access: manageContests, body: AddFromPublicBody, successKey: 'contestAdmin.added',
    summary: `Adds a bank problem (pid; not private) under a display id (both required); an ACM contest takes ACM and remote problems, an OI contest OI and remote ones (03 §5)${OWN_ONLY}`,
    handle: (call) => service(call).addFromPublic(call.body, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/contest/import-remote-oj-problem', tag: 'admin', access: manageContests, query: ImportRemoteQuery, changesState: true, successKey: 'contestAdmin.added',
    summary: `Adds a remote judge's problem (name, problemId) under displayId (default its bank id '<OJ>-<id>'): the bank's mirror when there is one, else mirrored by the remote judges (the contests.remoteImport hook or the core's remote import); 501 when nothing can mirror it${OWN_ONLY}`,
    handle: (call) => service(call).importRemote(call.query, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/contest/problem', tag: 'admin', access: manageContests, query: PidQuery,
    summary: 'A problem for the contest problem form (the core admin problem view); an admin who is not root opens only problems they authored or of contests they created',
    handle: (call) => service(call).problem(call.query.pid, userOf(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/contest/problem', tag: 'admin', access: manageContests, body: ProblemSaveBody, successKey: 'contestAdmin.created',
    summary: "Creates a contest-only problem (auth 3) through the core's problem form and rules; answers pid and problemId, which PUT contest-problem then links to the contest",
    handle: (call) => service(call).createProblem(call.body, userOf(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/contest/problem', tag: 'admin', access: manageContests, body: ProblemSaveBody, successKey: 'contestAdmin.updated',
    summary: "Changes a problem through the core's problem form (problem.id); an admin who is not root only problems they authored or of contests they created",
    handle: (call) => service(call).updateProblem(call.body, userOf(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/contest/problem', tag: 'admin', access: manageContests, query: ContestProblemDeleteQuery, successKey: 'contestAdmin.deleted',
    summary: `With cid: removes the problem from the contest (the problem stays)${OWN_ONLY}. Without: deletes a contest-only problem (its author or of their contest; root any problem)`,
    handle: (call) => service(call).deleteProblem(call.query.pid, call.query.cid, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/contest/announcement', tag: 'admin', access: manageContests, query: AnnouncementListQuery,
    summary: `The contest's announcements, newest first, 10 a page${OWN_ONLY}`,
    handle: (call) => service(call).announcementList(call.query, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/contest/announcement', tag: 'admin', access: manageContests, body: AnnouncementBody, successKey: 'contestAdmin.added',
    summary: `Adds an announcement (announcement.title ≤ 255, announcement.content) to the contest (cid)${OWN_ONLY}`,
    handle: (call) => service(call).addAnnouncement(call.body.cid, call.body.announcement, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/contest/announcement', tag: 'admin', access: manageContests, body: AnnouncementBody, successKey: 'contestAdmin.updated',
    summary: `Changes an announcement (announcement.id, title, content) of the contest (cid)${OWN_ONLY}`,
    handle: (call) => service(call).updateAnnouncement(call.body.cid, call.body.announcement, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/contest/announcement', tag: 'admin', access: manageContests, query: AidQuery, successKey: 'contestAdmin.deleted',
    summary: `Deletes an announcement (aid)${OWN_ONLY}`,
    handle: (call) => service(call).deleteAnnouncement(call.query.aid, userOf(call), getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/judge/rejudge-contest-problem', tag: 'admin', access: superAdmin, query: RejudgeQuery, changesState: true, successKey: 'contestAdmin.rejudged',
    summary: 'Super admin (02 §2, 03 §6): judges every submission of the problem (pid) in the contest (cid) again; answers count. The board follows each new verdict',
    handle: (call) => service(call).rejudgeProblem(call.query.cid, call.query.pid, getter(call)),
  }),
  defineRoute({
    method: 'GET', path: '/api/file/download-contest-ac-submission', tag: 'file', access: { auth: 'login' }, query: AcDownloadQuery,
    summary: `The newest accepted submission of each participant on each problem, made while the contest ran, as a zip split by user (default) or by problem; excludeAdmin leaves out the creator and the super admins${OWN_ONLY} (a site contest also needs a contest-managing role; a group contest's admins are the group root and its creator, 03 §6)`,
    handle: (call) => service(call).acDownload(call.query, userOf(call), getter(call)),
  }),
];
