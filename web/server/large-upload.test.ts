import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { FILE_STORE } from '@oj/core';
import { createUser, login } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';
import { uploadSpoolDir } from './http/multipart.js';

jest.setTimeout(300_000);

/** Bytes of each of the two cases: a ~200 MB zip (stored, random, so it does not shrink). */
const CASE_BYTES = 100 * 1024 * 1024;
/** What the upload may add to the process's resident memory, at most (a whole zip in memory would add more than 200 MB). */
const RSS_BOUND = 96 * 1024 * 1024;

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
  const spooled = () => {
    try {
      return readdirSync(uploadSpoolDir());
    } catch {
      return [];
    }
  };

  it('stores both cases byte for byte with peak RSS within the bound, and leaves no temporary file', async () => {
    expect(statSync(zipPath).size).toBeGreaterThan(2 * CASE_BYTES);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = Date.now();
    const answer = await upload(zipPath, 'cases.zip');
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    // the figure recorded in docs/operations.md, Files
    process.stdout.write(`large upload: ${mb(statSync(zipPath).size)} MB zip in ${Date.now() - started} ms; RSS before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${mb(peak - before)} MB\n`);
    expect(answer.status).toBe(200);
    const data = JSON.parse(answer.body).data as { fileList: Array<{ inputHash: string; outputHash: string; inputSize: number }> };
    expect(data.fileList).toHaveLength(1);
    expect([data.fileList[0].inputHash, data.fileList[0].outputHash]).toEqual(hashes);
    expect(data.fileList[0].inputSize).toBe(CASE_BYTES);
    expect(await t.site.container.get(FILE_STORE).stat(hashes[1])).toEqual({ hash: hashes[1], size: CASE_BYTES });
    expect(peak - before).toBeLessThan(RSS_BOUND);
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
