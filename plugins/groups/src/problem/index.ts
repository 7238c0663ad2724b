import { groupProblemExamineRoutes } from '../admin/group-problem-examine.routes';
import { GroupProblemExamineService } from '../admin/group-problem-examine.service';
import { groupRankRoutes } from '../rank/group-rank.routes';
import { GroupRankService } from '../rank/group-rank.service';
import { groupSubmissionContext } from '../submission/group-submission.context';
import { groupProblemContext } from './group-problem.contexts';
import { groupProblemMessages } from './group-problem.messages';
import { groupProblemRoutes } from './group-problem.routes';
import { GroupProblemService } from './group-problem.service';

/**
 * The group problems, submissions, rank and the admin's examine page (issue 22, H3), as one piece the manifest
 * spreads in: services to bind, routes, messages, and the core's problem/submission contexts for `gid`.
 */
export const groupProblemFeature = {
  services: [GroupProblemService, GroupRankService, GroupProblemExamineService],
  api: [...groupProblemRoutes, ...groupRankRoutes, ...groupProblemExamineRoutes],
  i18n: groupProblemMessages,
  problemContexts: [groupProblemContext],
  submissionContexts: [groupSubmissionContext],
};
