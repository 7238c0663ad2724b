import { useRouteLoaderData } from '@remix-run/react';

/** What the contest pages read of the root route's data (signed-in user, site switches, enabled plugins). */
export interface RootData {
  user?: { uid: string; username: string; roles?: string[] };
  config?: { name?: string; openContestComment?: boolean };
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
export const PLUGIN_ID = 'contests';

/** Contest list page size (02 §9), until the server's answer names the size the plugin's settings chose. */
export const CONTEST_PAGE_SIZE = 10;
export const CONTEST_SUBMISSION_PAGE_SIZE = 20;
