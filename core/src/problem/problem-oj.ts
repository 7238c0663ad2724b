import { OWN_JUDGE } from '../language/language.model';

/** The remote judges problems can be mirrored from (01 §1), by their keys. */
export const REMOTE_JUDGE_KEYS = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;

/** What the problem list's `oj` filter may say for "every judge". */
const ALL = 'ALL';

/**
 * The judge a list or tag query means (01 §2: All, Mine, or a remote key): undefined for all, 'ME' for
 * our own (sent as 'Mine' or 'ME'), else the remote key. Like HOJ, anything else reads as our own.
 */
export function problemOjOf(raw: string | undefined): string | undefined {
  const oj = raw?.trim().toUpperCase();
  if (!oj || oj === ALL) return undefined;
  return (REMOTE_JUDGE_KEYS as readonly string[]).includes(oj) ? oj : OWN_JUDGE;
}

/** The tag queries default to our own judge's tags (HOJ: `oj` defaults to ME; 'ALL' asks for every judge's). */
export function tagOjOf(raw: string | undefined): string | undefined {
  const oj = raw?.trim().toUpperCase();
  if (oj === ALL) return undefined;
  return oj ? problemOjOf(oj) : OWN_JUDGE;
}
