import 'reflect-metadata';
import type { Server } from 'node:http';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { LoadedSettings } from '@oj/config';
import {
  Container,
  coreExtensionPoints,
  EVENT_BUS,
  PluginHost,
  siteRoutes,
  WebsiteConfigService,
  type AbilityRule,
  type PluginManifest,
} from '@oj/core';
import { apiRouter, API_PREFIX, type MountedRoute } from './http/api-router.js';
import { SiteMetrics } from './http/metrics.js';
import { openApiDocument } from './http/openapi.js';
import { requestContext, scopeOf, type SessionResolver } from './http/request-context-middleware.js';
import { Translator } from './http/translator.js';
import { bindInfrastructure, openInfrastructure, type Infrastructure } from './infrastructure.js';
import type { PageServices } from './page-context.js';
import { pagesRouter, type PagesMode } from './pages.js';
import { healthRoute } from './routes/health.route.js';

export interface SiteOptions {
  logger: Logger;
  pages: PagesMode;
  /** The web workspace folder (holds build/ and app/). */
  webRoot: string;
  /** Shown in /api/health and the OpenAPI document. */
  version: string;
  plugins?: readonly PluginManifest[];
}

/** A running site's parts; `close()` releases everything it opened, in reverse order. */
export interface Site {
  app: Express;
  container: Container;
  infrastructure: Infrastructure;
  plugins: PluginHost;
  routes: readonly MountedRoute[];
  metrics: SiteMetrics;
  listen(port: number, host: string): Promise<Server>;
  close(): Promise<void>;
}

/** Core ability rules; the accounts feature adds the real ones. */
const CORE_ABILITY_RULES: AbilityRule[] = [];

/**
 * The composition root of the web process: opens the adapters the settings choose, binds them to the
 * core's tokens, loads the plugins, and builds the Express app (`/api`, `/metrics`, the pages).
 */
export async function createSite(loaded: LoadedSettings, options: SiteOptions): Promise<Site> {
  const { settings } = loaded;
  const { logger } = options;
  const infrastructure = await openInfrastructure(settings, logger);
  const closers: Array<() => Promise<void>> = [() => infrastructure.close()];
  try {
    const container = new Container({ defaultScope: 'Singleton' });
    bindInfrastructure(container, infrastructure);
    container.bind(WebsiteConfigService).toSelf();

    const manifests = options.plugins ?? [];
    for (const plugin of manifests) if (plugin.container) await container.load(plugin.container);
    const plugins = new PluginHost(manifests, coreExtensionPoints(), container.get(EVENT_BUS), (id) => container.get(id));
    const enabled = settings.plugins ?? manifests.filter((p) => p.enabledByDefault !== false).map((p) => p.id);
    for (const plugin of plugins.installed()) if (enabled.includes(plugin.id)) plugins.enable(plugin.id);

    const metrics = new SiteMetrics();
    const translator = new Translator(manifests.map((p) => p.i18n ?? {}));
    const routes: MountedRoute[] = [
      ...siteRoutes.map((route) => ({ route })),
      { route: healthRoute(() => infrastructure.health, options.version) },
      ...plugins.installed().flatMap((p) => (p.api ?? []).map((route) => ({ route, plugin: p.id }))),
    ];
    const abilityRules = () => [...CORE_ABILITY_RULES, ...plugins.abilityRules()];
    // no accounts yet: every request is a guest (the accounts feature replaces this resolver)
    const resolveUser: SessionResolver = async () => undefined;

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', settings.trustProxy);
    app.set('etag', false);
    app.get('/metrics', async (_req, res) => {
      // queue depth is read at scrape time; a queue that cannot answer leaves the last value
      const depth = await infrastructure.judgeQueue.depth().catch(() => undefined);
      if (depth) for (const [queue, count] of Object.entries(depth)) metrics.queueDepth.set({ queue }, count);
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.end(await metrics.registry.metrics());
    });
    const openapi = openApiDocument(routes, { title: 'Online Judge API', version: options.version });
    const context = requestContext({ container, logger, metrics, resolveUser, abilityRules });
    app.get(`${API_PREFIX}/openapi.json`, (_req, res) => {
      res.json(openapi);
    });
    app.use(API_PREFIX, context, apiRouter(routes, { translator, logger, scopeOf, isPluginEnabled: (id) => plugins.isEnabled(id) }));

    if (options.pages !== 'none') {
      const websiteConfig = container.get(WebsiteConfigService);
      const services: PageServices = { websiteConfig: () => websiteConfig.getPublic() };
      const pages = await pagesRouter(options.pages, options.webRoot, (_req, res) => {
        const { context: ctx } = scopeOf(res);
        return { services, request: { locale: ctx.locale, user: ctx.user, requestId: ctx.requestId } };
      });
      closers.push(() => pages.close());
      app.use(context, pages.router);
    }

    let server: Server | undefined;
    return {
      app,
      container,
      infrastructure,
      plugins,
      routes,
      metrics,
      listen: (port, host) =>
        new Promise((resolve, reject) => {
          const s = app.listen(port, host, () => resolve(s));
          s.once('error', reject);
          server = s;
          s.keepAliveTimeout = 65_000;
        }),
      async close() {
        if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
        server?.closeAllConnections?.();
        for (const close of closers.reverse()) await close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => {});
    throw error;
  }
}
