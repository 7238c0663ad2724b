import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { FILE_STORE, PROBLEM_REPOSITORY } from '@oj/core';
import { createUser, login } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';
import { uploadSpoolDir } from './http/multipart.js';

jest.setTimeout(300_000);

/** Bytes of each of the two cases: a ~200 MB zip (stored, random, so it does not shrink). */
const CASE_BYTES = 100 * 1024 * 1024;
/** What the upload may add to the process's resident memory, at most (a whole zip in memory would add more than 200 MB). */
/**
 * What a 200 MB upload may add to the process's Buffer memory (`arrayBuffers`, where a zip held whole would sit):
 * the whole file would be 200 MB. The process's RSS is logged beside it, not asserted: in a Jest worker it
 * carries the heap of every suite the worker ran before and moves by ±100 MB with the collector under the
 * parallel suite (a CI run saw 'growth' of 75–114 MB while the upload's own Buffers stayed small).
 */
const MEMORY_BOUND = 96 * 1024 * 1024;

/** Random bytes in 1 MiB pieces, hashed as they go: a case never held whole by the test either. */
function randomCase(bytes: number, hash: ReturnType<typeof createHash>): Readable {
  let left = bytes;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const piece = randomBytes(Math.min(left, 1024 * 1024));
      left -= piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
}

/**
 * A 200 MB test-data zip through `POST /api/file/upload-testcase-zip` on the real site (PostgreSQL file
 * store): spooled to a temporary file, opened from it, each case streamed into the store. The process's
 * peak RSS during the upload is measured against its level before (docs/operations.md, Files).
 */
