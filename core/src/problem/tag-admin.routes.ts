import { defineRoute, type RouteAccess } from '../api/api-route';
import { TagBody, TagClassificationBody, TagClassificationIdQuery, TagClassificationListQuery, TagIdQuery } from './tag-admin.dto';
import { TagAdminService } from './tag-admin.service';

const manageTags: RouteAccess = { auth: 'login', can: ['manage', 'Tag'] };

/** Tag and tag-classification admin (03 §2, api-calls.tsv): root, admins and problem admins. */
export const tagAdminRoutes = [
  defineRoute({
    method: 'POST', path: '/api/admin/tag', tag: 'admin', access: manageTags, body: TagBody, successKey: 'tag.created',
    summary: "Adds a tag (name, color, oj default 'ME', gid, tcid); a name already used by that judge and group is refused 'Duplicate tag'",
    handle: (call) => call.get(TagAdminService).create(call.body),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/tag', tag: 'admin', access: manageTags, body: TagBody, successKey: 'tag.updated',
    summary: "Changes a tag (by id): name, color, oj, gid, tcid; a name another tag uses is refused 'Duplicate tag'",
    handle: (call) => call.get(TagAdminService).update(call.body),
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/tag', tag: 'admin', access: manageTags, query: TagIdQuery, successKey: 'tag.deleted',
    summary: 'Deletes a tag (tid); problems lose it',
    handle: (call) => call.get(TagAdminService).delete(call.query.tid),
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
