import type { ServiceIdentifier } from 'inversify';
import type { Readable } from 'node:stream';

/** One file of an archive: its normalised path (forward slashes, no `..`, no leading `/`) and size. */
export interface ArchiveEntry {
  name: string;
  size: number;
}

/** An opened archive: its files (directories, symlinks and the like are never listed). */
export interface Archive {
  readonly entries: readonly ArchiveEntry[];
  /** Reads one file whole; refuses (ValidationError) a file that inflates past its declared size or the limits. */
  read(name: string): Promise<Buffer>;
  /**
   * Streams one file as it inflates (a large test case need never sit whole in memory); the stream errors
   * with the same ValidationError as `read` when the file inflates past its declared size or the limits.
   */
  stream(name: string): Promise<Readable>;
  close(): Promise<void>;
}

/** Bounds an archive must stay within; breaking one refuses the whole archive. */
export interface ArchiveLimits {
  /** Most files. */
  maxEntries: number;
  /** Most bytes of all files together, once inflated. */
  maxTotalBytes: number;
  /** Most bytes of any one file, once inflated. */
  maxEntryBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntryBytes: 512 * 1024 * 1024,
};

/**
 * A zip in memory, or on disk: a large upload is spooled to a temporary file and read from there, entry by
 * entry, so the archive itself is never held whole (the caller owns the file and removes it).
 */
export type ArchiveSource = Buffer | { path: string };

/**
 * Reads uploaded zip archives safely: path traversal (`../`, absolute paths), symlinks, duplicate
 * names, encrypted entries and bombs (sizes past the limits, or inflating past what the archive
 * declares) are refused with a ValidationError ('archive.*' keys) before anything is used.
 */
export interface ArchiveReader {
  open(zip: ArchiveSource, limits?: Partial<ArchiveLimits>): Promise<Archive>;
}

/** Writes zip archives (exports, test-data downloads). */
export interface ArchiveWriter {
  zip(files: ReadonlyArray<{ name: string; data: Buffer }>): Promise<Buffer>;
}

export const ARCHIVE_READER: ServiceIdentifier<ArchiveReader> = Symbol.for('oj.ArchiveReader');
export const ARCHIVE_WRITER: ServiceIdentifier<ArchiveWriter> = Symbol.for('oj.ArchiveWriter');
