import { EXTENSION_POINTS, type Extension, type ExtensionPoint, type PluginExtensionPointSpec, type ServiceGetter, type SessionUser } from '@oj/core';

/** The extension points the discussions plugin owns (issue 20 item 8), filled by other plugins by name. */
export const DISCUSSION_POINTS = {
  commentScope: 'discussions.commentScope',
  gidScope: 'discussions.gidScope',
} as const;

/** What a comment scope says about one of its sources (a contest): where it links and who administers it. */
export interface CommentSourceInfo {
  /** Shown as the message's source link text (the contest's title). */
  title: string;
  /** Site path of the Q&A (`/contest/3/comment`). */
  url: string;
  /** Whose comments everyone in the source sees (02 §6: the contest's admins — its author, the super admins). */
  adminUids: string[];
  /** The owner (the contest's author): replies on comments of the owner or of a super admin are the admins' (02 §6). */
  ownerUid: string;
}

/**
 * A comment area that is not a discussion (02 §2 "Contest comment"): the contests plugin fills `contest`
 * from its own access rules (`id` is the comment's `cid`). Without a filler contest comments are refused.
 */
export interface CommentScope extends Extension {
  /** The source's title, link and admins; undefined when it does not exist or the user may not see it at all. */
  describe(request: { id: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<CommentSourceInfo | undefined>;
  /** Whether the user may read and post in the source's Q&A (may enter the contest). */
  canSee(request: { id: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<boolean>;
  /** Whether the user administers it (contest admin: sees and answers every comment, deletes any). */
  isAdmin(request: { id: number; user: SessionUser; get: ServiceGetter }): Promise<boolean>;
}

/** A user's role in a group (the contract of issue 22): super admins and the owner (auth 5) are 'root'. */
export type GroupRole = 'root' | 'admin' | 'member';

/**
 * Discussions of a group (`gid` set): the groups plugin answers who is what in the group. The plugin asks
 * `role` (undefined: guest, applicant, refused, outsider, a site admin who is not a member, a missing group);
 * `canSee` (= role defined) and `isAdmin` (= 'admin' or 'root') are kept for older fillers.
 * Without a filler, every group discussion and every /api/group/*discussion* call is refused (404).
 */
export interface DiscussionGidScope extends Extension {
  role(request: { gid: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<GroupRole | undefined>;
  canSee(request: { gid: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<boolean>;
  isAdmin(request: { gid: number; user: SessionUser; get: ServiceGetter }): Promise<boolean>;
}

export const discussionExtensionPointSpecs: PluginExtensionPointSpec[] = [
  { name: DISCUSSION_POINTS.commentScope, description: 'Comment areas beyond discussions (the contests plugin: contest Q&A): who sees, who administers, where a message links.' },
  { name: DISCUSSION_POINTS.gidScope, description: 'Who is root, admin or member of a group, and so sees and administers its discussions (the groups plugin).' },
];

/** One of the plugin's points in a site (undefined where the site has no such point). */
export function discussionPoint<T extends Extension>(get: ServiceGetter, name: (typeof DISCUSSION_POINTS)[keyof typeof DISCUSSION_POINTS]): ExtensionPoint<T> | undefined {
  try {
    return get(EXTENSION_POINTS).get(name) as unknown as ExtensionPoint<T> | undefined;
  } catch {
    return undefined;
  }
}
