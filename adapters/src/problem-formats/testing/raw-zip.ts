import { constants, crc32, deflateRawSync } from 'node:zlib';

/** An entry written exactly as given, so tests can make archives no honest writer makes. */
export interface RawZipEntry {
  name: string;
  /** The bytes to deflate (ignored when `deflated` is given). */
  data?: Buffer;
  /** An already deflated stream (bombs); its CRC is written as 0. */
  deflated?: Buffer;
  /** The size the archive declares (default: the real one). */
  declaredSize?: number;
  /** Unix mode bits for the external attributes (e.g. 0o120777 for a symbolic link). */
  unixMode?: number;
}

/** A zip (deflate, UTF-8 names, made on Unix) of the entries, byte by byte. */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = e.data ?? Buffer.alloc(0);
    const body = e.deflated ?? deflateRawSync(data);
    const crc = e.deflated ? 0 : crc32(data);
    const size = e.declaredSize ?? data.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    parts.push(header, name, body);
    directory.push(central, name);
    offset += header.length + name.length + body.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

const MiB = 1024 * 1024;

/**
 * A raw deflate stream inflating to `mib` MiB of zeros, built in milliseconds: one MiB of zeros
 * compressed with a full flush (which ends on a byte boundary and resets the history) is a block run
 * that can be repeated as often as wanted, then an empty final block closes the stream.
 */
export function zeroBomb(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MiB), { finishFlush: constants.Z_FULL_FLUSH });
  const end = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({ length: mib }, () => block), end]);
}
