import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_HASH_PATTERN, fileTooLarge, NotFound, type FileStore, type PutOptions, type StoredFile } from '@oj/core';

/** Thrown inside the stream when the size limit is passed; turned into a ValidationError. */
class TooLarge extends Error {}

/**
 * Files on the local disk, named by the SHA-256 of their content and fanned out by its first two
 * hex digits (`ab/abcdef...`). Writes go to a temporary file and are renamed into place, so a reader
 * never sees half a file and a crash leaves only a temp file behind.
 */
export class FsFileStore implements FileStore {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, 'tmp');
  }

  async put(content: Buffer | Readable, options: PutOptions): Promise<StoredFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = join(this.tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > options.maxBytes) return done(new TooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    try {
      await pipeline(source, meter, createWriteStream(tmp, { flags: 'wx' }));
    } catch (e) {
      await rm(tmp, { force: true });
      if (e instanceof TooLarge) throw fileTooLarge(options.maxBytes);
      throw e;
    }
    const digest = hash.digest('hex');
    const target = this.pathOf(digest);
    await mkdir(join(this.root, digest.slice(0, 2)), { recursive: true });
    // same content already stored: rename over it is harmless (identical bytes), and atomic
    await rename(tmp, target);
    return { hash: digest, size };
  }

  async read(hash: string): Promise<Buffer> {
    try {
      return await readFile(this.checkedPath(hash));
    } catch (e) {
      throw this.missing(e, hash);
    }
  }

  async stream(hash: string): Promise<Readable> {
    const path = this.checkedPath(hash);
    try {
      await stat(path);
    } catch (e) {
      throw this.missing(e, hash);
    }
    return createReadStream(path);
  }

  async stat(hash: string): Promise<StoredFile | undefined> {
    try {
      const s = await stat(this.checkedPath(hash));
      return { hash, size: s.size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async delete(hash: string): Promise<boolean> {
    try {
      await unlink(this.checkedPath(hash));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw e;
    }
  }

  private pathOf(hash: string): string {
    return join(this.root, hash.slice(0, 2), hash);
  }

  /** A name that is not a hash never reaches the file system (no '../' tricks). */
  private checkedPath(hash: string): string {
    if (!FILE_HASH_PATTERN.test(hash)) throw new NotFound('error.notFound', { hash });
    return this.pathOf(hash);
  }

  private missing(e: unknown, hash: string): unknown {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? new NotFound('error.notFound', { hash }) : e;
  }
}
