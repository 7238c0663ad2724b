import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Pool } from 'pg';
import { migratedOrm, type MigratedOrm } from '../persistence/testing/migrated-orm';
import { fileStoreContract } from './file-store.contract';
import { PG_CHUNK_BYTES, PgFileStore } from './pg-file-store';
import { openPgPool, type SqlQueryable } from './pg-pool';

async function openStore(): Promise<{ store: PgFileStore; pool: Pool; close(): Promise<void>; db: MigratedOrm }> {
  const db = await migratedOrm('postgresql');
  const pool = openPgPool(db.db.url, 4);
  return { store: new PgFileStore(pool), pool, db, close: async () => (await pool.end(), await db.close()) };
}

fileStoreContract('PostgreSQL', openStore);

/** Counts what crosses the wire: the biggest parameter sent and the biggest value received. */
function measured(pool: Pool): SqlQueryable & { biggestSent: number; biggestReceived: number } {
  const spy = {
    biggestSent: 0,
    biggestReceived: 0,
    async query<R extends object>(text: string, values?: unknown[]) {
      for (const v of values ?? []) if (Buffer.isBuffer(v)) spy.biggestSent = Math.max(spy.biggestSent, v.length);
      const result = await pool.query(text, values);
      for (const row of result.rows as Record<string, unknown>[]) {
        for (const v of Object.values(row)) if (Buffer.isBuffer(v)) spy.biggestReceived = Math.max(spy.biggestReceived, v.length);
      }
      return result as unknown as { rows: R[]; rowCount: number | null };
    },
  };
  return spy;
}

const count = async (pool: Pool, sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0].n);

describe('PgFileStore', () => {
  let opened: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    opened = await openStore();
  });
  afterAll(() => opened.close());

  it('moves a big file in rows of at most 1 MiB both ways, never as one piece', async () => {
    const spy = measured(opened.pool);
    const store = new PgFileStore(spy);
    const piece = Buffer.alloc(300 * 1024);
    const hash = createHash('sha256');
    const source = Readable.from((function* () {
      for (let i = 0; i < 30; i++) {
        piece.fill(i);
        hash.update(piece);
        yield Buffer.from(piece);
      }
    })());
    const stored = await store.put(source, { maxBytes: 64 * 1024 * 1024 });
    expect(stored).toEqual({ hash: hash.digest('hex'), size: 30 * 300 * 1024 });
    expect(spy.biggestSent).toBe(PG_CHUNK_BYTES);
    expect(await count(opened.pool, `select count(*) as n from file_chunk c join file_blob b on b.id = c.blob_id where b.hash = '${stored.hash}'`)).toBe(9);

    const back = createHash('sha256');
    let pieces = 0;
    for await (const chunk of await store.stream(stored.hash)) {
      back.update(chunk as Buffer);
      pieces++;
    }
    expect(back.digest('hex')).toBe(stored.hash);
    expect(pieces).toBe(9);
    expect(spy.biggestReceived).toBeLessThanOrEqual(PG_CHUNK_BYTES);
  });

  it('keeps one copy when several processes store the same bytes at once', async () => {
    const content = Buffer.from(`same bytes ${Date.now()}`);
    const stores = [new PgFileStore(opened.pool), new PgFileStore(opened.pool), new PgFileStore(opened.pool)];
    const results = await Promise.all(stores.flatMap((s) => [s.put(content, { maxBytes: 100 }), s.put(Readable.from([content]), { maxBytes: 100 })]));
    expect(new Set(results.map((r) => r.hash)).size).toBe(1);
    expect(await count(opened.pool, `select count(*) as n from file_blob where hash = '${results[0].hash}'`)).toBe(1);
    expect(await count(opened.pool, 'select count(*) as n from file_blob where hash is null')).toBe(0);
  });

  it('storing bytes already there touches them (the collector spares them again)', async () => {
    const store = new PgFileStore(opened.pool);
    const { hash } = await store.put(Buffer.from('touch me'), { maxBytes: 100 });
    await opened.pool.query(`update file_blob set touched_at = now() - interval '3 days' where hash = $1`, [hash]);
    await store.put(Buffer.from('touch me'), { maxBytes: 100 });
    const [listed] = await collect(store.list(), (f) => f.hash === hash);
    expect(Date.now() - listed.touchedAt.getTime()).toBeLessThan(60_000);
  });

  it('deletes for the collector only what was not stored again since it was found orphaned', async () => {
    const store = new PgFileStore(opened.pool);
    const { hash } = await store.put(Buffer.from('orphan or not'), { maxBytes: 100 });
    await opened.pool.query(`update file_blob set touched_at = now() - interval '3 days' where hash = $1`, [hash]);
    const foundOrphaned = new Date(Date.now() - 24 * 3600_000);
    await store.put(Buffer.from('orphan or not'), { maxBytes: 100 });
    expect(await store.deleteUntouchedSince(hash, foundOrphaned)).toBe(false);
    expect(await store.stat(hash)).toBeDefined();
    expect(await store.deleteUntouchedSince(hash, new Date(Date.now() + 60_000))).toBe(true);
    // stored once more after the collector took it: named anew, whole
    const again = await store.put(Buffer.from('orphan or not'), { maxBytes: 100 });
    expect((await store.read(again.hash)).toString()).toBe('orphan or not');
  });

  it('leaves no rows of a refused upload, and sweeps what a crashed upload left', async () => {
    const store = new PgFileStore(opened.pool);
    const before = await count(opened.pool, 'select count(*) as n from file_chunk');
    await expect(store.put(Readable.from([Buffer.alloc(PG_CHUNK_BYTES), Buffer.alloc(PG_CHUNK_BYTES)]), { maxBytes: PG_CHUNK_BYTES + 1 })).rejects.toThrow();
    expect(await count(opened.pool, 'select count(*) as n from file_chunk')).toBe(before);

    // a process that died mid-upload: a nameless blob with some chunks
    const { rows } = await opened.pool.query<{ id: string }>(`insert into file_blob (created_at) values (now() - interval '2 days') returning id`);
    await opened.pool.query(`insert into file_chunk (blob_id, seq, data) values ($1, 0, '\\x00')`, [rows[0].id]);
    const fresh = await opened.pool.query<{ id: string }>('insert into file_blob default values returning id');
    expect(await store.sweepUnfinished(new Date(Date.now() - 24 * 3600_000))).toBe(1);
    expect(await count(opened.pool, `select count(*) as n from file_blob where id = ${rows[0].id}`)).toBe(0);
    // an upload still streaming in is left alone
    expect(await count(opened.pool, `select count(*) as n from file_blob where id = ${fresh.rows[0].id}`)).toBe(1);
  });

  it('stores and reads an empty file', async () => {
    const store = new PgFileStore(opened.pool);
    const stored = await store.put(Buffer.alloc(0), { maxBytes: 10 });
    expect(stored.size).toBe(0);
    expect((await store.read(stored.hash)).length).toBe(0);
  });
});

async function collect<T>(items: AsyncIterable<T>, keep: (item: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) if (keep(item)) out.push(item);
  return out;
}
