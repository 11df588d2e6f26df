/**
 * plotly.js-gl3d-dist-min 4.1.1 (a prebuilt bundle of scatter, scatter3d and the other 3D traces)
 * ships no types: the part of plotly.js's API the `plotly` renderer calls.
 */
declare module 'plotly.js-gl3d-dist-min' {
  type Settings = Record<string, unknown>;
  interface Plotly {
    newPlot(root: HTMLElement, data: readonly Settings[], layout: Settings, config: Settings): Promise<HTMLElement>;
    react(root: HTMLElement, data: readonly Settings[], layout: Settings, config: Settings): Promise<HTMLElement>;
    relayout(root: HTMLElement, update: Settings): Promise<HTMLElement>;
    purge(root: HTMLElement): void;
    Plots: { resize(root: HTMLElement): Promise<void> };
  }
  const plotly: Plotly;
  export default plotly;
}
