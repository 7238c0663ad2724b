import { createTransport, type Transporter } from 'nodemailer';
import { ServiceUnavailable, type Mail, type Mailer, type SentMail } from '@oj/core';

/** How long a relay may take per step before the send fails. */
const SMTP_TIMEOUT_MS = 10_000;

/** Mail through an SMTP relay (smtp:// or smtps:// URL with credentials), from the site's address. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url, { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
  }

  async send(mail: Mail): Promise<SentMail> {
    try {
      const info = await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return { id: String(info.messageId), via: 'smtp' };
    } catch (error) {
      throw new ServiceUnavailable('error.mailFailed', { reason: (error as Error).message });
    }
  }

  close(): void {
    this.transport.close();
  }
}
