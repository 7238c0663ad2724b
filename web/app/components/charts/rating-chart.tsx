import { Loader, Stack } from '@mantine/core';
import { ClientOnly } from '../client-only';
import { LazyLoad, lazyModule } from '../lazy-load';

const ratingLineChart = lazyModule(() => import('./rating-chart.client').then((m) => m.default));

/** One rated contest of a user's history (`get-user-rating-history`). */
export interface RatingPoint {
  cid: number;
  title: string;
  endTime: string;
  rank: number;
  oldRating: number;
  newRating: number;
}

export interface RatingSeries {
  points: RatingPoint[];
  locale: string;
  /** The tooltip of a point: contest, rank, rating and change. */
  tip: (point: RatingPoint) => string;
  ratingLabel: string;
}

/** A lazily loaded ECharts line of a user's rating after each rated contest. */
export function RatingChart({ series, height = 260 }: { series: RatingSeries; height?: number }) {
  const placeholder = (
    <Stack h={height} align="center" justify="center">
      <Loader size="sm" />
    </Stack>
  );
  return (
    <div data-testid="rating-chart">
      <ClientOnly fallback={placeholder}>
        {() => (
          <LazyLoad module={ratingLineChart} fallback={placeholder} height={height}>
            {(Chart) => <Chart series={series} height={height} />}
          </LazyLoad>
        )}
      </ClientOnly>
    </div>
  );
}
