import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV, fileStoreKind, loadSettings } from '@oj/config';
import type { OrphanVerdict } from './file-garbage-collector';
import { FILE_GC_CONFIRM_MS, FILE_GC_GRACE_MS, FileGcJob } from './file-gc.job';
import { fileStoreChoice } from './file-store-choice';
import { openFileStore } from './open-file-store';

const hours = (ms: number) => `${Math.round((ms / 3600_000) * 100) / 100} h`;

const USAGE = `npm run files:gc [-- --apply]

Garbage-collects the shared file store (PostgreSQL or S3) with the collector the web processes run every
6 hours: a file goes only when nothing references it (problems' statements and test data, avatars, every
text column naming a hash), it is older than ${hours(FILE_GC_GRACE_MS)}, and a run at least ${hours(FILE_GC_CONFIRM_MS)} after the one that
first found it unreferenced agrees. Without --apply it is a dry run: it prints what would go and changes
nothing (not even the first sightings). With --apply it deletes and records first sightings.`;

const say = (text: string) => void process.stdout.write(`${text}\n`);

const VERDICT: Record<OrphanVerdict, { dry: string; applied: string }> = {
  deleted: { dry: 'would delete', applied: 'deleted' },
  firstSighting: { dry: 'first sighting (not deleted this run)', applied: 'first sighting recorded (deleted by a later run)' },
  waiting: { dry: 'waiting for its confirmation (not deleted this run)', applied: 'waiting for its confirmation' },
};

/** `npm run files:gc`: answers the exit code (0 done, 1 refused, 2 another process is collecting). */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { apply: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return (say(USAGE), 0);
  const { settings } = loadSettings();
  const kind = fileStoreKind(settings);
  if (kind === 'folder' || !settings.databaseUrl) {
    console.error(`The settings keep files in a folder (${ENV.fileStore}=${settings.fileStore ?? 'unset'}, no ${ENV.databaseUrl}): only the shared stores (PostgreSQL, S3) are garbage-collected.`);
    return 1;
  }
  const opened = openFileStore(fileStoreChoice(settings, resolve(settings.dataDir)));
  const job = new FileGcJob(opened.collectable!, settings.databaseUrl);
  const dryRun = !values.apply;
  try {
    say(`${dryRun ? 'Dry run (nothing changes; --apply deletes)' : 'Collecting'}: ${opened.describe}`);
    const report = await job.runOnce({
      dryRun,
      onFile: (file, verdict) => say(`${VERDICT[verdict][dryRun ? 'dry' : 'applied']}: ${file.hash} ${file.size} bytes, stored ${file.touchedAt.toISOString()}`),
    });
    if (report === 'another process is collecting') {
      console.error('Another process is collecting right now (a web process\'s files.gc job): try again in a few minutes.');
      return 2;
    }
    say(`${report.files} files, ${report.referenced} referenced; ${dryRun ? 'would delete' : 'deleted'} ${report.deleted} (${report.freedBytes} bytes), ${report.newlyOrphaned} seen unreferenced for the first time${dryRun ? '' : `, ${report.unfinishedSwept} unfinished uploads swept`}`);
    return 0;
  } finally {
    await job.close();
    await opened.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
