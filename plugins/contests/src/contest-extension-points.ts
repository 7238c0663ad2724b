import { EXTENSION_POINTS, type Extension, type ExtensionPoint, type PluginExtensionPointSpec, type ServiceGetter, type SessionUser } from '@oj/core';
import type { Contest } from './contest.model';

/**
 * The extension points the contests plugin owns (issue 19 item 9), declared in its manifest; other plugins
 * fill them (`extensions: { 'contests.detailTabs': [...] }`, with `requires: ['contests?']`).
 */
export const CONTEST_POINTS = {
  detailTabs: 'contests.detailTabs',
  adminMenu: 'contests.adminMenu',
  gidScope: 'contests.gidScope',
  remoteImport: 'contests.remoteImport',
  clarifications: 'contests.clarifications',
} as const;

/**
 * A tab of the contest page (/contest/:cid/<path>) beside Overview, Problems, Submissions, Rank and
 * Announcements: the live-contest issue's print, AC info, rejudge and scroll board, the discussions'
 * Q&A. The page module is the contributing plugin's own page at that path.
 */
export interface ContestDetailTab extends Extension {
  /** The route segment under /contest/:cid (`comment`, `print`, …). */
  path: string;
  /** i18n key of the tab's label (the contributing plugin's catalogue). */
  labelKey: string;
  /** Place among the tabs; the built-in ones are 10 (overview) … 50 (announcements). */
  order: number;
  /** Who sees it: everyone who may enter, contest admins, or only the super admin. */
  audience?: 'all' | 'contestAdmin' | 'superAdmin';
  /** Only for this rule type (`ACM` tabs such as AC info and scroll board). */
  contestType?: 0 | 1;
  /** Shown only when the contest has this switch on (`openPrint`) or the site has this switch on (`openContestComment`). */
  requires?: { contest?: 'openPrint' | 'openRank'; siteSwitch?: string };
}

/** An entry of a contest's admin menu (/admin/contest list actions): `path` may hold `:cid`. */
export interface ContestAdminMenuEntry extends Extension {
  path: string;
  labelKey: string;
  order: number;
}

/** A user's role in a group (contract of issue 22): root (member auth 5, or a site super admin), admin (4), member (3). */
export type ContestGroupRole = 'root' | 'admin' | 'member';

/**
 * Who may see and administer a contest that belongs to a group (`gid` set): the groups plugin answers.
 * Without a filler a group contest is seen by site super admins only, and every /api/group/*contest* call answers 404.
 */
export interface ContestGidScope extends Extension {
  /** Whether the user may see the group's contest (a member of the group: role defined). */
  canSee(request: { contest: Contest; user: SessionUser | undefined; get: ServiceGetter }): Promise<boolean>;
  /** Whether the user administers it: the group's root, or a group admin who created it. */
  isAdmin(request: { contest: Contest; user: SessionUser; get: ServiceGetter }): Promise<boolean>;
  /**
   * The user's role in the group `gid`: 'root' (site super admin or member auth 5), 'admin' (4), 'member' (3);
   * undefined for guests, applicants, refused users, outsiders, site admins who are not members and missing groups.
   */
  role(request: { gid: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<ContestGroupRole | undefined>;
}

/**
 * Imports a remote judge's problem into the bank so a contest can add it (`import-remote-oj-problem`):
 * the remote judges plugin fills it; without a filler an unmirrored problem answers 501.
 */
export interface ContestRemoteImport extends Extension {
  importProblem(request: { oj: string; problemId: string; author: string; get: ServiceGetter }): Promise<{ pid: number; problemId: string }>;
}

/**
 * A contest's clarifications for the ICPC Contest API (src/ccs): the discussions plugin answers them from the
 * contest Q&A. `list` answers only what the user may read there; without a filler the API answers [].
 */
export interface ContestClarificationSource extends Extension {
  list(request: { contest: Contest; user: SessionUser | undefined; admin: boolean; get: ServiceGetter }): Promise<ContestClarification[]>;
}

/** One clarification: a question (from a team), an answer (reply to it) or an announcement (from and to null). */
export interface ContestClarification {
  id: string;
  /** The asking user's uid (a team id), null when the jury wrote it. */
  fromUid: string | null;
  /** The user it is addressed to, null for everyone. */
  toUid: string | null;
  replyToId: string | null;
  /** The contest problem's display id it is about. */
  problemDisplayId: string | null;
  text: string;
  /** epoch ms */
  time: number;
}

export const contestExtensionPointSpecs: PluginExtensionPointSpec[] = [
  { name: CONTEST_POINTS.detailTabs, description: 'Tabs of the contest page beyond overview, problems, submissions, rank and announcements (print, AC info, Q&A, scroll board).' },
  { name: CONTEST_POINTS.adminMenu, description: "Entries of a contest's admin menu beyond edit, problems and announcements." },
  { name: CONTEST_POINTS.gidScope, description: 'Who sees and administers a group contest (the groups plugin).' },
  { name: CONTEST_POINTS.remoteImport, description: 'Imports a remote judge problem for a contest (the remote judges plugin).' },
  { name: CONTEST_POINTS.clarifications, description: "A contest's clarifications for the ICPC Contest API (the discussions plugin's contest Q&A)." },
];

/** One of the plugin's points in a site (undefined where the site has no such point, e.g. a bare container). */
export function contestPoint<T extends Extension>(get: ServiceGetter, name: (typeof CONTEST_POINTS)[keyof typeof CONTEST_POINTS]): ExtensionPoint<T> | undefined {
  try {
    return get(EXTENSION_POINTS).get(name) as unknown as ExtensionPoint<T> | undefined;
  } catch {
    return undefined;
  }
}
