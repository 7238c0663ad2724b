import { constants, crc32, deflateRawSync } from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** An empty stored block marked final: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** `bytes` as a stored (uncompressed) deflate block, not final; the stream must be at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  return Buffer.concat([Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), bytes]);
}

/**
 * A kept page's bytes with holes where the render's script nonce was, filled with each answer's own nonce
 * (a nonce must never be sent twice: whoever saw one could use it in an injected script). Plain or gzipped:
 * each part is deflated once, flushed to a byte boundary and not final (Z_SYNC_FLUSH), so the parts and a
 * nonce as a stored block join into one valid deflate stream; per answer only the gzip trailer's CRC-32 is
 * computed (≈7 µs for the 28 kB of /home), not a whole compression (≈0.5 ms).
 */
export class NonceTemplate {
  private readonly parts: Buffer[];
  private deflated: Buffer[] | undefined;

  /** `html` as rendered with `nonce` (none: a page without one, kept as it is). */
  constructor(html: Buffer, nonce: string | undefined) {
    this.parts = [];
    if (!nonce) {
      this.parts.push(html);
      return;
    }
    const hole = Buffer.from(nonce);
    let from = 0;
    for (let at = html.indexOf(hole); at >= 0; at = html.indexOf(hole, from)) {
      this.parts.push(html.subarray(from, at));
      from = at + hole.length;
    }
    this.parts.push(html.subarray(from));
  }

  /** The page with `nonce` in every hole. */
  fill(nonce: string): Buffer {
    if (this.parts.length === 1) return this.parts[0];
    const filler = Buffer.from(nonce);
    return Buffer.concat(this.parts.flatMap((part, i) => (i === 0 ? [part] : [filler, part])));
  }

  /** The page with `nonce` in every hole, as a gzip stream. */
  gzip(nonce: string): Buffer {
    this.deflated ??= this.parts.map((part) => deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));
    const filler = Buffer.from(nonce);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.parts.forEach((part, i) => {
      if (i > 0) {
        chunks.push(storedBlock(filler));
        crc = crc32(filler, crc);
        size += filler.length;
      }
      chunks.push((this.deflated as Buffer[])[i]);
      crc = crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
