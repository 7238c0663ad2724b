import type { MigrationSpec } from '@oj/core';

/**
 * The public problem list is answered from memory in every web process (docs/performance.md,
 * bench/problem-list): each request reads one number, `problem_list_stamp.version`, and reloads the
 * list only when it moved. Triggers move it in the same transaction as any change a list row or its
 * tags can show (so a reader never sees the new stamp before the new data), and never for the judging
 * counters, which are refreshed by age instead. Statement-level: a bulk import bumps it once per statement.
 */
export const problemListStamp: MigrationSpec = {
  name: '0010-problem-list-stamp',
  up: [
    `create table problem_list_stamp (
      id smallint primary key default 1 check (id = 1),
      version bigint not null default 0
    )`,
    'insert into problem_list_stamp (id, version) values (1, 0)',
    `create function problem_list_bump() returns trigger language plpgsql as $$
    begin
      update problem_list_stamp set version = version + 1 where id = 1;
      return null;
    end
    $$`,
    `create trigger problem_list_bump_rows after insert or delete on problem
      for each statement execute function problem_list_bump()`,
    `create trigger problem_list_bump_fields after update of problem_id, title, author, type, difficulty, auth, is_remote, remote_oj, is_group, gid on problem
      for each statement execute function problem_list_bump()`,
    'create trigger problem_list_bump_truncate after truncate on problem for each statement execute function problem_list_bump()',
    'create trigger problem_list_bump_tags after insert or update or delete or truncate on problem_tag for each statement execute function problem_list_bump()',
    'create trigger problem_list_bump_tag after insert or update or delete or truncate on tag for each statement execute function problem_list_bump()',
  ],
  down: [
    'drop trigger problem_list_bump_tag on tag',
    'drop trigger problem_list_bump_tags on problem_tag',
    'drop trigger problem_list_bump_truncate on problem',
    'drop trigger problem_list_bump_fields on problem',
    'drop trigger problem_list_bump_rows on problem',
    'drop function problem_list_bump()',
    'drop table problem_list_stamp',
  ],
};
