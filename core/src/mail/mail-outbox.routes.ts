import { defineRoute } from '../api/api-route';
import { OutboxIdQuery, OutboxListQuery, OutboxResendBody } from './mail-outbox.dto';
import { MailOutboxService } from './mail-outbox.service';

/**
 * The outbox page's calls (our addition; the spec has no outbox): the mails kept while no SMTP relay was
 * configured, one of them with its text, and a resend through the relay configured since. Super admin, like
 * the SMTP settings.
 */
export const mailOutboxRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/mail/outbox', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, query: OutboxListQuery,
    summary: 'The mails kept in the outbox (no SMTP relay was configured), newest first, paged (10 by default): id, to, subject, createdAt, state (kept, sent, failed), sentAt, lastError (super admin)',
    handle: (call) => call.get(MailOutboxService).page(call.query.currentPage, call.query.limit),
  }),
  defineRoute({
    method: 'GET', path: '/api/admin/mail/outbox/detail', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, query: OutboxIdQuery,
    summary: 'One kept mail with its text (and HTML); 404 for an unknown id (super admin)',
    handle: (call) => call.get(MailOutboxService).get(call.query.id),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/mail/outbox/resend', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, body: OutboxResendBody, successKey: 'mail.outboxResent',
    summary: "Sends a kept mail through the SMTP relay now configured and answers it with its new state; 409 while no relay is configured, 503 with the relay's answer when it refuses (super admin)",
    handle: (call) => call.get(MailOutboxService).resend(call.body.id),
  }),
];

export const mailOutboxMessages = {
  'en-US': {
    'adminNav.outbox': 'Mail outbox',
    'mail.outboxNotFound': 'The mail does not exist in the outbox',
    'mail.outboxNoRelay': 'No SMTP server is set (on the website config page or in SMTP_URL): the mail stays in the outbox. Set one, then resend.',
    'mail.outboxResendFailed': 'The mail could not be sent: {{reason}}',
    'mail.outboxResent': 'The mail has been sent',
  },
  'zh-CN': {
    'adminNav.outbox': '发件箱',
    'mail.outboxNotFound': '发件箱中没有这封邮件',
    'mail.outboxNoRelay': '未设置 SMTP 服务器（网站配置页或 SMTP_URL）：邮件仍保存在发件箱中。请先设置，再重新发送。',
    'mail.outboxResendFailed': '邮件发送失败：{{reason}}',
    'mail.outboxResent': '邮件已发送',
  },
};
