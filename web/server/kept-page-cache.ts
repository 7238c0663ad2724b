import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, type EventBus, type EventName } from '@oj/core';
import { scopeOf } from './http/request-context-middleware.js';
import { nonceOf } from './http/security-headers.js';
import { NonceTemplate } from './nonce-template.js';

/** A rendered page is rendered again after this long even without an event (events can be missed while Redis is away). */
export const KEPT_PAGE_MAX_AGE_MS = 30_000;

/**
 * Every event that changes what a kept page shows: the website config and switches, the announcements and
 * carousel, the plugins (header entries, permissions), a user's name (announcement authors), the language list.
 */
export const KEPT_PAGE_EVENTS: readonly EventName[] = ['site.config-changed', 'site.home-content-changed', 'plugin.toggled', 'plugin.settings-changed', 'account.changed', 'language.changed'];

/**
 * Who a kept page is for. `guest`: visitors without a session. `member`: every signed-in visitor alike — the
 * page is rendered as "someone signed in" with nobody's own data (see `isSharedRender`), and the page asks
 * for its visitor's own data (user, permissions) once hydrated.
 */
export type KeptPageAudience = 'guest' | 'member';

/**
 * One URL answers guests and signed-in visitors differently (by their cookie or Authorization header): no
 * shared cache (a proxy, a CDN) may keep it, and a browser asks again each time.
 */
const KEPT_PAGE_CACHE_CONTROL = 'private, no-cache';
/** What such an answer depends on besides its URL (compression adds Accept-Encoding to a rendered one). */
const KEPT_PAGE_VARY = 'Cookie, Authorization';

/** Whom a request's kept page is for: its scope has a user or not. */
const audienceOf = (res: ServerResponse): KeptPageAudience => (scopeOf(res).context.user ? 'member' : 'guest');

/** Responses being rendered for every signed-in visitor (the loaders must put nothing personal in them). */
const sharedRenders = new WeakSet<ServerResponse>();

/**
 * Whether this response is the render kept for every signed-in visitor: the pages' load context then
 * carries no user (only that someone is signed in) and a guest's permissions, so nothing personal can
 * reach the kept page.
 */
export function isSharedRender(res: ServerResponse): boolean {
  return sharedRenders.has(res);
}

/**
 * At most this many rendered pages are kept (URL × language). The URLs kept are few by construction (each
 * page's query parameters and their values are listed); this only guards against a list that lets too many through.
 */
const MAX_ENTRIES = 64;

/**
 * A kept page: its path and the query parameters its render reads, each with the values that are
 * kept (a URL with any other parameter, value, spelling or repetition is rendered each time, so no one can
 * crowd the kept pages out with made-up URLs). `l` (the language, already in the key) is allowed on every page.
 */
export interface KeptPage {
  path: string;
  params?: Readonly<Record<string, (value: string) => boolean>>;
}

/** `l` as the language switch writes it. */
const isLocaleParam = (value: string) => (LOCALES as readonly string[]).includes(value);

interface Entry {
  at: number;
  contentType: string;
  /** The page with holes for each answer's own script nonce (its CSP names it: security-headers.ts). */
  page: NonceTemplate;
}

type Req = IncomingMessage & { path?: string; originalUrl?: string };
type Next = (error?: unknown) => void;

/**
 * Server-rendered pages kept per process by URL, language and audience (guest or member) for the pages
 * whose render shows nothing personal beyond "signed in or not" (the home page): such a render does not
 * depend on who asks, so the same bytes are sent until an event says what they show changed. A signed-in
 * visitor's own data (the header's user menu, permissions) reaches the page after hydration, from its
 * loaders read again (`userPending` in the root loader). Rendering a page once per change instead of once
 * per signed-in visit is what keeps /home fast under load (docs/performance.md, bench/web).
 *
 * Invalidation: the events of KEPT_PAGE_EVENTS reach every process (EventBus); each drops its pages
 * and bumps a generation, and a render that began before the bump is not kept. Construct it after the
 * services whose cached data the pages read, so its handler runs after theirs have dropped that data.
 */
