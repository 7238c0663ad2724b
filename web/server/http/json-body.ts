import type { IncomingMessage } from 'node:http';
import { MAX_INPUT_DEPTH, ValidationError } from '@oj/core';

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
  const bytes = Buffer.concat(chunks);
  // refused before JSON.parse and every later walk of the value can recurse that deep
  if (nestsDeeperThan(bytes, MAX_INPUT_DEPTH)) throw new ValidationError('validation.tooDeep', { source: 'body', max: MAX_INPUT_DEPTH });
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BodyError('entity.parse.failed', 400);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` lists or objects inside one another (outside strings). Reads the
 * UTF-8 bytes once: the bytes of a multi-byte character are all above 0x7f, so they never look like these.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_LIST || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_LIST || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}
