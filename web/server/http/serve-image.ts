import type { ServerResponse } from 'node:http';
import { FILE_HASH_PATTERN, IMAGE_MIME, sniffImageType, type FileStore } from '@oj/core';

/** Content-addressed files never change under their name: browsers and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves a stored image by its hash, with its real type and long-lived cache headers; 404 otherwise. */
export async function serveImage(hash: string, files: FileStore, res: ServerResponse): Promise<void> {
  const data = FILE_HASH_PATTERN.test(hash) ? await files.read(hash).catch(() => undefined) : undefined;
  const type = data ? sniffImageType(data) : undefined;
  if (!data || !type) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': IMAGE_MIME[type], 'Content-Length': data.length, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' });
  res.end(data);
}
