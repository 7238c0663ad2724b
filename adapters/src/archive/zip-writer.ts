import { ZipFile } from 'yazl';
import type { ArchiveWriter } from '@oj/core';

/** A fixed time stamp, so the same files always make the same bytes (exports can be compared). */
const EPOCH = new Date('2000-01-01T00:00:00Z');

/** Writes zips with yazl; names are stored as UTF-8. */
export class ZipWriter implements ArchiveWriter {
  async zip(files: ReadonlyArray<{ name: string; data: Buffer }>): Promise<Buffer> {
    const zip = new ZipFile();
    for (const { name, data } of files) zip.addBuffer(data, name, { mtime: EPOCH, mode: 0o100644 });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
