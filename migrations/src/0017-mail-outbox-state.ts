import type { MigrationSpec } from '@oj/core';

/**
 * What became of a mail kept in the outbox: when the super admin's resend handed it to an SMTP relay, or why
 * the last resend failed (the outbox page's state). Both empty: only kept.
 */
export const mailOutboxState: MigrationSpec = {
  name: '0017-mail-outbox-state',
  up: ['alter table mail_outbox add column sent_at timestamptz, add column last_error varchar(1000)'],
  down: ['alter table mail_outbox drop column last_error, drop column sent_at'],
};
