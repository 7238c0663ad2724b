import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../format/format';
import { dayLabel, type WeekSeries } from './week-chart';

use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Submissions (bars) and AC (line) per day (client only), disposed with the component. */
export default function WeekChart({ series, height }: { series: WeekSeries; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    chart.setOption({
      tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatNumber(value as number, series.locale) },
      legend: { bottom: 0 },
      grid: { left: 40, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: series.dates.map((d) => dayLabel(d, series.locale)) },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatNumber(value, series.locale) } },
      series: [
        { name: series.totalLabel, type: 'bar', data: series.total, itemStyle: { color: '#2d8cf0' } },
        { name: series.acLabel, type: 'line', data: series.ac, itemStyle: { color: '#19be6b' } },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [series]);
  return <div ref={host} style={{ width: '100%', height }} data-testid="week-chart-canvas" />;
}
