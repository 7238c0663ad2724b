// The plugins' Remix pages, found at build time by web/vite.config.ts (it cannot load the TS manifests):
// every plugins/<id>/pages/<flat-route name>.tsx becomes a route (docs/plugins.md, Pages).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface PluginPage {
  /** `plugin.<id>.<file name without extension>` */
  id: string;
  plugin: string;
  /** URL path, Remix style (`training/:trainingID`), below the parent's. */
  path: string;
  /** `root`, or the site's layout route the page sits in (`routes/admin`: the admin guard and menu). */
  parentId: string;
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
  const files = readdirSync(pluginsRoot)
    .sort()
    .flatMap((plugin) => {
      const dir = join(pluginsRoot, plugin, 'pages');
      return existsSync(dir) ? readdirSync(dir).filter((f) => PAGE.test(f) && !f.includes('.test.')).sort().map((file) => ({ plugin, dir, file })) : [];
    });
  const layouts = pluginLayouts(files.map((f) => f.file.slice(0, -'.tsx'.length)));
  const owner = new Map(files.map((f) => [f.file.slice(0, -'.tsx'.length), f.plugin]));
  for (const { plugin, dir, file } of files) {
    const name = file.slice(0, -'.tsx'.length);
    const segments = name.split('.');
    // nested in a plugin's layout page of its longest prefix (the group page's tabs around every /group/:groupID/… page)
    const layout = layouts.filter((l) => l !== name && name.startsWith(`${l}.`)).sort((a, b) => b.length - a.length)[0];
    if (layout) {
      const { path, index } = flatRoutePath(name.slice(layout.length + 1));
      const key = `${flatRoutePath(layout).path.replace(/:[^/]+/g, ':')}/${path.replace(/:[^/]+/g, ':')}${index ? '/' : ''}`;
      const other = seen.get(key);
      if (other) throw new Error(`plugin '${plugin}': page ${file} has the same URL (/${flatRoutePath(layout).path}/${path}) as ${other}`);
      seen.set(key, `${plugin}/pages/${file}`);
      pages.push({ id: `plugin.${plugin}.${name}`, plugin, path, index, parentId: `plugin.${owner.get(layout)}.${layout}`, file: relative(appDirectory, join(dir, file)) });
      continue;
    }
    // nested in the site's layout of its longest prefix, as Remix nests app/routes/admin.problems.tsx in admin.tsx
    let parent = segments.length - 1;
    while (parent > 0 && !existsSync(join(appDirectory, 'routes', `${segments.slice(0, parent).join('.')}.tsx`))) parent--;
    const parentId = parent > 0 ? `routes/${segments.slice(0, parent).join('.')}` : 'root';
    const { path, index } = flatRoutePath(segments.slice(parent).join('.'));
    const url = parent > 0 ? `${flatRoutePath(segments.slice(0, parent).join('.')).path}/${path}`.replace(/\/$/, '') : path;
    // an index page inside a site layout is that layout's own page (the discussions plugin's /discussion in the
    // core's guard), unless the site has an index page there itself
    const layoutIndex = parent > 0 && index && !existsSync(join(appDirectory, 'routes', `${segments.slice(0, parent).join('.')}._index.tsx`));
    if (!path && !layoutIndex) throw new Error(`plugin '${plugin}': page ${file} has no URL path (a plugin cannot own the home page or a page the site has)`);
    // the same URL pattern whatever its parameters are called
    const key = `${url.replace(/:[^/]+/g, ':')}${index ? '/' : ''}`;
    const other = seen.get(key);
    if (other) throw new Error(`plugin '${plugin}': page ${file} has the same URL (/${url}) as ${other}`);
    seen.set(key, `${plugin}/pages/${file}`);
    pages.push({ id: `plugin.${plugin}.${name}`, plugin, path, index, parentId, file: relative(appDirectory, join(dir, file)) });
  }
  return pages;
}

/**
 * The plugin pages that are layouts: a page `x.tsx` beside an index page `x._index.tsx` (of any plugin), as in
 * Remix's flat routes. Every other plugin page named `x.…` (not `x_.…`) renders in its `<Outlet />`; all other
 * pages stay flat.
 */
export function pluginLayouts(names: readonly string[]): string[] {
  const all = new Set(names);
  return names.filter((n) => !n.endsWith('._index') && all.has(`${n}._index`));
}
