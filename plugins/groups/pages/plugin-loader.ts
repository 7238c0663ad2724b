import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePlugin } from '@oj/web/app/plugin-kit';
import { PLUGIN_ID } from './root-data';

/** The server loader of a page without server data: the page does not exist while the plugin is off (docs/plugins.md). */
export function pluginLoader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}
