import { SITE_SWITCHES_REPOSITORY, WebsiteConfigService, type ServiceGetter } from '@oj/core';
import { GROUP_POINTS, groupPoint, type GroupTab } from './group-extension-points';
import type { GroupRole } from './group.model';

/** The group page's own tabs (03 §2), filled into `groups.tabs` by the plugin itself beside the other plugins' ones. */
export const builtInGroupTabs: GroupTab[] = [
  { id: 'home', path: '', labelKey: 'group.tabHome', order: 10 },
  { id: 'problem', path: 'problem', labelKey: 'group.tabProblem', order: 20 },
  { id: 'submission', path: 'status', labelKey: 'group.tabSubmission', order: 50 },
  { id: 'member', path: 'member', labelKey: 'group.tabMember', order: 70 },
  { id: 'announcement', path: 'announcement', labelKey: 'group.tabAnnouncement', order: 80, audience: 'admin' },
  { id: 'setting', path: 'setting', labelKey: 'group.tabSetting', order: 90, audience: 'root' },
  { id: 'rank', path: 'rank', labelKey: 'group.tabRank', order: 100 },
];

/** A tab as get-group-detail answers it. */
export interface GroupTabView {
  id: string;
  path: string;
  labelKey: string;
  order: number;
}

/** The site's switches by name: the switch table's and the website config's (openGroupDiscussion). */
async function siteSwitchesOf(get: ServiceGetter): Promise<Record<string, unknown>> {
  const [switches, config] = await Promise.all([get(SITE_SWITCHES_REPOSITORY).get(), get(WebsiteConfigService).get()]);
  return { ...config, ...switches };
}

/** The tabs of the enabled plugins (their switch on) the viewer of this role sees, in order. */
export async function groupTabsFor(role: GroupRole | undefined, get: ServiceGetter): Promise<GroupTabView[]> {
  const tabs = (groupPoint<GroupTab>(get, GROUP_POINTS.tabs)?.list() ?? []).filter((t) =>
    t.audience === 'root' ? role === 'root' : t.audience === 'admin' ? role === 'root' || role === 'admin' : true,
  );
  const switches = tabs.some((t) => t.siteSwitch) ? await siteSwitchesOf(get) : {};
  return tabs
    .filter((t) => !t.siteSwitch || switches[t.siteSwitch] === true)
    .sort((a, b) => a.order - b.order)
    .map((t) => ({ id: t.id, path: t.path, labelKey: t.labelKey, order: t.order }));
}
