export { OutboxMailer, keptMailLine, type KeptMailNotice } from './outbox-mailer';
export { SmtpMailer } from './smtp-mailer';
export { SettingsMailer } from './settings-mailer';
