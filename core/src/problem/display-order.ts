/**
 * Display ids sort naturally (issue 18): runs of digits by their number, the rest by its letters, case
 * forgotten, so `P2` < `P10`, `999` < `1000` < `HA1`, and `W100` sits after `W99`. A key that compares as
 * plain bytes gives that order: each digit run becomes its length (3 digits) and its digits without leading
 * zeros, everything else is lower-cased. The problem table keeps the same key, made by the same rule in SQL
 * (`problem.display_order`, migration 0019), so lists ordered in the database and in memory agree.
 */
export function displayOrderKey(problemId: string): string {
  return problemId.replace(/[0-9]+|[^0-9]+/g, (part) => {
    if (!/^[0-9]/.test(part)) return part.toLowerCase();
    const digits = part.replace(/^0+/, '');
    return String(digits.length).padStart(3, '0') + digits;
  });
}

/** The natural order of display ids (ties, such as `007` and `7`, by the ids as written). */
export function compareDisplayIds(a: string, b: string): number {
  const [ka, kb] = [displayOrderKey(a), displayOrderKey(b)];
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
