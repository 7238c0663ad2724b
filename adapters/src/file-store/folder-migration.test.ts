import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { migratedOrm, type MigratedOrm } from '../persistence/testing/migrated-orm';
import { waitUntil } from '../testing/free-port';
import { copyFolderStore } from './folder-migration';
import { FsFileStore } from './fs-file-store';
import { PgFileStore } from './pg-file-store';
import { openPgPool } from './pg-pool';

jest.setTimeout(180_000);

/** `npm run files:migrate` as an operator runs it (after `npm run build:backend`). */
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'files-migrate.mjs');
const BUILT_CLI = join(__dirname, '..', '..', 'dist', 'file-store', 'files-migrate.cli.js');

const FILES = 1000;
/** Every 50th file is big (3 MiB, three chunk rows), so a kill is likely to land mid-file. */
const contentOf = (i: number) => (i % 50 === 7 ? Buffer.alloc(3 * 1024 * 1024, i % 251) : Buffer.from(`file ${i}\n`.repeat(1 + (i % 13))));

async function folderOf1000(): Promise<{ dataDir: string; root: string; hashes: string[] }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-files-migrate-'));
  const root = join(dataDir, 'files');
  const folder = new FsFileStore(root);
  const hashes: string[] = [];
  for (let i = 0; i < FILES; i++) hashes.push((await folder.put(contentOf(i), { maxBytes: 4 * 1024 * 1024 })).hash);
  return { dataDir, root, hashes };
}

const named = async (pool: Pool) => Number((await pool.query<{ n: string }>('select count(*) as n from file_blob where hash is not null')).rows[0].n);

describe('copying a folder store of 1,000 files into PostgreSQL', () => {
  let folder: Awaited<ReturnType<typeof folderOf1000>>;
  beforeAll(async () => {
    folder = await folderOf1000();
  });
  afterAll(() => rm(folder.dataDir, { recursive: true, force: true }));

  let db: MigratedOrm;
  let pool: Pool;
  beforeEach(async () => {
    db = await migratedOrm('postgresql');
    pool = openPgPool(db.db.url, 4);
  });
  afterEach(async () => {
    await pool.end();
    await db.close();
  });

  it('stops when told, finishes on the next run, and changes nothing on a third', async () => {
    const target = new PgFileStore(pool);
    const stop = new AbortController();
    const first = await copyFolderStore(folder.root, target, { concurrency: 4, signal: stop.signal, onProgress: (r) => r.copied >= 300 && stop.abort() });
    expect(first.interrupted).toBe(true);
    expect(first.copied).toBeGreaterThanOrEqual(300);
    expect(first.copied).toBeLessThan(FILES);

    const second = await copyFolderStore(folder.root, target, { concurrency: 4 });
    expect(second).toMatchObject({ total: FILES, interrupted: false, failed: [] });
    expect(second.alreadyThere).toBe(first.copied);
    expect(second.copied + second.alreadyThere).toBe(FILES);
    expect(await named(pool)).toBe(new Set(folder.hashes).size);

    expect(await copyFolderStore(folder.root, target)).toMatchObject({ copied: 0, alreadyThere: FILES, failed: [] });
  });

  it('survives `npm run files:migrate` killed mid-run: running it again finishes the copy, every file intact', async () => {
    if (!existsSync(BUILT_CLI)) throw new Error(`${BUILT_CLI} is missing: run 'npm run build:backend' first`);
    const run = () => {
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: folder.dataDir, DATABASE_URL: db.db.url, OJ_CONFIG: join(folder.dataDir, 'none.json') };
      const child = spawn(process.execPath, [SCRIPT, '--concurrency', '4'], { env: env as unknown as NodeJS.ProcessEnv, cwd: folder.dataDir, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
      return { child, exited, output: () => output };
    };

    const killed = run();
    await waitUntil(async () => (await named(pool)) >= 200, 60_000, 10);
    killed.child.kill('SIGKILL');
    expect((await killed.exited).signal).toBe('SIGKILL');
    const before = await named(pool);
    expect(before).toBeLessThan(new Set(folder.hashes).size);

    const again = run();
    const { code } = await again.exited;
    expect({ code, output: again.output() }).toMatchObject({ code: 0 });
    expect(again.output()).toMatch(new RegExp(`${FILES}/${FILES}: \\d+ copied, ${before} already there, 0 failed`));

    // every file is there, and holds what its name says
    const target = new PgFileStore(pool);
    for (const hash of new Set(folder.hashes)) {
      expect(createHash('sha256').update(await target.read(hash)).digest('hex')).toBe(hash);
    }
    // what the kill cut short is nameless, invisible, and swept by the collector
    await target.sweepUnfinished(new Date(Date.now() + 60_000));
    expect(Number((await pool.query<{ n: string }>('select count(*) as n from file_blob where hash is null')).rows[0].n)).toBe(0);
  });
});
