import { open, type FileHandle } from 'node:fs/promises';

export type CompareVerdict = 'AC' | 'WA' | 'PE';

/** Tuning for tests: bytes read per step, and how long a run of blanks is kept in memory. */
export interface CompareOptions {
  chunkBytes?: number;
  blankMemoryBytes?: number;
}

const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SPACE = 0x20;
/** 256 KiB reads: 64 KiB ones cost ≈3× more in calls and waits on 64 MB (docs/performance.md). */
const CHUNK_BYTES = 1 << 18;
/** Longer runs of blanks inside a line are re-read from the file when they turn out to matter. */
const BLANK_MEMORY_BYTES = 1 << 16;
const ONE_LF = Buffer.from([LF]);
const ONE_CR = Buffer.from([CR]);
const SPACE_LF = Buffer.from(' \n');
const TAB_LF = Buffer.from('\t\n');

/**
 * A stretch of the normalized text: bytes, `length` bytes of the file from `offset` (a long run of
 * blanks), or `newlines` LFs (empty lines, which can be countless).
 */
type Piece = Buffer | { offset: number; length: number } | { newlines: number };

/** Turns a file, chunk by chunk, into the text that is compared; `offset` is the chunk's place in the file. */
interface Normalizer {
  push(chunk: Buffer, offset: number, pieces: Piece[]): void;
  end(pieces: Piece[]): void;
}

/** CRLF → LF: a CR right before LF (or at the end of the file) goes; everything else is kept. */
class CrlfNormalizer implements Normalizer {
  private pendingCr = false;
  private readonly out: Buffer;

  constructor(chunkBytes: number) {
    this.out = Buffer.allocUnsafe(chunkBytes);
  }

  push(chunk: Buffer, _offset: number, pieces: Piece[]): void {
    if (this.pendingCr) {
      this.pendingCr = false;
      if (chunk[0] !== LF) pieces.push(ONE_CR);
    }
    const first = chunk.indexOf(CR);
    if (first === -1) {
      pieces.push(chunk);
      return;
    }
    const out = this.out;
    const last = chunk.length - 1;
    let n = chunk.copy(out, 0, 0, first);
    for (let i = first; i <= last; i++) {
      const b = chunk[i];
      if (b !== CR) out[n++] = b;
      else if (i === last) this.pendingCr = true;
      else if (chunk[i + 1] !== LF) out[n++] = CR;
    }
    pieces.push(out.subarray(0, n));
  }

  end(): void {
    // a CR at the very end goes, as before LF
  }
}

/**
 * `isRemoveEndBlank`: each line without its trailing blanks (space, tab, CR) and ended by LF, the empty
 * lines at the end dropped. Blanks and empty lines are held back until something shows they are not
 * trailing; a long run of blanks is remembered by its place in the file, empty lines by their count.
 */
class TrimNormalizer implements Normalizer {
  /** The current line has had something other than blanks. */
  private lineOpen = false;
  private emptyLines = 0;
  private blankStart = 0;
  private blankLength = 0;
  private readonly blanks: Buffer;
  private readonly out: Buffer;

  constructor(
    chunkBytes: number,
    private readonly blankMemory: number,
  ) {
    this.blanks = Buffer.allocUnsafe(blankMemory);
    this.out = Buffer.allocUnsafe(chunkBytes + blankMemory);
  }

  push(chunk: Buffer, offset: number, pieces: Piece[]): void {
    // Fast path (an answer file is usually clean): with nothing held back, a chunk whose text up to
    // its last printable byte has no CR and no blank before an LF is its own normalized form.
    if (this.blankLength === 0 && this.emptyLines === 0) {
      let last = chunk.length - 1;
      while (last >= 0 && (chunk[last] === LF || chunk[last] === SPACE || chunk[last] === TAB || chunk[last] === CR)) last--;
      const body = chunk.subarray(0, last + 1);
      if (last >= 0 && body.indexOf(CR) === -1 && body.indexOf(SPACE_LF) === -1 && body.indexOf(TAB_LF) === -1) {
        pieces.push(body);
        this.lineOpen = true;
        this.scan(chunk, last + 1, offset, pieces);
        return;
      }
    }
    this.scan(chunk, 0, offset, pieces);
  }

