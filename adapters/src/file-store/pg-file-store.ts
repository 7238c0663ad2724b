import { Readable } from 'node:stream';
import { FILE_HASH_PATTERN, NotFound, type PutOptions, type StoredFile } from '@oj/core';
import type { CollectableFileStore, ListedFile } from './collectable-file-store';
import { meteredPieces } from './metered-chunks';
import type { SqlQueryable } from './pg-pool';

/** Rows of at most this many bytes: a 256 MiB archive is 256 rows, and one row is all a reader holds. */
export const PG_CHUNK_BYTES = 1024 * 1024;

const UNIQUE_VIOLATION = '23505';

interface BlobRow {
  id: string;
  size: string;
  chunk_count: number;
}

/**
 * Files in the site's PostgreSQL (tables of migration 0021), so every web process sees every file. An upload
 * streams in as 1 MiB `file_chunk` rows of a blob with no name yet; when the last byte is hashed the blob takes
 * its SHA-256 as name, or, when those bytes are already stored, is dropped and the stored one is touched
 * (stored once). A half-done upload (a crash) stays nameless, invisible, and is swept by the collector.
 */
export class PgFileStore implements CollectableFileStore {
  constructor(private readonly db: SqlQueryable) {}

  async put(content: Buffer | Readable, options: PutOptions): Promise<StoredFile> {
    const upload = meteredPieces(content, options.maxBytes, PG_CHUNK_BYTES);
    const { rows } = await this.db.query<{ id: string }>('insert into file_blob default values returning id');
    const blobId = rows[0].id;
    let seq = 0;
    try {
      for await (const piece of upload.pieces) {
        await this.db.query('insert into file_chunk (blob_id, seq, data) values ($1, $2, $3)', [blobId, seq++, piece]);
      }
    } catch (error) {
      // the upload's own error is what the caller must hear (a refused archive stays a 400): an unnamed blob the
      // cleanup could not delete is swept later (sweepUnfinished)
      await this.db.query('delete from file_blob where id = $1', [blobId]).catch(() => undefined);
      throw error;
    }
    const { hash, size } = upload.result();
    // a collector may delete the stored copy at any moment; touching it first (a row count) decides who wins
    for (;;) {
      try {
        const named = await this.db.query(
          `update file_blob set hash = $2, size = $3, chunk_count = $4, touched_at = now()
           where id = $1 and not exists (select 1 from file_blob where hash = $2)`,
          [blobId, hash, size, seq],
        );
        if (named.rowCount === 1) return { hash, size };
      } catch (error) {
        // another process named the same bytes between the check and the update
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      }
      const touched = await this.db.query('update file_blob set touched_at = now() where hash = $1', [hash]);
      if (touched.rowCount === 1) {
        await this.db.query('delete from file_blob where id = $1', [blobId]);
        return { hash, size };
      }
    }
  }

  async read(hash: string): Promise<Buffer> {
    const blob = await this.blob(hash);
    const { rows } = await this.db.query<{ data: Buffer }>('select data from file_chunk where blob_id = $1 order by seq', [blob.id]);
    return Buffer.concat(rows.map((r) => r.data));
  }

  async stream(hash: string): Promise<Readable> {
    const blob = await this.blob(hash);
    const db = this.db;
    // one chunk per query, pulled only as fast as the reader takes them
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; seq < blob.chunk_count; seq++) {
        const { rows } = await db.query<{ data: Buffer }>('select data from file_chunk where blob_id = $1 and seq = $2', [blob.id, seq]);
        if (!rows[0]) throw new NotFound('error.notFound', { hash });
        yield rows[0].data;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async stat(hash: string): Promise<StoredFile | undefined> {
    if (!FILE_HASH_PATTERN.test(hash)) return undefined;
    const { rows } = await this.db.query<BlobRow>('select id, size, chunk_count from file_blob where hash = $1', [hash]);
    return rows[0] ? { hash, size: Number(rows[0].size) } : undefined;
  }

  async delete(hash: string): Promise<boolean> {
    if (!FILE_HASH_PATTERN.test(hash)) return false;
    const { rowCount } = await this.db.query('delete from file_blob where hash = $1', [hash]);
    return rowCount === 1;
  }

  async *list(): AsyncIterable<ListedFile> {
    let after = '';
    for (;;) {
      const { rows } = await this.db.query<{ hash: string; size: string; touched_at: Date }>(
        'select hash, size, touched_at from file_blob where hash > $1 order by hash limit 1000',
        [after],
      );
      for (const r of rows) yield { hash: r.hash, size: Number(r.size), touchedAt: r.touched_at };
      if (rows.length < 1000) return;
      after = rows[rows.length - 1].hash;
    }
  }

  async lastTouched(hash: string): Promise<Date | undefined> {
    if (!FILE_HASH_PATTERN.test(hash)) return undefined;
    const { rows } = await this.db.query<{ touched_at: Date }>('select touched_at from file_blob where hash = $1', [hash]);
    return rows[0]?.touched_at;
  }

  async deleteUntouchedSince(hash: string, since: Date): Promise<boolean> {
    if (!FILE_HASH_PATTERN.test(hash)) return false;
    const { rowCount } = await this.db.query('delete from file_blob where hash = $1 and touched_at < $2', [hash, since]);
    return rowCount === 1;
  }

  async sweepUnfinished(olderThan: Date): Promise<number> {
    const { rowCount } = await this.db.query('delete from file_blob where hash is null and created_at < $1', [olderThan]);
    return rowCount ?? 0;
  }

  private async blob(hash: string): Promise<BlobRow> {
    if (FILE_HASH_PATTERN.test(hash)) {
      const { rows } = await this.db.query<BlobRow>('select id, size, chunk_count from file_blob where hash = $1', [hash]);
      if (rows[0]) return rows[0];
    }
    throw new NotFound('error.notFound', { hash });
  }
}
