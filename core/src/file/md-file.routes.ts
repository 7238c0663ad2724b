import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { defineRoute, type RouteAccess } from '../api/api-route';
import { NotFound, ValidationError } from '../shared/errors';
import { FILE_HASH_PATTERN, FILE_STORE } from './file-store.port';
import { sniffImageType } from './image-type';
import type { AppAction, AppSubject } from '../account/abilities';
import { requireSiteOrGroupAdmin } from '../problem/group-scope';

/** Where statement images are served from (by hash, as images only). */
export const MD_IMAGE_PATH = '/api/public/md-img/';
/** Where other statement attachments are served from (`<hash>/<name>`, always as a download). */
export const MD_FILE_PATH = '/api/public/md-file/';
export const MD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MD_FILE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * 03 §6 Markdown editor: image and file uploads are for admin roles, and with `gid` for that group's admins.
 * Admin roles are exactly those who enter the admin area.
 */
const adminRoles: RouteAccess = { auth: 'login', can: ['enter', 'Admin'] };
const ADMIN_AREA: [AppAction, AppSubject] = ['enter', 'Admin'];

/** `?gid=` of the uploads: a group's admins upload for their group's statements. */
export class MdUploadQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER)
  gid?: number;
}

export class MdFileIdQuery {
  @Matches(FILE_HASH_PATTERN, { message: 'file.notFound' })
  fileId!: string;
}

/** A file name safe for a URL path segment and a download: no folders, at most 200 characters. */
const downloadName = (filename: string) => (filename.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f]/g, '').slice(-200) || 'file';

/**
 * The markdown editor's uploads (03 §7 Files). Bytes go to the content-addressed FileStore and the
 * answer links them by hash. Deleting an image (`delete-md-img`) only forgets the link on the page's
 * side: the same bytes may be used by another statement (or be test data), so the store keeps them.
 */
export const mdFileRoutes = [
  defineRoute({
    method: 'POST', path: '/api/file/upload-md-img', tag: 'file', access: { auth: 'login' }, query: MdUploadQuery, successKey: 'file.mdImageUploaded',
    upload: { field: 'image', maxBytes: MD_IMAGE_MAX_BYTES },
    summary: "Uploads a statement image (multipart field image; gif, jpg, png, bmp or webp by content; at most 10 MiB; admin roles, with gid that group's admins): answers link and fileId",
    handle: async (call) => {
      await requireSiteOrGroupAdmin(call.request, (id) => call.get(id), call.query.gid, ADMIN_AREA);
      const file = call.file;
      if (!file || !sniffImageType(file.data)) throw new ValidationError('file.notImage', {}, [{ field: 'image', key: 'file.notImage' }]);
      const stored = await call.get(FILE_STORE).put(file.data, { maxBytes: MD_IMAGE_MAX_BYTES });
      return { link: `${MD_IMAGE_PATH}${stored.hash}`, fileId: stored.hash };
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/file/delete-md-img', tag: 'file', access: adminRoles, query: MdFileIdQuery, changesState: true, successKey: 'file.mdImageDeleted',
    summary: 'Forgets a statement image (fileId); the bytes stay in the content-addressed store, which other statements may share',
    handle: async (call) => {
      if (!(await call.get(FILE_STORE).stat(call.query.fileId))) throw new NotFound('file.notFound');
      return null;
    },
  }),
  defineRoute({
    method: 'POST', path: '/api/file/upload-md-file', tag: 'file', access: { auth: 'login' }, query: MdUploadQuery, successKey: 'file.mdFileUploaded',
    upload: { field: 'file', maxBytes: MD_FILE_MAX_BYTES },
    summary: "Uploads a statement attachment (multipart field file; at most 64 MiB; admin roles, with gid that group's admins): answers link (always served as a download)",
    handle: async (call) => {
      await requireSiteOrGroupAdmin(call.request, (id) => call.get(id), call.query.gid, ADMIN_AREA);
      const file = call.file;
      if (!file) throw new ValidationError('error.fileMissing', { field: 'file' });
      const stored = await call.get(FILE_STORE).put(file.data, { maxBytes: MD_FILE_MAX_BYTES });
      return { link: `${MD_FILE_PATH}${stored.hash}/${encodeURIComponent(downloadName(file.filename))}`, fileId: stored.hash };
    },
  }),
];
