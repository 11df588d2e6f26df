/**
 * What the `echarts-gl`, `plotly` and `babylon` view renderers draw from a render answer's bound
 * channels (docs/console.md, "Renderers"): the same roles and the same rows lined up by timestamp
 * as the `echarts` and `tresjs` renderers read (`logic/views.ts`), turned into each library's data.
 */
import { numeric } from './views.ts';

/** The bound channels lined up by timestamp (`alignByTimestamp`), one value per role. */
export type AlignedRows = readonly { readonly t: bigint; readonly values: readonly unknown[] }[];

/** Which binding drives each axis (`traceAxes`): indexes into the roles; z may be absent. */
export interface Axes {
  readonly x: number;
  readonly y: number;
  readonly z: number | null;
}

/** Nanoseconds after `t0` as seconds (exact in int64 down to the ns, then one rounding). */
const secondsSince = (t: bigint, t0: bigint): number => Number(t - t0) / 1e9;

/** A timestamp (ns since the epoch) in ISO 8601 with its nanoseconds (an axis title's origin). */
export function isoNanos(t: bigint): string {
  const ms = t / 1_000_000n - (t % 1_000_000n < 0n ? 1n : 0n);
  const ns = t - ms * 1_000_000n;
  const iso = new Date(Number(ms)).toISOString();
  return `${iso.slice(0, 23)}${String(ns).padStart(6, '0')}Z`;
}

/**
 * The `echarts-gl` line3D/scatter3D data: one [x, y, z] per timestamp where every axis has a number.
 * With two bindings the third axis is time (seconds since the first timestamp drawn), so the trace
 * unrolls along z instead of lying flat.
 */
export function glPoints(rows: AlignedRows, axes: Axes): { points: [number, number, number][]; zIsTime: boolean } {
  const points: [number, number, number][] = [];
  let t0: bigint | null = null;
  for (const row of rows) {
    const x = numeric(row.values[axes.x]);
    const y = numeric(row.values[axes.y]);
    if (x === null || y === null) continue;
    if (axes.z === null) {
      t0 ??= row.t;
      points.push([x, y, secondsSince(row.t, t0)]);
      continue;
    }
    const z = numeric(row.values[axes.z]);
    if (z !== null) points.push([x, y, z]);
  }
  return { points, zIsTime: axes.z === null };
}

/** One line over time: seconds since the plan's first timestamp (exact to the ns) and the value there. */
export interface TimeLine {
  readonly name: string;
  readonly x: number[];
  readonly y: number[];
}

export type PlotlyPlan =
  | {
      readonly kind: 'scatter3d';
      readonly names: { x: string; y: string; z: string };
      readonly x: number[];
      readonly y: number[];
      readonly z: number[];
    }
  | { readonly kind: 'time'; readonly t0: bigint | null; readonly lines: TimeLine[] };

/**
 * What the `plotly` renderer draws: a 3D line (scatter3d) when bindings named `x`, `y` and `z`
 * (any case) are all resolved, else one line per bound channel over time, each keeping only the
 * timestamps where it has a number. Time is seconds since the first timestamp `t0` (a plotly.js
 * date axis resolves 0.1 ms only; channels are often sampled faster).
 */
export function plotlyPlan(roles: readonly string[], rows: AlignedRows): PlotlyPlan {
  const at = (name: string) => roles.findIndex((r) => r.toLowerCase() === name);
  const [ix, iy, iz] = [at('x'), at('y'), at('z')];
  if (ix >= 0 && iy >= 0 && iz >= 0) {
    const x: number[] = [];
    const y: number[] = [];
    const z: number[] = [];
    for (const row of rows) {
      const [a, b, c] = [numeric(row.values[ix]), numeric(row.values[iy]), numeric(row.values[iz])];
      if (a === null || b === null || c === null) continue;
      x.push(a);
      y.push(b);
      z.push(c);
    }
    return { kind: 'scatter3d', names: { x: roles[ix] ?? 'x', y: roles[iy] ?? 'y', z: roles[iz] ?? 'z' }, x, y, z };
  }
  const t0 = rows[0]?.t ?? null;
  return {
    kind: 'time',
    t0,
    lines: roles.map((name, i) => {
      const x: number[] = [];
      const y: number[] = [];
      for (const row of rows) {
        const v = numeric(row.values[i]);
        if (v === null || t0 === null) continue;
        x.push(secondsSince(row.t, t0));
        y.push(v);
      }
      return { name, x, y };
    }),
  };
}

/**
 * A z-up trace (x0,y0,z0,x1,…, as `tracePositions` answers) in Babylon.js's y-up, left-handed
 * frame: y and z swap, which also makes the drawn axes right-handed again.
 */
export function yUp(positions: Float32Array): Float32Array {
  const out = new Float32Array(positions.length);
  for (let i = 0; i + 2 < positions.length; i += 3) {
    out[i] = positions[i] as number;
    out[i + 1] = positions[i + 2] as number;
    out[i + 2] = positions[i + 1] as number;
  }
  return out;
}
