import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { fileStoreContract } from './file-store.contract';
import { S3_PART_BYTES, S3FileStore } from './s3-file-store';
import { startLocalS3, type LocalS3 } from './testing/local-s3';

const storeOn = (s3: LocalS3, prefix = '') =>
  new S3FileStore({ endpoint: s3.endpoint, region: 'us-east-1', bucket: s3.bucket, prefix, credentials: s3.credentials, forcePathStyle: true });

fileStoreContract('S3 (s3rver)', async () => {
  const s3 = await startLocalS3();
  const store = storeOn(s3);
  return { store, close: async () => (store.close(), await s3.close()) };
});

describe('S3FileStore', () => {
  let s3: LocalS3;
  let store: S3FileStore;
  beforeAll(async () => {
    s3 = await startLocalS3();
    store = storeOn(s3, 'oj/');
  });
  afterAll(async () => {
    store.close();
    await s3.close();
  });

  const keys = async () => ((await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);

  it('sends a big file in parts, names it by content, and leaves no temporary key', async () => {
    const hash = createHash('sha256');
    const source = Readable.from((function* () {
      for (let i = 0; i < 5; i++) {
        const piece = Buffer.alloc(4 * 1024 * 1024, i);
        hash.update(piece);
        yield piece;
      }
    })());
    const stored = await store.put(source, { maxBytes: 64 * 1024 * 1024 });
    expect(stored).toEqual({ hash: hash.digest('hex'), size: 20 * 1024 * 1024 });
    expect(20 * 1024 * 1024).toBeGreaterThan(2 * S3_PART_BYTES);
    const back = createHash('sha256');
    for await (const chunk of await store.stream(stored.hash)) back.update(chunk as Buffer);
    expect(back.digest('hex')).toBe(stored.hash);
    expect(await keys()).toEqual([`oj/${stored.hash.slice(0, 2)}/${stored.hash}`]);
  });

  it('refuses a big upload past its limit and keeps no part of it', async () => {
    const before = await keys();
    const parts = Readable.from([Buffer.alloc(S3_PART_BYTES, 1), Buffer.alloc(S3_PART_BYTES, 2), Buffer.alloc(S3_PART_BYTES, 3)]);
    await expect(store.put(parts, { maxBytes: 2 * S3_PART_BYTES + 1 })).rejects.toThrow();
    expect(await keys()).toEqual(before);
  });

  it('lists its files under its prefix only, with their sizes', async () => {
    await store.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'someone-else/file.txt', Body: 'x' }));
    const small = await store.put(Buffer.from('listed'), { maxBytes: 100 });
    const listed = [];
    for await (const f of store.list()) listed.push(f);
    expect(listed.find((f) => f.hash === small.hash)).toMatchObject({ size: 6 });
    expect(listed.every((f) => /^[0-9a-f]{64}$/.test(f.hash))).toBe(true);
  });

  it('storing bytes already there renews their time; unfinished uploads are swept', async () => {
    const { hash } = await store.put(Buffer.from('again'), { maxBytes: 100 });
    const first = (await find(store, hash)).touchedAt;
    await new Promise((r) => setTimeout(r, 1100)); // S3 times have one-second steps
    await store.put(Buffer.from('again'), { maxBytes: 100 });
    expect((await store.lastTouched(hash))!.getTime()).toBeGreaterThan(first.getTime());

    await store.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'oj/tmp/left-by-a-crash', Body: 'half' }));
    expect(await store.sweepUnfinished(new Date(Date.now() - 3600_000))).toBe(0);
    expect(await store.sweepUnfinished(new Date(Date.now() + 60_000))).toBe(1);
    expect(await keys()).not.toContain('oj/tmp/left-by-a-crash');
  });
});

async function find(store: S3FileStore, hash: string) {
  for await (const f of store.list()) if (f.hash === hash) return f;
  throw new Error(`${hash} not listed`);
}
