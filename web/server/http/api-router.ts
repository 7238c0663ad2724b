import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileDownload, Forbidden, LiveStream, NotImplemented, RawResponse, Reply, TextStream, Unauthorized, validateDto, type ApiRoute, type ServiceIdentifier, type SessionControl } from '@oj/core';
import type { Logger } from 'pino';
import { errorEnvelope, okEnvelope, sendEnvelope } from './envelope.js';
import { errorResponse } from './error-response.js';
import { requestHost } from './forwarded-host.js';
import { readJsonBody } from './json-body.js';
import { readUpload, removeSpooled } from './multipart.js';
import { splitUrl } from './query-string.js';
import { csrfTokenOf, issueToken, sessionCookie, sessionOf } from './session-resolver.js';
import type { LiveStreams } from './live-streams.js';
import { labelRoute, scopeOf, type RequestOpener } from './request-context-middleware.js';
import type { RequestScope } from './request-scope.js';
import type { Translator } from './translator.js';
import { appendSetCookie } from './set-cookie.js';

/** A route as mounted: the definition plus the plugin that contributed it (none for the core's). */
export interface MountedRoute {
  route: ApiRoute<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  plugin?: string;
}

export interface ApiRouterDeps {
  translator: Translator;
  logger: Logger;
  opener: RequestOpener;
  isPluginEnabled(id: string): boolean;
  /** The message key of a switched-off plugin's 'No Access' (PluginHost.offMessageKey). */
  pluginOffMessage?(id: string): string;
  /** Whether the request reached the site over HTTPS (the session cookie is then Secure). */
  isSecure(req: IncomingMessage): boolean;
  /** Proxies in front of the site whose forwarding headers are believed (settings.trustProxy). */
  trustProxy: number;
  /** Called for an unexpected (500) error, after it is answered. */
  onUnexpected?(error: unknown): void;
  /** Opens the routes' LiveStream answers (within the caps every stream goes through). */
  liveStreams?: LiveStreams;
}

/** Route definitions spell their full path, as the spec does; everything under it is the API. */
export const API_PREFIX = '/api';

/** Paths under this need an admin role (03 §6); the admin login itself is the way in. */
const ADMIN_PREFIX = `${API_PREFIX}/admin/`;
const ADMIN_OPEN_PATHS = new Set([`${API_PREFIX}/admin/login`]);

/** Largest JSON body accepted on `/api` (code is at most 65535 characters; leave room for the rest). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The `/api` dispatcher: finds the route by exact path and method, opens the request context, checks
 * access, reads and validates the input, runs the use case and answers in the envelope. Unknown paths
 * get 404 and known paths with another method 405, in the envelope too. It runs in front of Express
 * (which serves the pages): the API is the hot path and needs none of Express's generic machinery.
 */
export function apiRouter(routes: readonly MountedRoute[], deps: ApiRouterDeps): Handler {
  const table = new Map<string, Map<string, MountedRoute>>();
  // paths with `{name}` segments (the ICPC Contest API's /api/ccs/contests/{id}/…): tried after the exact ones
  const templates: Array<{ pattern: RegExp; names: string[]; path: string }> = [];
  for (const mounted of routes) {
    const { route } = mounted;
    if (!route.path.startsWith(API_PREFIX + '/')) throw new Error(`route path ${route.path} must start with ${API_PREFIX}/`);
    if (route.path.includes('{') && !table.has(route.path)) templates.push(pathTemplate(route.path));
    const byMethod = table.get(route.path) ?? new Map<string, MountedRoute>();
    if (byMethod.has(route.method)) throw new Error(`two routes for ${route.method} ${route.path}`);
    byMethod.set(route.method, mounted);
    table.set(route.path, byMethod);
  }

  return (req, res) => {
    const { path: rawPath, query } = splitUrl(req.url ?? '/');
    let path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    if (!table.has(path) && templates.length) {
      for (const template of templates) {
        const match = template.pattern.exec(path);
        const values = match && decodedSegments(match.slice(1));
        if (!values) continue;
        // a path segment is an input like the query's (validated by the route's query DTO)
        template.names.forEach((name, i) => (query[name] = values[i]!));
        path = template.path;
        break;
      }
    }
    const byMethod = table.get(path);
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const mounted = byMethod?.get(method);
    labelRoute(res, mounted ? path : 'unmatched');
    const proceed = (scope: RequestScope): void => {
      if (!mounted) return notFound(req, res, scope, byMethod, path, deps);
      try {
        const running = run(mounted, req, res, scope, query, deps);
        if (running) running.catch((error: unknown) => sendError(error, res, scope, deps));
      } catch (error) {
        sendError(error, res, scope, deps);
      }
    };
    let opened: RequestScope | Promise<RequestScope>;
    try {
      opened = deps.opener.open(req, res, query.l);
    } catch (error) {
      sendError(error, res, scopeOf(res), deps, req);
      return;
    }
    if (opened instanceof Promise) opened.then(proceed, (error: unknown) => sendError(error, res, scopeOf(res), deps, req));
    else proceed(opened);
  };
}

