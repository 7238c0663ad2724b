import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type GetLoadContextFunction } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Router } from 'express';

/** `build`: serve the production build; `dev`: Vite in middleware mode; `none`: API only (tests, runners). */
export type PagesMode = 'build' | 'dev' | 'none';

export class PagesNotBuilt extends Error {
  constructor(serverBuild: string) {
    super(`the pages are not built (${serverBuild} is missing): run 'npm run build' first`);
  }
}

/** The Remix pages (and their static assets) as Express middleware. */
export async function pagesRouter(
  mode: Exclude<PagesMode, 'none'>,
  webRoot: string,
  getLoadContext: GetLoadContextFunction,
): Promise<{ router: Router; close(): Promise<void> }> {
  const serverBuild = join(webRoot, 'build/server/index.js');
  const clientBuild = join(webRoot, 'build/client');
  const router = express.Router();
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
  router.use(express.static(clientBuild, { maxAge: '1h', index: false }));
  router.all('*', createRequestHandler({ build, getLoadContext, mode: 'production' }));
  return { router, close: async () => {} };
}
