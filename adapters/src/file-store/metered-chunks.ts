import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTooLarge } from '@oj/core';

/** Sized pieces of an upload, with its SHA-256 and size once the last piece is out. */
export interface MeteredUpload {
  pieces: AsyncGenerator<Buffer>;
  /** Valid after `pieces` is exhausted. */
  result(): { hash: string; size: number };
}

/**
 * Cuts an upload into pieces of exactly `pieceBytes` (the last one shorter), hashing and counting as it
 * goes and throwing `fileTooLarge` as soon as `maxBytes` is passed: at most about two pieces are ever held.
 */
export function meteredPieces(content: Buffer | Readable, maxBytes: number, pieceBytes: number): MeteredUpload {
  const hash = createHash('sha256');
  let size = 0;
  let digest: string | undefined;
  async function* pieces(): AsyncGenerator<Buffer> {
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const raw of source) {
      const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as string);
      size += chunk.length;
      if (size > maxBytes) {
        source.destroy();
        throw fileTooLarge(maxBytes);
      }
      hash.update(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= pieceBytes) {
        const joined = Buffer.concat(pending, pendingBytes);
        yield joined.subarray(0, pieceBytes);
        const rest = joined.subarray(pieceBytes);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
    digest = hash.digest('hex');
  }
  return {
    pieces: pieces(),
    result() {
      if (digest === undefined) throw new Error('the upload has not been read to its end');
      return { hash: digest, size };
    },
  };
}
