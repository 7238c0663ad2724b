import { Loader, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { ClientOnly } from '../client-only';
import { LazyLoad, lazyModule } from '../lazy-load';

// ECharts loads with the first chart shown, not with the page (a failed or 120 s load offers a retry)
const statusPieChart = lazyModule(() => import('./status-pie.client').then((m) => m.default));

export interface PieSlice {
  name: string;
  value: number;
  color: string;
}

/** The judge-status categories of the statistics pie (01 §9), with the counter each reads and its colour. */
export const PIE_CATEGORIES = [
  { name: 'AC', key: 'ac', color: '#19be6b' },
  { name: 'WA', key: 'wa', color: '#ed3f14' },
  { name: 'TLE', key: 'tle', color: '#ff9900' },
  { name: 'MLE', key: 'mle', color: '#f7de00' },
  { name: 'RE', key: 're', color: '#ff6104' },
  { name: 'CE', key: 'ce', color: '#80848f' },
  { name: 'PA', key: 'pa', color: '#2d8cf0' },
  { name: 'PE', key: 'pe', color: '#f90' },
] as const;

export type PieCounts = Partial<Record<(typeof PIE_CATEGORIES)[number]['key'], number>>;

export function pieSlices(counts: PieCounts): PieSlice[] {
  return PIE_CATEGORIES.map((c) => ({ name: c.name, value: Number(counts[c.key] ?? 0), color: c.color }));
}

/** A lazily loaded ECharts pie of a problem's judge statuses. */
export function StatusPie({ counts, height = 300 }: { counts: PieCounts; height?: number }) {
  const slices = useMemo(() => pieSlices(counts), [counts]);
  return <SlicePie slices={slices} height={height} testId="status-pie" />;
}

/** A lazily loaded ECharts pie of any slices (a slice without a value is left out). */
export function SlicePie({ slices, height = 300, testId }: { slices: PieSlice[]; height?: number; testId: string }) {
  const placeholder = (
    <Stack h={height} align="center" justify="center">
      <Loader size="sm" />
    </Stack>
  );
  return (
    <div data-testid={testId}>
      <ClientOnly fallback={placeholder}>
        {() => (
          <LazyLoad module={statusPieChart} fallback={placeholder} height={height}>
            {(StatusPieChart) => <StatusPieChart slices={slices} height={height} />}
          </LazyLoad>
        )}
      </ClientOnly>
    </div>
  );
}
