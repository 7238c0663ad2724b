import type { ProblemDetail } from './problem-api';

/**
 * Where a problem's discussion is, or undefined when the link must not show (01 §2): only while the
 * problem's kind of discussion (group or public) is switched on, and never inside a contest.
 */
export function discussionLink(problem: Pick<ProblemDetail, 'problemId' | 'gid'>, config: { openPublicDiscussion: boolean; openGroupDiscussion: boolean }, inContest: boolean): string | undefined {
  if (inContest) return undefined;
  if (problem.gid) return config.openGroupDiscussion ? `/group/${problem.gid}/discussion?pid=${encodeURIComponent(problem.problemId)}` : undefined;
  return config.openPublicDiscussion ? `/discussion/${encodeURIComponent(problem.problemId)}` : undefined;
}
