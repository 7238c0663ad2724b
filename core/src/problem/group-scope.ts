import type { ServiceIdentifier } from 'inversify';
import type { AppAction, AppSubject } from '../account/abilities';
import type { SessionUser } from '../account/session-user';
import type { RequestContext } from '../api/request-context';
import { PROBLEM_CONTEXTS } from '../plugin/core-extension-points';
import { Forbidden, Unauthorized } from '../shared/errors';
import { ApplyPublic, ProblemAuth, type Problem } from './problem.model';

/** A user's role in a group (the groups plugin's rule): root (owner, group root or site super admin), admin, member. */
export type GroupRole = 'root' | 'admin' | 'member';

type Getter = <T>(id: ServiceIdentifier<T>) => T;

/**
 * A public bank problem: public, and either outside groups or a group problem the site admin made public
 * (applyPublicProgress 2, 03 §4). Every public list, search and detail keeps to these.
 */
export const isPublicBankProblem = (p: Pick<Problem, 'auth' | 'isGroup' | 'applyPublicProgress'>): boolean =>
  p.auth === ProblemAuth.PUBLIC && (!p.isGroup || p.applyPublicProgress === ApplyPublic.PUBLIC);

/**
 * The viewer's role in group `gid`, as the plugin owning group ids answers it (its problemContexts entry with
 * field 'gid'); undefined without such a plugin, for a guest, an outsider or a missing group.
 */
export async function groupRoleOf(get: Getter, gid: number, user: SessionUser | undefined): Promise<GroupRole | undefined> {
  if (!user) return undefined;
  const owner = get(PROBLEM_CONTEXTS).list().find((c) => c.field === 'gid');
  return owner?.role ? owner.role({ id: gid, user, get }) : undefined;
}

export const managesGroup = (role: GroupRole | undefined): boolean => role === 'root' || role === 'admin';

/**
 * A site admin action that a group's admins may also take for their own group (test data, statement files,
 * group tags): with a gid the caller must be that group's admin or root, without one the site ability decides.
 */
export async function requireSiteOrGroupAdmin(request: Pick<RequestContext, 'user' | 'ability'>, get: Getter, gid: number | null | undefined, can: [AppAction, AppSubject]): Promise<void> {
  if (!request.user) throw new Unauthorized();
  if (gid) {
    if (!managesGroup(await groupRoleOf(get, gid, request.user))) throw new Forbidden();
    return;
  }
  if (!request.ability.can(...can)) throw new Forbidden();
}
