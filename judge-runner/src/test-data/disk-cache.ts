import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_HASH_PATTERN } from '@oj/core';

export class TestDataCorrupt extends Error {}

/**
 * Test data files on the runner's disk, named by their SHA-256: a file is verified against its name
 * when it arrives, so what is here is always what the site stored. Used files are touched; past
 * `maxBytes` the least recently used go first.
 */
export class DiskCache {
  private readonly entries = new Map<string, { size: number; usedAt: number }>();
  private total = 0;
  /** Use order (larger = more recent); file times carry it across restarts. */
  private tick = 0;
  private loading = new Map<string, Promise<string>>();

  private constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  static async open(dir: string, maxBytes: number): Promise<DiskCache> {
    await mkdir(dir, { recursive: true, mode: 0o755 });
    const cache = new DiskCache(dir, maxBytes);
    const found: Array<{ name: string; size: number; mtime: number }> = [];
    for (const name of await readdir(dir)) {
      if (!FILE_HASH_PATTERN.test(name)) {
        await rm(join(dir, name), { force: true }); // a download cut short
        continue;
      }
      const s = await stat(join(dir, name));
      found.push({ name, size: s.size, mtime: s.mtimeMs });
    }
    for (const f of found.sort((a, b) => a.mtime - b.mtime)) {
      cache.entries.set(f.name, { size: f.size, usedAt: ++cache.tick });
      cache.total += f.size;
    }
    return cache;
  }

  get bytes(): number {
    return this.total;
  }

  has(hash: string): boolean {
    return this.entries.has(hash);
  }

  /** The local path of `hash`, fetching it with `open` the first time. */
  async get(hash: string, open: () => Promise<Readable>): Promise<string> {
    if (!FILE_HASH_PATTERN.test(hash)) throw new TestDataCorrupt(`'${hash}' is not a file hash`);
    const path = join(this.dir, hash);
    const entry = this.entries.get(hash);
    if (entry) {
      entry.usedAt = ++this.tick;
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined);
      return path;
    }
    let pending = this.loading.get(hash);
    if (!pending) {
      pending = this.fetch(hash, path, open).finally(() => this.loading.delete(hash));
      this.loading.set(hash, pending);
    }
    return pending;
  }

  private async fetch(hash: string, path: string, open: () => Promise<Readable>): Promise<string> {
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    const digest = createHash('sha256');
    let size = 0;
    try {
      const source = await open();
      source.on('data', (chunk: Buffer) => {
        digest.update(chunk);
        size += chunk.length;
      });
      await pipeline(source, createWriteStream(partial, { mode: 0o644 }));
      if (digest.digest('hex') !== hash) throw new TestDataCorrupt(`test data file ${hash} arrived corrupt (its content does not match its hash)`);
      // the sandboxed programs read cases through read-only mounts as the slot user
      await chmod(partial, 0o644);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    this.entries.set(hash, { size, usedAt: ++this.tick });
    this.total += size;
    await this.evict(hash);
    return path;
  }

  /** Drops the least recently used files (never `keep`, just fetched) until the cache fits. */
  private async evict(keep: string): Promise<void> {
    if (this.total <= this.maxBytes) return;
    const oldest = [...this.entries.entries()].filter(([h]) => h !== keep && !this.loading.has(h)).sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [hash, entry] of oldest) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(hash);
      this.total -= entry.size;
      await rm(join(this.dir, hash), { force: true });
    }
  }
}
