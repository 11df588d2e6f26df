/**
 * A line plot of a dataset's values on the HDF page: which datasets can be plotted (an integer or
 * float type, one or more dimensions), the bounded slice a plot asks HSDS for (the first
 * PLOT_POINTS along dimension 0 of one chosen column of dimension 1, the first index of any
 * further dimension), and that slice's answer as numbers. Values are drawn as doubles: an int64
 * beyond 2^53 is drawn at its nearest double (the table prints it exactly).
 */

/** Points a plot asks for and draws at most (one request, one column). */
export const PLOT_POINTS = 1000;

/** True for an HDF5 integer or floating-point type (as HSDS describes it: a name or `{class, base}`). */
export function isNumericType(type: unknown): boolean {
  const name = (t: unknown): boolean => typeof t === 'string' && /^H5T_(STD_[IU]\d+|IEEE_F\d+)(LE|BE)$/.test(t);
  if (name(type)) return true;
  if (typeof type !== 'object' || type === null) return false;
  const r = type as Record<string, unknown>;
  return r['class'] === 'H5T_INTEGER' || r['class'] === 'H5T_FLOAT' || (r['class'] === undefined && name(r['base']));
}

/** Whether a dataset of this type and these dimensions can be plotted (numeric, at least 1-D, not empty). */
export function plottable(type: unknown, d: readonly number[] | undefined): boolean {
  return isNumericType(type) && d !== undefined && d.length > 0 && (d[0] ?? 0) > 0 && d.every((n) => n > 0);
}

/** The columns a plot may choose from: 1 for a 1-D dataset, the length of dimension 1 otherwise. */
export function plotColumns(d: readonly number[]): number {
  return d.length < 2 ? 1 : (d[1] ?? 0);
}

/**
 * The `select` of a plot's slice: `[0:min(n, PLOT_POINTS)]` along dimension 0, `column` of
 * dimension 1 (clamped into it), the first index of every further one.
 */
export function plotSelect(d: readonly number[], column: number): string {
  const parts = d.map((n, i) => {
    if (i === 0) return `0:${Math.min(n, PLOT_POINTS)}`;
    if (i === 1) {
      const c = Math.max(0, Math.min(Math.trunc(column), n - 1));
      return `${c}:${c + 1}`;
    }
    return '0:1';
  });
  return `[${parts.join(',')}]`;
}

/** A value as a plotted number (a bigint at its nearest double), or null when it is not a finite number. */
function plotted(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return Number(v);
  return null;
}

/**
 * The plot slice's answer as one number (or null, a gap) per index along dimension 0: a 1-D answer
 * as it came, deeper answers unwrapped to their first element (the one column asked for).
 */
export function plotValues(value: unknown): (number | null)[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => {
    let x: unknown = v;
    while (Array.isArray(x)) x = x[0];
    return plotted(x);
  });
}

/** The plotted values' count, minimum and maximum (for the plot's text), ignoring gaps. */
export function plotSummary(values: readonly (number | null)[]): { n: number; min: number; max: number } | undefined {
  let n = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v === null) continue;
    n++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return n === 0 ? undefined : { n, min, max };
}
