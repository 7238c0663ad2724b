import type { ServerResponse } from 'node:http';

/** The `/api` response shape of the spec: `{status, msg, data}`; `status` repeats the HTTP code. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export function okEnvelope<T>(data: T, msg: string): Envelope<T> {
  return { status: 200, msg, data };
}

export function errorEnvelope(status: number, msg: string, data: unknown = null): Envelope {
  return { status, msg, data };
}

/**
 * Writes an envelope as JSON straight to the socket: the hot path of every `/api` answer, so it skips
 * Express's generic `res.json` (charset parsing, ETag, type lookups).
 */
export function sendEnvelope(res: ServerResponse, status: number, envelope: Envelope): void {
  const body = serialise(envelope);
  // one writeHead with a flat header list: fewer header validations than one setHeader each
  res.writeHead(status, ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length)]);
  res.end(body);
}

/** Encoded envelopes of frozen results (cached reads like the website config, a board page), by result and message. */
const frozenBodies = new WeakMap<object, Map<string, Buffer>>();

/**
 * A frozen `data` can never change, so its envelope is serialised and encoded once per status and message,
 * and kept as bytes: a shared answer (a board page of ≈50 KB asked by many viewers) is then neither
 * serialised nor UTF-8 encoded again per request, and what it keeps lives outside the JavaScript heap (a
 * kept 50 KB string survived young collections and was promoted, feeding the old generation's pauses:
 * bench/contest-board, docs/performance.md). Anything else is serialised every time.
 */
function serialise(envelope: Envelope): string | Buffer {
  const data = envelope.data;
  if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return JSON.stringify(envelope);
  let bodies = frozenBodies.get(data);
  if (!bodies) {
    bodies = new Map();
    frozenBodies.set(data, bodies);
  }
  const key = `${envelope.status}\u0000${envelope.msg}`;
  let body = bodies.get(key);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(envelope));
    bodies.set(key, body);
  }
  return body;
}
