import type { MigrationSpec } from '@oj/core';

/**
 * Accounts an admin imports or generates (03 §5) may have no e-mail: only non-empty addresses stay
 * unique (the index keeps its name, which the user repository maps to 'account.emailExists').
 */
export const userEmailOptional: MigrationSpec = {
  name: '0009-user-email-optional',
  up: [
    'drop index user_info_email_key',
    "create unique index user_info_email_key on user_info (lower(email)) where email <> ''",
  ],
  down: [
    'drop index user_info_email_key',
    'create unique index user_info_email_key on user_info (lower(email))',
  ],
};
