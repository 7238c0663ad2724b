import { defineRoute, signedInUser } from '@oj/core';
import { ApplyBody, GidQuery, MemberListQuery, MemberQuery, MemberUpdateBody } from './group.dto';
import { GroupMemberService } from './group-member.service';

/** The member calls of api-calls.tsv (03 §4, §6, §7 Members). */
export const groupMemberRoutes = [
  defineRoute({
    method: 'GET', path: '/api/group/get-member-list', tag: 'group', access: { auth: 'login' }, query: MemberListQuery,
    summary: "The group's members (auth 3 member, 4 admin, 5 root) with username, nickname, avatar, join and change time, 10 a page; keyword: username or nickname; auth filter; for its members and the super admin",
    handle: (call) => call.get(GroupMemberService).memberList(call.query.gid, call.query, call.request.user, call.request.ability),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-apply-list', tag: 'group', access: { auth: 'login' }, query: MemberListQuery,
    summary: 'Applications (auth 1 applying, 2 refused) with their reason, 10 a page; for the group admins, its root and the super admin',
    handle: (call) => call.get(GroupMemberService).applyList(call.query.gid, call.query, call.request.user, call.request.ability),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/member', tag: 'group', access: { auth: 'login' }, body: ApplyBody, successKey: 'group.applied',
    summary: "Applies to join: a public group at once; protected with a reason of 5–100 characters; private also the 6-character code (10 wrong codes per user and group, 30 per address in 15 minutes, then 429); a refused user may apply again; the group's admins get a message",
    handle: (call) => call.get(GroupMemberService).apply(call.body.gid, call.body.code, call.body.reason, signedInUser(call, 'group.loginFirst'), call.request.ip),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/member', tag: 'group', access: { auth: 'login' }, body: MemberUpdateBody, successKey: 'group.updated',
    summary: "Changes a member row (gid, uid, auth 2 refuse, 3 accept or member, 4 admin): the owner and the super admin change any row but the owner's; a group admin only rows below 4, to levels below 4; the applicant gets a message when accepted or refused",
    handle: (call) => call.get(GroupMemberService).update(call.body.gid, call.body.uid, call.body.auth, signedInUser(call, 'group.loginFirst'), call.request.ability),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/member', tag: 'group', access: { auth: 'login' }, query: MemberQuery, successKey: 'group.deleted',
    summary: "Removes a member (uid, gid): the owner and the super admin any but themselves, a group admin rows below 4; removing the owner (the super admin only) disbands the group",
    handle: (call) => call.get(GroupMemberService).kick(call.query.gid, call.query.uid, signedInUser(call, 'group.loginFirst'), call.request.ability),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/member/exit', tag: 'group', access: { auth: 'login' }, query: GidQuery, successKey: 'group.exited',
    summary: 'Leaves the group (a member or admin); the owner cannot leave: disband the group instead',
    handle: (call) => call.get(GroupMemberService).exit(call.query.gid, signedInUser(call, 'group.loginFirst')),
  }),
];