  /** The state machine, byte by byte from `start`. */
  private scan(chunk: Buffer, start: number, offset: number, pieces: Piece[]): void {
    // the state in locals for the loop (V8 keeps them in registers), written back at the end
    const { out, blanks, blankMemory } = this;
    let { lineOpen, emptyLines, blankStart, blankLength } = this;
    let n = 0;
    let from = 0;
    const length = chunk.length;
    for (let i = start; i < length; ) {
      if (lineOpen && blankLength === 0) {
        // inside a line with nothing held back: copy up to the next byte that is not printable
        let b = chunk[i];
        while (b > SPACE) {
          out[n++] = b;
          if (++i === length) break;
          b = chunk[i];
        }
        if (i === length) break;
      }
      const b = chunk[i++];
      if (b === LF) {
        if (lineOpen) {
          out[n++] = LF;
          lineOpen = false;
        } else {
          emptyLines++;
        }
        blankLength = 0;
      } else if (b === SPACE || b === TAB || b === CR) {
        if (blankLength === 0) blankStart = offset + i - 1;
        if (blankLength < blankMemory) blanks[blankLength] = b;
        blankLength++;
      } else {
        if (!lineOpen) {
          lineOpen = true;
          if (emptyLines) {
            if (n > from) pieces.push(out.subarray(from, n));
            pieces.push({ newlines: emptyLines });
            from = n;
            emptyLines = 0;
          }
        }
        if (blankLength) {
          // the blanks were inside the line after all
          if (blankLength <= blankMemory) {
            // byte by byte: Buffer#copy costs more than it saves on the usual single space
            for (let k = 0; k < blankLength; k++) out[n++] = blanks[k];
          } else {
            if (n > from) pieces.push(out.subarray(from, n));
            pieces.push({ offset: blankStart, length: blankLength });
            from = n;
          }
          blankLength = 0;
        }
        out[n++] = b;
      }
    }
    if (n > from) pieces.push(out.subarray(from, n));
    this.lineOpen = lineOpen;
    this.emptyLines = emptyLines;
    this.blankStart = blankStart;
    this.blankLength = blankLength;
  }

  end(pieces: Piece[]): void {
    if (this.lineOpen) pieces.push(ONE_LF);
  }
}

/** Every byte but whitespace (the Presentation Error test). */
class NonBlankNormalizer implements Normalizer {
  private readonly out: Buffer;

  constructor(chunkBytes: number) {
    this.out = Buffer.allocUnsafe(chunkBytes);
  }

  push(chunk: Buffer, _offset: number, pieces: Piece[]): void {
    const out = this.out;
    let n = 0;
    for (let i = 0, length = chunk.length; i < length; i++) {
      const b = chunk[i];
      if (b !== SPACE && (b < TAB || b > CR)) out[n++] = b;
    }
    if (n) pieces.push(out.subarray(0, n));
  }

  end(): void {}
}

/** A file from `start`, normalized, handed out a piece at a time (valid until the next call). */
class NormalizedFile {
  private readonly pieces: Piece[] = [];
  private head = 0;
  private ended = false;
  private readonly chunk: Buffer;
  private readonly spare: Buffer;

  constructor(
    private readonly file: FileHandle,
    private position: number,
    private readonly normalizer: Normalizer,
    chunkBytes: number,
  ) {
    this.chunk = Buffer.allocUnsafe(chunkBytes);
    this.spare = Buffer.allocUnsafe(chunkBytes);
  }

  /** The next non-empty stretch of normalized bytes, or null at the end. */
  async next(): Promise<Buffer | null> {
    for (;;) {
      if (this.head < this.pieces.length) {
        const piece = this.pieces[this.head];
        if (Buffer.isBuffer(piece)) {
          this.head++;
          if (piece.length) return piece;
        } else if ('newlines' in piece) {
          const n = Math.min(piece.newlines, this.spare.length);
          piece.newlines -= n;
          if (!piece.newlines) this.head++;
          return this.spare.fill(LF, 0, n).subarray(0, n);
        } else {
          const n = Math.min(piece.length, this.spare.length);
          const { bytesRead } = await this.file.read(this.spare, 0, n, piece.offset);
          if (bytesRead !== n) throw new Error('the file changed while it was compared');
          piece.offset += n;
          piece.length -= n;
          if (!piece.length) this.head++;
          return this.spare.subarray(0, n);
        }
        continue;
      }
      if (this.ended) return null;
      this.pieces.length = 0;
      this.head = 0;
      const { bytesRead } = await this.file.read(this.chunk, 0, this.chunk.length, this.position);
      if (bytesRead === 0) {
        this.ended = true;
        this.normalizer.end(this.pieces);
      } else {
        this.normalizer.push(this.chunk.subarray(0, bytesRead), this.position, this.pieces);
        this.position += bytesRead;
      }
    }
  }
}

/** Whether two normalized files hold the same bytes, however their pieces are cut. */
async function sameBytes(a: NormalizedFile, b: NormalizedFile): Promise<boolean> {
  let x: Buffer | null = Buffer.alloc(0);
  let y: Buffer | null = Buffer.alloc(0);
  for (;;) {
    if (x.length === 0) x = await a.next();
    if (y.length === 0) y = await b.next();
    if (x === null || y === null) return x === y;
    const n = Math.min(x.length, y.length);
    if (x.compare(y, 0, n, 0, n) !== 0) return false;
    x = x.subarray(n);
    y = y.subarray(n);
  }
}

