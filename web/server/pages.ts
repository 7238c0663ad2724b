import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type GetLoadContextFunction } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Router } from 'express';
import type { KeptPageCache } from './kept-page-cache.js';

/** `build`: serve the production build; `dev`: Vite in middleware mode; `none`: API only (tests, runners). */
export type PagesMode = 'build' | 'dev' | 'none';

export class PagesNotBuilt extends Error {
  constructor(serverBuild: string) {
    super(`the pages are not built (${serverBuild} is missing): run 'npm run build' first`);
  }
}

/** The Remix pages (and their static assets) as Express middleware; with `keptPages`, the built pages it lists are kept (guest and member renders). */
export async function pagesRouter(
  mode: Exclude<PagesMode, 'none'>,
  webRoot: string,
  getLoadContext: GetLoadContextFunction,
  keptPages?: KeptPageCache,
): Promise<{ router: Router; close(): Promise<void> }> {
  const serverBuild = join(webRoot, 'build/server/index.js');
  const clientBuild = join(webRoot, 'build/client');
  const router = express.Router();
  // a kept page is answered before compression (its gzip is kept with it) and the static files
  if (keptPages && mode === 'build') router.use(keptPages.serve());
  router.use(compression());
  if (mode === 'dev') {
    const vite = await import('vite').then((v) => v.createServer({ root: webRoot, server: { middlewareMode: true } }));
    router.use(vite.middlewares);
    router.all('*', createRequestHandler({ build: () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>, getLoadContext }));
    return { router, close: () => vite.close() };
  }
  if (!existsSync(serverBuild)) throw new PagesNotBuilt(serverBuild);
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  // hashed assets never change; everything else may
  router.use('/assets', express.static(join(clientBuild, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // the other built files (favicon...) are listed once: a page request costs no file-system look-up
  const files = new Set(listFiles(clientBuild).filter((f) => !f.startsWith('/assets/')));
  const serveFile = express.static(clientBuild, { maxAge: '1h', index: false });
  router.use((req, res, next) => (files.has(req.path) ? serveFile(req, res, next) : next()));
  if (keptPages) router.use(keptPages.capture());
  router.all('*', createRequestHandler({ build, getLoadContext, mode: 'production' }));
  return { router, close: async () => {} };
}

/** Every file under `root`, as URL paths ('/favicon.ico'). */
function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => `/${relative(root, join(d.parentPath, d.name)).split(sep).join('/')}`);
}
