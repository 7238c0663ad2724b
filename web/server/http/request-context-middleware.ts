import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { buildAbility, type AbilityRule, type Container, type SessionUser } from '@oj/core';
import type { Logger } from 'pino';
import { localeOf } from './locale.js';
import type { SiteMetrics } from './metrics.js';
import { RequestScope } from './request-scope.js';

/** Finds the signed-in user of a request (the accounts feature provides it); undefined = guest. */
export type SessionResolver = (req: Request, res: Response) => Promise<SessionUser | undefined>;

const REQUEST_ID = /^[\w.-]{1,64}$/;

export interface RequestContextDeps {
  container: Container;
  logger: Logger;
  metrics: SiteMetrics;
  resolveUser: SessionResolver;
  abilityRules(): readonly AbilityRule[];
}

/** Where the scope lives on the response. */
export function scopeOf(res: Response): RequestScope {
  return res.locals.scope as RequestScope;
}

/**
 * Gives every request an id (echoed in X-Request-Id), a language, a user, an ability and a scope,
 * and logs and times it when it ends.
 */
export function requestContext(deps: RequestContextDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const started = process.hrtime.bigint();
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (req.route?.path ? req.baseUrl + String(req.route.path) : req.baseUrl || 'unmatched') as string;
      deps.metrics.httpDuration.observe({ route, method: req.method, status: String(res.statusCode) }, seconds);
      if (res.statusCode >= 500) deps.metrics.unexpectedErrors.inc();
      deps.logger.info({ reqId: requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(seconds * 1e4) / 10 }, 'request');
    });
    const locale = localeOf(req);
    const ip = req.ip ?? '';
    // a guest scope first, so an error while finding the user is still answered in the envelope
    res.locals.scope = new RequestScope(deps.container, { requestId, locale, user: undefined, ability: buildAbility(deps.abilityRules(), undefined), ip });
    try {
      const user = await deps.resolveUser(req, res);
      if (user) res.locals.scope = new RequestScope(deps.container, { requestId, locale, user, ability: buildAbility(deps.abilityRules(), user), ip });
      next();
    } catch (error) {
      next(error);
    }
  };
}
