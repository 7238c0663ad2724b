import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceUnavailable, ValidationError, type EventBus, type SubmissionChange } from '@oj/core';
import { errorEnvelope, sendEnvelope } from './envelope.js';
import { errorResponse } from './error-response.js';
import { localeOf } from './locale.js';
import { splitUrl } from './query-string.js';
import type { Translator } from './translator.js';

/** The stream's path: outside the route table, since it answers an event stream, not the envelope. */
export const SUBMISSION_EVENTS_PATH = '/api/submission-events';
/** One stream follows at most this many submissions (a page shows at most this many rows that still change). */
export const MAX_STREAM_SUBMIT_IDS = 100;
/** Streams one process keeps open at once; beyond, 503 and the page polls instead. */
export const MAX_SUBMISSION_STREAMS = 1000;
/** A comment this often keeps proxies from closing an idle stream (most close after 30–60 s). */
export const STREAM_HEARTBEAT_MS = 25_000;

/** The largest submitId the database holds (a signed 32-bit key). */
const MAX_SUBMIT_ID = 2_147_483_647;

export interface SubmissionEventStreamOptions {
  events: EventBus;
  translator: Translator;
  maxStreams?: number;
  heartbeatMs?: number;
}

interface Client {
  res: ServerResponse;
  ids: readonly number[];
}

/**
 * `GET /api/submission-events?submitIds=1,2,3`: pushes `submission.changed` events (from any web process,
 * through the event bus) to the pages showing those submissions, as Server-Sent Events. One bus
 * subscription per process fans out to the streams that asked for each id.
 */
export class SubmissionEventStreams {
  private readonly clientsById = new Map<number, Set<Client>>();
  private readonly clients = new Set<Client>();
  private readonly maxStreams: number;
  private readonly heartbeatMs: number;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: SubmissionEventStreamOptions) {
    this.maxStreams = options.maxStreams ?? MAX_SUBMISSION_STREAMS;
    this.heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
    this.unsubscribe = options.events.subscribe('submission.changed', ({ payload }) => this.deliver(payload));
  }

  /** Open streams in this process (tests check that a closed client is gone). */
  get streamCount(): number {
    return this.clients.size;
  }

  /** Whether a request is for this stream (`handle` answers it). */
  static matches(url: string): boolean {
    return url === SUBMISSION_EVENTS_PATH || url.startsWith(`${SUBMISSION_EVENTS_PATH}?`);
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    const { query } = splitUrl(req.url ?? '');
    const locale = localeOf(req, query.l);
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendEnvelope(res, 405, errorEnvelope(405, this.options.translator.t(locale, 'error.methodNotAllowed', { method: req.method, allowed: 'GET' })));
      return;
    }
    try {
      const ids = parseSubmitIds(query.submitIds);
      if (this.clients.size >= this.maxStreams) throw new ServiceUnavailable();
      this.open(req, res, ids);
    } catch (error) {
      const answer = errorResponse(error, locale, this.options.translator);
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      sendEnvelope(res, answer.status, answer.body);
    }
  }

  /** Ends every stream and the bus subscription (the site is closing: open streams would keep the server from closing). */
  close(): void {
    this.unsubscribe();
    for (const client of [...this.clients]) client.res.end();
  }

  private open(req: IncomingMessage, res: ServerResponse, ids: readonly number[]): void {
    const client: Client = { res, ids };
    this.clients.add(client);
    for (const id of ids) {
      let set = this.clientsById.get(id);
      if (!set) this.clientsById.set(id, (set = new Set()));
      set.add(client);
    }
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      this.clients.delete(client);
      for (const id of ids) {
        const set = this.clientsById.get(id);
        set?.delete(client);
        if (set?.size === 0) this.clientsById.delete(id);
      }
    });
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx would otherwise hold the events in its buffer
      'X-Accel-Buffering': 'no',
    });
    // the first bytes: the client knows the stream is open (fetch resolves, EventSource fires `open`)
    res.write(': open\n\n');
  }

  private deliver(change: SubmissionChange): void {
    const clients = this.clientsById.get(change.submitId);
    if (!clients) return;
    // exactly the payload's fields, whatever else a publisher put on the object
    const { submitId, uid, pid, cid, status, score, time, memory } = change;
    const frame = `event: submission\ndata: ${JSON.stringify({ submitId, uid, pid, cid, status, score, time, memory })}\n\n`;
    for (const client of clients) client.res.write(frame);
  }
}

/** `submitIds=1,2,3`: 1 to 100 distinct positive integers. */
function parseSubmitIds(raw: string | string[] | undefined): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const problem = (key: string) => new ValidationError('error.validation', {}, [{ field: 'submitIds', key, params: { field: 'submitIds' } }]);
  if (text.trim() === '') throw problem('validation.isNotEmpty');
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > MAX_SUBMIT_ID)) throw problem('validation.isInt');
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_STREAM_SUBMIT_IDS) throw problem('validation.maxLength');
  return ids;
}
