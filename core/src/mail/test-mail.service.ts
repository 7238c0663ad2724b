import { inject, injectable } from 'inversify';
import type { Locale } from '../i18n/locale';
import { ServiceUnavailable } from '../shared/errors';
import { WebsiteConfigService } from '../site/website-config.service';
import { EmailConfigService } from './email-config.service';
import { MAILER, type Mail, type Mailer, type SentMail } from './mailer.port';

const TEXT: Record<Locale, { subject: string; body: string }> = {
  'en-US': { subject: 'Test mail from {{site}}', body: 'This test mail from {{site}} shows that its SMTP settings work.' },
  'zh-CN': { subject: '{{site}} 测试邮件', body: '这是一封来自 {{site}} 的测试邮件，说明 SMTP 设置可以正常使用。' },
};

const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A URL inside CSS url('...') within an HTML attribute: nothing in it may end the string or the call. */
const cssUrl = (url: string) => html(url.replace(/['"()\\\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`));

/** The test mail of the SMTP settings page, in the admin's language, on the template's background. */
export function testMail(locale: Locale, to: string, site: string, backgroundImage: string): Mail {
  const t = TEXT[locale];
  const subject = t.subject.replace('{{site}}', site);
  const text = t.body.replace('{{site}}', site);
  const background = backgroundImage ? ` url('${cssUrl(backgroundImage)}') center / cover no-repeat` : '';
  return {
    to,
    subject,
    text,
    html: `<div style="padding:32px;background:#eef2f7${background}"><div style="max-width:560px;margin:0 auto;padding:24px;background:#fff;border-radius:8px;font-family:sans-serif"><h2>${html(site)}</h2><p>${html(text)}</p></div></div>`,
  };
}

/** Sends the test mail through the mailer the site uses now (the stored relay, else the environment's). */
@injectable()
export class TestMailService {
  constructor(
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(EmailConfigService) private readonly emailConfig: EmailConfigService,
    @inject(WebsiteConfigService) private readonly websiteConfig: WebsiteConfigService,
  ) {}

  async send(to: string, locale: Locale): Promise<SentMail> {
    const [config, site] = await Promise.all([this.emailConfig.get(), this.websiteConfig.get()]);
    try {
      return await this.mailer.send(testMail(locale, to, site.name, config.emailBGImg));
    } catch (error) {
      // the admin is testing the relay: say what it answered
      if (error instanceof ServiceUnavailable && error.key === 'error.mailFailed') throw new ServiceUnavailable('mail.testFailed', { reason: error.params.reason });
      throw error;
    }
  }
}
