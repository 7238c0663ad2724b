import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { RankRow } from './board-api';

use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface RankChartProps {
  type: 0 | 1;
  rows: RankRow[];
  /** Contest length in minutes (the ACM x axis). */
  minutes: number;
  labels: { solved: string; minute: string; score: string };
  height?: number;
}

/**
 * The top-10 chart (02 §2), loaded with ECharts only when shown. ACM: problems solved over the contest's
 * minutes, one step line per user; OI: the total scores as bars.
 */
export default function RankChart({ type, rows, minutes, labels, height = 320 }: RankChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = init(host.current);
    if (type === 0) {
      chart.setOption({
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0, type: 'scroll' },
        grid: { left: 40, right: 24, top: 16, bottom: 56 },
        xAxis: { type: 'value', name: labels.minute, min: 0, max: Math.max(1, Math.ceil(minutes)) },
        yAxis: { type: 'value', name: labels.solved, minInterval: 1 },
        series: rows.map((row) => {
          const times = Object.values(row.submissionInfo)
            .filter((c) => c.isAC && c.ACTime != null)
            .map((c) => Math.floor((c.ACTime as number) / 60))
            .sort((a, b) => a - b);
          return { name: row.showName || row.username, type: 'line', step: 'end', data: [[0, 0], ...times.map((m, i) => [m, i + 1])] };
        }),
      });
    } else {
      chart.setOption({
        tooltip: { trigger: 'axis' },
        grid: { left: 48, right: 16, top: 16, bottom: 48 },
        xAxis: { type: 'category', data: rows.map((r) => r.showName || r.username), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
        yAxis: { type: 'value', name: labels.score },
        series: [{ name: labels.score, type: 'bar', data: rows.map((r) => r.totalScore), itemStyle: { color: '#2d8cf0' } }],
      });
    }
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [type, rows, minutes, labels]);
  return <div ref={host} style={{ width: '100%', height }} data-testid="rank-chart-canvas" />;
}
