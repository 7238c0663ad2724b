import type { Pool } from 'pg';
import { migratedOrm, type MigratedOrm } from '../persistence/testing/migrated-orm';
import { FileGarbageCollector } from './file-garbage-collector';
import { SqlFileReferences } from './file-references';
import { openPgPool } from './pg-pool';
import { S3FileStore } from './s3-file-store';
import { startLocalS3, type LocalS3 } from './testing/local-s3';

const HOUR = 3600_000;

// The collector is the same for every shared store: here with files in S3 and their references in PostgreSQL.
describe('garbage collection of the S3 file store', () => {
  let db: MigratedOrm;
  let pool: Pool;
  let s3: LocalS3;
  let store: S3FileStore;
  beforeAll(async () => {
    db = await migratedOrm('postgresql');
    pool = openPgPool(db.db.url, 2);
    s3 = await startLocalS3();
    store = new S3FileStore({ endpoint: s3.endpoint, region: 'us-east-1', bucket: s3.bucket, prefix: 'oj/', credentials: s3.credentials, forcePathStyle: true });
  });
  afterAll(async () => {
    store.close();
    await s3.close();
    await pool.end();
    await db.close();
  });

  it('deletes the unreferenced object on the second sighting and keeps the one a statement links', async () => {
    const image = (await store.put(Buffer.from('an avatar'), { maxBytes: 100 })).hash;
    const orphan = (await store.put(Buffer.from('nobody uses me'), { maxBytes: 100 })).hash;
    await pool.query(`insert into problem (problem_id, title, description) values ('S3GC', 's3', $1)`, [`![](/api/public/md-img/${image})`]);
    // two days on, as far as the collector can tell (s3rver's objects cannot be aged)
    const at = (hours: number) => new Date(Date.now() + hours * HOUR);
    const collector = (hours: number) => new FileGarbageCollector(store, new SqlFileReferences(pool, store), pool, { graceMs: 24 * HOUR, confirmAfterMs: 5 * HOUR, now: () => at(hours) });
    expect(await collector(48).run()).toMatchObject({ files: 2, referenced: 1, newlyOrphaned: 1, deleted: 0 });
    expect(await collector(55).run()).toMatchObject({ deleted: 1 });
    expect(await store.stat(orphan)).toBeUndefined();
    expect(await store.stat(image)).toBeDefined();
  });
});
