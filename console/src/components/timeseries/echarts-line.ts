import { LineChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The parts of ECharts the timeseries plot uses (lines with areas, a grid, wheel and drag zoom,
 * legend, tooltip, a marked range, the canvas renderer). Loaded only through
 * `import()` when a plot opens, so ECharts is its own chunk and no other page carries it.
 */
use([
  LineChart,
  GridComponent,
  DataZoomInsideComponent,
  LegendComponent,
  TooltipComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

export { init };
export type { ECharts, EChartsCoreOption } from 'echarts/core';
