import { EMPTY } from './format';

/** What a page shows of a moment: its day, or its day and time to the second. */
export type DateStyle = 'date' | 'dateTime';

/** A moment as loaders and the API hand it over. */
export type Moment = string | number | Date | null | undefined;

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  // 24-hour in every language, as judges show submit times
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

// a list formats many moments with the same few settings: one formatter each
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** The moment as a Date, or undefined when it is absent or not a moment. */
export function dateOf(value: Moment): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A moment in the page's language, in `timeZone` (the runtime's own when absent: the visitor's in a
 * browser), or '--'. Depends on the time zone: a server render must not use it (see `stableDate`).
 */
export function formatDate(value: Moment, locale: string, style: DateStyle = 'dateTime', timeZone?: string): string {
  const date = dateOf(value);
  return date ? formatterOf(locale, style, timeZone).format(date) : EMPTY;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The same moment in a form that reads the same on every machine, whatever its language data and time
 * zone: ISO-like in UTC ('2026-11-25' or '2026-11-25 03:04:05 UTC'). The server renders this and the
 * browser's hydration repeats it, so the two always match; the localised form follows right after.
 */
export function stableDate(value: Moment, style: DateStyle = 'dateTime'): string {
  const date = dateOf(value);
  if (!date) return EMPTY;
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return style === 'date' ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`;
}
