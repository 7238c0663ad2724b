import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DiskCache, TestDataCorrupt } from './disk-cache';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const from = (s: string) => async () => Readable.from([Buffer.from(s)]);

describe('the runner test data cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'disk-cache-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('keeps a file under its hash and fetches it once', async () => {
    const cache = await DiskCache.open(dir, 1000);
    let fetched = 0;
    const open = async () => {
      fetched++;
      return Readable.from([Buffer.from('1 2\n')]);
    };
    const [a, b] = await Promise.all([cache.get(sha('1 2\n'), open), cache.get(sha('1 2\n'), open)]);
    expect(a).toBe(b);
    expect(await readFile(a, 'utf8')).toBe('1 2\n');
    await cache.get(sha('1 2\n'), open);
    expect(fetched).toBe(1);
  });

  it('refuses a file whose content does not match its hash, and keeps nothing of it', async () => {
    const cache = await DiskCache.open(dir, 1000);
    await expect(cache.get(sha('expected'), from('something else'))).rejects.toThrow(TestDataCorrupt);
    expect(cache.has(sha('expected'))).toBe(false);
    expect(existsSync(join(dir, sha('expected')))).toBe(false);
  });

  it('evicts the least recently used files past its size, and forgets partial downloads on reopening', async () => {
    const cache = await DiskCache.open(dir, 25);
    const files = ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc'];
    await cache.get(sha(files[0]), from(files[0]));
    await cache.get(sha(files[1]), from(files[1]));
    await cache.get(sha(files[0]), from(files[0])); // a is now more recent than b
    await cache.get(sha(files[2]), from(files[2]));
    expect([cache.has(sha(files[0])), cache.has(sha(files[1])), cache.has(sha(files[2]))]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(20);
    await writeFile(join(dir, `${sha('x')}.123.part`), 'half');
    const reopened = await DiskCache.open(dir, 25);
    expect(reopened.bytes).toBe(20);
    expect(existsSync(join(dir, `${sha('x')}.123.part`))).toBe(false);
  });
});
