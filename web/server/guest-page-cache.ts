import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { EventBus, EventName } from '@oj/core';
import { scopeOf } from './http/request-context-middleware.js';

/** A rendered page is rendered again after this long even without an event (events can be missed while Redis is away). */
export const GUEST_PAGE_MAX_AGE_MS = 30_000;

/**
 * Every event that changes what a guest's cached page shows: the website config and switches, the
 * announcements and carousel, the plugins (header entries, guest permissions), a user's name
 * (announcement authors), the language list.
 */
export const GUEST_PAGE_EVENTS: readonly EventName[] = ['site.config-changed', 'site.home-content-changed', 'plugin.toggled', 'plugin.settings-changed', 'account.changed', 'language.changed'];

/** At most this many rendered pages are kept (URL × language); more distinct URLs are rendered each time. */
const MAX_ENTRIES = 64;

interface Entry {
  at: number;
  contentType: string;
  html: Buffer;
  gzip?: Buffer;
}

type Req = IncomingMessage & { path?: string; originalUrl?: string };
type Next = (error?: unknown) => void;

/**
 * Server-rendered pages a guest sees, kept per process by URL and language for the pages that show
 * nothing personal to a guest (the home page): a guest's render does not depend on who asks, so the
 * same bytes are sent until an event says what they show changed. Signed-in visitors are always rendered.
 *
 * Invalidation: the events of GUEST_PAGE_EVENTS reach every process (EventBus); each drops its pages
 * and bumps a generation, and a render that began before the bump is not kept. Construct it after the
 * services whose cached data the pages read, so its handler runs after theirs have dropped that data.
 */
export class GuestPageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    events: EventBus,
    private readonly paths: ReadonlySet<string>,
    private readonly maxAgeMs = GUEST_PAGE_MAX_AGE_MS,
  ) {
    for (const name of GUEST_PAGE_EVENTS) events.subscribe(name, () => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  /** Answers a guest's GET of a cached page from memory (before compression: the gzip is kept too). */
  serve() {
    return (req: Req, res: ServerResponse, next: Next): void => {
      const key = this.keyOf(req, res);
      const entry = key === undefined ? undefined : this.entries.get(key);
      if (!entry || Date.now() - entry.at > this.maxAgeMs) return next();
      res.statusCode = 200;
      res.setHeader('Content-Type', entry.contentType);
      res.setHeader('Vary', 'Accept-Encoding');
      let body = entry.html;
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        entry.gzip ??= gzipSync(entry.html);
        body = entry.gzip;
        res.setHeader('Content-Encoding', 'gzip');
      }
      res.setHeader('Content-Length', body.length);
      res.end(body);
    };
  }

  /** Keeps the page a guest's request renders (placed after compression, so it sees the plain HTML). */
  capture() {
    return (req: Req, res: ServerResponse, next: Next): void => {
      const key = this.keyOf(req, res);
      if (key === undefined) return next();
      const generation = this.generation;
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0]);
        const contentType = res.getHeader('Content-Type');
        // only a complete, plain page with nothing request-specific beyond the language cookie
        if (res.statusCode === 200 && generation === this.generation && typeof contentType === 'string' && contentType.startsWith('text/html')) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(key, { at: Date.now(), contentType, html: Buffer.concat(chunks) });
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
      next();
    };
  }

  /** The cache key of a guest's GET of a cached path (URL and language), else undefined. */
  private keyOf(req: Req, res: ServerResponse): string | undefined {
    if (req.method !== 'GET' || !this.paths.has(req.path ?? '')) return undefined;
    const scope = scopeOf(res);
    if (!scope || scope.context.user) return undefined;
    return `${scope.context.locale} ${req.originalUrl ?? req.url}`;
  }
}
