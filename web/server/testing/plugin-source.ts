import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginManifest } from '@oj/core';

/**
 * An installed plugin's manifest read from its source, for a test that runs it beside another plugin
 * (jest compiles it with the test, so both share the same @oj/core); undefined when its folder is not
 * there (scripts/ci-without-plugins.sh removes them), and the test then skips what needs it.
 */
export async function pluginFromSource(id: string): Promise<PluginManifest | undefined> {
  const entry = join(__dirname, '..', '..', '..', 'plugins', id, 'src', 'index.ts');
  if (!existsSync(entry)) return undefined;
  const loaded = (await import(entry)) as { default?: PluginManifest };
  return loaded.default;
}
