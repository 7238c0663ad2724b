import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { CACHE, type Cache } from '../cache/cache.port';
import { ARCHIVE_READER, type ArchiveReader } from '../file/archive.port';
import { FILE_STORE, type FileStore } from '../file/file-store.port';
import type { JudgeCaseMode } from '../judge/judge-task';
import { ValidationError } from '../shared/errors';
import { SUBTASK_MODES } from './problem-form.rules';
import { PROBLEM_LIMITS } from './problem.model';

/** Largest single test-data file (input or answer) accepted. */
export const TEST_CASE_FILE_MAX_BYTES = 512 * 1024 * 1024;
/** Largest test-case zip accepted by `POST /api/file/upload-testcase-zip`. */
export const TESTCASE_ZIP_MAX_BYTES = 256 * 1024 * 1024;
/** Everything of one zip once inflated. */
const TESTCASE_ZIP_INFLATED_MAX_BYTES = 1024 * 1024 * 1024;
/** How long an upload waits for the problem save that uses it. */
export const TESTCASE_UPLOAD_TTL_SECONDS = 24 * 3600;

/** One uploaded case: the names it had in the zip and its files in the FileStore. */
export interface UploadedCase {
  input: string;
  output: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
  /** In the subtask modes, the group read from a `G_C.in` name (else the case's own). */
  groupNum?: number;
}

/** The answer of the upload (HOJ's shape): the cases found, and the upload's id to save them by. */
export interface TestcaseUploadAnswer {
  fileList: UploadedCase[];
  fileListDir: string;
}

const cacheKey = (id: string) => `problem:testcase-upload:${id}`;
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** `1.in`, `a1.ans`, `data_input3.txt` → the case's stem and whether it is the input. */
function caseFileOf(name: string): { stem: string; isInput: boolean } | undefined {
  const base = name.split('/').at(-1) ?? name;
  let m = /^(.+)\.in$/i.exec(base);
  if (m) return { stem: m[1], isInput: true };
  m = /^(.+)\.(out|ans)$/i.exec(base);
  if (m) return { stem: m[1], isInput: false };
  m = /^(.*)input(.*)\.txt$/i.exec(base);
  if (m) return { stem: `${m[1]}\u0000${m[2]}`, isInput: true };
  m = /^(.*)output(.*)\.txt$/i.exec(base);
  if (m) return { stem: `${m[1]}\u0000${m[2]}`, isInput: false };
  return undefined;
}

/** HOJ's order: shorter names first, then by name (2.in before 10.in). */
export const byNameLength = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The test-case zip of the problem editor (03 §7 Files). Files `X.in` with `X.out` or `X.ans` (or
 * `…input….txt` with `…output….txt`; an input without an answer gets an empty one) are paired and
 * ordered by name length then name. Their bytes go to the FileStore at once (content-addressed, so
 * nothing is stored twice); the list waits in the cache under a random id — the upload area — for
 * TESTCASE_UPLOAD_TTL_SECONDS, and a problem save names it by `uploadTestcaseDir`.
 */
@injectable()
export class TestcaseUploadService {
  constructor(
    @inject(ARCHIVE_READER) private readonly archives: ArchiveReader,
    @inject(FILE_STORE) private readonly files: FileStore,
    @inject(CACHE) private readonly cache: Cache,
  ) {}

  /**
   * `file` is the zip's bytes or, for the upload route, the temporary file it was spooled to: each case
   * then streams from the file into the FileStore, so neither the zip nor a case is ever held whole.
   */
  async upload(file: { filename: string; data: Buffer } | { filename: string; path: string }, mode: JudgeCaseMode | undefined): Promise<TestcaseUploadAnswer> {
    if (!/\.zip$/i.test(file.filename)) throw new ValidationError('testcase.zipRequired', {}, [{ field: 'file', key: 'testcase.zipRequired' }]);
    const archive = await this.archives.open('path' in file ? { path: file.path } : file.data, { maxEntries: PROBLEM_LIMITS.caseCountMax * 2 + 100, maxEntryBytes: TEST_CASE_FILE_MAX_BYTES, maxTotalBytes: TESTCASE_ZIP_INFLATED_MAX_BYTES });
    try {
      const pairs = new Map<string, { input?: string; output?: string }>();
      for (const entry of archive.entries) {
        const base = entry.name.split('/').at(-1) ?? '';
        // macOS resource forks and hidden files are not test data
        if (entry.name.startsWith('__MACOSX/') || base.startsWith('.')) continue;
        const found = caseFileOf(entry.name);
        if (!found) continue;
        const pair = pairs.get(found.stem) ?? {};
        const slot = found.isInput ? 'input' : 'output';
        if (pair[slot]) throw new ValidationError('testcase.duplicateName', { name: base });
        pair[slot] = entry.name;
        pairs.set(found.stem, pair);
      }
      const cases = [...pairs.values()].filter((p): p is { input: string; output?: string } => Boolean(p.input));
      if (cases.length === 0) throw new ValidationError('testcase.zipEmpty', {}, [{ field: 'file', key: 'testcase.zipEmpty' }]);
      if (cases.length > PROBLEM_LIMITS.caseCountMax) throw new ValidationError('problem.tooManyCases', { max: PROBLEM_LIMITS.caseCountMax });
      const baseOf = (name: string) => name.split('/').at(-1) ?? name;
      cases.sort((a, b) => byNameLength(baseOf(a.input), baseOf(b.input)));
      const fileList: UploadedCase[] = [];
      for (const c of cases) {
        const input = await this.files.put(await archive.stream(c.input), { maxBytes: TEST_CASE_FILE_MAX_BYTES });
        const output = await this.files.put(c.output ? await archive.stream(c.output) : Buffer.alloc(0), { maxBytes: TEST_CASE_FILE_MAX_BYTES });
        const inputName = baseOf(c.input);
        const outputName = c.output ? baseOf(c.output) : inputName.replace(/\.in$/i, '.out').replace(/input/i, 'output');
        const uploaded: UploadedCase = { input: inputName, output: outputName, inputHash: input.hash, outputHash: output.hash, inputSize: input.size, outputSize: output.size };
        fileList.push(uploaded);
      }
      if (mode && SUBTASK_MODES.includes(mode)) {
        // named groups as named; every other case a group of its own after the highest named one
        let next = Math.max(0, ...fileList.map((c) => groupOf(c.input) ?? 0));
        for (const c of fileList) c.groupNum = groupOf(c.input) ?? ++next;
      }
      const fileListDir = randomBytes(16).toString('hex');
      await this.cache.set(cacheKey(fileListDir), fileList, TESTCASE_UPLOAD_TTL_SECONDS);
      return { fileList, fileListDir };
    } finally {
      await archive.close();
    }
  }

  /** The cases of an upload, or undefined once it has expired (or never was). */
  async find(fileListDir: string): Promise<UploadedCase[] | undefined> {
    if (!UPLOAD_ID.test(fileListDir)) return undefined;
    return this.cache.get<UploadedCase[]>(cacheKey(fileListDir));
  }
}

/** `3_2.in`, `subtask3-2.in` → group 3. */
function groupOf(inputName: string): number | undefined {
  const m = /(\d+)[_-]\d+\.in$/i.exec(inputName);
  return m ? Number(m[1]) : undefined;
}
