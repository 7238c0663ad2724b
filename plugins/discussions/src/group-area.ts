import {
  Forbidden, inject, injectable, NotFound, Unauthorized, USER_REPOSITORY, WebsiteConfigService,
  type ServiceGetter, type SessionUser,
} from '@oj/core';
import { DISCUSSION_POINTS, discussionPoint, type DiscussionGidScope, type GroupRole } from './discussion-extension-points';

/** Group admins (03 §6): pin, hide and delete any discussion of the group, delete any comment there. */
export const isGroupAdmin = (role: GroupRole | undefined): boolean => role === 'admin' || role === 'root';

/**
 * The group discussion area (03 §2 Discussion tab, §6): open while the website config's openGroupDiscussion is
 * on, and only where a groups plugin fills `discussions.gidScope`; inside, the group's role decides.
 * Refusals: switch off 403 'No Access, there is no open group discussion area'; no filler 404; a group call of a
 * non-member 403; a group row asked for by a non-member 404, as if it did not exist (nothing leaks).
 */
@injectable()
export class GroupArea {
  constructor(@inject(WebsiteConfigService) private readonly config: WebsiteConfigService) {}

  /** The caller's role for a /api/group/*discussion* call: signed in and a member (or a super admin). */
  async enter(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<GroupRole> {
    const scope = await this.open(get, 'discussions.groupNotFound');
    if (!user) throw new Unauthorized('discussions.loginFirst');
    const role = await roleFrom(scope, gid, user, get);
    if (!role) throw new Forbidden('discussions.groupMembersOnly');
    return role;
  }

  /** The reader's role for one group row (a discussion, its comments): a non-member is told it does not exist. */
  async roleForRow(gid: number, user: SessionUser | undefined, get: ServiceGetter): Promise<GroupRole> {
    const scope = await this.open(get, 'discussions.notFound');
    const role = user ? await roleFrom(scope, gid, user, get) : undefined;
    if (!role) throw new NotFound('discussions.notFound');
    return role;
  }

  /**
   * Whether a message about a group row may reach this user (someone who left the group gets none: its
   * title would leak). No filler or the switch off: nobody.
   */
  async mayReceive(gid: number, uid: string, get: ServiceGetter): Promise<boolean> {
    const scope = firstScope(get);
    if (!scope || !(await this.config.get()).openGroupDiscussion) return false;
    const account = await get(USER_REPOSITORY).findByUid(uid);
    if (!account) return false;
    return Boolean(await roleFrom(scope, gid, { uid, username: account.username, roles: [...account.roles] }, get));
  }

  private async open(get: ServiceGetter, missingKey: string): Promise<DiscussionGidScope> {
    if (!(await this.config.get()).openGroupDiscussion) throw new Forbidden('discussions.groupUnavailable');
    const scope = firstScope(get);
    if (!scope) throw new NotFound(missingKey);
    return scope;
  }
}

const firstScope = (get: ServiceGetter): DiscussionGidScope | undefined => discussionPoint<DiscussionGidScope>(get, DISCUSSION_POINTS.gidScope)?.list()[0];

async function roleFrom(scope: DiscussionGidScope, gid: number, user: SessionUser, get: ServiceGetter): Promise<GroupRole | undefined> {
  if (typeof scope.role === 'function') return scope.role({ gid, user, get });
  // a filler written before `role` existed
  if (!(await scope.canSee({ gid, user, get }))) return undefined;
  return (await scope.isAdmin({ gid, user, get })) ? 'admin' : 'member';
}

/** The page of a discussion, which its messages link to: a group's under /group/:gid. */
export const discussionUrlOf = (d: { id: number; gid: number | null }): string => (d.gid === null ? `/discussion-detail/${d.id}` : `/group/${d.gid}/discussion-detail/${d.id}`);
