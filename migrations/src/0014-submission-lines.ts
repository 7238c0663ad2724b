import type { MigrationSpec } from '@oj/core';

/**
 * Each user's unfinished submissions by priority class, oldest first: what fair dispatch (a user's next
 * submission of a class goes to the queue once the one before it has a verdict) and the per-user cap on
 * waiting submissions read on every submit and every verdict (docs/submissions.md, "Fair judging").
 */
export const submissionLines: MigrationSpec = {
  name: '0014-submission-lines',
  up: ['create index submission_waiting on submission (uid, priority, submit_id) where status in (5, 6, 7, 9)'],
  down: ['drop index submission_waiting'],
};
