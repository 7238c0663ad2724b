import { defineRoute, signedInUser, ValidationError } from '@oj/core';
import { AidQuery, AnnouncementListQuery, GroupAnnouncementBody } from './group.dto';
import { GroupAnnouncementService } from './group-announcement.service';

const inputOf = (body: GroupAnnouncementBody) => {
  const title = body.title.trim();
  const content = body.content.trim();
  if (!title) throw new ValidationError('group.titleRequired');
  if (!content) throw new ValidationError('group.contentRequired');
  return { title, content, status: body.status ?? 0 };
};

/** Group announcements (03 §2 Home and Announcement tabs, §7 Announcements): the core's announcement rows with a gid. */
export const groupAnnouncementRoutes = [
  defineRoute({
    method: 'GET', path: '/api/group/get-announcement-list', tag: 'group', access: { auth: 'login' }, query: AnnouncementListQuery,
    summary: "The group's visible announcements (title, content, username, gmtCreate), newest first, 5 a page; for its members and the super admin",
    handle: (call) => call.get(GroupAnnouncementService).list(call.query.gid, call.query, call.request.user, call.request.ability),
  }),
  defineRoute({
    method: 'GET', path: '/api/group/get-admin-announcement-list', tag: 'group', access: { auth: 'login' }, query: AnnouncementListQuery,
    summary: "All of the group's announcements, hidden ones too (status 1), 10 a page; for its admins and root",
    handle: (call) => call.get(GroupAnnouncementService).adminList(call.query.gid, call.query, call.request.user, call.request.ability),
  }),
  defineRoute({
    method: 'POST', path: '/api/group/announcement', tag: 'group', access: { auth: 'login' }, body: GroupAnnouncementBody, successKey: 'group.created',
    summary: 'Creates a group announcement (gid, title ≤ 255, content ≤ 65535, status 0 visible or 1 hidden); group admins and root',
    handle: (call) => {
      if (!call.body.gid) throw new ValidationError('group.notFound');
      return call.get(GroupAnnouncementService).create(call.body.gid, inputOf(call.body), signedInUser(call, 'group.loginFirst'), call.request.ability);
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/group/announcement', tag: 'group', access: { auth: 'login' }, body: GroupAnnouncementBody, successKey: 'group.updated',
    summary: "Changes a group announcement (id): the group's root any, an admin their own",
    handle: (call) => {
      if (!call.body.id) throw new ValidationError('group.announcementNotFound');
      return call.get(GroupAnnouncementService).update(call.body.id, inputOf(call.body), signedInUser(call, 'group.loginFirst'), call.request.ability);
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group/announcement', tag: 'group', access: { auth: 'login' }, query: AidQuery, successKey: 'group.deleted',
    summary: "Deletes a group announcement (aid): the group's root any, an admin their own",
    handle: (call) => call.get(GroupAnnouncementService).delete(call.query.aid, signedInUser(call, 'group.loginFirst'), call.request.ability),
  }),
];
