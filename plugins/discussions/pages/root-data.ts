import { useRouteLoaderData } from '@remix-run/react';

/** What the discussion pages read of the root route's data (signed-in user, site switches, enabled plugins). */
export interface RootData {
  user?: { uid: string; username: string; avatar?: string };
  config?: { name?: string; openPublicDiscussion?: boolean; openContestComment?: boolean };
  plugins?: { enabled: string[] };
}

export function useRootData(): RootData {
  return (useRouteLoaderData('root') as RootData | undefined) ?? {};
}

/** The page title: `<what> · <site name>`. */
export function titleOf(what: string, matches: Array<{ id: string; data?: unknown }>): Array<{ title: string }> {
  const config = (matches.find((m) => m.id === 'root')?.data as RootData | undefined)?.config;
  return [{ title: `${what} · ${config?.name ?? 'OJ'}` }];
}

/** The plugin's id, as its loaders name it to requirePlugin. */
export const PLUGIN_ID = 'discussions';
