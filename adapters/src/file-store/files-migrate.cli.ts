import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV, fileStoreKind, loadSettings } from '@oj/config';
import { fileStoreChoice } from './file-store-choice';
import { copyFolderStore, type FolderCopyReport } from './folder-migration';
import { openFileStore } from './open-file-store';

const USAGE = `npm run files:migrate [-- --from <folder>] [--concurrency <n>]

Copies a folder file store (default: <DATA_DIR>/files) into the store the settings choose (FILE_STORE;
PostgreSQL whenever DATABASE_URL is set). Safe to run again: what is already there is skipped, so an
interrupted run is finished by running it again. The folder is only read.`;

/** The command's report on standard output (errors go to standard error). */
const say = (text: string) => void process.stdout.write(`${text}\n`);

const line = (r: FolderCopyReport) => `${r.copied + r.alreadyThere + r.failed.length}/${r.total}: ${r.copied} copied, ${r.alreadyThere} already there, ${r.failed.length} failed`;

/** `npm run files:migrate`: answers the exit code (0 all copied, 1 refused or some failed, 130 interrupted). */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, concurrency: { type: 'string', default: '4' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return (say(USAGE), 0);
  const { settings } = loadSettings();
  const dataDir = resolve(settings.dataDir);
  const from = resolve(values.from ?? join(dataDir, 'files'));
  const kind = fileStoreKind(settings);
  if (kind === 'folder') {
    console.error(`The settings keep files in a folder (${ENV.fileStore}=${settings.fileStore ?? 'unset'}, no ${ENV.databaseUrl}): there is nothing to copy into. Set ${ENV.databaseUrl} (files go to PostgreSQL) or ${ENV.fileStore}=s3 with ${ENV.s3Bucket}.`);
    return 1;
  }
  if (!existsSync(from)) {
    console.error(`No folder store at ${from} (--from names another).`);
    return 1;
  }
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    console.error('--concurrency must be an integer from 1 to 64');
    return 1;
  }
  const opened = openFileStore(fileStoreChoice(settings, dataDir));
  try {
    const health = await opened.health.check();
    if (health.status !== 'up') {
      console.error(`The target store is not usable: ${health.detail}${kind === 'postgres' ? ' (start the site once, or npm run migrate, to create its tables)' : ''}`);
      return 1;
    }
    say(`Copying ${from} into ${opened.describe.replace(/^files in /, '')}`);
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
    let shown = 0;
    const report = await copyFolderStore(from, opened.store, {
      concurrency,
      signal: stop.signal,
      onProgress: (r) => {
        if (Date.now() - shown > 2_000) say((shown = Date.now(), line(r)));
      },
    });
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    say(line(report));
    for (const f of report.failed) console.error(`  ${f.hash}: ${f.reason}`);
    if (report.interrupted) {
      say('Interrupted: run it again to finish (what is copied stays).');
      return 130;
    }
    return report.failed.length ? 1 : 0;
  } finally {
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
