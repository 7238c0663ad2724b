import type { ServerResponse } from 'node:http';
import { FILE_HASH_PATTERN, type FileStore } from '@oj/core';

/**
 * Serves a stored file by its hash as a download (`<hash>/<name>`): never rendered by the browser
 * (attachment, octet-stream, nosniff), whatever its bytes are; 404 otherwise.
 */
export async function serveDownload(rest: string, files: FileStore, res: ServerResponse): Promise<void> {
  const [hash, encodedName = 'file'] = rest.split('/', 2);
  const data = FILE_HASH_PATTERN.test(hash) ? await files.read(hash).catch(() => undefined) : undefined;
  let name = 'file';
  try {
    name = decodeURIComponent(encodedName) || 'file';
  } catch {
    // a malformed name still downloads, as 'file'
  }
  if (!data) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('not found');
    return;
  }
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.writeHead(200, {
    'Content-Type': 'application/octet-stream',
    'Content-Length': data.length,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(data);
}
