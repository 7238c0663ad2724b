import type { MigrationSpec } from '@oj/core';

/**
 * The message centre (02 §2 /message): what features post through the MessagePort — `discuss`, `reply`
 * and `like` reminders (sender, source, the sender's text, the recipient's quoted text) and `mine`
 * notices (title, markdown content, source). `state` is the read flag. A like is kept once per sender,
 * recipient and liked thing (`target`). System notices stay in user_sys_notice (0005).
 */
export const messages: MigrationSpec = {
  name: '0020-messages',
  up: [
    `create table msg_remind (
      id bigserial primary key,
      kind varchar(8) not null check (kind in ('discuss', 'reply', 'like', 'mine')),
      recipient_id varchar(36) not null references user_info (uid) on delete cascade,
      sender_id varchar(36) references user_info (uid) on delete cascade,
      title varchar(255),
      source_type varchar(32) not null,
      source_id varchar(64) not null,
      source_title varchar(255) not null default '',
      url varchar(1024) not null default '',
      content text not null default '',
      quote_type varchar(16),
      quote_id bigint,
      quote_content text,
      target varchar(100),
      state boolean not null default false,
      gmt_create timestamptz not null default now(),
      check ((kind = 'like') = (target is not null))
    )`,
    // per-recipient paging of one box, and its unread count
    'create index msg_remind_recipient_idx on msg_remind (recipient_id, kind, id desc)',
    'create index msg_remind_unread_idx on msg_remind (recipient_id, kind) where not state',
    'create unique index msg_remind_like_once on msg_remind (sender_id, recipient_id, target) where kind = \'like\'',
    "create index user_sys_notice_unread_idx on user_sys_notice (recipient_id) where not state and type = 'Sys'",
  ],
  down: ['drop index user_sys_notice_unread_idx', 'drop table msg_remind'],
};
