export { OutboxMailer } from './outbox-mailer';
export { SmtpMailer } from './smtp-mailer';
