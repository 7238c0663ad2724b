import type { LoaderFunctionArgs } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { requirePlugin, usePluginTranslation } from '@oj/web/app/plugin-kit';
import { pageMessages } from './messages';
import { GROUPS_PLUGIN_ID } from './problem-api';

/** The page i18n with the plugin's own strings (docs/plugins.md). */
export const useProblemText = () => usePluginTranslation(pageMessages);

/** The server loader of a page without server data: the page does not exist while the plugin is off (docs/plugins.md). */
export function groupsPluginLoader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, GROUPS_PLUGIN_ID);
  return null;
}

/** What the problem pages read of the root route's data. */
export interface ProblemRootData {
  user?: { uid: string; username: string };
  locale?: string;
  config?: { name?: string };
}

export function useProblemRootData(): ProblemRootData {
  return (useRouteLoaderData('root') as ProblemRootData | undefined) ?? {};
}

/** The page title: `<what> · <site name>`. */
export function problemTitleOf(what: string, matches: Array<{ id: string; data?: unknown }>): Array<{ title: string }> {
  const config = (matches.find((m) => m.id === 'root')?.data as ProblemRootData | undefined)?.config;
  return [{ title: `${what} · ${config?.name ?? 'OJ'}` }];
}