describe('a 200 MB test-data zip never sits whole in the web process', () => {
  let t: TestSite;
  let token: string;
  const savedTmp = process.env.TMPDIR;
  const tmp = mkdtempSync(join(tmpdir(), 'oj-large-upload-'));
  const zipPath = join(tmp, 'cases.zip');
  const hashes: string[] = [];
  beforeAll(async () => {
    process.env.TMPDIR = tmp;
    t = await startTestSite({ TRUST_PROXY: '1' });
    await createUser(t, 'padmin', 'password-1', ['problem_admin']);
    token = (await login(t, 'padmin', 'password-1', '10.80.0.1')).token;
    const zip = new yazl.ZipFile();
    const inHash = createHash('sha256');
    const outHash = createHash('sha256');
    zip.addReadStream(randomCase(CASE_BYTES, inHash), '1.in', { compress: false });
    zip.addReadStream(randomCase(CASE_BYTES, outHash), '1.out', { compress: false });
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(zipPath));
    hashes.push(inHash.digest('hex'), outHash.digest('hex'));
  });
  afterAll(async () => {
    await t?.close();
    process.env.TMPDIR = savedTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  /** Sends a file from disk as the form's `file` field, streamed (the client holds none of it either). */
  const upload = (path: string, filename: string, route = '/api/file/upload-testcase-zip') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const boundary = 'large-upload-boundary';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const req = request(`${t.url}${route}?l=en-US`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + statSync(path).size + tail.length) },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.write(head);
      const file = createReadStream(path);
      file.pipe(req, { end: false });
      file.on('end', () => req.end(tail));
    });
  /**
   * Uploads `path` and samples the process's memory every 10 ms meanwhile; logs the figures recorded in
   * docs/operations.md (Files) and answers the upload's answer with the Buffer memory's growth, which the tests bound.
   */
  const measuredUpload = async (label: string, path: string, name: string, route?: string) => {
    const before = process.memoryUsage().rss;
    const buffersBefore = process.memoryUsage().arrayBuffers;
    let peak = before;
    let buffersPeak = buffersBefore;
    const sample = () => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      buffersPeak = Math.max(buffersPeak, now.arrayBuffers);
    };
    const sampler = setInterval(sample, 10);
    const started = Date.now();
    const answer = await upload(path, name, route);
    clearInterval(sampler);
    sample();
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    process.stdout.write(`${label}: ${mb(statSync(path).size)} MB in ${Date.now() - started} ms; RSS before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${mb(peak - before)} MB; Buffer memory growth ${mb(buffersPeak - buffersBefore)} MB\n`);
    return { answer, buffersGrowth: buffersPeak - buffersBefore };
  };
  const spooled = () => {
    try {
      return readdirSync(uploadSpoolDir());
    } catch {
      return [];
    }
  };

  it('stores both cases byte for byte with its Buffer memory within the bound, and leaves no temporary file', async () => {
    expect(statSync(zipPath).size).toBeGreaterThan(2 * CASE_BYTES);
    const { answer, buffersGrowth } = await measuredUpload('large upload (zip of two cases)', zipPath, 'cases.zip');
    expect(answer.status).toBe(200);
    const data = JSON.parse(answer.body).data as { fileList: Array<{ inputHash: string; outputHash: string; inputSize: number }> };
    expect(data.fileList).toHaveLength(1);
    expect([data.fileList[0].inputHash, data.fileList[0].outputHash]).toEqual(hashes);
    expect(data.fileList[0].inputSize).toBe(CASE_BYTES);
    expect(await t.site.container.get(FILE_STORE).stat(hashes[1])).toEqual({ hash: hashes[1], size: CASE_BYTES });
    expect(buffersGrowth).toBeLessThan(MEMORY_BOUND);
    expect(spooled()).toEqual([]);
  });

  it('imports a 200 MB HOJ problem zip with its cases streamed from the spooled archive, Buffer memory within the bound', async () => {
    // four 50 MB cases: the import reads them one at a time from the archive into the store
    const importPath = join(tmp, 'problem-hoj.zip');
    const zip = new yazl.ZipFile();
    const caseBytes = 50 * 1024 * 1024;
    const json = { judgeMode: 'default', samples: [1, 2].map((n) => ({ input: `${n}.in`, output: `${n}.out` })), problem: { problemId: 'BIG-1', title: 'Large data', isUploadCase: true, timeLimit: 1000, memoryLimit: 256 } };
    zip.addBuffer(Buffer.from(JSON.stringify(json)), 'problem_1.json');
    const caseHashes = ['1.in', '1.out', '2.in', '2.out'].map((name) => {
      const hash = createHash('sha256');
      zip.addReadStream(randomCase(caseBytes, hash), `problem_1/${name}`, { compress: false });
      return hash;
    });
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(importPath));
    const expected = caseHashes.map((h) => h.digest('hex'));
    expect(statSync(importPath).size).toBeGreaterThan(4 * caseBytes);

    const { answer, buffersGrowth } = await measuredUpload('large import (HOJ zip)', importPath, 'problem-hoj.zip', '/api/file/import-problem');
    expect(answer.status).toBe(200);
    const made = JSON.parse(answer.body).data as Array<{ problemId: string; title: string }>;
    expect(made.map((p) => [p.problemId, p.title])).toEqual([['BIG-1', 'Large data']]);
    const store = t.site.container.get(FILE_STORE);
    for (const hash of expected) expect(await store.stat(hash)).toEqual({ hash, size: caseBytes });
    expect(buffersGrowth).toBeLessThan(MEMORY_BOUND);
    expect(spooled()).toEqual([]);
    rmSync(importPath, { force: true });
  });

  it('an import whose case turns out damaged while it streams creates no problem (the ones made before are removed)', async () => {
    // problem_1 is whole; problem_2's case is deflated data overwritten in its middle, found only when stored
    const text = (seed: string) => {
      const parts: string[] = [];
      let h = seed;
      for (let i = 0; i < 40_000; i++) parts.push((h = createHash('sha256').update(h).digest('hex')));
      return Buffer.from(parts.join(''));
    };
    const problem = (n: number) => ({ judgeMode: 'default', samples: [{ input: '1.in', output: '1.out' }], problem: { problemId: `DAMAGED-${n}`, title: `Damaged ${n}`, isUploadCase: true, timeLimit: 1000, memoryLimit: 256 } });
    const zip = new yazl.ZipFile();
    for (const n of [1, 2]) zip.addBuffer(Buffer.from(JSON.stringify(problem(n))), `problem_${n}.json`);
    zip.addBuffer(Buffer.from('1 2\n'), 'problem_1/1.in');
    zip.addBuffer(Buffer.from('3\n'), 'problem_1/1.out');
    zip.addBuffer(Buffer.from('4\n'), 'problem_2/1.out');
    zip.addBuffer(text('damaged'), 'problem_2/1.in', { compress: true });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // the last entry's data ends where the central directory starts (its offset: 16 bytes into the end record)
    const directory = bytes.readUInt32LE(bytes.length - 22 + 16);
    bytes.fill(0, directory - 600_000, directory - 590_000);
    const damagedPath = join(tmp, 'damaged-hoj.zip');
    await pipeline(Readable.from([bytes]), createWriteStream(damagedPath));

    const answer = await upload(damagedPath, 'damaged-hoj.zip', '/api/file/import-problem');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).msg).toBe('problem_2/1.in unpacks to more than the archive declares: refused');
    const problems = t.site.container.get(PROBLEM_REPOSITORY);
    expect(await problems.findByProblemId('DAMAGED-1')).toBeUndefined();
    expect(await problems.findByProblemId('DAMAGED-2')).toBeUndefined();
    expect(spooled()).toEqual([]);
  });

  it('removes the temporary file when the handler refuses the upload (not a zip, a corrupt zip, a bad import)', async () => {
    const junk = join(tmp, 'junk.zip');
    await pipeline(Readable.from([Buffer.from('PK\u0003\u0004'), randomBytes(3 * 1024 * 1024)]), createWriteStream(junk));
    const corrupt = await upload(junk, 'junk.zip');
    expect(corrupt.status).toBe(400);
    expect(JSON.parse(corrupt.body).msg).toMatch(/zip/i);
    expect(spooled()).toEqual([]);
    const named = await upload(junk, 'junk.rar');
    expect(named.status).toBe(400);
    expect(spooled()).toEqual([]);
    // the problem imports spool the same way: a refused archive leaves nothing behind either
    for (const route of ['/api/file/import-problem', '/api/file/import-fps-problem']) {
      const imported = await upload(junk, 'junk.zip', route);
      expect(imported.status).toBe(400);
      expect(spooled()).toEqual([]);
    }
  });
});
