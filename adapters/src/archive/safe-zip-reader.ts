import { Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  DEFAULT_ARCHIVE_LIMITS,
  ValidationError,
  type Archive,
  type ArchiveEntry,
  type ArchiveLimits,
  type ArchiveReader,
  type ArchiveSource,
} from '@oj/core';
import { decodeEntryName, safeEntryPath } from './zip-entry-name';

const fromBuffer = promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer);
const fromPath = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** Files archivers add that are never content. */
const NOISE = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Opens zips with yauzl, checking every entry before any is read: sizes come from the central
 * directory and are enforced again while inflating (yauzl's validateEntrySizes plus our own count),
 * so a bomb is refused however it lies. A zip on disk (`{ path }`) is read through yauzl.open: only the
 * central directory and the entry being inflated are ever in memory.
 */
export class SafeZipReader implements ArchiveReader {
  async open(zip: ArchiveSource, limitsIn: Partial<ArchiveLimits> = {}): Promise<Archive> {
    const limits = { ...DEFAULT_ARCHIVE_LIMITS, ...limitsIn };
    let file: ZipFile;
    try {
      const options: yauzl.Options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false };
      file = Buffer.isBuffer(zip) ? await fromBuffer(zip, options) : await fromPath(zip.path, options);
    } catch {
      throw new ValidationError('archive.notZip');
    }
    try {
      const entries = await listEntries(file, limits);
      return new OpenedZip(file, entries, limits);
    } catch (error) {
      file.close();
      throw error;
    }
  }
}

interface Listed extends ArchiveEntry {
  entry: Entry;
}

async function listEntries(file: ZipFile, limits: ArchiveLimits): Promise<Map<string, Listed>> {
  if (file.entryCount > limits.maxEntries) throw new ValidationError('archive.tooManyFiles', { max: limits.maxEntries });
  const entries = new Map<string, Listed>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    file.on('error', () => reject(new ValidationError('archive.corrupt')));
    file.on('end', () => resolve());
    file.on('entry', (entry: Entry) => {
      try {
        const name = safeEntryPath(decodeEntryName(entry.fileName as unknown as Buffer, entry.generalPurposeBitFlag));
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK) throw new ValidationError('archive.symlink', { name });
        const isDirectory = mode === S_IFDIR || (entry.fileName as unknown as Buffer).at(-1) === 0x2f;
        if (!isDirectory && mode !== 0 && mode !== S_IFREG) throw new ValidationError('archive.specialFile', { name });
        if (entry.isEncrypted()) throw new ValidationError('archive.encrypted', { name });
        if (!isDirectory && name && !NOISE.test(name)) {
          if (entries.has(name)) throw new ValidationError('archive.duplicate', { name });
          if (entry.uncompressedSize > limits.maxEntryBytes) throw new ValidationError('archive.fileTooLarge', { name, max: mb(limits.maxEntryBytes) });
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) throw new ValidationError('archive.tooLarge', { max: mb(limits.maxTotalBytes) });
          entries.set(name, { name, size: entry.uncompressedSize, entry });
        }
        file.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    file.readEntry();
  });
  return entries;
}

class OpenedZip implements Archive {
  readonly entries: readonly ArchiveEntry[];

  constructor(
    private readonly file: ZipFile,
    private readonly listed: Map<string, Listed>,
    private readonly limits: ArchiveLimits,
  ) {
    this.entries = [...listed.values()].map(({ name, size }) => ({ name, size }));
  }

  async read(name: string): Promise<Buffer> {
    const stream = await this.stream(name);
    const chunks: Buffer[] = [];
    let read = 0;
    return new Promise<Buffer>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        read += chunk.length;
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, read)));
    });
  }

  async stream(name: string): Promise<Readable> {
    const listed = this.listed.get(name);
    if (!listed) throw new ValidationError('archive.missingFile', { name });
    const cap = Math.min(listed.size, this.limits.maxEntryBytes);
    const inflating = await promisify(this.file.openReadStream.bind(this.file))(listed.entry).catch(() => {
      throw new ValidationError('archive.corrupt');
    });
    let read = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        // past what the directory declared: refused before the extra bytes go anywhere
        if (read > cap) done(new ValidationError('archive.sizeMismatch', { name }));
        else done(null, chunk);
      },
    });
    // yauzl reports a size that disagrees with the directory, or a bad checksum, as an error
    inflating.on('error', () => counted.destroy(new ValidationError('archive.sizeMismatch', { name })));
    counted.on('error', () => inflating.destroy());
    return inflating.pipe(counted);
  }

  async close(): Promise<void> {
    this.file.close();
  }
}