/**
 * Where the two files first differ, and the latest offsets before it from which each comparison can
 * start over with nothing held back on either side (their bytes so far being the same): for CRLF, one
 * not preceded by CR; for trimming, one right after the LF of a line that is not blank.
 */
interface Divergence {
  at: number;
  crlfRestart: number;
  trimRestart: number;
}

/** The restart offsets within `bytes[0, end)` (the chunk at `base`), or -1 where it holds none. */
function restartsIn(bytes: Buffer, end: number, base: number): { crlf: number; trim: number } {
  let r = end;
  while (r > 0 && bytes[r - 1] === CR) r--;
  const crlf = r > 0 ? base + r : -1;
  let trim = -1;
  for (let lf = end > 0 ? bytes.lastIndexOf(LF, end - 1) : -1; lf !== -1; ) {
    let j = lf - 1;
    while (j >= 0 && (bytes[j] === SPACE || bytes[j] === TAB || bytes[j] === CR)) j--;
    if (j < 0) break; // the line began in an earlier chunk
    if (bytes[j] !== LF) {
      trim = base + lf + 1;
      break;
    }
    lf = j; // a blank line: look further back
  }
  return { crlf, trim };
}

/** Reads both files side by side: undefined when they are byte for byte the same. */
async function findDivergence(a: FileHandle, b: FileHandle, chunkBytes: number): Promise<Divergence | undefined> {
  const x = Buffer.allocUnsafe(chunkBytes);
  const y = Buffer.allocUnsafe(chunkBytes);
  let position = 0;
  let crlfRestart = 0;
  let trimRestart = 0;
  for (;;) {
    const [ra, rb] = await Promise.all([a.read(x, 0, chunkBytes, position), b.read(y, 0, chunkBytes, position)]);
    const n = Math.min(ra.bytesRead, rb.bytesRead);
    let same = 0;
    if (x.compare(y, 0, n, 0, n) === 0) {
      if (ra.bytesRead === rb.bytesRead) {
        if (n === 0) return undefined;
        const restarts = restartsIn(x, n, position);
        if (restarts.crlf !== -1) crlfRestart = restarts.crlf;
        if (restarts.trim !== -1) trimRestart = restarts.trim;
        position += n;
        continue;
      }
      same = n;
    } else {
      while (x[same] === y[same]) same++;
    }
    const restarts = restartsIn(x, same, position);
    return { at: position + same, crlfRestart: restarts.crlf !== -1 ? restarts.crlf : crlfRestart, trimRestart: restarts.trim !== -1 ? restarts.trim : trimRestart };
  }
}

/**
 * The default comparison (DESIGN §6): CRLF and LF are the same on both sides. With `isRemoveEndBlank`,
 * trailing blanks of each line and blank lines at the end are ignored and anything else is WA;
 * otherwise the texts must match exactly, and a difference in whitespace alone is Presentation Error.
 * Both files are streamed in chunks, never loaded whole: a first pass compares raw bytes (most
 * accepted outputs are the answer byte for byte); from where they differ the normalized texts are
 * compared, starting at the last point where the common prefix leaves nothing pending.
 */
export async function compareOutput(userOutput: string, answer: string, isRemoveEndBlank: boolean, options: CompareOptions = {}): Promise<CompareVerdict> {
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const blankMemory = options.blankMemoryBytes ?? BLANK_MEMORY_BYTES;
  // one after the other: with both at once, the first would stay open when the second fails
  const user = await open(userOutput, 'r');
  const files = [user, await open(answer, 'r').catch(async (error: unknown) => {
    await user.close();
    throw error;
  })];
  try {
    const divergence = await findDivergence(files[0], files[1], chunkBytes);
    if (!divergence) return 'AC';
    const same = (from: number, normalizer: () => Normalizer) =>
      sameBytes(new NormalizedFile(files[0], from, normalizer(), chunkBytes), new NormalizedFile(files[1], from, normalizer(), chunkBytes));
    if (isRemoveEndBlank) return (await same(divergence.trimRestart, () => new TrimNormalizer(chunkBytes, blankMemory))) ? 'AC' : 'WA';
    if (await same(divergence.crlfRestart, () => new CrlfNormalizer(chunkBytes))) return 'AC';
    return (await same(divergence.at, () => new NonBlankNormalizer(chunkBytes))) ? 'PE' : 'WA';
  } finally {
    await Promise.all(files.map((f) => f.close()));
  }
}
