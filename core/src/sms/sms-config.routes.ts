import { sentFields } from '../api/sent-fields';
import { defineRoute } from '../api/api-route';
import { SMS_CONFIG_LIMITS as L } from './sms-config.model';
import { SmsConfigBody } from './sms-config.dto';
import { SmsConfigService } from './sms-config.service';

/** The SMS settings of the config page (03 §3; our own paths, the spec shows no calls): super admin, like the SMTP settings. */
export const smsConfigRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/config/get-sms-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] },
    summary: 'The stored SMS settings; the access key secret is never answered, only smsAccessKeySecretSet (super admin). Nothing sends SMS yet',
    handle: (call) => call.get(SmsConfigService).forAdmin(),
  }),
  defineRoute({
    method: 'PUT', path: '/api/admin/config/set-sms-config', tag: 'admin', access: { auth: 'login', can: ['manage', 'Config'] }, body: SmsConfigBody, successKey: 'account.updated',
    summary: 'Changes the SMS settings sent; an empty or missing smsAccessKeySecret keeps the stored one, clearSmsAccessKeySecret: true removes it (super admin). Nothing sends SMS yet',
    // a partial update: a field sent as null is not sent
    handle: (call) => call.get(SmsConfigService).update(sentFields(call.body)),
  }),
];

export const smsConfigMessages = {
  'en-US': {
    'sms.regionIdInvalid': `The region ID must be lower-case letters and digits joined by hyphens (such as cn-hangzhou), at most ${L.REGION_ID_MAX} characters`,
    'sms.domainInvalid': `The domain must be a host name (such as dysmsapi.aliyuncs.com), at most ${L.DOMAIN_MAX} characters`,
    'sms.accessKeyIdInvalid': `The access key ID must be letters and digits, at most ${L.ACCESS_KEY_ID_MAX} characters`,
    'sms.accessKeySecretInvalid': `The access key secret must be letters, digits and symbols without spaces, at most ${L.ACCESS_KEY_SECRET_MAX} characters`,
    'sms.signNameInvalid': `The sign name must be text on one line, at most ${L.SIGN_NAME_MAX} characters`,
    'sms.templateCodeInvalid': `The template code must be letters, digits and underscores (such as SMS_123456789), at most ${L.TEMPLATE_CODE_MAX} characters`,
    'sms.secretAndClear': 'Give a new access key secret or clear the stored one, not both',
  },
  'zh-CN': {
    'sms.regionIdInvalid': `地域 ID 必须是由连字符连接的小写字母和数字（如 cn-hangzhou），最多 ${L.REGION_ID_MAX} 个字符`,
    'sms.domainInvalid': `域名必须是主机名（如 dysmsapi.aliyuncs.com），最多 ${L.DOMAIN_MAX} 个字符`,
    'sms.accessKeyIdInvalid': `AccessKey ID 只能包含字母和数字，最多 ${L.ACCESS_KEY_ID_MAX} 个字符`,
    'sms.accessKeySecretInvalid': `AccessKey Secret 只能包含字母、数字和符号，不能有空格，最多 ${L.ACCESS_KEY_SECRET_MAX} 个字符`,
    'sms.signNameInvalid': `短信签名必须是单行文本，最多 ${L.SIGN_NAME_MAX} 个字符`,
    'sms.templateCodeInvalid': `模板代码只能包含字母、数字和下划线（如 SMS_123456789），最多 ${L.TEMPLATE_CODE_MAX} 个字符`,
    'sms.secretAndClear': '请填写新的 AccessKey Secret 或清除已保存的，不能同时进行',
  },
};
