/** How the pages show numbers (01 §9): time in ms, memory from KB up to YB (base 1024), '--' for empty; counts per language. */

/** What an absent value shows as. */
export const EMPTY = '--';

/** Memory units, each 1024 of the one before; submissions report memory in KB. */
export const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const MEMORY_BASE = 1024;

const isEmpty = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** A run time in milliseconds: `15ms`, or '--'. */
export function formatTime(ms: number | string | null | undefined): string {
  return isEmpty(ms) ? EMPTY : `${Number(ms)}ms`;
}

/** A memory amount given in KB, in the largest unit that keeps it at 1 or more (at most two decimals): `1.5MB`. */
export function formatMemory(kb: number | string | null | undefined): string {
  if (isEmpty(kb)) return EMPTY;
  let value = Number(kb);
  let unit = 0;
  while (Math.abs(value) >= MEMORY_BASE && unit < MEMORY_UNITS.length - 1) {
    value /= MEMORY_BASE;
    unit++;
  }
  return `${Number(value.toFixed(2))}${MEMORY_UNITS[unit]}`;
}

/** A code length in bytes: `120B`, or '--'. */
export function formatLength(bytes: number | string | null | undefined): string {
  return isEmpty(bytes) ? EMPTY : `${Number(bytes)}B`;
}

/** The AC rate as a percentage with two decimals: `33.33%`; no submissions is `0.00%`. */
export function formatAcRate(ac: number | null | undefined, total: number | null | undefined): string {
  if (!total || !ac) return '0.00%';
  return `${((ac / total) * 100).toFixed(2)}%`;
}

// one number formatter a language: lists format many counts
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count or score in the page's language (digit grouping: `12,345`), or '--' when empty. */
export function formatNumber(value: number | string | null | undefined, locale: string): string {
  if (isEmpty(value)) return EMPTY;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(Number(value));
}

/** Any other value: itself, or '--' when empty. */
export function orEmpty(value: unknown): string {
  return isEmpty(value) ? EMPTY : String(value);
}
