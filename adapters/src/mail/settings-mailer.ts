import type { Mail, Mailer, SentMail, SmtpSettings } from '@oj/core';
import { SmtpMailer } from './smtp-mailer';

/** `OJ <no-reply@x>` + `admin@y` → `OJ <admin@y>`: the site's display name on the relay account's address. */
function fromAddress(defaultFrom: string, account: string | undefined): string {
  if (!account) return defaultFrom;
  const name = /^\s*(.*?)\s*<[^>]*>\s*$/.exec(defaultFrom)?.[1];
  return name ? `${name} <${account}>` : account;
}

/**
 * The site's Mailer: before each mail it asks for the stored SMTP settings (the admin's, read from
 * memory) and sends through that relay, or through `fallback` (SMTP_URL or the outbox) when none is
 * stored. A change of settings takes effect on the next mail, without a restart: the relay's transport
 * is rebuilt when the settings differ from the last ones.
 */
export class SettingsMailer implements Mailer {
  private relay: { key: string; mailer: SmtpMailer } | undefined;

  constructor(
    private readonly settings: () => Promise<SmtpSettings | undefined>,
    private readonly fallback: Mailer,
    private readonly defaultFrom: string,
  ) {}

  async send(mail: Mail): Promise<SentMail> {
    const settings = await this.settings();
    return settings ? this.relayFor(settings).send(mail) : this.fallback.send(mail);
  }

  async hasRelay(): Promise<boolean> {
    return (await this.settings()) ? true : this.fallback.hasRelay();
  }

  close(): void {
    this.relay?.mailer.close();
    this.relay = undefined;
  }

  private relayFor(settings: SmtpSettings): SmtpMailer {
    const key = JSON.stringify(settings);
    if (this.relay?.key !== key) {
      // sends already under way finish on their own connections
      this.relay?.mailer.close();
      this.relay = { key, mailer: new SmtpMailer(settings, fromAddress(this.defaultFrom, settings.from)) };
    }
    return this.relay.mailer;
  }
}
