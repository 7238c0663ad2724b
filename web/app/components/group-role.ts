import { useRouteLoaderData } from '@remix-run/react';

/**
 * The route id of the groups plugin's group layout (its `group.$groupID.tsx`), by the site's rule for plugin
 * page ids (`plugin.<plugin id>.<file name>`, web/server/plugin-pages.ts). The kit owns it so that the other
 * plugins' group tabs read the layout's data without importing the groups plugin (plugins/architecture.test.ts).
 */
export const GROUP_LAYOUT_ROUTE = 'plugin.groups.group.$groupID';

export type GroupRoleName = 'root' | 'admin' | 'member';

/**
 * The viewer's role in the group of the page (get-group-detail's `role`, as the groups layout loaded it):
 * 'root', 'admin', 'member', or undefined for none, outside the layout, or on a site without the groups
 * plugin. Only what a page shows depends on it; the API decides.
 */
export function useGroupRole(): GroupRoleName | undefined {
  const data = useRouteLoaderData(GROUP_LAYOUT_ROUTE) as { group?: { role?: string | null } } | undefined;
  const role = data?.group?.role;
  return role === 'root' || role === 'admin' || role === 'member' ? role : undefined;
}
