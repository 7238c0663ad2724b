import { defineRoute, Reply } from '../api/api-route';
import { EmailConfigBody, TestEmailBody } from './email-config.dto';
import { EmailConfigService } from './email-config.service';
import { TestMailService } from './test-mail.service';

/** The SMTP settings of the config page (super admin, like the website config) and their test mail. */
export const emailConfigRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/config/get-email-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] },
    summary: 'The stored SMTP settings; the password comes back masked (********) or empty (super admin)',
    handle: (call) => call.get(EmailConfigService).forAdmin(),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/config/set-email-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, body: EmailConfigBody, successKey: 'account.updated',
    summary: 'Changes the SMTP settings; the next mail of every process uses them. An empty or masked password keeps the stored one; an empty host falls back to SMTP_URL (super admin)',
    handle: (call) => call.get(EmailConfigService).update(call.body),
  }),
  defineRoute({
    method: 'POST', path: '/api/admin/config/test-email', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, body: TestEmailBody, successKey: 'mail.testSent',
    summary: 'Sends a test mail to body.email through the mailer in use; 503 with the relay\'s answer when it fails (super admin)',
    handle: async (call) => {
      const sent = await call.get(TestMailService).send(call.body.email, call.request.locale);
      // without any relay the mail lands in the outbox: say so rather than claim it was sent
      return sent.via === 'outbox' ? new Reply(200, { via: sent.via }, 'mail.testKeptInOutbox') : { via: sent.via };
    },
  }),
];

export const emailConfigMessages = {
  'en-US': {
    'mail.hostInvalid': 'The SMTP host must be a host name or an IP address',
    'mail.portInvalid': 'The SMTP port must be a whole number from 1 to 65535',
    'mail.usernameInvalid': 'The SMTP username cannot contain spaces',
    'mail.passwordInvalid': 'The SMTP password must be text on one line',
    'mail.testAddressRequired': 'The e-mail address is required',
    'mail.testAddressInvalid': 'The e-mail address is not valid',
    'mail.testSent': 'The test mail has been sent',
    'mail.testKeptInOutbox': 'No SMTP server is set (here or in SMTP_URL): the test mail was kept in the outbox',
    'mail.testFailed': 'The test mail could not be sent: {{reason}}',
  },
  'zh-CN': {
    'mail.hostInvalid': 'SMTP 服务器必须是主机名或 IP 地址',
    'mail.portInvalid': 'SMTP 端口必须是 1 到 65535 之间的整数',
    'mail.usernameInvalid': 'SMTP 用户名不能包含空格',
    'mail.passwordInvalid': 'SMTP 密码必须是单行文本',
    'mail.testAddressRequired': '邮箱地址不能为空',
    'mail.testAddressInvalid': '邮箱地址格式不正确',
    'mail.testSent': '测试邮件已发送',
    'mail.testKeptInOutbox': '未设置 SMTP 服务器（此处或 SMTP_URL）：测试邮件已保存在发件箱中',
    'mail.testFailed': '测试邮件发送失败：{{reason}}',
  },
};
