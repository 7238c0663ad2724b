import { EXTENSION_POINTS, type Extension, type ExtensionPoint, type PluginExtensionPointSpec, type ServiceGetter } from '@oj/core';

/** The extension points the groups plugin owns (issue 22), filled by other plugins by name. */
export const GROUP_POINTS = {
  tabs: 'groups.tabs',
} as const;

/**
 * A tab of the group page (/group/:groupID/<path>) beside the built-in ones (home 10, problem 20, submission 50,
 * member 70, announcement 80, setting 90, rank 100): trainings (30), contests (40), discussions (60). The page is
 * the contributing plugin's own `pages/group.$groupID.<path>*.tsx`; without the plugin the tab is absent.
 */
export interface GroupTab extends Extension {
  /** The route segment under /group/:groupID. */
  path: string;
  /** i18n key of the label (the contributing plugin's catalogue). */
  labelKey: string;
  order: number;
  /** Shown only while this site switch is on (`openGroupDiscussion`). */
  siteSwitch?: string;
  /** Who sees it: anyone who may open the group (default), its admins and root, or its root only (the built-in announcement and setting tabs). */
  audience?: 'all' | 'admin' | 'root';
}

export const groupExtensionPointSpecs: PluginExtensionPointSpec[] = [
  { name: GROUP_POINTS.tabs, description: "Tabs of the group page beyond home, problems, submissions, members, announcements, setting and rank (the group's trainings, contests and discussions)." },
];

/** One of the plugin's points in a site (undefined where the site has no such point). */
export function groupPoint<T extends Extension>(get: ServiceGetter, name: (typeof GROUP_POINTS)[keyof typeof GROUP_POINTS]): ExtensionPoint<T> | undefined {
  try {
    return get(EXTENSION_POINTS).get(name) as unknown as ExtensionPoint<T> | undefined;
  } catch {
    return undefined;
  }
}
