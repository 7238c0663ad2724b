import type { ScheduledJob } from '@oj/core';
import type { CollectableFileStore } from './collectable-file-store';
import { FileGarbageCollector, type CollectionReport, type CollectorOptions } from './file-garbage-collector';
import { SqlFileReferences } from './file-references';
import { openPgPool, tryAdvisoryLock } from './pg-pool';

/** Every 6 hours; a file goes two runs after it was first found orphaned, so at the earliest a day and a bit. */
export const FILE_GC_PERIOD_MS = 6 * 3600_000;
/** Uploads not linked within a day (a statement image in an editor left open) are fair game. */
export const FILE_GC_GRACE_MS = 24 * 3600_000;
/** The second sighting must come from a later run (one period on, less a margin for a late start). */
export const FILE_GC_CONFIRM_MS = FILE_GC_PERIOD_MS - 15 * 60_000;
/** pg advisory lock key: one collection at a time over all web processes ('oj files gc'). */
export const FILE_GC_LOCK = 0x6f6a6663;

/**
 * The shared file store's garbage collection as a scheduled job. Every web process schedules it; the one that
 * takes the database's advisory lock does the work, the others skip that slot.
 */
export class FileGcJob implements ScheduledJob {
  readonly id = 'files.gc';
  readonly periodMs = FILE_GC_PERIOD_MS;
  private readonly pool;

  constructor(
    private readonly store: CollectableFileStore,
    databaseUrl: string,
  ) {
    this.pool = openPgPool(databaseUrl, 2);
  }

  async runOnce(options: Pick<CollectorOptions, 'dryRun' | 'onFile'> = {}): Promise<CollectionReport | 'another process is collecting'> {
    const release = await tryAdvisoryLock(this.pool, FILE_GC_LOCK);
    if (!release) return 'another process is collecting';
    try {
      const references = new SqlFileReferences(this.pool, this.store);
      const collector = new FileGarbageCollector(this.store, references, this.pool, { graceMs: FILE_GC_GRACE_MS, confirmAfterMs: FILE_GC_CONFIRM_MS, dryRun: options.dryRun, onFile: options.onFile });
      return await collector.run();
    } finally {
      await release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
