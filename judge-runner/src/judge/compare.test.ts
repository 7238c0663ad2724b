import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareOutput, type CompareOptions } from './compare';

describe('compareOutput', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compare-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  async function verdict(user: string, answer: string, removeEndBlank: boolean, options?: CompareOptions) {
    await writeFile(join(dir, 'user'), user);
    await writeFile(join(dir, 'answer'), answer);
    return compareOutput(join(dir, 'user'), join(dir, 'answer'), removeEndBlank, options);
  }

  /** The rules, on whole strings: what the streamed comparison must agree with. */
  function expected(user: string, answer: string, removeEndBlank: boolean): string {
    if (removeEndBlank) {
      const lines = (text: string) => {
        const all = text.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
        while (all.length && all[all.length - 1] === '') all.pop();
        return all.join('\n');
      };
      return lines(user) === lines(answer) ? 'AC' : 'WA';
    }
    const crlf = (text: string) => text.replace(/\r(?=\n|$)/g, '');
    if (crlf(user) === crlf(answer)) return 'AC';
    const nonBlank = (text: string) => text.replace(/[\t-\r ]/g, '');
    return nonBlank(user) === nonBlank(answer) ? 'PE' : 'WA';
  }

  /** Chunks of 1 to 7 bytes put a boundary everywhere; a blank memory of 1-2 bytes re-reads long runs from the file. */
  const TINY: CompareOptions[] = [
    { chunkBytes: 1, blankMemoryBytes: 1 },
    { chunkBytes: 2, blankMemoryBytes: 1 },
    { chunkBytes: 3, blankMemoryBytes: 2 },
    { chunkBytes: 5, blankMemoryBytes: 64 },
    { chunkBytes: 7, blankMemoryBytes: 2 },
  ];

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
    for (const options of TINY) {
      expect(await verdict(user, answer, true, options)).toBe(loose);
      expect(await verdict(user, answer, false, options)).toBe(strict);
    }
  });

  it.each([
    // CR as the last byte of a chunk, its LF in the next (chunk of 4: "ab\r" + "\n" falls at 4)
    ['abc\r\nd\r\n', 'abc\nd\n', 'AC', 'AC', 4],
    ['abc\rd\n', 'abc\nd\n', 'WA', 'PE', 4],
    ['abc\r', 'abc', 'AC', 'AC', 4],
    ['abc\r\r\n', 'abc\n', 'AC', 'PE', 4],
    // blanks running over several chunks, then the line ends, or text follows
    ['ab      \t  \ncd\n', 'ab\ncd\n', 'AC', 'PE', 4],
    ['ab      \t  x\n', 'ab      \t  x\n', 'AC', 'AC', 4],
    ['ab      \t  x\n', 'ab     \t   x\n', 'WA', 'PE', 4],
    ['ab          x\n', 'ab x\n', 'WA', 'PE', 4],
    // empty lines running over chunks: dropped at the end, kept in the middle
    ['a\n\n\n\n\n\n\n\nb\n', 'a\n\n\n\n\n\n\n\nb\n', 'AC', 'AC', 3],
    ['a\n\n\n\n\n\n\nb\n', 'a\n\n\n\n\n\n\n\nb\n', 'WA', 'PE', 3],
    ['a\n \n\t\n\r\n  \n', 'a', 'AC', 'PE', 3],
    // files of different lengths, empty files, no final newline
    ['1 2 3 4 5 6 7 8 9', '1 2 3 4 5 6 7 8', 'WA', 'WA', 4],
    ['1 2 3 4 5 6 7 8', '1 2 3 4 5 6 7 8 9\n', 'WA', 'WA', 4],
    ['', '', 'AC', 'AC', 4],
    ['', '\n\n \n', 'AC', 'PE', 4],
    ['x', '', 'WA', 'WA', 4],
    ['last line', 'last line\n', 'AC', 'PE', 4],
    ['last line  ', 'last line\r\n', 'AC', 'PE', 4],
  ])('chunk boundaries: %j against %j: %s with isRemoveEndBlank, %s without (reads of %d bytes)', async (user, answer, loose, strict, chunkBytes) => {
    for (const options of [{ chunkBytes }, { chunkBytes, blankMemoryBytes: 2 }, ...TINY]) {
      expect(await verdict(user, answer, true, options)).toBe(loose);
      expect(await verdict(user, answer, false, options)).toBe(strict);
    }
    expect(expected(user, answer, true)).toBe(loose);
    expect(expected(user, answer, false)).toBe(strict);
  });

  it('agrees with the rules on whole strings for random texts, whatever the read size', async () => {
    // a small alphabet makes CRs, blank runs, empty lines and near-misses frequent
    const alphabet = ['a', 'b', ' ', '\t', '\r', '\n', '\n', '\r\n'];
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const text = () => Array.from({ length: random(24) }, () => alphabet[random(alphabet.length)]).join('');
    const mutate = (t: string) => {
      const at = random(t.length + 1);
      return `${t.slice(0, at)}${alphabet[random(alphabet.length)]}${t.slice(at + random(2))}`;
    };
    for (let i = 0; i < 200; i++) {
      const answer = text();
      const user = random(3) === 0 ? text() : mutate(answer);
      for (const removeEndBlank of [true, false]) {
        const want = expected(user, answer, removeEndBlank);
        for (const options of [{}, ...TINY]) expect([user, answer, removeEndBlank, options, await verdict(user, answer, removeEndBlank, options)]).toEqual([user, answer, removeEndBlank, options, want]);
      }
    }
    // ≈2,000 compares through files: seconds on a quiet host, past a minute on a loaded one
  }, 180_000);

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
