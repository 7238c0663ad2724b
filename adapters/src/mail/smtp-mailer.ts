import { createTransport, type Transporter } from 'nodemailer';
import { ServiceUnavailable, type Mail, type Mailer, type SentMail, type SmtpSettings } from '@oj/core';

/** How long a relay may take per step before the send fails. */
const SMTP_TIMEOUT_MS = 10_000;
const TIMEOUTS = { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS };

/**
 * Mail through an SMTP relay, from the site's address: given as an smtp:// or smtps:// URL with
 * credentials (SMTP_URL), or as the admin's stored settings (`secure`: TLS from the start; otherwise
 * STARTTLS when the relay offers it; no login without a username).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    relay: string | SmtpSettings,
    private readonly from: string,
  ) {
    this.transport =
      typeof relay === 'string'
        ? createTransport(relay, TIMEOUTS)
        : createTransport({
            host: relay.host,
            port: relay.port,
            secure: relay.secure,
            auth: relay.username ? { user: relay.username, pass: relay.password } : undefined,
            ...TIMEOUTS,
          });
  }

  async send(mail: Mail): Promise<SentMail> {
    try {
      const info = await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return { id: String(info.messageId), via: 'smtp' };
    } catch (error) {
      throw new ServiceUnavailable('error.mailFailed', { reason: (error as Error).message });
    }
  }

  async hasRelay(): Promise<boolean> {
    return true;
  }

  close(): void {
    this.transport.close();
  }
}
