import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { HeatmapData } from './heatmap';

use([HeatmapChart, CalendarComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** The last year's submissions per day on an ECharts calendar (client only). */
export default function HeatmapCalendar({ data, height }: { data: HeatmapData; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    const max = Math.max(4, ...data.points.map((p) => p.count));
    chart.setOption({
      tooltip: { formatter: (p: { value: [string, number] }) => data.tip(p.value[0], p.value[1]) },
      visualMap: { show: false, min: 0, max, inRange: { color: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] } },
      calendar: {
        range: [data.startDate, data.endDate],
        cellSize: ['auto', 13],
        top: 24, left: 30, right: 10,
        // days without a submission show as grey cells, not as blank paper
        itemStyle: { color: '#ebedf0', borderWidth: 2, borderColor: '#fff' },
        splitLine: { show: false },
        yearLabel: { show: false },
        dayLabel: { firstDay: 1, nameMap: data.locale === 'zh-CN' ? 'ZH' : 'EN' },
        monthLabel: { nameMap: data.locale === 'zh-CN' ? 'ZH' : 'EN' },
      },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: data.points.map((p) => [p.date, p.count]) }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [data]);
  return <div ref={host} style={{ width: '100%', height }} data-testid="heatmap-canvas" />;
}
