import { isSuperAdmin, NotFound, Unauthorized, type ProblemContext } from '@oj/core';
import { GroupAccess } from '../group-access';
import { GroupRepository } from '../group.repository';
import { GroupProblemService } from './group-problem.service';

/**
 * `get-problem-detail?gid=` and `get-full-screen-problem-list?gid=` (GroupFullProblemDetails): a group's problems to
 * its members (public ones; every one to its admins). `role` is what the core asks before it shows any row with a
 * gid (submissions, test data, statement files, group tags): the contract's rule, and for a super admin 'root' even
 * after the group was disbanded (its rows stay visible to super admins only).
 */
export const groupProblemContext = {
  id: 'group',
  field: 'gid' as const,
  async problemIds({ id, user, get }) {
    if (!user) throw new Unauthorized('groupProblem.loginFirst');
    const { role } = await get(GroupProblemService).member(id, user);
    return get(GroupProblemService).problemIds(id, role);
  },
  /** `get-user-problem-status` with gid: the member's marks from the submissions made in the group (HOJ's rule). */
  statuses: ({ id, pids, user, get }) => get(GroupProblemService).statuses(id, pids, user),
  async role({ id, user, get }) {
    return (await get(GroupAccess).role(id, user)) ?? (isSuperAdmin(user.roles) && !(await get(GroupRepository).find(id)) ? 'root' : undefined);
  },
} satisfies ProblemContext;

/** Thrown by the contexts when a pid is not one the caller opens in the group. */
export const problemNotInGroup = () => new NotFound('problem.notFound');
