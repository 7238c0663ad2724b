import type { AppAction, AppSubject } from '../account/abilities';
import { defineRoute, type ApiCall, type RouteAccess } from '../api/api-route';
import { requireSiteOrGroupAdmin } from './group-scope';
import { TagBody, TagClassificationBody, TagClassificationIdQuery, TagClassificationListQuery, TagIdQuery } from './tag-admin.dto';
import { TagAdminService } from './tag-admin.service';

const manageTags: RouteAccess = { auth: 'login', can: ['manage', 'Tag'] };
const MANAGE_TAG: [AppAction, AppSubject] = ['manage', 'Tag'];

/** A group's tag (gid) is managed by that group's admins; a site tag by the tag managers. */
async function mayManage(call: ApiCall<unknown, unknown>, ...gids: Array<number | null | undefined>): Promise<void> {
  for (const gid of new Set(gids.map((g) => g ?? null))) await requireSiteOrGroupAdmin(call.request, (id) => call.get(id), gid, MANAGE_TAG);
}

/** Tag and tag-classification admin (03 §2, api-calls.tsv): root, admins and problem admins. */
export const tagAdminRoutes = [
  defineRoute({
    method: 'POST', path: '/api/admin/tag', tag: 'admin', access: { auth: 'login' }, body: TagBody, successKey: 'tag.created',
    summary: "Adds a tag (name, color, oj default 'ME', gid, tcid); a name already used by that judge and group is refused 'Duplicate tag'",
    handle: async (call) => {
      await mayManage(call, call.body.gid);
      return call.get(TagAdminService).create(call.body);
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/tag', tag: 'admin', access: { auth: 'login' }, body: TagBody, successKey: 'tag.updated',
    summary: "Changes a tag (by id): name, color, oj, gid, tcid; a name another tag uses is refused 'Duplicate tag'",
    handle: async (call) => {
      await mayManage(call, call.body.gid, call.body.id ? await call.get(TagAdminService).gidOf(call.body.id) : null);
      return call.get(TagAdminService).update(call.body);
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/tag', tag: 'admin', access: { auth: 'login' }, query: TagIdQuery, successKey: 'tag.deleted',
    summary: 'Deletes a tag (tid); problems lose it',
    handle: async (call) => {
      await mayManage(call, await call.get(TagAdminService).gidOf(call.query.tid));
      return call.get(TagAdminService).delete(call.query.tid);
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/tag/classification', tag: 'admin', access: manageTags, query: TagClassificationListQuery,
    summary: 'The tag classifications (of one judge with oj), by rank',
    handle: (call) => call.get(TagAdminService).classifications(call.query.oj),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/tag/classification', tag: 'admin', access: manageTags, body: TagClassificationBody, successKey: 'tag.created',
    summary: 'Adds a tag classification (name, oj, rank); a name already used by that judge is refused',
    handle: (call) => call.get(TagAdminService).createClassification(call.body),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/tag/classification', tag: 'admin', access: manageTags, body: TagClassificationBody, successKey: 'tag.updated',
    summary: 'Changes a tag classification (by id): name, oj, rank',
    handle: (call) => call.get(TagAdminService).updateClassification(call.body),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/tag/classification', tag: 'admin', access: manageTags, query: TagClassificationIdQuery, successKey: 'tag.deleted',
    summary: 'Deletes a tag classification (tcid); its tags stay, unclassified',
    handle: (call) => call.get(TagAdminService).deleteClassification(call.query.tcid),
  }),
];
