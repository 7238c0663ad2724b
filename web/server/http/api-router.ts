import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Forbidden, Reply, Unauthorized, validateDto, type ApiRoute, type HttpMethod } from '@oj/core';
import { okEnvelope, errorEnvelope } from './envelope.js';
import { errorResponse } from './error-response.js';
import type { RequestScope } from './request-scope.js';
import type { Translator } from './translator.js';
import type { Logger } from 'pino';

/** A route as mounted: the definition plus the plugin that contributed it (none for the core's). */
export interface MountedRoute {
  route: ApiRoute<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  plugin?: string;
}

export interface ApiRouterDeps {
  translator: Translator;
  logger: Logger;
  /** The request's scope, set by the request-context middleware. */
  scopeOf(res: Response): RequestScope;
  isPluginEnabled(id: string): boolean;
}

/** Largest JSON body accepted on `/api` (code is at most 65535 characters; leave room for the rest). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Where the router is mounted; route definitions spell their full path, as the spec does. */
export const API_PREFIX = '/api';

/**
 * Mounts route definitions on an Express router: checks access, validates the DTOs, runs the use case
 * and wraps its result in the envelope. Unknown paths get 404 and known paths with another method
 * 405, both in the envelope.
 */
export function apiRouter(routes: readonly MountedRoute[], deps: ApiRouterDeps): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const jsonBody = express.json({ limit: MAX_JSON_BODY_BYTES, strict: false });
  const methodsByPath = new Map<string, HttpMethod[]>();

  for (const { route, plugin } of routes) {
    if (!route.path.startsWith(API_PREFIX + '/')) throw new Error(`route path ${route.path} must start with ${API_PREFIX}/`);
    const path = route.path.slice(API_PREFIX.length);
    const methods = methodsByPath.get(path) ?? [];
    if (methods.includes(route.method)) throw new Error(`two routes for ${route.method} ${route.path}`);
    methods.push(route.method);
    methodsByPath.set(path, methods);

    const handler = async (req: Request, res: Response): Promise<void> => {
      const scope = deps.scopeOf(res);
      const { context } = scope;
      try {
        if (plugin && !deps.isPluginEnabled(plugin)) throw new Forbidden('error.noAccess', { plugin });
        if (route.access.auth === 'login' && !context.user) throw new Unauthorized();
        if (route.access.can && !context.ability.can(...route.access.can)) throw context.user ? new Forbidden() : new Unauthorized();
        const query = route.query ? await validateDto(route.query, req.query, 'query') : {};
        const body = route.body ? await validateDto(route.body, req.body ?? {}, 'body') : {};
        const data = await route.handle({ query, body, request: context, get: (id) => scope.get(id) });
        if (data instanceof Reply) {
          res.status(data.status).json({ status: data.status, msg: deps.translator.t(context.locale, data.msgKey ?? route.successKey ?? 'success'), data: data.data });
        } else {
          res.status(200).json(okEnvelope(data ?? null, deps.translator.t(context.locale, route.successKey ?? 'success')));
        }
      } catch (error) {
        sendError(error, req, res, deps);
      }
    };
    const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    if (route.method === 'GET') router.get(path, handler);
    else router[verb](path, jsonBody, handler);
  }

  // A known path asked with another method: 405 with Allow; anything else under /api: 404.
  router.all('*', (req, res) => {
    const scope = deps.scopeOf(res);
    const locale = scope.context.locale;
    const allowed = methodsByPath.get(req.path.replace(/\/$/, '') || '/');
    if (allowed) {
      res.setHeader('Allow', allowed.join(', '));
      res.status(405).json(errorEnvelope(405, deps.translator.t(locale, 'error.methodNotAllowed', { method: req.method, allowed: allowed.join(', ') })));
      return;
    }
    res.status(404).json(errorEnvelope(404, deps.translator.t(locale, 'error.routeNotFound', { method: req.method, path: req.baseUrl + req.path })));
  });

  // Errors raised before a handler ran (body parsing): same envelope.
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => sendError(error, req, res, deps));
  return router;
}

function sendError(error: unknown, req: Request, res: Response, deps: ApiRouterDeps): void {
  const scope = deps.scopeOf(res);
  const answer = errorResponse(error, scope.context.locale, deps.translator);
  if (answer.unexpected) deps.logger.error({ err: error, reqId: scope.context.requestId, path: req.path }, 'unexpected error in /api');
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}
