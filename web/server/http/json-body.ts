import type { IncomingMessage } from 'node:http';

/** Why a body could not be read; mapped to 400/413/415 by error-response.ts. */
export class BodyError extends Error {
  constructor(
    readonly type: 'entity.parse.failed' | 'entity.too.large' | 'unsupported.media.type',
    readonly status: number,
    readonly limit?: number,
    readonly contentType?: string,
  ) {
    super(type);
  }
}

/**
 * Reads a JSON request body of at most `limit` bytes. An empty body is `{}`; a body that is not
 * JSON, or declared as another type, is refused without reading further than the limit.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new BodyError('entity.too.large', 413, limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new BodyError('entity.too.large', 413, limit);
    }
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/json' && !type.endsWith('+json') && type !== 'text/plain') {
    throw new BodyError('unsupported.media.type', 415, undefined, type);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyError('entity.parse.failed', 400);
  }
}
