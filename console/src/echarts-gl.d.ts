/**
 * echarts-gl 2.1.0 ships no types: the installers the `echarts-gl` renderer passes to ECharts'
 * `use()` (each registers its series or component on the ECharts core it is given).
 */
declare module 'echarts-gl/charts' {
  export const Line3DChart: (registers: unknown) => void;
  export const Scatter3DChart: (registers: unknown) => void;
}
declare module 'echarts-gl/components' {
  export const Grid3DComponent: (registers: unknown) => void;
}
