import type { Locale } from '../i18n/locale';
import type { Mail } from '../mail/mailer.port';
import { ACCOUNT_LIMITS } from './account-limits';
import type { CodePurpose } from './verification-codes';

const MINUTES = ACCOUNT_LIMITS.CODE_TTL_SECONDS / 60;

const TEXT: Record<Locale, Record<CodePurpose, { subject: string; body: string }>> = {
  'en-US': {
    register: { subject: 'Your registration code for {{site}}', body: 'Your code is {{code}}. It is valid for {{minutes}} minutes.\nIf you did not ask to register at {{site}}, ignore this mail.' },
    'reset-password': { subject: 'Reset your password at {{site}}', body: 'Your code is {{code}}. It is valid for {{minutes}} minutes.\nReset your password here: {{link}}\nIf you did not ask for this, ignore this mail: your password stays as it is.' },
    'change-email': { subject: 'Confirm your new e-mail address at {{site}}', body: 'Your code is {{code}}. It is valid for {{minutes}} minutes.' },
  },
  'zh-CN': {
    register: { subject: '{{site}} 注册验证码', body: '您的验证码是 {{code}}，{{minutes}} 分钟内有效。\n如果您没有在 {{site}} 注册，请忽略本邮件。' },
    'reset-password': { subject: '{{site}} 重置密码', body: '您的验证码是 {{code}}，{{minutes}} 分钟内有效。\n重置密码请访问：{{link}}\n如果不是您本人操作，请忽略本邮件，您的密码不会改变。' },
    'change-email': { subject: '{{site}} 更换邮箱验证码', body: '您的验证码是 {{code}}，{{minutes}} 分钟内有效。' },
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');
}

/** The e-mail carrying a verification code, in the requester's language. */
export function codeMail(purpose: CodePurpose, locale: Locale, to: string, values: { code: string; site: string; link?: string }): Mail {
  const t = TEXT[locale][purpose];
  const all = { ...values, minutes: String(MINUTES), link: values.link ?? '' };
  return { to, subject: fill(t.subject, all), text: fill(t.body, all) };
}
