import type { SpatialPoint } from './spatial-query.ts';

/**
 * The 3D view of a spatial read's points: which measurements can colour them (numeric values at a
 * key path, found in the answer), the positions (centred, so large coordinates keep their
 * precision in 32-bit floats), one colour per point from a ramp over the chosen measurement's range
 * (grey where a point has no such value), and the figures its text summary states.
 */

type Pt = Pick<SpatialPoint, 'x' | 'y' | 'z' | 'measurements'>;

/** Key paths offered for colouring, at most this many (sorted), and how deep the walk goes. */
export const COLOUR_PATHS_MAX = 50;
const DEPTH_MAX = 4;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const asNumber = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'bigint' ? Number(v) : undefined;

/** The dot-joined key paths of numeric values in the points' measurements (nested objects walked). */
export function measurementPaths(points: readonly Pt[]): string[] {
  const found = new Set<string>();
  const walk = (m: Record<string, unknown>, prefix: string, depth: number): void => {
    for (const [k, v] of Object.entries(m)) {
      const p = prefix ? `${prefix}.${k}` : k;
      if (asNumber(v) !== undefined) found.add(p);
      else if (isRecord(v) && depth < DEPTH_MAX) walk(v, p, depth + 1);
    }
  };
  for (const pt of points) if (isRecord(pt.measurements)) walk(pt.measurements, '', 1);
  return [...found].sort((a, b) => a.localeCompare(b)).slice(0, COLOUR_PATHS_MAX);
}

/** The numeric value at a dot-joined key path of a point's measurements, if there is one. */
export function measurementAt(measurements: unknown, path: string): number | undefined {
  let x: unknown = measurements;
  for (const k of path.split('.')) {
    if (!isRecord(x)) return undefined;
    x = x[k];
  }
  return asNumber(x);
}

/** A colour of the ramp (dark blue → teal → yellow, as viridis) at `t` in [0, 1], as r, g, b in [0, 1]. */
export function rampColour(t: number): [number, number, number] {
  const stops: [number, number, number][] = [
    [0.267, 0.005, 0.329],
    [0.231, 0.322, 0.545],
    [0.129, 0.569, 0.549],
    [0.369, 0.788, 0.384],
    [0.993, 0.906, 0.144],
  ];
  const u = Math.max(0, Math.min(1, Number.isFinite(t) ? t : 0)) * (stops.length - 1);
  const i = Math.min(Math.floor(u), stops.length - 2);
  const f = u - i;
  const a = stops[i] as [number, number, number];
  const b = stops[i + 1] as [number, number, number];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** The colour of points without the chosen measurement, and of every point when none is chosen. */
export const PLAIN_COLOUR: [number, number, number] = [0.082, 0.396, 0.753];
export const MISSING_COLOUR: [number, number, number] = [0.6, 0.6, 0.6];

export interface Extent {
  readonly min: number;
  readonly max: number;
}

export interface Cloud {
  /** x, y, z per point, minus `centre`. */
  readonly positions: Float32Array;
  /** r, g, b per point in [0, 1]. */
  readonly colours: Float32Array;
  readonly centre: [number, number, number];
  /** Half the longest side of the bounding box (at least a tiny positive number). */
  readonly radius: number;
  readonly x: Extent;
  readonly y: Extent;
  readonly z: Extent;
  /** The chosen measurement's range over the points that have it (undefined: none chosen or none has it). */
  readonly colourRange?: Extent;
  /** Points without a value at the chosen path. */
  readonly uncoloured: number;
}

/** The points as a cloud to draw, coloured by the measurement at `colourBy` when given. */
export function cloud(points: readonly Pt[], colourBy?: string): Cloud {
  const lo = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const hi = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const p of points) {
    const c = [p.x, p.y, p.z];
    for (let k = 0; k < 3; k++) {
      const v = c[k] as number;
      if (v < (lo[k] as number)) lo[k] = v;
      if (v > (hi[k] as number)) hi[k] = v;
    }
  }
  const empty = points.length === 0;
  const centre = [0, 1, 2].map((k) => (empty ? 0 : ((lo[k] as number) + (hi[k] as number)) / 2)) as [
    number,
    number,
    number,
  ];
  const radius = empty ? 1 : Math.max(...[0, 1, 2].map((k) => ((hi[k] as number) - (lo[k] as number)) / 2), 1e-9);
  const positions = new Float32Array(points.length * 3);
  points.forEach((p, i) => {
    positions[i * 3] = p.x - centre[0];
    positions[i * 3 + 1] = p.y - centre[1];
    positions[i * 3 + 2] = p.z - centre[2];
  });

  const values = colourBy ? points.map((p) => measurementAt(p.measurements, colourBy)) : [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v === undefined) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const ranged = colourBy !== undefined && min <= max;
  const colours = new Float32Array(points.length * 3);
  let uncoloured = 0;
  points.forEach((_, i) => {
    let c = PLAIN_COLOUR;
    if (colourBy !== undefined) {
      const v = values[i];
      if (v === undefined || !ranged) {
        c = MISSING_COLOUR;
        uncoloured++;
      } else c = rampColour(max > min ? (v - min) / (max - min) : 0.5);
    }
    colours.set(c, i * 3);
  });
  const extent = (k: number): Extent => (empty ? { min: 0, max: 0 } : { min: lo[k] as number, max: hi[k] as number });
  return {
    positions,
    colours,
    centre,
    radius,
    x: extent(0),
    y: extent(1),
    z: extent(2),
    ...(ranged ? { colourRange: { min, max } } : {}),
    uncoloured,
  };
}

/**
 * The colours for three.js, which takes vertex colours as linear values and writes sRGB: each
 * sRGB component turned linear (the sRGB transfer function), so the points show the ramp's colours
 * as the legend does.
 */
export function linearColours(colours: Float32Array): Float32Array {
  return colours.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
}

/** A CSS linear gradient of the ramp (the colour legend). */
export function rampGradient(): string {
  const css = (c: [number, number, number]) => `rgb(${c.map((v) => Math.round(v * 255)).join(', ')})`;
  return `linear-gradient(to right, ${[0, 0.25, 0.5, 0.75, 1].map((t) => css(rampColour(t))).join(', ')})`;
}
