import { defineRoute } from '../api/api-route';
import { Unauthorized, ValidationError } from '../shared/errors';
import type { SysNoticeType } from './sys-notice.model';
import { SysNoticeBody, SysNoticeIdQuery, SysNoticeListQuery } from './sys-notice.dto';
import { SysNoticeService, type SysNoticeForm } from './sys-notice.service';

const formOf = (body: SysNoticeBody): SysNoticeForm => ({ title: body.title, content: body.content, type: body.type as SysNoticeType, recipientId: body.recipientId });

/** The super admin's system notices (03 §2): list, add, change, delete; delivery is the push job's. */
export const sysNoticeRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/msg/notice', tag: 'admin', access: { auth: 'login', can: ['manage', 'Notice'] }, query: SysNoticeListQuery,
    summary: 'System notices, newest first, paged (10 by default), optionally of one type: All, Single or Admin (super admin)',
    handle: (call) => call.get(SysNoticeService).page(call.query.currentPage, call.query.limit, call.query.type as SysNoticeType | undefined),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/msg/notice', tag: 'admin', access: { auth: 'login', can: ['manage', 'Notice'] }, body: SysNoticeBody, successKey: 'notice.created',
    summary: 'Adds a system notice (title ≤ 255, content ≤ 65535, type All / Single / Admin, recipientId: uid or username for Single); the hourly push delivers it (super admin)',
    handle: (call) => {
      if (!call.request.user) throw new Unauthorized();
      return call.get(SysNoticeService).create(call.request.user.uid, formOf(call.body));
    },
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/msg/notice', tag: 'admin', access: { auth: 'login', can: ['manage', 'Notice'] }, body: SysNoticeBody, successKey: 'account.updated',
    summary: 'Changes a system notice; once pushed, its text may change but not its recipients (409) (super admin)',
    handle: (call) => {
      if (call.body.id === undefined) throw new ValidationError('notice.idRequired', {}, [{ field: 'id', key: 'notice.idRequired' }]);
      return call.get(SysNoticeService).update(call.body.id, formOf(call.body));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/api/admin/msg/notice', tag: 'admin', access: { auth: 'login', can: ['manage', 'Notice'] }, query: SysNoticeIdQuery, successKey: 'notice.deleted',
    summary: 'Deletes a system notice, and its deliveries (super admin)',
    handle: async (call) => {
      await call.get(SysNoticeService).delete(call.query.id);
      return null;
    },
  }),
];

export const sysNoticeMessages = {
  'en-US': {
    'notice.titleRequired': 'The title is required',
    'notice.titleTooLong': 'The title can be at most 255 characters',
    'notice.contentRequired': 'The content is required',
    'notice.contentTooLong': 'The content can be at most 65535 characters',
    'notice.typeInvalid': 'The recipients must be All, Single or Admin',
    'notice.recipientRequired': 'A notice to a designated user needs the recipient',
    'notice.recipientNotFound': 'The recipient does not exist',
    'notice.idRequired': 'The notice id is required',
    'notice.notFound': 'The notice does not exist',
    'notice.pushedRecipients': 'This notice has been pushed: its recipients can no longer change (add a new notice instead)',
    'notice.created': 'Create Successfully',
    'notice.deleted': 'Delete successfully',
  },
  'zh-CN': {
    'notice.titleRequired': '标题不能为空',
    'notice.titleTooLong': '标题最多 255 个字符',
    'notice.contentRequired': '内容不能为空',
    'notice.contentTooLong': '内容最多 65535 个字符',
    'notice.typeInvalid': '接收者只能是 All、Single 或 Admin',
    'notice.recipientNotFound': '接收用户不存在',
    'notice.recipientRequired': '指定用户的通知需要填写接收用户',
    'notice.idRequired': '通知编号不能为空',
    'notice.notFound': '通知不存在',
    'notice.pushedRecipients': '该通知已推送，接收者不能再修改（请新建通知）',
    'notice.created': '创建成功',
    'notice.deleted': '删除成功',
  },
};
