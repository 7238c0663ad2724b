import { join } from 'node:path';
import type { PluginManifest } from '@oj/core';
import { discoverPlugins } from '../plugin-discovery.js';

/**
 * Every plugin installed in this checkout (plugins/<id>, built by `npm run build:backend`), as the site
 * loads them: tests over "every route" (the route fuzz, the state-changing GET list) include the routes of
 * plugins added later without naming them.
 */
export function installedPlugins(): Promise<PluginManifest[]> {
  return discoverPlugins(join(__dirname, '..', '..', '..', 'plugins'));
}
