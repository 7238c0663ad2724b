import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ValidationError } from '@oj/core';
import { readUpload, removeSpooled, uploadSpoolDir, type Upload } from './multipart.js';

/** readUpload against real HTTP requests: what lands on disk, and that nothing stays there after a refusal. */
describe('multipart uploads spooled to a temporary file', () => {
  const savedTmp = process.env.TMPDIR;
  const tmp = mkdtempSync(join(tmpdir(), 'oj-spool-test-'));
  let server: Server;
  let url: string;
  let outcome: Promise<Upload>;
  let max = 1024;
  let received: () => void;
  beforeAll(async () => {
    process.env.TMPDIR = tmp;
    server = createServer((req, res) => {
      outcome = readUpload(req, 'file', max, true);
      received();
      outcome.then(
        () => res.end('ok'),
        () => res.end('refused'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    process.env.TMPDIR = savedTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  const spooledNow = () => readdirSync(uploadSpoolDir(), { withFileTypes: true }).map((e) => e.name);
  const form = (parts: Array<{ name: string; filename?: string; body: Buffer }>) => {
    const boundary = 'spool-boundary-42';
    const chunks = parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.filename ? 'Content-Type: application/zip\r\n' : ''}\r\n`),
      p.body,
      Buffer.from('\r\n'),
    ]);
    return { boundary, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
  };
  const send = async (body: Buffer, boundary: string): Promise<Upload | Error> => {
    const arrived = new Promise<void>((resolve) => (received = resolve));
    await fetch(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    await arrived;
    return outcome.catch((e: Error) => e);
  };

  it('writes the file to disk byte for byte with its size and the other fields; the caller removes it', async () => {
    max = 1024 * 1024;
    const bytes = Buffer.alloc(300_000, 7);
    bytes.write('head', 0);
    const { body, boundary } = form([{ name: 'gid', body: Buffer.from('12') }, { name: 'file', filename: 'cases.zip', body: bytes }]);
    const upload = (await send(body, boundary)) as Upload;
    expect(upload.file).toBeUndefined();
    expect(upload.fields).toEqual({ gid: '12' });
    expect(upload.spooled).toMatchObject({ field: 'file', filename: 'cases.zip', mimeType: 'application/zip', size: 300_000 });
    expect(upload.spooled?.path.startsWith(uploadSpoolDir())).toBe(true);
    expect(readFileSync(upload.spooled!.path).equals(bytes)).toBe(true);
    await removeSpooled(upload.spooled);
    expect(spooledNow()).toEqual([]);
  });

  it('refuses a file past the limit while it streams, and leaves nothing on disk', async () => {
    max = 1000;
    const { body, boundary } = form([{ name: 'file', filename: 'big.zip', body: Buffer.alloc(50_000, 1) }]);
    const refused = await send(body, boundary);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).key).toBe('error.fileTooLarge');
    expect(spooledNow()).toEqual([]);
  });

  it('refuses a form without the file field, and a form cut short, leaving nothing on disk', async () => {
    max = 1024 * 1024;
    const other = form([{ name: 'image', filename: 'a.png', body: Buffer.alloc(10, 1) }]);
    expect(((await send(other.body, other.boundary)) as ValidationError).key).toBe('error.fileMissing');
    const whole = form([{ name: 'file', filename: 'cut.zip', body: Buffer.alloc(100_000, 3) }]);
    const cut = await send(whole.body.subarray(0, 60_000), whole.boundary);
    expect((cut as ValidationError).key).toBe('error.multipartRequired');
    expect(spooledNow()).toEqual([]);
  });

  it('removes the partial file when the client goes away mid-upload', async () => {
    max = 10 * 1024 * 1024;
    const { body, boundary } = form([{ name: 'file', filename: 'gone.zip', body: Buffer.alloc(2_000_000, 5) }]);
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const req = request(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } });
    req.on('error', () => undefined);
    req.write(body.subarray(0, 1_000_000));
    await arrived;
    // the first megabyte is being written: the partial file exists until the client leaves
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(spooledNow().length).toBe(1);
    req.destroy();
    const refused = await outcome.catch((e: Error) => e);
    expect((refused as ValidationError).key).toBe('error.multipartRequired');
    expect(spooledNow()).toEqual([]);
  });
});
