import { Forbidden, SITE_SWITCHES_REPOSITORY, type SubmissionContext } from '@oj/core';
import { GroupProblemService } from '../problem/group-problem.service';
import { problemNotInGroup } from '../problem/group-problem.contexts';

/**
 * Submissions made in a group (`gid`, submit type group): refused while the site switch openGroupJudge is off,
 * for the group's members only, for the problems they open there. The row keeps the gid, so it shows in the
 * group's status list and never in the public one.
 */
export const groupSubmissionContext = {
  id: 'group',
  field: 'gid' as const,
  async resolve({ id, pid, user, get }) {
    if (!(await get(SITE_SWITCHES_REPOSITORY).get()).openGroupJudge) throw new Forbidden('groupProblem.judgeClosed');
    const service = get(GroupProblemService);
    const { role } = await service.member(id, user);
    if (!(await service.opens(id, pid, role))) throw problemNotInGroup();
    return { gid: id, priority: 'practice' as const, grantsProblem: true };
  },
} satisfies SubmissionContext;
