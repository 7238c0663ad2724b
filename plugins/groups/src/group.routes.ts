import { defineRoute, signedInUser } from '@oj/core';
import { AvatarBody, GidQuery, GroupBody, GroupListQuery } from './group.dto';
import { GROUP_LIMITS } from './group.model';
import { GroupService } from './group.service';

/** The group basics of api-calls.tsv (03 §7 Group basics, Files: upload-group-avatar). */
export const groupRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-group-list', tag: 'group', access: { auth: 'anon' }, query: GroupListQuery,
    summary: 'Group cards, newest first, 15 a page (9/15/30/60/120): keyword (name, short name, brief, owner or id), auth (1 public, 2 protected, 3 private), onlyMine (the groups you are a member of); hidden and banned groups only for their members and the super admin; never the join code',
    handle: (call) => call.get(GroupService).list(call.query, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-group-detail', tag: 'group', access: { auth: 'login' }, query: GidQuery,
    summary: "A group's card and description for any signed-in user (hidden ones for members): memberCount, owner, auth, visible, gmtCreate; userAuth (your member auth: 0 not applied, 1 applying, 2 refused, 3 member, 4 admin, 5 root), role (root/admin/member/null), tabs (the group page's tabs you see: {id, path, labelKey, order}); the join code only for its root",
    handle: (call) => call.get(GroupService).detail(call.query.gid, call.request.user, call.get),
  }),
  defineRoute({
    method: 'POST', path: '/api/group', tag: 'group', access: { auth: 'login', can: ['create', 'Group'] }, body: GroupBody, successKey: 'group.created',
    summary: 'Creates a group (03 §5: name 5–25, shortName 5–10, brief 5–50, description 5–1000, auth, a 6-character code unless public; name and short name unique); below admin: defaultCreateGroupACInitValue solved problems, defaultCreateGroupDailyLimit a day, defaultCreateGroupLimit owned; the creator is its owner (root)',
    handle: (call) => call.get(GroupService).create(call.body as unknown as Record<string, unknown>, signedInUser(call, 'group.loginFirst')),
  }),
  defineRoute({
    method: 'PUT', path: '/api/group', tag: 'group', access: { auth: 'login' }, body: GroupBody, successKey: 'group.updated',
    summary: "Changes a group's settings (id; the form rules of POST) by its root or the super admin; status (ban) by the super admin only; owner, uid and avatar are not taken",
    handle: (call) => call.get(GroupService).update(call.body as unknown as Record<string, unknown>, signedInUser(call, 'group.loginFirst'), call.request.ability),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/group', tag: 'group', access: { auth: 'login' }, query: GidQuery, successKey: 'group.disbanded',
    summary: 'Disbands a group (its owner or the super admin): the group, its members and announcements go, the members get a message; its problems, trainings, contests and discussions keep their gid (super admins only then)',
    handle: (call) => call.get(GroupService).delete(call.query.gid, signedInUser(call, 'group.loginFirst'), call.request.ability),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-group-access', tag: 'group', access: { auth: 'login' }, query: GidQuery,
    summary: "Whether you may enter the group's content ({access}): a member (auth 3–5) or the super admin",
    handle: (call) => call.get(GroupService).accessOf(call.query.gid, call.request.user),
  }),
  defineRoute({
    method: 'GET', path: '/api/get-group-auth', tag: 'group', access: { auth: 'login' }, query: GidQuery,
    summary: 'Your member auth in the group, the number itself as HOJ answers it (0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root)',
    handle: (call) => call.get(GroupService).authOf(call.query.gid, call.request.user),
  }),
  defineRoute({
    method: 'POST', path: '/api/file/upload-group-avatar', tag: 'file', access: { auth: 'login' }, body: AvatarBody, successKey: 'group.avatarUploaded',
    // twice the limit reaches the handler, so a file a little too large hears the spec's 'exceed max size limit'
    upload: { field: 'image', maxBytes: GROUP_LIMITS.avatarMaxBytes * 2 },
    summary: "Uploads a group's avatar (multipart image and gid; its root or the super admin): gif, jpg, jpeg, png, bmp or webp by name and content, at most 2 MiB; answers the group",
    handle: (call) => call.get(GroupService).uploadAvatar(call.body.gid, call.file, signedInUser(call, 'group.loginFirst'), call.request.ability),
  }),
];
