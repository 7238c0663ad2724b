import { defineRoute, type ApiCall } from '../api/api-route';
import { Unauthorized } from '../shared/errors';
import { MessageBoxService } from './message-box.service';
import { boxOfType, MessageCleanQuery, MessagePageQuery } from './message.dto';

const uidOf = (call: ApiCall<unknown, unknown>): string => {
  if (!call.request.user) throw new Unauthorized();
  return call.request.user.uid;
};

const remindRoute = (box: 'comment' | 'reply' | 'like', what: string) =>
  defineRoute({
    // opening a page marks it read: a state change another site must not cause through a link
    method: 'GET', path: `/api/msg/${box}`, tag: 'msg', access: { auth: 'login' }, query: MessagePageQuery, changesState: true,
    summary: `${what} to the signed-in user, newest first, 6 per page; the page's messages become read`,
    handle: (call) => call.get(MessageBoxService).remind(uidOf(call), box, call.query.currentPage, call.query.limit),
  });

const noticeRoute = (box: 'sys' | 'mine', what: string) =>
  defineRoute({
    // opening a page marks it read: a state change another site must not cause through a link
    method: 'GET', path: `/api/msg/${box}`, tag: 'msg', access: { auth: 'login' }, query: MessagePageQuery, changesState: true,
    summary: `${what}, newest first, 8 per page (title, content, state, gmtCreate); the page's messages become read`,
    handle: (call) => call.get(MessageBoxService).notices(uidOf(call), box, call.query.currentPage, call.query.limit),
  });

/** The message centre (02 §2 /message): unread counts, the five boxes, deleting one or a whole box. */
export const messageRoutes = [
  defineRoute({
    method: 'GET', path: '/api/msg/unread', tag: 'msg', access: { auth: 'login' },
    summary: "The signed-in user's unread messages per box (comment, reply, like, sys, mine)",
    handle: (call) => call.get(MessageBoxService).unread(uidOf(call)),
  }),
  remindRoute('comment', 'Comments on discussions'),
  remindRoute('reply', 'Replies'),
  remindRoute('like', 'Likes of discussions and comments'),
  noticeRoute('sys', "The admin's system notices"),
  noticeRoute('mine', 'Notices from features (a report handled, …)'),
  defineRoute({
    method: 'DELETE', path: '/api/msg/clean', tag: 'msg', access: { auth: 'login' }, query: MessageCleanQuery, successKey: 'msg.deleted',
    summary: "Deletes one of the signed-in user's messages (type + id) or all of a type (Discuss, Reply, Like, Sys, Mine)",
    handle: async (call) => {
      await call.get(MessageBoxService).clean(uidOf(call), boxOfType(call.query.type), call.query.id);
      return null;
    },
  }),
];

export const messageMessages = {
  'en-US': {
    'msg.typeInvalid': 'The message type must be Discuss, Reply, Like, Sys or Mine',
    'msg.notFound': 'The message does not exist',
    'msg.deleted': 'Delete successfully',
  },
  'zh-CN': {
    'msg.typeInvalid': '消息类型只能是 Discuss、Reply、Like、Sys 或 Mine',
    'msg.notFound': '该消息不存在',
    'msg.deleted': '删除成功',
  },
};
