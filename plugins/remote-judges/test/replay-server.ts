import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The fixtures' folder: `recorded/` (real responses, see its SOURCES.md) and `synthetic/` (hand-made, marked so). */
export const FIXTURES = join(__dirname, 'fixtures');

/** A request the server saw, for the tests' assertions. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The body as text (form or JSON). */
  body: string;
  headers: IncomingMessage['headers'];
}

/** What a route answers: a fixture file, a text, or bytes computed from the request. */
export interface ReplayRoute {
  method?: 'GET' | 'POST';
  /** The path without the query. */
  path: string;
  /** Query parameters the request must carry with these values (others may come too). */
  query?: Record<string, string>;
  /** A fixture path under FIXTURES. */
  file?: string;
  body?: string | Buffer | ((request: SeenRequest) => string | Buffer);
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
  /** Set-Cookie headers of the answer (a login's session). */
  setCookie?: string[];
  /** Served only to requests whose Cookie header holds this (a logged-in page). */
  cookie?: string;
  /** Served this many times, then it is gone (a poll's answers in order: judging, then the verdict). */
  times?: number;
  /** Answers only after this long (a timeout when longer than the client waits). */
  delayMs?: number;
  /** Never answers: the connection is dropped (an unreachable site). */
  drop?: boolean;
}

/**
 * A local stand-in for remote judges, on 127.0.0.1: answers recorded (or marked synthetic) responses at
 * the paths the real sites use, keeps a cookie-based login state where a route asks for it, and scripts
 * failures (status codes, delays, dropped connections, a CAPTCHA page). The newest route that matches a
 * request answers it, so a test adds a failure over the normal answers and it wins until used up.
 * Tests never reach the real sites (corpus README): every adapter's base URL points here.
 */
export class ReplayServer {
  readonly requests: SeenRequest[] = [];
  private readonly routes: ReplayRoute[] = [];
  private readonly files = new Map<string, Buffer>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<ReplayServer> {
    const holder: { replay?: ReplayServer } = {};
    const server = createServer((req, res) => void holder.replay?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.replay = new ReplayServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return holder.replay;
  }

  /** Adds routes; the newest wins a request both match. */
  route(...routes: ReplayRoute[]): this {
    this.routes.push(...routes);
    return this;
  }

  /** Forgets every route and request (a test starting over). */
  reset(): void {
    this.routes.length = 0;
    this.requests.length = 0;
  }

  /** Requests seen with this method and path. */
  seen(method: string, path: string): SeenRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  /** A fixture's bytes. */
  fixture(file: string): Buffer {
    let bytes = this.files.get(file);
    if (!bytes) {
      bytes = readFileSync(join(FIXTURES, file));
      this.files.set(file, bytes);
    }
    return bytes;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const seen: SeenRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
    this.requests.push(seen);
    const route = this.match(seen);
    if (!route) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain');
      res.end(`no replay route for ${seen.method} ${url.pathname}${url.search}`);
      return;
    }
    if (route.times !== undefined && --route.times <= 0) this.routes.splice(this.routes.indexOf(route), 1);
    if (route.drop) {
      req.socket.destroy();
      return;
    }
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    const body = route.file ? this.fixture(route.file) : typeof route.body === 'function' ? route.body(seen) : (route.body ?? '');
    res.statusCode = route.status ?? 200;
    res.setHeader('Content-Type', route.contentType ?? contentTypeOf(route.file));
    for (const [k, v] of Object.entries(route.headers ?? {})) res.setHeader(k, v);
    if (route.setCookie) res.setHeader('Set-Cookie', route.setCookie);
    res.end(body);
  }

  private match(request: SeenRequest): ReplayRoute | undefined {
    for (let i = this.routes.length - 1; i >= 0; i--) {
      const r = this.routes[i];
      if ((r.method ?? 'GET') !== request.method || r.path !== request.path) continue;
      if (r.query && Object.entries(r.query).some(([k, v]) => request.query.get(k) !== v)) continue;
      if (r.cookie && !(request.headers.cookie ?? '').includes(r.cookie)) continue;
      return r;
    }
    return undefined;
  }
}

function contentTypeOf(file: string | undefined): string {
  if (file?.endsWith('.json')) return 'application/json;charset=UTF-8';
  if (file?.includes('/hdu/')) return 'text/html; charset=gb2312';
  return 'text/html;charset=UTF-8';
}
