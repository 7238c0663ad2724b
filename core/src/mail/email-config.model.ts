/**
 * The SMTP settings an admin stores (spec field names): relay host and port, account, TLS from the
 * start (`emailSsl`, usually port 465) or STARTTLS when the relay offers it, and the background image
 * of the mail template. An empty host means "not set here": mail then goes through SMTP_URL, or into
 * the outbox.
 */
export interface EmailConfig {
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  emailPassword: string;
  emailSsl: boolean;
  emailBGImg: string;
}

export const DEFAULT_EMAIL_CONFIG: Readonly<EmailConfig> = Object.freeze({
  emailHost: '',
  emailPort: 465,
  emailUsername: '',
  emailPassword: '',
  emailSsl: true,
  emailBGImg: '',
});

/** What the admin page gets instead of a stored password; sent back unchanged, it keeps the stored one. */
export const EMAIL_PASSWORD_MASK = '********';

/** The config as the admin API shows it: the password masked (or empty when none is stored). */
export function maskedEmailConfig(config: EmailConfig): EmailConfig {
  return { ...config, emailPassword: config.emailPassword ? EMAIL_PASSWORD_MASK : '' };
}

/** How the mailer reaches a relay. `from` is the account when it is an address (relays often insist). */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  from?: string;
}

/** The relay of the stored config, or undefined when none is stored (the environment's applies). */
export function smtpSettingsOf(config: EmailConfig): SmtpSettings | undefined {
  if (!config.emailHost) return undefined;
  const from = /^[^\s@<>]+@[^\s@<>]+$/.test(config.emailUsername) ? config.emailUsername : undefined;
  return { host: config.emailHost, port: config.emailPort, secure: config.emailSsl, username: config.emailUsername, password: config.emailPassword, from };
}
