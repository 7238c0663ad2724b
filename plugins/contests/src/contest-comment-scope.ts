import { CLOCK, isDomainError, SQL_RUNNER, type Extension, type ServiceGetter, type SessionUser } from '@oj/core';
import { ContestAccess } from './contest-access';
import type { Contest } from './contest.model';

/**
 * The contest's Q&A for the discussions plugin (issue 20 item 3), filling its `discussions.commentScope`
 * point with the contests' own access rules: who may read and post (whoever may enter the contest), who
 * administers it (isContestAdmin), and whose comments everyone sees (02 §6: the contest's author and the
 * super admins). The shape is the discussions plugin's CommentScope, said here without importing it.
 */
export interface ContestCommentScope extends Extension {
  describe(request: { id: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<{ title: string; url: string; adminUids: string[]; ownerUid: string } | undefined>;
  canSee(request: { id: number; user: SessionUser | undefined; get: ServiceGetter }): Promise<boolean>;
  isAdmin(request: { id: number; user: SessionUser; get: ServiceGetter }): Promise<boolean>;
}

/** The contest if the user may see it at all (hidden and foreign group contests: undefined). */
async function visibleContest(id: number, user: SessionUser | undefined, get: ServiceGetter): Promise<{ contest: Contest; admin: boolean } | undefined> {
  try {
    return await get(ContestAccess).visible(id, user, get);
  } catch (error) {
    if (isDomainError(error)) return undefined;
    throw error;
  }
}

export const contestCommentScope: ContestCommentScope = {
  id: 'contest',
  async describe({ id, user, get }) {
    const seen = await visibleContest(id, user, get);
    if (!seen) return undefined;
    const roots = await get(SQL_RUNNER).all<{ uid: string }>("select ur.uid from user_role ur join role r on r.id = ur.role_id where r.role = 'root'");
    const ownerUid = seen.contest.uid;
    return { title: seen.contest.title, url: `/contest/${id}/comment`, adminUids: [...new Set([ownerUid, ...roots.map((r) => r.uid)])], ownerUid };
  },
  async canSee({ id, user, get }) {
    if (!user) return false;
    const seen = await visibleContest(id, user, get);
    if (!seen) return false;
    const access = await get(ContestAccess).contestAccess(seen.contest, user, get(CLOCK).now(), seen.admin);
    return access.enter;
  },
  async isAdmin({ id, user, get }) {
    const seen = await visibleContest(id, user, get);
    return Boolean(seen?.admin);
  },
};
