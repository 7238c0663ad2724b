import type { MigrationSpec } from '@oj/core';

/**
 * Issue 24: files every web process sees. The PostgreSQL FileStore keeps each file as a `file_blob` (named by
 * the SHA-256 of its content once fully received; `hash` is null while an upload streams in) and its bytes as
 * `file_chunk` rows of at most 1 MiB, so neither side ever holds a whole 256 MiB archive. `touched_at` is the
 * last time anyone stored these bytes: garbage collection spares files touched within its grace period.
 * `file_orphan` remembers when the collector first saw a file nothing references; it deletes a file only when a
 * later run still finds it so (whatever the store: PostgreSQL, S3 or a folder).
 */
export const sharedFiles: MigrationSpec = {
  name: '0021-shared-files',
  up: [
    `create table file_blob (
      id bigserial primary key,
      hash char(64) unique,
      size bigint not null default 0,
      chunk_count int not null default 0,
      created_at timestamptz not null default now(),
      touched_at timestamptz not null default now()
    )`,
    'create index file_blob_touched_idx on file_blob (touched_at)',
    `create table file_chunk (
      blob_id bigint not null references file_blob (id) on delete cascade,
      seq int not null,
      data bytea not null,
      primary key (blob_id, seq)
    )`,
    `create table file_orphan (
      hash char(64) primary key,
      first_seen timestamptz not null default now()
    )`,
  ],
  down: ['drop table file_orphan', 'drop table file_chunk', 'drop table file_blob'],
};
