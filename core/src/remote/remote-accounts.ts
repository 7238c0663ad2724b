import type { ServiceIdentifier } from 'inversify';

/**
 * A remote judge account the environment gives (REMOTE_JUDGE_ACCOUNTS): the site holds it in memory and
 * never stores its password. `judge` is a pool key (HDU, CF, POJ, AC, SPOJ, LIBRE; Gym uses CF's).
 */
export interface RemoteAccountSeed {
  judge: string;
  username: string;
  password: string;
}

/** The environment's remote judge accounts (empty when none are given). */
export const REMOTE_ACCOUNT_SEEDS: ServiceIdentifier<readonly RemoteAccountSeed[]> = Symbol.for('oj.RemoteAccountSeeds');
