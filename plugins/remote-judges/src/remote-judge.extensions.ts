import { NotFound, ServiceUnavailable, ValidationError, type RemoteJudge, type RemoteProblem, type ServiceGetter } from '@oj/core';
import { AccountPool } from './accounts/account-pool';
import { JudgeHealth } from './health/judge-health';
import { RemoteJudgeError } from './http/remote-judge-error';
import type { JudgeAdapter } from './judges/judge-adapter';
import { REMOTE_JUDGE_ADAPTERS } from './judges/registry';
import { RemoteClients } from './remote-clients';

/** A remote judge's failure as the API answers it: a missing problem 404, the rest 503 naming the judge and the step. */
function domainErrorOf(adapter: JudgeAdapter, problemId: string, error: unknown): Error {
  if (!(error instanceof RemoteJudgeError)) return error as Error;
  if (error.kind === 'missing') return new NotFound('remote.problemMissing', { name: adapter.data.name, problemId });
  return new ServiceUnavailable('remote.judgeFailed', { message: error.message });
}

/** The core's view of one adapter (`remoteJudges` extension point): its state, its ids, its problems. */
export function remoteJudgeExtension(adapter: JudgeAdapter): RemoteJudge {
  const { key, name, pool, idExample } = adapter.data;
  return {
    id: key,
    name,
    // Gym lives on Codeforces' host
    siteUrl: (get: ServiceGetter) => `${get(RemoteClients).config.host(key).replace(/\/+$/, '')}${key === 'GYM' ? '/gym' : ''}`,
    async state(get: ServiceGetter) {
      const [accounts, health] = await Promise.all([get(AccountPool).usable(pool), get(JudgeHealth).state(key)]);
      return { enabled: get(RemoteClients).config.enabled(key), accounts, ...health };
    },
    normalizeProblemId(raw: string) {
      const id = adapter.canonicalId(raw);
      if (!id) throw new ValidationError('remote.problemIdForm', { name: key, example: idExample }, [{ field: 'problemId', key: 'remote.problemIdForm' }]);
      return id;
    },
    async fetchProblem(remoteId: string, get: ServiceGetter): Promise<RemoteProblem> {
      try {
        return await adapter.fetchProblem(get(RemoteClients).http(adapter), remoteId);
      } catch (error) {
        throw domainErrorOf(adapter, remoteId, error);
      }
    },
  };
}

/** Every judge's extension, registered while the plugin is enabled. */
export const remoteJudgeExtensions = REMOTE_JUDGE_ADAPTERS.map(remoteJudgeExtension);
