import { Loader, Stack } from '@mantine/core';
import { ClientOnly } from '../client-only';
import { LazyLoad, lazyModule } from '../lazy-load';

// ECharts loads with the first chart shown, not with the page
const weekChart = lazyModule(() => import('./week-chart.client').then((m) => m.default));

export interface WeekSeries {
  dates: string[];
  total: number[];
  ac: number[];
  totalLabel: string;
  acLabel: string;
  /** The page's language: the axes' days and numbers are written in it (01 §9). */
  locale: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day of the x axis ('2026-11-25', a calendar day, not a moment: no time zone moves it) as month and day
 * in the page's language; anything else as it came.
 */
export function dayLabel(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

/** A lazily loaded chart of the last week's submissions and AC per day. */
export function WeekChart({ series, height = 260 }: { series: WeekSeries; height?: number }) {
  const placeholder = (
    <Stack h={height} align="center" justify="center">
      <Loader size="sm" />
    </Stack>
  );
  return (
    <ClientOnly fallback={placeholder}>
      {() => (
        <LazyLoad module={weekChart} fallback={placeholder} height={height}>
          {(Chart) => <Chart series={series} height={height} />}
        </LazyLoad>
      )}
    </ClientOnly>
  );
}
