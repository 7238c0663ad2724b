import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { PieSlice } from './status-pie';

use([PieChart, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The pie itself (client only; ECharts draws on a canvas), disposed with the component. */
export default function StatusPieChart({ slices, height }: { slices: PieSlice[]; height: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    chart.setOption({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          // categories without a submission get no slice (their labels would pile up at one point)
          data: slices.filter((s) => s.value > 0).map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
          label: { formatter: '{b}: {c}' },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [slices]);
  return <div ref={host} style={{ width: '100%', height }} data-testid="status-pie-canvas" />;
}
