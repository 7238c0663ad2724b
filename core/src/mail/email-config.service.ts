import { inject, injectable } from 'inversify';
import { sentFields } from '../api/sent-fields';
import { CachedRead } from '../shared/cached-read';
import { EVENT_BUS, type EventBus } from '../events/event-bus.port';
import { DEFAULT_EMAIL_CONFIG, EMAIL_PASSWORD_MASK, maskedEmailConfig, smtpSettingsOf, type EmailConfig, type SmtpSettings } from './email-config.model';
import { EMAIL_CONFIG_REPOSITORY, type EmailConfigRepository } from './email-config.repository';

/** A cached copy is re-read after this long even without an event (events can be missed while Redis is away). */
export const EMAIL_CONFIG_MAX_AGE_MS = 30_000;

/**
 * The stored SMTP settings: read by the mailer before each mail (from memory), shown to and changed by
 * the super admin. A change publishes `mail.config-changed`, so every process mails through the new
 * relay from its next mail on, without a restart.
 */
@injectable()
export class EmailConfigService {
  private readonly config: CachedRead<EmailConfig>;

  constructor(
    @inject(EMAIL_CONFIG_REPOSITORY) private readonly repository: EmailConfigRepository,
    @inject(EVENT_BUS) private readonly events: EventBus,
  ) {
    this.config = new CachedRead(() => this.repository.get(), EMAIL_CONFIG_MAX_AGE_MS);
    events.subscribe('mail.config-changed', () => this.config.forget());
  }

  /** The whole config, password included (for the mailer only). */
  get(): Promise<EmailConfig> {
    return this.config.get();
  }

  /** The relay to mail through, or undefined to use the environment's. */
  async smtpSettings(): Promise<SmtpSettings | undefined> {
    return smtpSettingsOf(await this.get());
  }

  /** What the admin page shows: the password masked. */
  async forAdmin(): Promise<EmailConfig> {
    return maskedEmailConfig(await this.get());
  }

  /**
   * Writes the fields sent. A password sent empty or as the mask keeps the stored one (the page shows
   * only the mask); clearing the host switches back to the environment's relay.
   */
  async update(changes: Partial<EmailConfig>): Promise<EmailConfig> {
    const known = Object.fromEntries(Object.entries(sentFields(changes)).filter(([key]) => key in DEFAULT_EMAIL_CONFIG)) as Partial<EmailConfig>;
    if (known.emailPassword === '' || known.emailPassword === EMAIL_PASSWORD_MASK) delete known.emailPassword;
    const updated = await this.repository.update(known);
    this.config.forget();
    await this.events.publish('mail.config-changed', { keys: Object.keys(known) });
    return maskedEmailConfig(updated);
  }
}
