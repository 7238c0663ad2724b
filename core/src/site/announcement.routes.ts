import { defineRoute } from '../api/api-route';
import { sniffImageType } from '../file/image-type';
import { FILE_STORE } from '../file/file-store.port';
import { NotFound, Unauthorized, ValidationError } from '../shared/errors';
import { pageRequest } from '../shared/paging';
import { ADMIN_LIST_PAGE_SIZE, CAROUSEL_MAX_BYTES, HOME_ANNOUNCEMENT_PAGE_SIZE } from './announcement.model';
import { AnnouncementBody, AnnouncementIdQuery, CarouselIdQuery, PageQuery } from './announcement.dto';
import { HomeContentService } from './home-content.service';

/** Announcements (home list and the super admin's CRUD) and the home carousel. */
export const announcementRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-common-announcement', tag: 'other', access: { auth: 'anon' }, query: PageQuery,
    summary: 'Visible site announcements, newest first, paged (5 per page by default)',
    handle: (call) => call.get(HomeContentService).visibleAnnouncements(pageRequest(call.query.currentPage, call.query.limit, HOME_ANNOUNCEMENT_PAGE_SIZE)),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/announcement', tag: 'admin', access: { auth: 'login', can: ['manage', 'Announcement'] }, query: PageQuery,
    summary: 'All site announcements, hidden ones included, paged (super admin)',
    handle: (call) => call.get(HomeContentService).allAnnouncements(pageRequest(call.query.currentPage, call.query.limit, ADMIN_LIST_PAGE_SIZE)),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/announcement', tag: 'admin', access: { auth: 'login', can: ['manage', 'Announcement'] }, body: AnnouncementBody, successKey: 'announcement.created',
    summary: 'Adds a site announcement (title ≤ 255, content, status 0 visible / 1 hidden)',
    handle: (call) => {
      if (!call.request.user) throw new Unauthorized();
      return call.get(HomeContentService).createAnnouncement(call.request.user.uid, { title: call.body.title, content: call.body.content, status: call.body.status ?? 0 });
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/announcement', tag: 'admin', access: { auth: 'login', can: ['manage', 'Announcement'] }, body: AnnouncementBody, successKey: 'account.updated',
    summary: 'Changes a site announcement, or switches it visible / hidden',
    handle: async (call) => {
      if (call.body.id === undefined) throw new ValidationError('announcement.idRequired', {}, [{ field: 'id', key: 'announcement.idRequired' }]);
      const updated = await call.get(HomeContentService).updateAnnouncement(call.body.id, { title: call.body.title, content: call.body.content, status: call.body.status });
      if (!updated) throw new NotFound('announcement.notFound');
      return updated;
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/announcement', tag: 'admin', access: { auth: 'login', can: ['manage', 'Announcement'] }, query: AnnouncementIdQuery, successKey: 'announcement.deleted',
    summary: 'Deletes a site announcement',
    handle: async (call) => {
      if (!(await call.get(HomeContentService).deleteAnnouncement(call.query.aid))) throw new NotFound('announcement.notFound');
      return null;
    },
  }),
  defineRoute({
    method: 'GET', path: '/api/home-carousel', tag: 'other', access: { auth: 'anon' },
    summary: 'The images of the home carousel (id and image url)',
    handle: (call) => call.get(HomeContentService).carousel(),
  }),
  defineRoute({
    method: 'POST', path: '/api/file/upload-carouse-img', tag: 'file', access: { auth: 'login', can: ['manage', 'Carousel'] }, successKey: 'announcement.imageUploaded',
    upload: { field: 'file', maxBytes: CAROUSEL_MAX_BYTES },
    summary: 'Adds an image to the home carousel (multipart field file; gif, jpg, png, bmp or webp by content; at most 5 MiB; super admin)',
    handle: async (call) => {
      if (!call.request.user || !call.file) throw new NotFound('error.fileMissing', { field: 'file' });
      if (!sniffImageType(call.file.data)) throw new ValidationError('account.avatarType', {}, [{ field: 'file', key: 'account.avatarType' }]);
      const stored = await call.get(FILE_STORE).put(call.file.data, { maxBytes: CAROUSEL_MAX_BYTES });
      return call.get(HomeContentService).addCarouselImage(call.request.user.uid, stored.hash);
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/config/home-carousel', tag: 'admin', access: { auth: 'login', can: ['manage', 'Carousel'] }, query: CarouselIdQuery, successKey: 'announcement.deleted',
    summary: 'Removes an image from the home carousel (super admin)',
    handle: async (call) => {
      if (!(await call.get(HomeContentService).deleteCarouselImage(call.query.id))) throw new NotFound('error.notFound');
      return null;
    },
  }),
];

export const announcementMessages = {
  'en-US': {
    'announcement.titleRequired': 'The title is required',
    'announcement.titleTooLong': 'The title can be at most 255 characters',
    'announcement.contentRequired': 'The content is required',
    'announcement.contentTooLong': 'The content can be at most 65535 characters',
    'announcement.statusInvalid': 'The status must be 0 (visible) or 1 (hidden)',
    'announcement.idRequired': 'The announcement id is required',
    'announcement.notFound': 'The announcement does not exist',
    'announcement.created': 'Create Successfully',
    'announcement.deleted': 'Delete successfully',
    'announcement.imageUploaded': 'Upload Successfully',
  },
  'zh-CN': {
    'announcement.titleRequired': '标题不能为空',
    'announcement.titleTooLong': '标题最多 255 个字符',
    'announcement.contentRequired': '内容不能为空',
    'announcement.contentTooLong': '内容最多 65535 个字符',
    'announcement.statusInvalid': '状态只能是 0（可见）或 1（隐藏）',
    'announcement.idRequired': '公告编号不能为空',
    'announcement.notFound': '公告不存在',
    'announcement.created': '创建成功',
    'announcement.deleted': '删除成功',
    'announcement.imageUploaded': '上传成功',
  },
};
