import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../format/format';
import type { RatingSeries } from './rating-chart';

use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

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
      xAxis: { type: 'time' },
      yAxis: { type: 'value', min, max, axisLabel: { formatter: (value: number) => formatNumber(value, series.locale) } },
      series: [{ name: series.ratingLabel, type: 'line', symbolSize: 8, data: series.points.map((p) => [p.endTime, p.newRating]), itemStyle: { color: '#ff9900' } }],
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
