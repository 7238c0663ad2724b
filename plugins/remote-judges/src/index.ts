import { ContainerModule, definePlugin, type PluginManifest } from '@oj/core';
import { AccountPool } from './accounts/account-pool';
import { AccountRepository } from './accounts/account.repository';
import { accountSwitchFields } from './accounts/account-switch-fields';
import { RecentOtherContests } from './contests/recent-contests';
import { JudgeHealth } from './health/judge-health';
import { RemoteClients } from './remote-clients';
import { remoteJudgesBackground } from './remote-judges.background';
import { remoteJudgeExtensions } from './remote-judge.extensions';
import { remoteJudgeMessages } from './remote-judges.messages';
import { remoteJudgeMigrations } from './remote-judges.migrations';
import { remoteJudgeRoutes } from './remote-judges.routes';
import { REMOTE_JUDGES_PLUGIN_ID, remoteJudgeSettings } from './remote-judges.settings';
import { DEFAULT_TUNING, REMOTE_JUDGE_TUNING, type RemoteJudgeTuning } from './remote-judges.tuning';
import { RemoteRunRepository } from './runs/remote-run.repository';
import { RemoteJudgeWorkers } from './runs/remote-worker';

/**
 * Remote judges (issue 23; 01 §1): problems mirrored from HDU, Codeforces, POJ, Gym, AtCoder, SPOJ and
 * LibreOJ, and submissions on them judged there with a pool of accounts. One adapter per judge
 * (`src/judges/<judge>/`); the core reaches them only through its `remoteJudges`, `switchFields` and
 * `backgroundServices` extension points and the remote judge queue. `tuning` is for tests (a faster pace).
 */
export function remoteJudgesPlugin(options: { tuning?: Partial<RemoteJudgeTuning> } = {}): PluginManifest {
  return definePlugin({
    id: REMOTE_JUDGES_PLUGIN_ID,
    name: 'Remote judges',
    description: 'Mirror problems of HDU, Codeforces, POJ, Gym, AtCoder, SPOJ and LibreOJ and judge submissions there with a pool of accounts',
    container: new ContainerModule(({ bind }) => {
      bind(REMOTE_JUDGE_TUNING).toConstantValue({ ...DEFAULT_TUNING, ...options.tuning });
      for (const service of [AccountRepository, AccountPool, RemoteClients, RemoteRunRepository, JudgeHealth, RemoteJudgeWorkers, RecentOtherContests]) bind(service).toSelf();
    }),
    migrations: remoteJudgeMigrations,
    api: remoteJudgeRoutes,
    settings: remoteJudgeSettings,
    i18n: remoteJudgeMessages,
    // the admin's import page sits with the problems (the core's 100–130)
    adminNav: [{ id: 'remote-judge-import', path: '/admin/problem/remote', labelKey: 'remote.adminImport', groupKey: 'adminNav.problem', order: 135, can: ['manage', 'Problem'] }],
    extensions: {
      remoteJudges: remoteJudgeExtensions,
      switchFields: [accountSwitchFields],
      backgroundServices: [remoteJudgesBackground],
    },
  });
}

export default remoteJudgesPlugin();
