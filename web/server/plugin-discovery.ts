// Finds the installed plugins without naming any: every plugins/<id>/package.json (docs/plugins.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PluginManifest } from '@oj/core';

/** A plugin folder that cannot be loaded: the site does not start without it (it would judge half a site). */
export class PluginLoadError extends Error {}

interface PluginPackage {
  name?: string;
  main?: string;
}

/** The plugin folders under `pluginsRoot` (those with a package.json), sorted; none when it is missing. */
export function pluginFolders(pluginsRoot: string): string[] {
  if (!existsSync(pluginsRoot)) return [];
  return readdirSync(pluginsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsRoot, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Imports each plugin's built entry (`main`) and returns the manifests it default-exports. */
export async function discoverPlugins(pluginsRoot: string): Promise<PluginManifest[]> {
  const manifests: PluginManifest[] = [];
  for (const id of pluginFolders(pluginsRoot)) manifests.push(await loadPlugin(join(pluginsRoot, id), id));
  return manifests;
}

async function loadPlugin(folder: string, id: string): Promise<PluginManifest> {
  const fail = (why: string) => new PluginLoadError(`plugin '${id}' (${folder}) cannot be loaded: ${why}`);
  let pkg: PluginPackage;
  try {
    pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as PluginPackage;
  } catch (error) {
    throw fail(`package.json: ${(error as Error).message}`);
  }
  if (pkg.name !== `@oj/plugin-${id}`) throw fail(`its package must be named '@oj/plugin-${id}', not '${pkg.name ?? ''}'`);
  const entry = resolve(folder, pkg.main ?? 'index.js');
  if (!existsSync(entry)) throw fail(`its entry ${entry} does not exist (run npm run build:backend)`);
  let loaded: unknown;
  try {
    // an absolute POSIX path is a valid specifier for both Node's ESM loader and jest's require
    loaded = await import(entry);
  } catch (error) {
    throw fail((error as Error).stack ?? String(error));
  }
  const manifest = manifestOf(loaded);
  if (!manifest) throw fail('its entry has no default export made by definePlugin');
  if (manifest.id !== id) throw fail(`its manifest's id is '${manifest.id}'; the folder's name must be the id`);
  return manifest;
}

/** A CommonJS entry imported from ESM nests tsc's `exports.default` one level deeper. */
function manifestOf(loaded: unknown): PluginManifest | undefined {
  let value = loaded;
  for (let depth = 0; depth < 3 && value && typeof value === 'object'; depth++) {
    if (typeof (value as PluginManifest).id === 'string') return value as PluginManifest;
    value = (value as { default?: unknown }).default;
  }
  return undefined;
}
