import { defineRoute } from '../api/api-route';
import { JudgeRunnerRegistry } from './judge-runner-registry';

/** The admin's judge view (03 §2): every runner's languages, slots, load, last heartbeat, health. */
export const judgeRunnerRoutes = [
  defineRoute({
    method: 'GET', path: '/api/admin/config/get-judge-service-info', tag: 'admin', access: { auth: 'login', can: ['enter', 'Admin'] },
    summary: "The judge runners: name, languages, slots, load, last heartbeat, healthy or faulty",
    handle: async (call) => call.get(JudgeRunnerRegistry).list(),
  }),
];
