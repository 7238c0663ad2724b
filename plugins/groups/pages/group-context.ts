import { useRouteLoaderData } from '@remix-run/react';
import { GROUP_LAYOUT_ROUTE, useAbility } from '@oj/web/app/plugin-kit';
import { groupApi, type GroupDetail, type GroupTabInfo } from './group-api';
import { BUILT_IN_TABS, roleOf, type GroupRole } from './group-rules';

/** The route id of the group page's layout (group.$groupID.tsx): the kit's, which the other plugins' tabs read too. */
export { GROUP_LAYOUT_ROUTE };

/** What the layout loads: the group, its tabs, and the viewer's member auth and access. */
export type LoadedGroupData =
  | { group: GroupDetail; tabs: GroupTabInfo[]; userAuth: number; access: boolean; error?: undefined }
  | { group?: undefined; tabs: GroupTabInfo[]; userAuth: 0; access: false; error: string };

/** … with the viewer's group role (a site super admin is the group root). */
export type LoadedGroup = LoadedGroupData & { role: GroupRole; superAdmin: boolean };

export async function loadGroup(gid: string): Promise<LoadedGroupData> {
  // get-group-detail already answers the viewer's member auth and role: get-group-auth and get-group-access
  // would read the same again (they stay for HOJ clients)
  const detail = await groupApi.detail(gid);
  if (detail.status !== 200 || !detail.data) return { tabs: [], userAuth: 0, access: false, error: detail.msg };
  const group = detail.data;
  const userAuth = Number(group.userAuth ?? 0) || 0;
  const tabs = group.tabs?.length ? group.tabs : [...BUILT_IN_TABS];
  return { group, tabs, userAuth, access: group.role !== null && group.role !== undefined };
}

/** The group of the /group/:groupID/… page being shown (inside the layout). */
export function useGroup(): LoadedGroup {
  const data = useRouteLoaderData(GROUP_LAYOUT_ROUTE) as LoadedGroupData | undefined;
  const superAdmin = useAbility().can('manage', 'all');
  const loaded = data ?? { tabs: [], userAuth: 0 as const, access: false as const, error: '' };
  // the server's word on the role when it gives one (get-group-detail's `role`)
  const role = !loaded.group ? undefined : loaded.group.role !== undefined ? (loaded.group.role ?? undefined) : roleOf(loaded.userAuth, superAdmin);
  return { ...loaded, superAdmin, role } as LoadedGroup;
}
