import type { Pool } from 'pg';
import { migratedOrm, type MigratedOrm } from '../persistence/testing/migrated-orm';
import { FileGarbageCollector } from './file-garbage-collector';
import { FILE_GC_LOCK, FileGcJob } from './file-gc.job';
import { SqlFileReferences } from './file-references';
import { PgFileStore } from './pg-file-store';
import { openPgPool, tryAdvisoryLock } from './pg-pool';

const HOUR = 3600_000;

describe('garbage collection of the shared file store', () => {
  let db: MigratedOrm;
  let pool: Pool;
  let store: PgFileStore;
  beforeAll(async () => {
    db = await migratedOrm('postgresql');
    pool = openPgPool(db.db.url, 4);
    store = new PgFileStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.close();
  });

  const put = async (text: string) => (await store.put(Buffer.from(text), { maxBytes: 1 << 20 })).hash;
  const age = (hash: string, hours: number) => pool.query(`update file_blob set touched_at = now() - make_interval(hours => $2) where hash = $1`, [hash, hours]);
  const exists = async (hash: string) => Boolean(await store.stat(hash));
  const collector = (at: Date, dryRun = false) =>
    new FileGarbageCollector(store, new SqlFileReferences(pool, store), pool, { graceMs: 24 * HOUR, confirmAfterMs: 5 * HOUR, dryRun, now: () => at });

  it('keeps what statements, manifests and their cases name; deletes an old orphan only on a second sighting', async () => {
    const image = await put('statement image');
    const [input, output] = [await put('1 2\n'), await put('3\n')];
    const manifest = await put(JSON.stringify({ v: 1, type: 'ACM', ioScore: 0, caseMode: 'default', cases: [{ caseId: 1, input, output, score: 0, groupNum: 0 }] }));
    await pool.query(`insert into problem (problem_id, title, description, case_version) values ('GC1', 'gc', $1, $2)`, [`see ![](/api/public/img/${image})`, manifest]);
    const orphan = await put('nobody links me');
    const restored = await put('stored again later');
    const relinked = await put('linked again later');
    const young = await put('uploaded a minute ago');
    for (const h of [image, input, output, manifest, orphan, restored, relinked]) await age(h, 48);

    const now = Date.now();
    const dry = await collector(new Date(now), true).run();
    expect(dry).toMatchObject({ dryRun: true, deleted: 0, newlyOrphaned: 3 });
    expect((await pool.query('select count(*)::int as n from file_orphan')).rows[0].n).toBe(0);

    const first = await collector(new Date(now)).run();
    expect(first).toMatchObject({ referenced: 4, newlyOrphaned: 3, deleted: 0 });
    expect(await exists(orphan)).toBe(true);

    // meanwhile: the same bytes uploaded again, and a statement links another one again
    await put('stored again later');
    await pool.query(`update problem set hint = $1 where problem_id = 'GC1'`, [`[file](/api/public/file/${relinked}/notes.pdf)`]);

    // a run too soon after the first sighting deletes nothing
    expect((await collector(new Date(now + 1 * HOUR)).run()).deleted).toBe(0);
    const second = await collector(new Date(now + 7 * HOUR)).run();
    expect(second).toMatchObject({ deleted: 1, freedBytes: Buffer.byteLength('nobody links me') });
    expect(await exists(orphan)).toBe(false);
    for (const kept of [image, input, output, manifest, restored, relinked, young]) expect(await exists(kept)).toBe(true);
    // what is linked again is forgotten; the re-stored file's sighting starts over
    const { rows } = await pool.query<{ hash: string }>('select hash from file_orphan');
    expect(rows.map((r) => r.hash)).not.toContain(relinked);
  });

  it('sweeps uploads cut short, past the grace period only', async () => {
    const { rows } = await pool.query<{ id: string }>(`insert into file_blob (created_at) values (now() - interval '2 days') returning id`);
    const report = await collector(new Date()).run();
    expect(report.unfinishedSwept).toBe(1);
    expect((await pool.query('select count(*)::int as n from file_blob where id = $1', [rows[0].id])).rows[0].n).toBe(0);
  });

  it('runs on one web process at a time', async () => {
    const job = new FileGcJob(store, db.db.url);
    const release = await tryAdvisoryLock(pool, FILE_GC_LOCK);
    expect(release).toBeDefined();
    expect(await job.runOnce({ dryRun: true })).toBe('another process is collecting');
    await release!();
    expect(await job.runOnce({ dryRun: true })).toMatchObject({ dryRun: true, deleted: 0 });
    await job.close();
  });
});
