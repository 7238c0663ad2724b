import { AtcoderAdapter } from './atcoder/atcoder.adapter';
import { CodeforcesAdapter } from './codeforces/codeforces.adapter';
import { GymAdapter } from './gym/gym.adapter';
import { HduAdapter } from './hdu/hdu.adapter';
import type { JudgeAdapter } from './judge-adapter';
import { LibreAdapter } from './libre/libre.adapter';
import { PojAdapter } from './poj/poj.adapter';
import { SpojAdapter } from './spoj/spoj.adapter';

/** One adapter per remote judge of the spec (01 §1), in its order: HDU, CF, POJ, GYM, AC, SPOJ, LIBRE. */
export const REMOTE_JUDGE_ADAPTERS: readonly JudgeAdapter[] = [
  new HduAdapter(), new CodeforcesAdapter(), new PojAdapter(), new GymAdapter(), new AtcoderAdapter(), new SpojAdapter(), new LibreAdapter(),
];

/** The account pools (Gym submits with Codeforces' accounts). */
export const ACCOUNT_POOLS = [...new Set(REMOTE_JUDGE_ADAPTERS.map((a) => a.data.pool))];

export function adapterOf(key: string): JudgeAdapter | undefined {
  return REMOTE_JUDGE_ADAPTERS.find((a) => a.data.key === key);
}
