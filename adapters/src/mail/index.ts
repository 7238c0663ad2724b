export { OutboxMailer } from './outbox-mailer';
export { SmtpMailer } from './smtp-mailer';
export { SettingsMailer } from './settings-mailer';
