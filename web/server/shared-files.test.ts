import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, type TestDatabase } from '../../adapters/src/testing/test-database.js';
import { startLocalS3, type LocalS3 } from '../../adapters/src/file-store/testing/local-s3.js';
import { DiskCache } from '../../judge-runner/src/test-data/disk-cache.js';
import { HttpTestDataSource } from '../../judge-runner/src/test-data/test-data-source.js';
import { login } from './testing/accounts.js';
import { startTestSite, type TestSite } from './testing/test-site.js';

jest.setTimeout(120_000);

// Issue 24 items 1-2: two web processes, each with a DATA_DIR of its own (as on two hosts), on one database.
// A file stored through one is served by the other, and a runner asking either for test data gets it.

const SECRET = 'shared-files-judge-secret';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b8a5c50000000049454e44ae426082', 'hex');

async function uploadImage(site: TestSite, token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([PNG]), 'dot.png');
  const res = await fetch(`${site.url}/api/file/upload-md-img`, { method: 'POST', headers: { authorization: token }, body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { link: string } }).data.link;
}

function sharedFilesSuite(name: string, env: () => Record<string, string>) {
  describe(`two web processes with ${name}`, () => {
    let db: TestDatabase;
    let a: TestSite;
    let b: TestSite;
    let cacheDir: string;
    beforeAll(async () => {
      db = await freshDatabase('postgresql');
      const settings = { ADMIN_PASSWORD: 'root-pass-1', JUDGE_SECRET: SECRET, ...env() };
      a = await startTestSite(settings, db);
      b = await startTestSite(settings, db);
      cacheDir = await mkdtemp(join(tmpdir(), 'shared-files-runner-'));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await db?.drop();
      if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
    });

    it('serves an image uploaded through one from the other', async () => {
      const { token } = await login(a, 'root', 'root-pass-1');
      const link = await uploadImage(a, token);
      const served = await fetch(`${b.url}${link}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('streams a 3 MiB attachment uploaded through one as a download from the other', async () => {
      const { token } = await login(a, 'root', 'root-pass-1');
      const attachment = Buffer.alloc(3 * 1024 * 1024 + 5, 0x5a);
      const form = new FormData();
      form.append('file', new Blob([attachment]), 'data.bin');
      const up = await fetch(`${a.url}/api/file/upload-md-file`, { method: 'POST', headers: { authorization: token }, body: form });
      const { link } = ((await up.json()) as { data: { link: string } }).data;
      const down = await fetch(`${b.url}${link}`);
      expect(down.status).toBe(200);
      expect(down.headers.get('content-length')).toBe(String(attachment.length));
      expect(Buffer.from(await down.arrayBuffer()).equals(attachment)).toBe(true);
    });

    it('hands a runner test data stored through one when it asks the other', async () => {
      const input = Buffer.from('1 2\n'.repeat(1000));
      const stored = await a.site.infrastructure.files.put(input, { maxBytes: 1 << 20 });
      const source = new HttpTestDataSource(await DiskCache.open(cacheDir, 1 << 24), b.url, SECRET);
      expect((await readFile(await source.file(stored.hash))).equals(input)).toBe(true);
    });
  });
}

sharedFilesSuite('files in PostgreSQL (the default with DATABASE_URL)', () => ({}));

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.close());
sharedFilesSuite('files in S3 (s3rver standing in)', () => ({
  FILE_STORE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: s3.credentials.accessKeyId, S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
}));

describe('two web processes each with its own folder (FILE_STORE=folder)', () => {
  it('is what issue 24 found: the other process has no such file', async () => {
    const db = await freshDatabase('postgresql');
    const a = await startTestSite({ FILE_STORE: 'folder', JUDGE_SECRET: SECRET }, db);
    const b = await startTestSite({ FILE_STORE: 'folder', JUDGE_SECRET: SECRET }, db);
    try {
      const stored = await a.site.infrastructure.files.put(Buffer.from('only here'), { maxBytes: 100 });
      expect(await b.site.infrastructure.files.stat(stored.hash)).toBeUndefined();
      expect(a.site.infrastructure.sharedFiles).toBeUndefined();
      expect(b.site.infrastructure.jobs).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await db.drop();
    }
  });
});
