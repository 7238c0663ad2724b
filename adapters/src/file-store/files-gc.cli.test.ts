import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { migratedOrm, type MigratedOrm } from '../persistence/testing/migrated-orm';
import { PgFileStore } from './pg-file-store';
import { openPgPool } from './pg-pool';

jest.setTimeout(120_000);

const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'files-gc.mjs');
const BUILT_CLI = join(__dirname, '..', '..', 'dist', 'file-store', 'files-gc.cli.js');

/** `npm run files:gc` as an operator runs it (the built script, a process of its own) on the real PostgreSQL store. */
describe('npm run files:gc', () => {
  let db: MigratedOrm;
  let pool: Pool;
  let store: PgFileStore;
  let dataDir: string;
  beforeAll(async () => {
    db = await migratedOrm('postgresql');
    pool = openPgPool(db.db.url, 2);
    store = new PgFileStore(pool);
    dataDir = await mkdtemp(join(tmpdir(), 'oj-files-gc-'));
  });
  afterAll(async () => {
    await pool.end();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const gc = (args: string[], env: Record<string, string> = { DATABASE_URL: db.db.url }) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      if (!existsSync(BUILT_CLI)) throw new Error(`${BUILT_CLI} is missing: run 'npm run build:backend' first`);
      const child = spawn(process.execPath, [SCRIPT, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, OJ_CONFIG: join(dataDir, 'none.json'), ...env } as unknown as NodeJS.ProcessEnv, cwd: dataDir, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('exit', (code) => resolve({ code, out, err }));
    });
  const put = async (text: string) => (await store.put(Buffer.from(text), { maxBytes: 1 << 20 })).hash;
  const exists = async (hash: string) => Boolean(await store.stat(hash));
  const sightings = async () => (await pool.query<{ hash: string }>('select hash from file_orphan')).rows.map((r) => r.hash);

  it('dry run by default, printing what would go; --apply records the first sighting, then deletes on a later run', async () => {
    const image = await put('an image a statement shows');
    const orphan = await put('a file nothing names');
    const young = await put('uploaded a minute ago, not linked yet');
    await pool.query(`insert into problem (problem_id, title, description) values ('GC-CLI', 'gc', $1)`, [`![](/api/public/img/${image})`]);
    await pool.query(`update file_blob set touched_at = now() - interval '48 hours' where hash = any ($1)`, [[image, orphan]]);

    const dry = await gc([]);
    expect(dry).toMatchObject({ code: 0, err: '' });
    expect(dry.out).toMatch(/^Dry run \(nothing changes; --apply deletes\): files in PostgreSQL/);
    expect(dry.out).toContain(`first sighting (not deleted this run): ${orphan} ${Buffer.byteLength('a file nothing names')} bytes`);
    expect(dry.out).toContain('3 files, 1 referenced; would delete 0 (0 bytes), 1 seen unreferenced for the first time');
    for (const kept of [image, young]) expect(dry.out).not.toContain(kept);
    expect(await sightings()).toEqual([]);

    const first = await gc(['--apply']);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`first sighting recorded (deleted by a later run): ${orphan}`);
    expect(first.out).toContain('deleted 0 (0 bytes)');
    expect(await sightings()).toEqual([orphan]);
    expect(await exists(orphan)).toBe(true);

    // a web process's run, hours later, would delete it: the dry run says so and deletes nothing
    await pool.query(`update file_orphan set first_seen = now() - interval '7 hours'`);
    const wouldGo = await gc([]);
    expect(wouldGo.out).toContain(`would delete: ${orphan}`);
    expect(wouldGo.out).toContain(`would delete 1 (${Buffer.byteLength('a file nothing names')} bytes)`);
    expect(await exists(orphan)).toBe(true);

    const applied = await gc(['--apply']);
    expect(applied.code).toBe(0);
    expect(applied.out).toContain(`deleted: ${orphan}`);
    expect(applied.out).toContain(`deleted 1 (${Buffer.byteLength('a file nothing names')} bytes)`);
    expect(await exists(orphan)).toBe(false);
    for (const kept of [image, young]) expect(await exists(kept)).toBe(true);
  });

  it('refuses a folder store (nothing shared to collect), and waits its turn behind a running collection', async () => {
    const folder = await gc([], {});
    expect(folder.code).toBe(1);
    expect(folder.err).toMatch(/only the shared stores \(PostgreSQL, S3\) are garbage-collected/);
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [0x6f6a6663]);
      const busy = await gc(['--apply']);
      expect(busy.code).toBe(2);
      expect(busy.err).toMatch(/Another process is collecting/);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [0x6f6a6663]);
      lock.release();
    }
  });
});
