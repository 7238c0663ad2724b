import { NotFound, type ProblemContext, type SubmissionContext } from '@oj/core';
import { TrainingRepository } from './training.repository';
import { TrainingService } from './training.service';

/**
 * Submissions made inside a training (`tid`): allowed to users who may enter it, for its problems only;
 * the row records the tid (progress and rank read it) and a group training's gid, and is judged at practice priority. A private
 * problem of the training may be submitted there.
 */
export const trainingSubmissionContext = {
  id: 'training',
  field: 'tid' as const,
  async resolve({ id, pid, user, get }) {
    const pids = await get(TrainingService).problemIds(id, user, get);
    if (!pids.includes(pid)) throw new NotFound('training.problemNotInTraining');
    // a group's training: the row carries the group's gid too, so that it stays out of the public lists (issue 22)
    const gid = (await get(TrainingRepository).find(id))?.gid ?? null;
    return { tid: id, gid, priority: 'practice' as const, grantsProblem: true };
  },
} satisfies SubmissionContext;

/** `get-problem-detail` and `get-full-screen-problem-list` with a tid: the training's problems, to users who may enter it. */
export const trainingProblemContext = {
  id: 'training',
  field: 'tid' as const,
  problemIds: ({ id, user, get }) => get(TrainingService).problemIds(id, user, get),
} satisfies ProblemContext;