export class KeptPageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  /** Path → its kept query parameters (a Map: a parameter named like an Object property is not one). */
  private readonly pages: ReadonlyMap<string, ReadonlyMap<string, (value: string) => boolean>>;

  constructor(
    events: EventBus,
    pages: readonly KeptPage[],
    private readonly maxAgeMs = KEPT_PAGE_MAX_AGE_MS,
  ) {
    this.pages = new Map(pages.map((p) => [p.path, new Map([['l', isLocaleParam], ...Object.entries(p.params ?? {})])]));
    for (const name of KEPT_PAGE_EVENTS) events.subscribe(name, () => this.clear());
  }

  /** How many rendered pages are kept now. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  /** Answers a GET of a kept page from memory (before compression: the gzip is kept too). */
  serve() {
    return (req: Req, res: ServerResponse, next: Next): void => {
      const key = this.keyOf(req, res);
      const entry = key === undefined ? undefined : this.entries.get(key);
      if (!entry || Date.now() - entry.at > this.maxAgeMs) return next();
      res.statusCode = 200;
      res.setHeader('Content-Type', entry.contentType);
      res.setHeader('Cache-Control', KEPT_PAGE_CACHE_CONTROL);
      res.setHeader('Vary', `${KEPT_PAGE_VARY}, Accept-Encoding`);
      const nonce = nonceOf(res) ?? '';
      let body: Buffer;
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = entry.page.gzip(nonce);
        res.setHeader('Content-Encoding', 'gzip');
      } else {
        body = entry.page.fill(nonce);
      }
      res.setHeader('Content-Length', body.length);
      res.end(body);
    };
  }

  /**
   * Keeps the page a request renders (placed after compression, so it sees the plain HTML); a signed-in
   * visitor's request is marked a shared render first (`isSharedRender`).
   */
  capture() {
    return (req: Req, res: ServerResponse, next: Next): void => {
      const key = this.keyOf(req, res);
      if (key === undefined) return next();
      if (audienceOf(res) === 'member') {
        sharedRenders.add(res);
        // the visitor is known by now (the scope); the render's Request must not tell who asks, so no
        // loader can read or forward a credential into the page every signed-in visitor gets
        delete req.headers.cookie;
        delete req.headers.authorization;
      }
      // the rendered answer carries the same headers as the kept one
      res.setHeader('Cache-Control', KEPT_PAGE_CACHE_CONTROL);
      res.setHeader('Vary', KEPT_PAGE_VARY);
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
          this.entries.set(key, { at: Date.now(), contentType, page: new NonceTemplate(Buffer.concat(chunks), nonceOf(res)) });
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
      next();
    };
  }

  /**
   * The cache key of a GET of a kept page (audience, language, path and query as written), else undefined: the
   * query may only hold the page's listed parameters, each once, with a kept value, spelt as URLSearchParams
   * writes it (no percent-encoded variants), so the keys a page can have are few.
   */
  private keyOf(req: Req, res: ServerResponse): string | undefined {
    const params = req.method === 'GET' ? this.pages.get(req.path ?? '') : undefined;
    if (!params) return undefined;
    const scope = scopeOf(res);
    if (!scope) return undefined;
    const audience = audienceOf(res);
    const url = req.originalUrl ?? req.url ?? '';
    const mark = url.indexOf('?');
    const search = mark < 0 ? '' : url.slice(mark + 1);
    if (search) {
      const query = new URLSearchParams(search);
      if (query.toString() !== search) return undefined;
      const names = new Set<string>();
      for (const [name, value] of query) {
        const accepts = params.get(name);
        if (!accepts || names.has(name) || !accepts(value)) return undefined;
        names.add(name);
      }
    }
    return `${audience} ${scope.context.locale} ${req.path}?${search}`;
  }
}
