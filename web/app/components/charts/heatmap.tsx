import { Loader, Stack } from '@mantine/core';
import { ClientOnly } from '../client-only';
import { LazyLoad, lazyModule } from '../lazy-load';

const heatmapCalendar = lazyModule(() => import('./heatmap.client').then((m) => m.default));

export interface HeatmapData {
  points: Array<{ date: string; count: number }>;
  startDate: string;
  endDate: string;
  locale: string;
  tip: (date: string, count: number) => string;
}

/** A lazily loaded calendar heatmap (a year of days). */
export function Heatmap({ data, height = 140 }: { data: HeatmapData; height?: number }) {
  const placeholder = (
    <Stack h={height} align="center" justify="center">
      <Loader size="sm" />
    </Stack>
  );
  return (
    <ClientOnly fallback={placeholder}>
      {() => (
        <LazyLoad module={heatmapCalendar} fallback={placeholder} height={height}>
          {(Chart) => <Chart data={data} height={height} />}
        </LazyLoad>
      )}
    </ClientOnly>
  );
}
