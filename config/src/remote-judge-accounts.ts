import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/** The account pools of the remote judges (01 §1's keys; Gym submits with Codeforces' accounts). */
export const REMOTE_JUDGE_POOL_KEYS = ['HDU', 'CF', 'POJ', 'AC', 'SPOJ', 'LIBRE'] as const;

/** One account of REMOTE_JUDGE_ACCOUNTS. */
export interface RemoteJudgeAccountSeed {
  /** A pool key of REMOTE_JUDGE_POOL_KEYS. */
  judge: string;
  username: string;
  password: string;
}

/** Longest username and password an account may have (the pool table's columns). */
const USERNAME_MAX = 100;
const PASSWORD_MAX = 200;

/**
 * Reads REMOTE_JUDGE_ACCOUNTS (`{"CF":[{"username":"u","password":"p"}], ...}`). Throws an Error saying
 * what is wrong, never quoting a password.
 */
export function parseRemoteJudgeAccounts(raw: string): RemoteJudgeAccountSeed[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('it is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('it must be one JSON object');
  const seeds: RemoteJudgeAccountSeed[] = [];
  for (const [judge, accounts] of Object.entries(parsed)) {
    if (!(REMOTE_JUDGE_POOL_KEYS as readonly string[]).includes(judge)) throw new Error(`'${judge}' is not one of ${REMOTE_JUDGE_POOL_KEYS.join(', ')}`);
    if (!Array.isArray(accounts)) throw new Error(`${judge} must be a list of accounts`);
    accounts.forEach((account: unknown, i) => {
      const { username, password } = (typeof account === 'object' && account !== null ? account : {}) as Record<string, unknown>;
      if (typeof username !== 'string' || !username.trim() || username.length > USERNAME_MAX) throw new Error(`${judge}[${i}].username must be 1 to ${USERNAME_MAX} characters`);
      if (typeof password !== 'string' || !password || password.length > PASSWORD_MAX) throw new Error(`${judge}[${i}].password must be 1 to ${PASSWORD_MAX} characters`);
      if (seeds.some((s) => s.judge === judge && s.username === username.trim())) throw new Error(`${judge} lists '${username.trim()}' twice`);
      seeds.push({ judge, username: username.trim(), password });
    });
  }
  return seeds;
}

/** class-validator's check of the setting (its message names the setting through EXPECTED). */
@ValidatorConstraint({ name: 'remoteJudgeAccounts' })
export class RemoteJudgeAccountsFormat implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    try {
      parseRemoteJudgeAccounts(value);
      return true;
    } catch {
      return false;
    }
  }
}
