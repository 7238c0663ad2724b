import type { CollectableFileStore } from './collectable-file-store';
import type { SqlQueryable } from './pg-pool';

/** What one collection did (or, on a dry run, would do). */
export interface CollectionReport {
  files: number;
  referenced: number;
  /** Unreferenced files past their grace period, seen for the first time: deleted by a later run if still so. */
  newlyOrphaned: number;
  deleted: number;
  freedBytes: number;
  /** Leftovers of uploads cut short. */
  unfinishedSwept: number;
  dryRun: boolean;
}

export interface CollectorOptions {
  /** A file stored (or stored again) more recently than this is never collected: an upload not linked yet. */
  graceMs: number;
  /** A file is deleted only when a run at least this much later than the one that first found it orphaned agrees. */
  confirmAfterMs: number;
  dryRun?: boolean;
  now?: () => Date;
  /**
   * Told of each unreferenced file past its grace period: `deleted` (on a dry run: would be deleted now),
   * `firstSighting` (recorded now, deleted by a run at least confirmAfterMs later if still unreferenced),
   * `waiting` (seen before, not yet confirmed, or stored again since). What `npm run files:gc` prints.
   */
  onFile?: (file: { hash: string; size: number; touchedAt: Date }, verdict: OrphanVerdict) => void;
}

export type OrphanVerdict = 'deleted' | 'firstSighting' | 'waiting';

/** Hashes referenced anywhere (SqlFileReferences). */
export interface FileReferenceSource {
  collect(): Promise<Set<string>>;
}

const BATCH = 500;

/**
 * Deletes the files nothing references, safely: a file must be older than the grace period, unreferenced in two
 * runs `confirmAfterMs` apart (`file_orphan` remembers the first sighting), and not stored again since it was
 * first seen orphaned. Anything referenced again, stored again or gone drops out of `file_orphan`.
 */
export class FileGarbageCollector {
  constructor(
    private readonly store: CollectableFileStore,
    private readonly references: FileReferenceSource,
    private readonly db: SqlQueryable,
    private readonly options: CollectorOptions,
  ) {}

  async run(): Promise<CollectionReport> {
    const now = (this.options.now ?? (() => new Date()))();
    const dryRun = Boolean(this.options.dryRun);
    const graceEdge = new Date(now.getTime() - this.options.graceMs);
    const confirmEdge = new Date(now.getTime() - this.options.confirmAfterMs);
    const report: CollectionReport = { files: 0, referenced: 0, newlyOrphaned: 0, deleted: 0, freedBytes: 0, unfinishedSwept: 0, dryRun };
    if (!dryRun) report.unfinishedSwept = await this.store.sweepUnfinished(graceEdge);

    const referenced = await this.references.collect();
    const stillOrphaned: string[] = [];
    let batch: Array<{ hash: string; size: number; touchedAt: Date }> = [];
    const tell = (file: { hash: string; size: number; touchedAt: Date }, verdict: OrphanVerdict) => this.options.onFile?.({ hash: file.hash, size: file.size, touchedAt: file.touchedAt }, verdict);
    const settle = async () => {
      const known = new Map<string, Date>();
      const { rows } = await this.db.query<{ hash: string; first_seen: Date }>('select hash, first_seen from file_orphan where hash = any ($1)', [batch.map((f) => f.hash)]);
      for (const r of rows) known.set(r.hash, r.first_seen);
      for (const file of batch) {
        const firstSeen = known.get(file.hash);
        if (!firstSeen) {
          report.newlyOrphaned++;
          stillOrphaned.push(file.hash);
          tell(file, 'firstSighting');
          if (!dryRun) await this.db.query('insert into file_orphan (hash, first_seen) values ($1, $2) on conflict (hash) do nothing', [file.hash, now]);
          continue;
        }
        const touched = await this.store.lastTouched(file.hash);
        if (!touched) continue;
        // stored again since first found orphaned: a fresh upload of the same bytes, to be linked soon
        if (touched >= firstSeen || touched >= graceEdge || firstSeen > confirmEdge) {
          stillOrphaned.push(file.hash);
          tell(file, 'waiting');
          if (!dryRun && touched >= firstSeen) await this.db.query('update file_orphan set first_seen = $2 where hash = $1', [file.hash, now]);
          continue;
        }
        // stored again between the check above and now: it stays
        if (!dryRun && !(await this.store.deleteUntouchedSince(file.hash, firstSeen))) {
          stillOrphaned.push(file.hash);
          tell(file, 'waiting');
          continue;
        }
        tell(file, 'deleted');
        report.deleted++;
        report.freedBytes += file.size;
      }
      batch = [];
    };
    for await (const file of this.store.list()) {
      report.files++;
      if (referenced.has(file.hash)) {
        report.referenced++;
        continue;
      }
      if (file.touchedAt >= graceEdge) continue;
      batch.push(file);
      if (batch.length >= BATCH) await settle();
    }
    if (batch.length) await settle();
    // sightings of files referenced again, young again or deleted are forgotten
    if (!dryRun) await this.db.query('delete from file_orphan where not (hash = any ($1))', [stillOrphaned]);
    return report;
  }
}
