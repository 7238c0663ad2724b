import { LanguageService, LOGGER, type BackgroundService, type LanguageSeed } from '@oj/core';
import { AccountPool } from './accounts/account-pool';
import { JudgeHealth } from './health/judge-health';
import { REMOTE_JUDGE_ADAPTERS } from './judges/registry';
import { RemoteClients } from './remote-clients';
import { RemoteJudgeWorkers } from './runs/remote-worker';

/** How often each process looks for judges whose health check is due. */
const HEALTH_TICK_MS = 60_000;
/** Remote judges' languages sort after our own judge's in the lists. */
const SEQ_BASE = 10_000;

/** Every judge's languages as rows of the site's language list (`oj` = the judge's key, `key` = its own id). */
export function remoteLanguageSeeds(): LanguageSeed[] {
  return REMOTE_JUDGE_ADAPTERS.flatMap((a, j) =>
    a.data.languages.map((l, i) => ({ key: l.id, name: l.name, description: `${a.data.name}: ${l.name}`, contentType: l.contentType, template: '', codeTemplate: '', compileCommand: '', oj: a.data.key, seq: SEQ_BASE + j * 100 + i })),
  );
}

/**
 * What runs while the plugin is enabled: the judges' languages join the site's list (missing ones only,
 * so the admin's choices stay), the environment's accounts join the pools, the workers consume the
 * remote judge queue, and each enabled judge is health-checked when its turn comes.
 */
export const remoteJudgesBackground: BackgroundService = {
  id: 'remote-judges.workers',
  async start(get) {
    await get(LanguageService).seed(remoteLanguageSeeds());
    await get(AccountPool).syncEnvironment();
    const stopWorkers = await get(RemoteJudgeWorkers).start();
    const health = get(JudgeHealth);
    const config = get(RemoteClients).config;
    let checking: Promise<unknown> = Promise.resolve();
    const tick = () => {
      const period = config.healthCheckMs();
      if (!period) return;
      checking = Promise.all(
        REMOTE_JUDGE_ADAPTERS.filter((a) => config.enabled(a.data.key)).map((a) =>
          health.checkIfDue(a, period).catch((error: unknown) => get(LOGGER).warn({ err: error, judge: a.data.key }, 'remote judge health check failed to run')),
        ),
      );
    };
    tick();
    const timer = setInterval(tick, HEALTH_TICK_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await checking;
      await stopWorkers();
    };
  },
};