/**
 * Runs one route. A GET without input whose use case answers synchronously is handled without a single
 * promise (promises are what the hot path pays most for, with async hooks enabled by the ORM).
 */
function run(mounted: MountedRoute, req: IncomingMessage, res: ServerResponse, scope: RequestScope, query: Record<string, unknown>, deps: ApiRouterDeps): Promise<void> | undefined {
  const { route, plugin } = mounted;
  const { context } = scope;
  if (plugin && !deps.isPluginEnabled(plugin)) throw new Forbidden(deps.pluginOffMessage?.(plugin) ?? 'error.noAccess', { plugin });
  checkCrossSite(req, route, query, deps.trustProxy);
  if (route.path.startsWith(ADMIN_PREFIX) && !ADMIN_OPEN_PATHS.has(route.path)) {
    if (!context.user) throw new Unauthorized('account.notAdmin');
    if (!context.ability.can('enter', 'Admin')) throw new Forbidden('account.notAdmin');
  }
  if (route.access.auth === 'login' && !context.user) throw new Unauthorized();
  if (route.access.can && !context.ability.can(...route.access.can)) throw context.user ? new Forbidden() : new Unauthorized();
  if (route.method !== 'GET' || route.query || route.body) return runWithInput(mounted, req, res, scope, query, deps);
  const data = route.handle({ query: {}, body: {}, request: context, session: sessionControl(req, res, deps), userAgent: userAgentOf(req), header: headerOf(req), get: (id) => scope.get(id) });
  if (data instanceof Promise) return data.then((d) => respond(route, req, res, scope, d, deps));
  return respond(route, req, res, scope, data, deps);
}

const userAgentOf = (req: IncomingMessage) => String(req.headers['user-agent'] ?? '');

const headerOf = (req: IncomingMessage) => (name: string): string | undefined => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** The `{…}` segments decoded; undefined when one is not valid percent-encoding (the path is then unknown: 404). */
function decodedSegments(raw: string[]): string[] | undefined {
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** `/api/ccs/contests/{id}/teams/{teamId}` → a pattern whose groups are the `{…}` segments. */
function pathTemplate(path: string): { pattern: RegExp; names: string[]; path: string } {
  const names: string[] = [];
  const source = path.split('/').map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(name);
    return '([^/]+)';
  }).join('/');
  return { pattern: new RegExp(`^${source}$`), names, path };
}

function sessionControl(req: IncomingMessage, res: ServerResponse, deps: ApiRouterDeps): SessionControl {
  const token = sessionOf(req)?.token;
  return {
    token,
    csrfToken: token ? csrfTokenOf(token) : undefined,
    issue: (token) => issueToken(res, token, deps.isSecure(req), false),
    clear: () => appendSetCookie(res, sessionCookie(null, deps.isSecure(req))),
  };
}

function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).host;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site requests (CSRF): a state-changing method must not come from another site's page (Origin,
 * else Referer, must name this host when present); a state-changing GET (resubmit, admin judge actions,
 * ...) authenticated only by the cookie must also carry the session's CSRF token, so a link or an image on
 * another site cannot trigger it.
 */
function checkCrossSite(req: IncomingMessage, route: ApiRoute<unknown, unknown, unknown>, query: Record<string, unknown>, trustProxy: number): void {
  const host = requestHost(req, trustProxy);
  if (route.method !== 'GET') {
    const from = hostOf(req.headers.origin === 'null' ? 'null://' : req.headers.origin) ?? hostOf(req.headers.referer);
    if (from !== undefined && from !== host) throw new Forbidden('account.crossSite');
    return;
  }
  if (!route.changesState) return;
  const session = sessionOf(req);
  if (!session || session.source === 'header') return;
  const sent = req.headers['x-csrf-token'] ?? query.csrf;
  // the token of the session as presented, or as renewed by this very request
  if (typeof sent !== 'string' || (sent !== csrfTokenOf(session.token) && (!session.replaced || sent !== csrfTokenOf(session.replaced)))) throw new Forbidden('account.csrf');
}

