import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { StatsSeries } from '../../logic/provenance-view.ts';

/**
 * The parts of ECharts the Collection statistics draw (line, bar, grid, tooltip, ARIA text, the
 * SVG renderer: three small charts). Loaded only through `import()` when the statistics open.
 */
use([LineChart, BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export type StatsChart = 'sparkline' | 'histogram' | 'cumulative';

/** Draws one chart of the statistics into `el` (a sized element); returns the chart to dispose. */
export function drawStatsChart(el: HTMLElement, which: StatsChart, s: StatsSeries, labels: string[]): ECharts {
  const chart = init(el, undefined, { renderer: 'svg' });
  const base = {
    aria: { enabled: true },
    animation: false,
    tooltip: { trigger: 'axis' as const },
    grid: { left: 40, right: 12, top: 12, bottom: 28, containLabel: false },
  };
  if (which === 'histogram') {
    chart.setOption({
      ...base,
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: s.histogram.map((h) => h.count), itemStyle: { color: '#1565c0' } }],
    });
  } else {
    const data = which === 'sparkline' ? s.counts : s.cumulative;
    chart.setOption({
      ...base,
      xAxis: { type: 'category', data: s.days, axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'line',
          data,
          showSymbol: false,
          areaStyle: which === 'cumulative' ? { opacity: 0.2 } : undefined,
          itemStyle: { color: which === 'sparkline' ? '#1565c0' : '#2e7d32' },
        },
      ],
    });
  }
  return chart;
}
