import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../format/format';
import type { RatingSeries } from './rating-chart';

use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

const pad = (v: { min: number; max: number }) => Math.max(12 * 3_600_000, (v.max - v.min) * 0.05);

/** The rating after each rated contest on a time axis (client only), disposed with the component. */
export default function RatingLineChart({ series, height }: { series: RatingSeries; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    const ratings = series.points.map((p) => p.newRating);
    // a little room above and below the line, on round hundreds like Codeforces' chart
    const min = Math.floor((Math.min(...ratings, 1500) - 100) / 100) * 100;
    const max = Math.ceil((Math.max(...ratings, 1500) + 100) / 100) * 100;
    chart.setOption({
      tooltip: { trigger: 'item', formatter: (item: { dataIndex: number }) => series.tip(series.points[item.dataIndex]) },
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      // half a day (or 5 % of the span) of room on each side, so the first and last points are not cut off
      xAxis: { type: 'time', min: (v: { min: number; max: number }) => v.min - pad(v), max: (v: { min: number; max: number }) => v.max + pad(v) },
      yAxis: { type: 'value', min, max, axisLabel: { formatter: (value: number) => formatNumber(value, series.locale) } },
      series: [{ name: series.ratingLabel, type: 'line', symbolSize: 8, showAllSymbol: true, data: series.points.map((p) => [p.endTime, p.newRating]), itemStyle: { color: '#ff9900' } }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [series]);
  return <div ref={host} style={{ width: '100%', height }} data-testid="rating-chart-canvas" />;
}
