import { DEFAULT_EMAIL_CONFIG as d, type MigrationSpec } from '@oj/core';

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The SMTP settings of the admin's config page (03 §3: SMTP settings and the mail template's
 * background), one row seeded empty: while `email_host` is empty the site mails through SMTP_URL, or
 * into the outbox. The password is kept as given (the relay needs it) and never sent back.
 */
export const emailConfig: MigrationSpec = {
  name: '0006-email-config',
  up: [
    `create table email_config (
      id smallint primary key default 1 check (id = 1),
      email_host varchar(253) not null,
      email_port integer not null check (email_port between 1 and 65535),
      email_username varchar(255) not null,
      email_password varchar(255) not null,
      email_ssl boolean not null,
      email_bg_img varchar(1024) not null,
      gmt_modified timestamptz not null default now()
    )`,
    `insert into email_config (id, email_host, email_port, email_username, email_password, email_ssl, email_bg_img)
     values (1, ${text(d.emailHost)}, ${d.emailPort}, ${text(d.emailUsername)}, ${text(d.emailPassword)}, ${d.emailSsl}, ${text(d.emailBGImg)})`,
  ],
  down: ['drop table email_config'],
};
