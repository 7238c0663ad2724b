import type { FileStore } from '@oj/core';

/** A stored file as the garbage collector sees it. */
export interface ListedFile {
  hash: string;
  size: number;
  /** The last time these bytes were stored (a put of bytes already there counts): the grace period runs from here. */
  touchedAt: Date;
}

/** A FileStore whose files can be listed, so that the files nothing references can be found and deleted. */
export interface CollectableFileStore extends FileStore {
  /** Every stored file, in any order, a page at a time (never the whole list in memory). */
  list(): AsyncIterable<ListedFile>;
  /** The exact last time a file was stored (`list` may answer an older one); undefined when it is gone. */
  lastTouched(hash: string): Promise<Date | undefined>;
  /** Deletes a file unless it was stored again since `since`; answers whether it deleted it. */
  deleteUntouchedSince(hash: string, since: Date): Promise<boolean>;
  /** Removes what uploads cut short (a crash, a lost connection) left before `olderThan`; answers how many. */
  sweepUnfinished(olderThan: Date): Promise<number>;
}
