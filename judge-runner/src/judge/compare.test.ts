import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareOutput } from './compare';

describe('compareOutput', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compare-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  async function verdict(user: string, answer: string, removeEndBlank: boolean) {
    await writeFile(join(dir, 'user'), user);
    await writeFile(join(dir, 'answer'), answer);
    return compareOutput(join(dir, 'user'), join(dir, 'answer'), removeEndBlank);
  }

  it.each([
    ['1 2\n3\n', '1 2\n3\n', 'AC', 'AC'],
    ['1 2\r\n3\r\n', '1 2\n3\n', 'AC', 'AC'],
    ['1 2\n3\n', '1 2\r\n3\r\n', 'AC', 'AC'],
    ['1 2  \n3\t\n', '1 2\n3\n', 'AC', 'PE'],
    ['1 2\n3\n\n\n', '1 2\n3\n', 'AC', 'PE'],
    ['1 2\n3', '1 2\n3\n', 'AC', 'PE'],
    ['1  2\n3\n', '1 2\n3\n', 'WA', 'PE'],
    ['12\n3\n', '1 2\n3\n', 'WA', 'PE'],
    ['1 2\n4\n', '1 2\n3\n', 'WA', 'WA'],
    ['', '3\n', 'WA', 'WA'],
    ['', '', 'AC', 'AC'],
    ['\n\n', '', 'AC', 'PE'],
    ['1 2\n\n3\n', '1 2\n3\n', 'WA', 'PE'],
  ])('%j against %j: %s with isRemoveEndBlank, %s without', async (user, answer, loose, strict) => {
    expect(await verdict(user, answer, true)).toBe(loose);
    expect(await verdict(user, answer, false)).toBe(strict);
  });

  it('streams outputs far larger than one read, with chunk boundaries falling inside CRLF pairs', async () => {
    // ≈0.8 MB: a dozen 64 KB reads, each ending inside a line somewhere
    const lines = Array.from({ length: 60_000 }, (_, i) => `${i} ${i * 7}`);
    await writeFile(join(dir, 'big-user'), `${lines.join('\r\n')}\r\n`);
    await writeFile(join(dir, 'big-answer'), `${lines.join('\n')}\n`);
    expect(await compareOutput(join(dir, 'big-user'), join(dir, 'big-answer'), false)).toBe('AC');
    const last = createWriteStream(join(dir, 'big-user'), { flags: 'a' });
    await new Promise<void>((r) => last.end('extra\n', () => r()));
    expect(await compareOutput(join(dir, 'big-user'), join(dir, 'big-answer'), true)).toBe('WA');
  });
});