async function runWithInput(mounted: MountedRoute, req: IncomingMessage, res: ServerResponse, scope: RequestScope, query: Record<string, unknown>, deps: ApiRouterDeps): Promise<void> {
  const { route } = mounted;
  // a route that decides its access from the query (a group's admins with ?gid=) does so before any upload is read
  const early = route.authorize && route.query ? await validateDto(route.query, query, 'query') : undefined;
  if (route.authorize) await route.authorize({ query: early ?? {}, request: scope.context, get: <T,>(id: ServiceIdentifier<T>) => scope.get(id) });
  const upload = route.upload ? await readUpload(req, route.upload.field, route.upload.maxBytes, route.upload.toDisk) : undefined;
  let data: unknown;
  try {
    const rawBody = route.method === 'GET' ? undefined : (upload?.fields ?? (await readJsonBody(req, MAX_JSON_BODY_BYTES)));
    const q = early ?? (route.query ? await validateDto(route.query, query, 'query') : {});
    const listed = route.listBody && Array.isArray(rawBody) ? { [route.listBody]: rawBody } : rawBody;
    const body = route.body ? await validateDto(route.body, listed ?? {}, 'body') : {};
    const call = { query: q, body, file: upload?.file, spooledFile: upload?.spooled, request: scope.context, session: sessionControl(req, res, deps), userAgent: userAgentOf(req), header: headerOf(req), get: <T,>(id: ServiceIdentifier<T>) => scope.get(id) };
    data = await route.handle(call);
  } finally {
    // a spooled upload lives only as long as its handler, whatever it did: gone before the client hears back
    await removeSpooled(upload?.spooled);
  }
  await respond(route, req, res, scope, data, deps);
}

/** Writes a handler's result: the envelope, a file, or a live stream (which opens only within the caps). */
function respond(route: ApiRoute<unknown, unknown, unknown>, req: IncomingMessage, res: ServerResponse, scope: RequestScope, data: unknown, deps: ApiRouterDeps): Promise<void> | undefined {
  const locale = scope.context.locale;
  if (data instanceof LiveStream) {
    if (!deps.liveStreams) throw new NotImplemented('error.notImplemented', { what: 'live streams' });
    return deps.liveStreams.start(req, res, data, { sessionToken: sessionOf(req)?.token, ip: scope.context.ip });
  }
  if (data instanceof TextStream) return streamText(req, res, data);
  if (data instanceof RawResponse) {
    res.writeHead(data.status, { ...data.headers, 'Content-Type': data.contentType, 'Content-Length': String(Buffer.byteLength(data.body)) });
    res.end(req.method === 'HEAD' ? undefined : data.body);
  } else if (data instanceof FileDownload) {
    // RFC 6266: an ASCII fallback name plus the UTF-8 one
    const ascii = data.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.writeHead(200, [
      'Content-Type', data.contentType,
      'Content-Length', String(data.data.length),
      'Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(data.filename)}`,
    ]);
    res.end(data.data);
  } else if (data instanceof Reply) {
    sendEnvelope(res, data.status, { status: data.status, msg: deps.translator.t(locale, data.msgKey ?? route.successKey ?? 'success'), data: data.data });
  } else {
    sendEnvelope(res, 200, okEnvelope(data ?? null, deps.translator.t(locale, route.successKey ?? 'success')));
  }
  return undefined;
}

/** The text streams open in this process: the site ends them when it closes (else its server would not). */
const openTextStreams = new Set<ServerResponse>();

export function closeTextStreams(): void {
  for (const res of openTextStreams) res.end();
  openTextStreams.clear();
}

/** Streams a TextStream's output unbuffered, with its keep-alive text after each quiet interval, until the client leaves. */
function streamText(req: IncomingMessage, res: ServerResponse, stream: TextStream): undefined {
  req.socket.setNoDelay(true);
  res.writeHead(200, { 'Content-Type': stream.contentType, 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  let quiet = true;
  const write = (text: string): void => {
    if (res.writableEnded) return;
    quiet = false;
    res.write(text);
  };
  openTextStreams.add(res);
  const close = stream.open(write);
  const keepAlive = setInterval(() => {
    if (quiet) res.write(stream.keepAlive);
    quiet = true;
  }, stream.keepAliveMs);
  keepAlive.unref();
  res.once('close', () => {
    clearInterval(keepAlive);
    openTextStreams.delete(res);
    close();
  });
  return undefined;
}

function notFound(req: IncomingMessage, res: ServerResponse, scope: RequestScope, byMethod: Map<string, MountedRoute> | undefined, path: string, deps: ApiRouterDeps): void {
  const locale = scope.context.locale;
  req.resume();
  if (byMethod) {
    const allowed = [...byMethod.keys()].join(', ');
    res.setHeader('Allow', allowed);
    sendEnvelope(res, 405, errorEnvelope(405, deps.translator.t(locale, 'error.methodNotAllowed', { method: req.method, allowed })));
    return;
  }
  sendEnvelope(res, 404, errorEnvelope(404, deps.translator.t(locale, 'error.routeNotFound', { method: req.method, path })));
}

function sendError(error: unknown, res: ServerResponse, scope: RequestScope | undefined, deps: ApiRouterDeps, req?: IncomingMessage): void {
  req?.resume();
  const locale = scope?.context.locale ?? 'zh-CN';
  const answer = errorResponse(error, locale, deps.translator);
  if (answer.unexpected) {
    deps.logger.error({ err: error, reqId: scope?.context.requestId }, 'unexpected error in /api');
    deps.onUnexpected?.(error);
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  sendEnvelope(res, answer.status, answer.body);
}
