import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { NotFound, ValidationError, type FileStore } from '@oj/core';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** What every FileStore promises. */
export function fileStoreContract(name: string, make: () => Promise<{ store: FileStore; close(): Promise<void> }>): void {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    beforeEach(async () => {
      ({ store, close } = await make());
    });
    afterEach(() => close());

    it('names content by its SHA-256 and reads it back', async () => {
      const content = Buffer.from('1 2\n3\n');
      const stored = await store.put(content, { maxBytes: 1024 });
      expect(stored).toEqual({ hash: sha256(content), size: content.length });
      expect(await store.read(stored.hash)).toEqual(content);
      expect(await collect(await store.stream(stored.hash))).toEqual(content);
      expect(await store.stat(stored.hash)).toEqual(stored);
    });

    it('stores the same bytes once', async () => {
      const a = await store.put(Buffer.from('same'), { maxBytes: 100 });
      const b = await store.put(Readable.from([Buffer.from('sa'), Buffer.from('me')]), { maxBytes: 100 });
      expect(b.hash).toBe(a.hash);
    });

    it('refuses content over the limit and keeps nothing of it', async () => {
      const big = Buffer.alloc(2048, 7);
      await expect(store.put(big, { maxBytes: 1024 })).rejects.toBeInstanceOf(ValidationError);
      expect(await store.stat(sha256(big))).toBeUndefined();
      const exact = Buffer.alloc(1024, 1);
      expect((await store.put(exact, { maxBytes: 1024 })).size).toBe(1024);
    });

    it('streams large content without holding a limit-sized buffer', async () => {
      const chunk = Buffer.alloc(64 * 1024, 3);
      const source = Readable.from((function* () {
        for (let i = 0; i < 32; i++) yield chunk;
      })());
      const stored = await store.put(source, { maxBytes: 4 * 1024 * 1024 });
      expect(stored.size).toBe(32 * 64 * 1024);
    });

    it('answers NotFound for an unknown or malformed name', async () => {
      await expect(store.read('0'.repeat(64))).rejects.toBeInstanceOf(NotFound);
      await expect(store.read('../../etc/passwd')).rejects.toBeInstanceOf(NotFound);
      await expect(store.stream('f'.repeat(64))).rejects.toBeInstanceOf(NotFound);
      expect(await store.stat('0'.repeat(64))).toBeUndefined();
    });

    it('deletes', async () => {
      const stored = await store.put(Buffer.from('bye'), { maxBytes: 10 });
      expect(await store.delete(stored.hash)).toBe(true);
      expect(await store.delete(stored.hash)).toBe(false);
      expect(await store.stat(stored.hash)).toBeUndefined();
    });
  });
}
