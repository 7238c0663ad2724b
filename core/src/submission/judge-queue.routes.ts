import { defineRoute } from '../api/api-route';
import { JudgeQueueViewService } from './judge-queue-view.service';

/** The judging queue page's call (linked from the footer). */
export const judgeQueueRoutes = [
  defineRoute({
    method: 'GET', path: '/api/get-judge-queue', tag: 'submission', access: { auth: 'anon' },
    summary: 'Our extension (not in api-calls.tsv): waiting and judging submissions per priority class (highest first) with the oldest wait in seconds, the queue depth (test runs and checker compiles included), and the runners\' public health (name, online/faulty/offline, slots, busy, seconds since the last heartbeat)',
    handle: (call) => call.get(JudgeQueueViewService).view(),
  }),
];
