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

/** The groups plugin's group page layout (its `group.$groupID.tsx`), whose data the group tabs' pages read (docs/plugins.md, Pages). */
const GROUP_LAYOUT_ROUTE = 'plugin.groups.group.$groupID';

/**
 * The viewer's role in the group of the page (get-group-detail's `role`, as the groups layout loaded it):
 * 'root', 'admin', 'member', or undefined outside the layout. Only what the page shows depends on it; the
 * API decides.
 */
export function useGroupRole(): 'root' | 'admin' | 'member' | undefined {
  const data = useRouteLoaderData(GROUP_LAYOUT_ROUTE) as { group?: { role?: string | null } } | undefined;
  const role = data?.group?.role;
  return role === 'root' || role === 'admin' || role === 'member' ? role : undefined;
}
