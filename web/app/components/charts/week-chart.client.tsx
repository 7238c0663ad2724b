import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { WeekSeries } from './week-chart';

use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Submissions (bars) and AC (line) per day (client only), disposed with the component. */
export default function WeekChart({ series, height }: { series: WeekSeries; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 40, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: series.dates.map((d) => d.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
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
