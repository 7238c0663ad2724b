export { FsFileStore } from './fs-file-store';
export { FileStoreHealthIndicator } from './file-store-health';
export { PgFileStore, PG_CHUNK_BYTES } from './pg-file-store';
export { openPgPool, type SqlQueryable } from './pg-pool';
export type { CollectableFileStore, ListedFile } from './collectable-file-store';
export { S3FileStore, S3_PART_BYTES, type S3FileStoreOptions } from './s3-file-store';
