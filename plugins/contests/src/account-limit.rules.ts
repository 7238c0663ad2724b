/**
 * The account limit (openAccountLimit + accountLimitRule), HOJ's tag syntax:
 *
 *   <prefix>team</prefix><start>1</start><end>100</end><suffix>_a</suffix><extra>judge1
 *   judge2</extra>
 *
 * allows `team1_a` … `team100_a` (the number written without leading zeros, or zero-padded to the width of
 * `<end>` when `<start>` is written with leading zeros, e.g. `<start>001</start><end>100</end>` allows
 * team001 … team100), plus every account listed in `<extra>` (one a line, or separated by spaces or
 * commas). Every tag is optional: without `<start>`/`<end>` there is no range, only the extra accounts.
 * Usernames compare exactly (case-sensitive), as logins do.
 */
export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  /** Zero-padding width of the number (0 for none). */
  width: number;
  extra: string[];
}

const tag = (text: string, name: string): string | undefined => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text);
  return m ? m[1] : undefined;
};

export class AccountLimitSyntaxError extends Error {}

/** Reads the stored rule; throws AccountLimitSyntaxError for a range that is not two whole numbers start ≤ end. */
export function parseAccountLimitRule(text: string | null | undefined): AccountLimitRule {
  const source = text ?? '';
  const prefix = (tag(source, 'prefix') ?? '').trim();
  const suffix = (tag(source, 'suffix') ?? '').trim();
  const startText = (tag(source, 'start') ?? '').trim();
  const endText = (tag(source, 'end') ?? '').trim();
  const extra = (tag(source, 'extra') ?? '').split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  if (!startText && !endText) return { prefix, suffix, start: null, end: null, width: 0, extra };
  if (!/^\d{1,9}$/.test(startText) || !/^\d{1,9}$/.test(endText)) throw new AccountLimitSyntaxError('the range needs whole numbers in <start> and <end>');
  const start = Number(startText);
  const end = Number(endText);
  if (start > end) throw new AccountLimitSyntaxError('<start> must not be greater than <end>');
  const width = startText.length > 1 && startText.startsWith('0') ? Math.max(startText.length, endText.length) : 0;
  return { prefix, suffix, start, end, width, extra };
}

/** Whether the stored rule parses. */
export function isValidAccountLimitRule(text: string | null | undefined): boolean {
  try {
    parseAccountLimitRule(text);
    return true;
  } catch {
    return false;
  }
}

/** Writes a rule back in the tag syntax (the admin form builds it from fields). */
export function formatAccountLimitRule(rule: Partial<AccountLimitRule>): string {
  const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : rule.width ? String(n).padStart(rule.width, '0') : String(n));
  return `<prefix>${rule.prefix ?? ''}</prefix><start>${num(rule.start)}</start><end>${num(rule.end)}</end><suffix>${rule.suffix ?? ''}</suffix><extra>${(rule.extra ?? []).join('\n')}</extra>`;
}

/** Whether `username` is one of the accounts the rule allows. A rule that does not parse allows only its extra accounts (none when unreadable). */
export function accountLimitAllows(rule: AccountLimitRule | string | null | undefined, username: string): boolean {
  let parsed: AccountLimitRule;
  if (typeof rule === 'object' && rule !== null) parsed = rule;
  else {
    try {
      parsed = parseAccountLimitRule(rule);
    } catch {
      return false;
    }
  }
  if (parsed.extra.includes(username)) return true;
  if (parsed.start === null || parsed.end === null) return false;
  if (!username.startsWith(parsed.prefix) || !username.endsWith(parsed.suffix)) return false;
  const middle = username.slice(parsed.prefix.length, username.length - parsed.suffix.length);
  if (!/^\d+$/.test(middle) || username.length < parsed.prefix.length + parsed.suffix.length) return false;
  if (parsed.width ? middle.length !== parsed.width : middle.length > 1 && middle.startsWith('0')) return false;
  const n = Number(middle);
  return n >= parsed.start && n <= parsed.end;
}
