import type { ServiceIdentifier } from 'inversify';
import type { Readable } from 'node:stream';

/** A stored blob, addressed by the SHA-256 of its content (hex). */
export interface StoredFile {
  hash: string;
  size: number;
}

export interface PutOptions {
  /** Refuse (ValidationError `error.fileTooLarge`) anything larger; nothing is kept. */
  maxBytes: number;
}

/**
 * Content-addressed file storage: the same bytes are stored once, and a hash names them forever.
 * Used for avatars, images, test data and uploads.
 */
export interface FileStore {
  put(content: Buffer | Readable, options: PutOptions): Promise<StoredFile>;
  read(hash: string): Promise<Buffer>;
  stream(hash: string): Promise<Readable>;
  stat(hash: string): Promise<StoredFile | undefined>;
  delete(hash: string): Promise<boolean>;
}

export const FILE_STORE: ServiceIdentifier<FileStore> = Symbol.for('oj.FileStore');

/** A SHA-256 hex digest: what `FileStore` accepts as a name. */
export const FILE_HASH_PATTERN = /^[0-9a-f]{64}$/;
