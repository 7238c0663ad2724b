import { ValidationError, SECRET_BOX, ServiceUnavailable, UNIT_OF_WORK, type ServiceGetter, type SwitchFields } from '@oj/core';
import { AccountRepository } from './account.repository';

/** The switch page's account lists (api-calls.tsv `switch/update`), by their prefix, and the pool each fills. */
export const ACCOUNT_LISTS: ReadonlyArray<{ prefix: string; pool: string }> = [
  { prefix: 'hdu', pool: 'HDU' },
  { prefix: 'cf', pool: 'CF' },
  { prefix: 'poj', pool: 'POJ' },
  { prefix: 'atcoder', pool: 'AC' },
  { prefix: 'spoj', pool: 'SPOJ' },
  { prefix: 'libreoj', pool: 'LIBRE' },
];

/** An account as `switch/info` shows it: never a password, only whether one is stored. */
export interface AccountView {
  username: string;
  passwordSet: boolean;
  source: 'switch' | 'environment';
  /** Held by a submission now. */
  leased: boolean;
  lastError: string | null;
}

/**
 * The remote judges' accounts on the switch page (03 §5). `switch/info` answers each list's usernames
 * (`hduUsernameList`, ...) and, our extension, `remoteJudgeAccounts`: per pool, each account with
 * `passwordSet` (never the password), where it comes from and whether it is in use. `switch/update`
 * takes a pool's `…UsernameList` with its `…PasswordList` (same length; an empty password keeps the
 * stored one, which a new account must have): the pool's switch-page accounts become exactly those.
 * Passwords are sealed with SECRETS_KEY before they are stored; without the key a password is refused
 * (503, saying so). The environment's accounts are shown, not edited.
 */
export const accountSwitchFields: SwitchFields = {
  id: 'remote-judges.accounts',
  keys: ACCOUNT_LISTS.flatMap((l) => [`${l.prefix}UsernameList`, `${l.prefix}PasswordList`]),

  async info(get: ServiceGetter) {
    const accounts = await get(AccountRepository).list();
    const views: Record<string, AccountView[]> = {};
    const lists: Record<string, string[]> = {};
    for (const { prefix, pool } of ACCOUNT_LISTS) {
      const mine = accounts.filter((a) => a.judge === pool);
      views[pool] = mine.map((a) => ({ username: a.username, passwordSet: a.source === 'environment' || a.passwordSealed !== null, source: a.source, leased: a.leasedBy !== null && (a.leasedUntil?.getTime() ?? 0) > Date.now(), lastError: a.lastError }));
      lists[`${prefix}UsernameList`] = mine.filter((a) => a.source === 'switch').map((a) => a.username);
    }
    return { ...lists, remoteJudgeAccounts: views };
  },

  async check(values: Record<string, unknown>, get: ServiceGetter) {
    const existing = await get(AccountRepository).list();
    for (const { prefix, pool } of ACCOUNT_LISTS) {
      const names = values[`${prefix}UsernameList`] as string[] | undefined;
      const passwords = values[`${prefix}PasswordList`] as string[] | undefined;
      if (names === undefined && passwords === undefined) continue;
      const field = `${prefix}UsernameList`;
      if (names === undefined) throw new ValidationError('remote.accountNamesMissing', { field: `${prefix}PasswordList`, names: field }, [{ field: `${prefix}PasswordList`, key: 'remote.accountNamesMissing' }]);
      if (passwords !== undefined && passwords.length !== names.length) throw new ValidationError('remote.accountListsDiffer', { names: field, passwords: `${prefix}PasswordList` }, [{ field: `${prefix}PasswordList`, key: 'remote.accountListsDiffer' }]);
      const seen = new Set<string>();
      names.forEach((raw, i) => {
        const username = raw.trim();
        if (!username) throw new ValidationError('remote.accountNameEmpty', { field }, [{ field, key: 'remote.accountNameEmpty' }]);
        if (seen.has(username)) throw new ValidationError('remote.accountTwice', { judge: pool, username }, [{ field, key: 'remote.accountTwice' }]);
        seen.add(username);
        const stored = existing.find((a) => a.judge === pool && a.username === username);
        if (stored?.source === 'environment') throw new ValidationError('remote.accountFromEnvironment', { judge: pool, username }, [{ field, key: 'remote.accountFromEnvironment' }]);
        const password = passwords?.[i] ?? '';
        if (!password && !stored?.passwordSealed) throw new ValidationError('remote.accountPasswordRequired', { judge: pool, username }, [{ field: `${prefix}PasswordList`, key: 'remote.accountPasswordRequired' }]);
      });
      if ((passwords ?? []).some(Boolean) && !get(SECRET_BOX).available) throw new ServiceUnavailable('error.secretsKeyMissing');
    }
  },

  async apply(values: Record<string, unknown>, get: ServiceGetter) {
    const box = get(SECRET_BOX);
    const repository = get(AccountRepository);
    await get(UNIT_OF_WORK).run(async () => {
      for (const { prefix, pool } of ACCOUNT_LISTS) {
        const names = values[`${prefix}UsernameList`] as string[] | undefined;
        if (names === undefined) continue;
        const passwords = (values[`${prefix}PasswordList`] as string[] | undefined) ?? [];
        await repository.replaceSwitchAccounts(pool, names.map((name, i) => ({ username: name.trim(), passwordSealed: passwords[i] ? box.seal(passwords[i]) : undefined })));
      }
    });
  },
};
