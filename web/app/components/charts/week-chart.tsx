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
