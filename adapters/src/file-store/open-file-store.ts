import { join } from 'node:path';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { FileStore, HealthIndicator } from '@oj/core';
import type { CollectableFileStore } from './collectable-file-store';
import { FileStoreHealthIndicator } from './file-store-health';
import { FsFileStore } from './fs-file-store';
import { PgFileStore } from './pg-file-store';
import { openPgPool } from './pg-pool';
import { S3FileStore, type S3FileStoreOptions } from './s3-file-store';
import { SharedFileStoreHealthIndicator } from './shared-file-store-health';

/** Connections of the PostgreSQL file store: a few, beside the ORM's pool (a chunk query is short). */
const FILE_POOL_MAX = 4;

export type FileStoreChoice =
  | { kind: 'folder'; dataDir: string }
  | { kind: 'postgres'; databaseUrl: string }
  | { kind: 's3'; s3: S3FileStoreOptions };

export interface OpenedFileStore {
  store: FileStore;
  /** Set for the stores every process shares: what garbage collection and `files:migrate` work on. */
  collectable?: CollectableFileStore;
  health: HealthIndicator;
  /** One line for the start-up log. */
  describe: string;
  close(): Promise<void>;
}

/** Opens the file store the settings chose (config's `fileStoreKind`). */
export function openFileStore(choice: FileStoreChoice): OpenedFileStore {
  if (choice.kind === 'postgres') {
    const pool = openPgPool(choice.databaseUrl, FILE_POOL_MAX);
    const store = new PgFileStore(pool);
    return {
      store,
      collectable: store,
      health: new SharedFileStoreHealthIndicator('PostgreSQL (file_blob, file_chunk)', () => pool.query('select 1 from file_blob limit 1')),
      describe: 'files in PostgreSQL',
      close: () => pool.end(),
    };
  }
  if (choice.kind === 's3') {
    const store = new S3FileStore(choice.s3);
    const where = `S3 bucket ${choice.s3.bucket}${choice.s3.prefix ? ` (prefix ${choice.s3.prefix})` : ''} at ${choice.s3.endpoint ?? `AWS ${choice.s3.region}`}`;
    return {
      store,
      collectable: store,
      health: new SharedFileStoreHealthIndicator(where, () => store.client.send(new HeadBucketCommand({ Bucket: choice.s3.bucket }))),
      describe: `files in the ${where}`,
      close: async () => store.close(),
    };
  }
  const root = join(choice.dataDir, 'files');
  return { store: new FsFileStore(root), health: new FileStoreHealthIndicator(root), describe: `files in the folder ${root}`, close: async () => undefined };
}
