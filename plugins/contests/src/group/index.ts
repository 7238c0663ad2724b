import type { ContainerModule } from '@oj/core';
import { GroupContestRepository } from './group-contest.repository';
import { GroupContestService } from './group-contest.service';

export { groupContestMessages } from './group-contest.messages';
export { groupContestRoutes } from './group-contest.routes';
export { contestGroupRole, isGroupAdmin, managesGroupContest } from './group-role';
export { GroupContestService } from './group-contest.service';

/** The group contest tab (`groups.tabs`, contract of issue 22): its page is pages/group.$groupID.contest._index.tsx. */
export const groupContestTab = { id: 'contest', path: 'contest', labelKey: 'groupContest.tab', order: 40 };

export function bindGroupContests(bind: Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind']): void {
  bind(GroupContestService).toSelf();
  bind(GroupContestRepository).toSelf();
}
