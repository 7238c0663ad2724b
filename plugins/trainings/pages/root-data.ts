import { useRouteLoaderData } from '@remix-run/react';

/** What the trainings pages read of the root route's data (signed-in user, site switches, enabled plugins). */
export interface RootData {
  user?: { uid: string; username: string };
  config?: { name?: string; openPublicDiscussion?: boolean };
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
export const PLUGIN_ID = 'trainings';

/** Training list and rank page sizes (02 §9), until the server's answer names the size the plugin's settings chose. */
export const TRAINING_PAGE_SIZE = 15;
export const TRAINING_RANK_PAGE_SIZE = 30;
