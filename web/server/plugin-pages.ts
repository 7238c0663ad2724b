// The plugins' Remix pages, found at build time by web/vite.config.ts (it cannot load the TS manifests):
// every plugins/<id>/pages/<flat-route name>.tsx becomes a route (docs/plugins.md, Pages).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface PluginPage {
  /** `plugin.<id>.<file name without extension>` */
  id: string;
  plugin: string;
  /** URL path, Remix style (`training/:trainingID`); undefined for an index route at the root (never for a plugin). */
  path: string;
  /** True for `..._index` (the page at the parent path itself). */
  index: boolean;
  /** The module, relative to `appDirectory` (what Remix's `defineRoutes` takes). */
  file: string;
}

const PAGE = /^[^.].*\.tsx$/;

/** Remix's flat-route file name → URL path: `training.$trainingID` → `training/:trainingID`, `$` → `*`. */
export function flatRoutePath(name: string): { path: string; index: boolean } {
  const segments = name.split('.');
  const index = segments[segments.length - 1] === '_index';
  const parts = segments
    .filter((s, i) => !(index && i === segments.length - 1))
    .filter((s) => !s.startsWith('_')) // a pathless layout segment adds nothing to the URL
    .map((s) => s.replace(/_$/, '')) // `problem_` = not nested under problem's layout: same URL
    .map((s) => (s === '$' ? '*' : s.startsWith('$') ? `:${s.slice(1)}` : s));
  return { path: parts.join('/'), index };
}

/** Every page of every plugin folder under `pluginsRoot`; none when it is missing. */
export function pluginPages(pluginsRoot: string, appDirectory: string): PluginPage[] {
  if (!existsSync(pluginsRoot)) return [];
  const pages: PluginPage[] = [];
  const seen = new Map<string, string>();
  for (const plugin of readdirSync(pluginsRoot).sort()) {
    const dir = join(pluginsRoot, plugin, 'pages');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => PAGE.test(f) && !f.includes('.test.')).sort()) {
      const name = file.slice(0, -'.tsx'.length);
      const { path, index } = flatRoutePath(name);
      if (!path) throw new Error(`plugin '${plugin}': page ${file} has no URL path (a plugin cannot own the home page)`);
      // the same URL pattern whatever its parameters are called
      const key = `${path.replace(/:[^/]+/g, ':')}${index ? '/' : ''}`;
      const other = seen.get(key);
      if (other) throw new Error(`plugin '${plugin}': page ${file} has the same URL (/${path}) as ${other}`);
      seen.set(key, `${plugin}/pages/${file}`);
      pages.push({ id: `plugin.${plugin}.${name}`, plugin, path, index, file: relative(appDirectory, join(dir, file)) });
    }
  }
  return pages;
}
