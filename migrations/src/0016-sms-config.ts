import { SMS_CONFIG_LIMITS as L, type MigrationSpec } from '@oj/core';

/**
 * The SMS settings of the admin's config page (03 §3: region ID, domain, access key ID, secret, sign name,
 * template code), one row seeded empty. Nothing sends SMS yet; the secret is kept as given (a sender will
 * need it) and never answered to a page.
 */
export const smsConfig: MigrationSpec = {
  name: '0016-sms-config',
  up: [
    `create table sms_config (
      id smallint primary key default 1 check (id = 1),
      sms_region_id varchar(${L.REGION_ID_MAX}) not null default '',
      sms_domain varchar(${L.DOMAIN_MAX}) not null default '',
      sms_access_key_id varchar(${L.ACCESS_KEY_ID_MAX}) not null default '',
      sms_access_key_secret varchar(${L.ACCESS_KEY_SECRET_MAX}) not null default '',
      sms_sign_name varchar(${L.SIGN_NAME_MAX}) not null default '',
      sms_template_code varchar(${L.TEMPLATE_CODE_MAX}) not null default '',
      gmt_modified timestamptz not null default now()
    )`,
    'insert into sms_config (id) values (1)',
  ],
  down: ['drop table sms_config'],
};
