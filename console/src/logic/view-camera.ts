/**
 * The keyboard paths through the plot controls (issue 31): what one press of Turn left/right,
 * Zoom in/out, Pan left/right does to a 3D view's camera or a time plot's x range. The views'
 * buttons (`components/PlotControls.vue`) call these; the libraries only get the answers
 * (echarts-gl `grid3D.viewControl`, plotly.js `scene.camera.eye` and `xaxis.range`, three.js and
 * Babylon.js cameras).
 */

/** One press of Turn left/right: degrees about the vertical axis. */
export const TURN_STEP = 30;
/** One press of Zoom in on a 3D view: the camera's distance times this (Zoom out divides by it). */
export const ZOOM_3D = 0.8;
/** One press of Zoom in on a time plot: the x range's width times this (Zoom out divides by it). */
export const ZOOM_RANGE = 0.5;
/** One press of Pan left/right on a time plot: this share of the x range's width. */
export const PAN_STEP = 0.25;

/** A point or an offset from a camera's target, z up. */
export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** `v` turned by `degrees` about the z axis (counter-clockwise seen from above); z unchanged. */
export function turnAboutZ(v: Vec3, degrees: number): Vec3 {
  const r = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(r), Math.sin(r)];
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c, z: v.z };
}

/** `v` scaled by `factor` (a camera offset moved nearer its target below 1, farther above). */
export const scaled = (v: Vec3, factor: number): Vec3 => ({ x: v.x * factor, y: v.y * factor, z: v.z * factor });

/** plotly.js's camera as the `plotly` view starts (and Reset view restores): its own default. */
export const PLOTLY_CAMERA = {
  eye: { x: 1.25, y: 1.25, z: 1.25 },
  center: { x: 0, y: 0, z: 0 },
  up: { x: 0, y: 0, z: 1 },
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The eye of a plotly.js 3D layout (`layout.scene.camera.eye`, where a drag leaves it), else the start. */
export function plotlyEye(layout: unknown): Vec3 {
  const scene = isRecord(layout) ? layout['scene'] : undefined;
  const camera = isRecord(scene) ? scene['camera'] : undefined;
  const eye = isRecord(camera) ? camera['eye'] : undefined;
  if (isRecord(eye) && finite(eye['x']) && finite(eye['y']) && finite(eye['z']))
    return { x: eye['x'], y: eye['y'], z: eye['z'] };
  return PLOTLY_CAMERA.eye;
}

/** echarts-gl's `grid3D.viewControl` angles (degrees) and distance. */
export interface GlView {
  readonly alpha: number;
  readonly beta: number;
  readonly distance: number;
}

/** The `echarts-gl` view as it starts (and Reset view restores). */
export const GL_START: GlView = { alpha: 22, beta: 35, distance: 220 };
/** echarts-gl's own limits of `viewControl.distance` (its defaults `minDistance`, `maxDistance`). */
export const GL_DISTANCE = { min: 40, max: 400 } as const;

/** The view of an echarts-gl chart's option (`getOption().grid3D[0].viewControl`, where a drag leaves it), else the start. */
export function glView(option: unknown): GlView {
  const grids = isRecord(option) ? option['grid3D'] : undefined;
  const grid = Array.isArray(grids) ? (grids[0] as unknown) : grids;
  const control = isRecord(grid) ? grid['viewControl'] : undefined;
  if (!isRecord(control)) return GL_START;
  const [alpha, beta, distance] = [control['alpha'], control['beta'], control['distance']];
  return {
    alpha: finite(alpha) ? alpha : GL_START.alpha,
    beta: finite(beta) ? beta : GL_START.beta,
    distance: finite(distance) ? distance : GL_START.distance,
  };
}

/** The view turned right (positive) or left: echarts-gl's beta is the left-right angle, positive to the right. */
export const glTurned = (v: GlView, degrees: number): GlView => ({ ...v, beta: v.beta + degrees });

/** The view's distance times `factor`, kept within echarts-gl's limits. */
export const glZoomed = (v: GlView, factor: number): GlView => ({
  ...v,
  distance: Math.min(GL_DISTANCE.max, Math.max(GL_DISTANCE.min, v.distance * factor)),
});

/** An axis range [from, to]. */
export type Range = readonly [number, number];

/** The x range of a plotly.js layout (`layout.xaxis.range`, which plotly fills in after autorange), if numeric. */
export function plotlyXRange(layout: unknown): Range | null {
  const axis = isRecord(layout) ? layout['xaxis'] : undefined;
  const range = isRecord(axis) ? axis['range'] : undefined;
  if (!Array.isArray(range) || range.length !== 2) return null;
  const [a, b] = range as unknown[];
  return finite(a) && finite(b) && a !== b ? [a, b] : null;
}

/** `r` zoomed about its middle: its width times `factor` (below 1 zooms in). */
export function zoomedRange(r: Range, factor: number): Range {
  const middle = (r[0] + r[1]) / 2;
  const half = ((r[1] - r[0]) / 2) * factor;
  return [middle - half, middle + half];
}

/** `r` moved by `share` of its width (positive to the right, i.e. later), its width kept. */
export function pannedRange(r: Range, share: number): Range {
  const d = (r[1] - r[0]) * share;
  return [r[0] + d, r[1] + d];
}
