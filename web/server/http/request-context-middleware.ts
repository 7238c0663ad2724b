import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildAbility, parseLocale, type AbilityRule, type AppAbility, type Container, type SessionUser } from '@oj/core';
import type { Logger } from 'pino';
import { clientIp } from './client-ip.js';
import { LOCALE_COOKIE, localeOf } from './locale.js';
import type { SiteMetrics } from './metrics.js';
import { RequestScope } from './request-scope.js';
import { appendSetCookie } from './set-cookie.js';

/** Finds the signed-in user of a request (the accounts feature provides it); undefined = guest. */
export type SessionResolver = (req: IncomingMessage, res: ServerResponse) => SessionUser | undefined | Promise<SessionUser | undefined>;

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** The remembered language lasts a year. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Request ids: this process's random prefix and a counter, unique across processes and cheap to make. */
const PROCESS_PREFIX = randomBytes(6).toString('hex');
let requestCounter = 0;
const nextRequestId = () => `${PROCESS_PREFIX}-${(++requestCounter).toString(36)}`;

export interface RequestContextDeps {
  container: Container;
  logger: Logger;
  metrics: SiteMetrics;
  resolveUser: SessionResolver;
  abilityRules(): readonly AbilityRule[];
  /** Proxies in front of the site whose X-Forwarded-For is believed (settings.trustProxy). */
  trustProxy: number;
}

const scopes = new WeakMap<ServerResponse, RequestScope>();
const routeLabels = new WeakMap<ServerResponse, string>();

/** The request's scope (set by `openRequest`). */
export function scopeOf(res: ServerResponse): RequestScope {
  return scopes.get(res) as RequestScope;
}

/** Names the route pattern a response belongs to, for the latency metric (never the raw URL). */
export function labelRoute(res: ServerResponse, pattern: string): void {
  routeLabels.set(res, pattern);
}

/**
 * Gives every request an id (echoed in X-Request-Id), a language, a user, an ability and a scope,
 * and logs and times it when it ends. Shared by the `/api` dispatcher and the pages.
 */
export class RequestOpener {
  private guestRules: readonly AbilityRule[] = [];
  private builtGuestAbility: AppAbility | undefined;

  constructor(private readonly deps: RequestContextDeps) {}

  /**
   * Opens the request as a guest scope, then resolves its user. Returns the scope directly when the
   * resolver answers synchronously (a request with no session), a promise otherwise; an error while
   * resolving the user is thrown after the guest scope is in place, so it is still answered in the envelope.
   */
  open(req: IncomingMessage, res: ServerResponse, queryL: unknown): RequestScope | Promise<RequestScope> {
    const started = process.hrtime.bigint();
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => this.finished(req, res, requestId, started));
    const locale = localeOf(req, queryL);
    const ip = clientIp(req, this.deps.trustProxy);
    const guest = new RequestScope(this.deps.container, { requestId, locale, user: undefined, ability: this.guestAbility(), ip });
    scopes.set(res, guest);
    const resolved = this.deps.resolveUser(req, res);
    const withUser = (user: SessionUser | undefined): RequestScope => {
      if (!user) return guest;
      // the ability is built when first asked (an admin route, a CASL check): most calls never ask
      const rules = this.deps.abilityRules();
      let ability: AppAbility | undefined;
      const context = { requestId, locale, user, ip, get ability() { return (ability ??= buildAbility(rules, user)); } };
      const scope = new RequestScope(this.deps.container, context);
      scopes.set(res, scope);
      return scope;
    };
    return resolved instanceof Promise ? resolved.then(withUser) : withUser(resolved);
  }

  /** Express middleware form, for the pages; a language chosen with `?l=` is remembered in a cookie. */
  middleware() {
    return (req: IncomingMessage & { query?: Record<string, unknown> }, res: ServerResponse, next: (error?: unknown) => void): void => {
      const chosen = parseLocale(typeof req.query?.l === 'string' ? req.query.l : undefined);
      if (chosen) appendSetCookie(res, `${LOCALE_COOKIE}=${chosen}; Path=/; Max-Age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax`);
      Promise.resolve()
        .then(() => this.open(req, res, req.query?.l))
        .then(() => next(), next);
    };
  }

  /** A guest's ability (also the permissions of the page render every signed-in visitor shares). */
  guestAbility(): AppAbility {
    const rules = this.deps.abilityRules();
    // the guest ability only changes when a plugin is switched: build it once per rule set
    if (!this.builtGuestAbility || rules.length !== this.guestRules.length || rules.some((r, i) => r !== this.guestRules[i])) {
      this.guestRules = [...rules];
      this.builtGuestAbility = buildAbility(rules, undefined);
    }
    return this.builtGuestAbility;
  }

  private finished(req: IncomingMessage, res: ServerResponse, requestId: string, started: bigint): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabels.get(res) ?? 'pages';
    this.deps.metrics.observeRequest(route, req.method ?? '', res.statusCode, seconds);
    if (res.statusCode >= 500) this.deps.metrics.unexpectedErrors.inc();
    this.deps.logger.info({ reqId: requestId, method: req.method, url: req.url, status: res.statusCode, ms: Math.round(seconds * 1e4) / 10 }, 'request');
  }
}
