import { createReadStream } from 'node:fs';

export type CompareVerdict = 'AC' | 'WA' | 'PE';

/** One line of a file, CRLF already turned into LF; `ended` when a newline followed it. */
interface Line {
  text: Buffer;
  ended: boolean;
}

const CR = 0x0d;
const LF = 0x0a;

/** Streams a file line by line with CRLF → LF, never holding more than one line and one chunk. */
async function* linesOf(path: string): AsyncGenerator<Line> {
  let partial: Buffer[] = [];
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, start)) {
      partial.push(chunk.subarray(start, i));
      yield { text: stripCr(Buffer.concat(partial)), ended: true };
      partial = [];
      start = i + 1;
    }
    if (start < chunk.length) partial.push(chunk.subarray(start));
  }
  if (partial.length) yield { text: stripCr(Buffer.concat(partial)), ended: false };
}

function stripCr(line: Buffer): Buffer {
  return line.length && line[line.length - 1] === CR ? line.subarray(0, line.length - 1) : line;
}

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === CR;
}

function trimEnd(line: Buffer): Buffer {
  let end = line.length;
  while (end > 0 && isBlank(line[end - 1])) end--;
  return line.subarray(0, end);
}

/** Lines with trailing blanks removed and the blank lines at the end dropped (`isRemoveEndBlank`). */
async function* trimmedLinesOf(path: string): AsyncGenerator<Buffer> {
  let pendingBlank = 0;
  for await (const line of linesOf(path)) {
    const text = trimEnd(line.text);
    if (text.length === 0) {
      pendingBlank++;
      continue;
    }
    // blank lines count only when something follows them
    for (; pendingBlank > 0; pendingBlank--) yield Buffer.alloc(0);
    yield text;
  }
}

/** The file's bytes without any whitespace, in chunks. */
async function* nonBlankBytesOf(path: string): AsyncGenerator<Buffer> {
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>) {
    const kept = Buffer.allocUnsafe(chunk.length);
    let n = 0;
    for (const byte of chunk) if (!(byte <= 0x20 && (byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)))) kept[n++] = byte;
    if (n) yield kept.subarray(0, n);
  }
}

async function sameSequence<T>(a: AsyncGenerator<T>, b: AsyncGenerator<T>, equal: (x: T, y: T) => boolean): Promise<boolean> {
  try {
    for (;;) {
      const [x, y] = await Promise.all([a.next(), b.next()]);
      if (x.done || y.done) return Boolean(x.done && y.done);
      if (!equal(x.value, y.value)) return false;
    }
  } finally {
    await Promise.all([a.return(undefined), b.return(undefined)]);
  }
}

/** Compares two byte streams whose chunk boundaries differ. */
async function sameBytes(a: AsyncGenerator<Buffer>, b: AsyncGenerator<Buffer>): Promise<boolean> {
  let left: Buffer = Buffer.alloc(0);
  let right: Buffer = Buffer.alloc(0);
  let aDone = false;
  let bDone = false;
  try {
    for (;;) {
      if (!left.length && !aDone) {
        const next = await a.next();
        if (next.done) aDone = true;
        else left = next.value;
      }
      if (!right.length && !bDone) {
        const next = await b.next();
        if (next.done) bDone = true;
        else right = next.value;
      }
      // a generator never yields an empty chunk, so an empty side here is a finished one
      if (!left.length || !right.length) return !left.length && !right.length;
      const n = Math.min(left.length, right.length);
      if (!left.subarray(0, n).equals(right.subarray(0, n))) return false;
      left = left.subarray(n);
      right = right.subarray(n);
    }
  } finally {
    await Promise.all([a.return(undefined), b.return(undefined)]);
  }
}

/**
 * The default comparison (DESIGN §6): CRLF and LF are the same on both sides. With `isRemoveEndBlank`,
 * trailing blanks of each line and blank lines at the end are ignored and anything else is WA;
 * otherwise the texts must match exactly, and a difference in whitespace alone is Presentation Error.
 * Both files are streamed: a large output is never loaded whole.
 */
export async function compareOutput(userOutput: string, answer: string, isRemoveEndBlank: boolean): Promise<CompareVerdict> {
  if (isRemoveEndBlank) {
    return (await sameSequence(trimmedLinesOf(userOutput), trimmedLinesOf(answer), (x, y) => x.equals(y))) ? 'AC' : 'WA';
  }
  if (await sameSequence(linesOf(userOutput), linesOf(answer), (x, y) => x.ended === y.ended && x.text.equals(y.text))) return 'AC';
  return (await sameBytes(nonBlankBytesOf(userOutput), nonBlankBytesOf(answer))) ? 'PE' : 'WA';
}
