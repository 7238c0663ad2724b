import { dateOf, formatDate, stableDate, type DateStyle, type Moment } from '../format/date';
import { useHydrated } from './use-hydrated';

/**
 * A moment as every page shows one: in the page's language and the visitor's time zone. The server does
 * not know that time zone, so it writes a stable UTC form that hydration repeats exactly, and the browser
 * puts the localised form in its place right after. Plain markup: it costs a server render next to nothing.
 */
export function LocalDate({ value, locale, style = 'dateTime', testId }: { value: Moment; locale: string; style?: DateStyle; testId?: string }) {
  const hydrated = useHydrated();
  const date = dateOf(value);
  const text = hydrated ? formatDate(date, locale, style) : stableDate(date, style);
  return date ? <time dateTime={date.toISOString()} data-testid={testId}>{text}</time> : <span data-testid={testId}>{text}</span>;
}
