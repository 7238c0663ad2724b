import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, crc32 } from 'node:zlib';
import { ValidationError, type Archive, type ArchiveLimits } from '@oj/core';
import { SafeZipReader } from './safe-zip-reader';
import { ZipWriter } from './zip-writer';

interface RawEntry {
  name: string | Buffer;
  data?: Buffer;
  /** Compressed bytes to store instead of deflating `data` (for lying archives). */
  stored?: Buffer;
  /** What the directory declares (defaults: the data's length). */
  declaredSize?: number;
  /** Unix mode in the external attributes (0: none given). */
  mode?: number;
  flags?: number;
}

/**
 * Builds a zip byte by byte, so tests can make archives no well-behaved writer would: traversal names,
 * symlinks, sizes that lie.
 */
function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.isBuffer(e.name) ? e.name : Buffer.from(e.name, 'utf8');
    const data = e.data ?? Buffer.alloc(0);
    const compressed = e.stored ?? deflateRawSync(data);
    const size = e.declaredSize ?? data.length;
    const crc = crc32(data);
    const flags = e.flags ?? 0x800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const safe = new SafeZipReader();
const spool = mkdtempSync(join(tmpdir(), 'oj-zip-test-'));
afterAll(() => rmSync(spool, { recursive: true, force: true }));
let spooled = 0;

/**
 * Every test runs twice: on the zip in memory, and on the zip written to a file and opened from there
 * (how a large upload is read: yauzl.open on the spooled file), read both whole and as a stream.
 */
const SOURCES = ['in memory', 'from a file'] as const;
let source: (typeof SOURCES)[number] = 'in memory';
const reader = {
  open(zip: Buffer, limits: Partial<ArchiveLimits> = {}) {
    if (source === 'in memory') return safe.open(zip, limits);
    const path = join(spool, `${++spooled}.zip`);
    writeFileSync(path, zip);
    return safe.open({ path }, limits);
  },
};

/** Reads an entry through its stream (what the test-data upload does). */
async function streamed(archive: Archive, name: string): Promise<Buffer> {
  return Buffer.concat(await (await archive.stream(name)).toArray());
}

async function refusal(zip: Buffer, limits = {}): Promise<string> {
  try {
    const archive = await reader.open(zip, limits);
    for (const entry of archive.entries) await (source === 'in memory' ? archive.read(entry.name) : streamed(archive, entry.name));
    await archive.close();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).key;
  }
  throw new Error('the archive was accepted');
}

describe.each(SOURCES)('SafeZipReader, the zip %s', (from) => {
  beforeAll(() => {
    source = from;
  });
  it('reads what ZipWriter writes, byte for byte, with UTF-8 names', async () => {
    const files = [
      { name: '1.in', data: Buffer.from('1 2\n') },
      { name: '题目/1.out', data: Buffer.from('3\n') },
      { name: 'big.bin', data: Buffer.alloc(300_000, 7) },
    ];
    const archive = await reader.open(await new ZipWriter().zip(files));
    expect(archive.entries.map((e) => [e.name, e.size])).toEqual(files.map((f) => [f.name, f.data.length]));
    for (const f of files) expect((await archive.read(f.name)).equals(f.data)).toBe(true);
    for (const f of files) expect((await streamed(archive, f.name)).equals(f.data)).toBe(true);
    await archive.close();
  });

  it('writes the same bytes for the same files (exports compare equal)', async () => {
    const files = [{ name: 'a.txt', data: Buffer.from('a') }];
    expect((await new ZipWriter().zip(files)).equals(await new ZipWriter().zip(files))).toBe(true);
  });

  it('decodes GBK names from archives made without the UTF-8 flag, and skips directories and __MACOSX noise', async () => {
    const gbk = Buffer.from([0xb2, 0xe2, 0xca, 0xd4, 0x2e, 0x69, 0x6e]); // "测试.in" in GBK
    const archive = await reader.open(rawZip([
      { name: 'data/', mode: 0o040755 },
      { name: gbk, data: Buffer.from('x'), flags: 0 },
      { name: '__MACOSX/._1.in', data: Buffer.from('junk') },
      { name: 'sub\\2.in', data: Buffer.from('y') },
    ]));
    expect(archive.entries.map((e) => e.name)).toEqual(['测试.in', 'sub/2.in']);
    await archive.close();
  });

  it('refuses what is not a zip', async () => {
    expect(await refusal(Buffer.from('<?xml version="1.0"?><fps/>'))).toBe('archive.notZip');
  });

  it.each([
    ['../escape.in'],
    ['data/../../escape.in'],
    ['/etc/passwd'],
    ['C:\\Windows\\evil.in'],
    ['..\\escape.in'],
  ])('refuses the traversal path %s before reading anything', async (name) => {
    expect(await refusal(rawZip([{ name: '1.in', data: Buffer.from('ok') }, { name, data: Buffer.from('x') }]))).toBe('archive.unsafePath');
  });

  it('refuses symlinks and other special files', async () => {
    expect(await refusal(rawZip([{ name: 'link.in', data: Buffer.from('/etc/shadow'), mode: 0o120777 }]))).toBe('archive.symlink');
    expect(await refusal(rawZip([{ name: 'fifo', mode: 0o010644 }]))).toBe('archive.specialFile');
  });

  it('refuses encrypted entries and duplicate names', async () => {
    expect(await refusal(rawZip([{ name: 'a.in', data: Buffer.from('x'), flags: 0x801 }]))).toBe('archive.encrypted');
    expect(await refusal(rawZip([{ name: 'a.in', data: Buffer.from('x') }, { name: './a.in', data: Buffer.from('y') }]))).toBe('archive.duplicate');
  });

  it('refuses a 10 GB bomb from its directory, without inflating a byte', async () => {
    // 25 entries each declaring 400 MB (under the per-file cap): 10 GB in all
    const bomb = rawZip(Array.from({ length: 25 }, (_, i) => ({ name: `${i}.in`, data: Buffer.from('0'), declaredSize: 400_000_000 })));
    const started = Date.now();
    expect(await refusal(bomb)).toBe('archive.tooLarge');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses an entry that inflates past the size it declares (a lying bomb), stopping at the declared size', async () => {
    const lots = Buffer.alloc(64 * 1024 * 1024, 0x30); // 64 MiB of '0' deflates to ~64 KB
    const zip = rawZip([{ name: '1.in', data: Buffer.from('small'), stored: deflateRawSync(lots), declaredSize: 5 }]);
    expect(await refusal(zip)).toBe('archive.sizeMismatch');
  });

  it('refuses more files, or bigger ones, than the limits allow', async () => {
    const three = rawZip([1, 2, 3].map((i) => ({ name: `${i}.in`, data: Buffer.from('x') })));
    expect(await refusal(three, { maxEntries: 2 })).toBe('archive.tooManyFiles');
    expect(await refusal(rawZip([{ name: 'a.in', data: Buffer.alloc(2048) }]), { maxEntryBytes: 1024 })).toBe('archive.fileTooLarge');
  });

  it('refuses a truncated archive', async () => {
    const zip = await new ZipWriter().zip([{ name: 'a.in', data: Buffer.alloc(10_000, 1) }]);
    expect(['archive.notZip', 'archive.corrupt', 'archive.sizeMismatch']).toContain(await refusal(zip.subarray(0, zip.length - 40)));
  });
});
