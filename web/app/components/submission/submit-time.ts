import { EMPTY } from '../../format/format';

/** A submit time in the page's language and the browser's time zone, 24-hour. */
export function formatSubmitTime(iso: string | null | undefined, locale: string): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? EMPTY : date.toLocaleString(locale, { hour12: false });
}
