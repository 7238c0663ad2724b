import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { FILE_HASH_PATTERN, type FileStore } from '@oj/core';

/**
 * Serves a stored file by its hash as a download (`<hash>/<name>`): never rendered by the browser
 * (attachment, octet-stream, nosniff), whatever its bytes are; 404 otherwise. Streamed from the store (an
 * attachment may be 64 MiB, and the shared stores hand it over in chunks).
 */
export async function serveDownload(rest: string, files: FileStore, res: ServerResponse): Promise<void> {
  const [hash, encodedName = 'file'] = rest.split('/', 2);
  const stored = FILE_HASH_PATTERN.test(hash) ? await files.stat(hash).catch(() => undefined) : undefined;
  const data = stored ? await files.stream(hash).catch(() => undefined) : undefined;
  let name = 'file';
  try {
    name = decodeURIComponent(encodedName) || 'file';
  } catch {
    // a malformed name still downloads, as 'file'
  }
  if (!stored || !data) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('not found');
    return;
  }
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.writeHead(200, {
    'Content-Type': 'application/octet-stream',
    'Content-Length': stored.size,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  // a store failing mid-way ends the response early: the client sees a short download, not a wrong one
  await pipeline(data, res).catch(() => undefined);
}
