/** The live-contest tools' limits and defaults (02 §5, §9), in one place. */
export const LIVE_LIMITS = {
  /** 02 §5: fewer characters than this is 'The number of content cannot be less than 50'. */
  printMin: 50,
  /** Not in the spec: one print job is at most this long (a few dozen pages). */
  printMax: 65_535,
  /** 02 §9 page sizes. */
  printPageSize: 15,
  acInfoPageSize: 20,
} as const;

/** 02 §5: gold 10 %, silver 20 %, bronze 30 % of the ranked total (stars excluded), each rounded down. */
export const MEDAL_PERCENT = { gold: 10, silver: 20, bronze: 30 } as const;

export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

/** The scroll board's default medal counts for `rankedTotal` ranked (non-star) participants. */
export function medalDefaults(rankedTotal: number): MedalCounts {
  const of = (percent: number) => Math.floor((Math.max(0, rankedTotal) * percent) / 100);
  return { gold: of(MEDAL_PERCENT.gold), silver: of(MEDAL_PERCENT.silver), bronze: of(MEDAL_PERCENT.bronze) };
}

/** Why a print text is refused (message key), or undefined when it may be printed. Length counts the trimmed text. */
export function printTextRefusal(content: string | undefined): string | undefined {
  const text = (content ?? '').trim();
  if (!text) return 'contest.print.contentRequired';
  if ([...text].length < LIVE_LIMITS.printMin) return 'contest.print.contentTooShort';
  if ([...text].length > LIVE_LIMITS.printMax) return 'contest.print.contentTooLong';
  return undefined;
}
