/**
 * An independent, deliberately plain reading of the aggregate and fill rules shepard 5.2 applies
 * with TimescaleDB (`SELECT time_bucket[_gapfill](g, time), fn(value) ... WHERE time >= start AND
 * time <= end GROUP BY 1 ORDER BY 1`, fills by locf() and interpolate()), which
 * features/timeseries/aggregate.ts, fill.ts and query.ts document, for checking the legacy shelf's
 * answers over HTTP. It shares no code with the service: every bucket is recomputed from its points.
 */
export type Value = bigint | number | string | boolean;
export type ValueType = 'Boolean' | 'Integer' | 'Double' | 'String';
export interface OraclePoint {
  readonly timestamp: bigint;
  readonly value: Value;
}
/** A bucket that holds points; `null` is a bucket without an answer (STDDEV of one point). */
export interface FilledBucket {
  readonly timestamp: bigint;
  readonly value: Value | null;
}

/** The functions the legacy shelf answers (INTEGRAL is a 400, as in 5.2). */
export const functions = [
  'MEAN',
  'MEDIAN',
  'COUNT',
  'SUM',
  'MIN',
  'MAX',
  'LAST',
  'FIRST',
  'MODE',
  'SPREAD',
  'STDDEV',
] as const;
export type Fn = (typeof functions)[number];
export const fills = ['LINEAR', 'NONE', 'NULL', 'PREVIOUS'] as const;
export type Fill = (typeof fills)[number];
/** The functions a Boolean or String channel answers (5.2). */
export const anyTypeFunctions: readonly Fn[] = ['COUNT', 'FIRST', 'LAST'];

const byTime = (a: OraclePoint, b: OraclePoint) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0);

/** Value order: numerically, false < true, strings by UTF-8 bytes. */
function order(a: Value, b: Value): number {
  if (typeof a === 'string' && typeof b === 'string')
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  if (typeof a === 'boolean' && typeof b === 'boolean') return (a ? 1 : 0) - (b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** floor(t / g) · g, for any sign of t. */
function bucketOf(t: bigint, g: bigint): bigint {
  const r = ((t % g) + g) % g;
  return t - r;
}

/**
 * The buckets of `fn` over [start, end] (both inclusive) that hold points, in time order: width
 * groupBy, or end − start without one (the legacy rule), aligned to the epoch.
 */
export function expectedBuckets(
  points: readonly OraclePoint[],
  q: { fn: Fn; type: ValueType; start: bigint; end: bigint; groupBy?: bigint },
): FilledBucket[] {
  const g = q.groupBy ?? q.end - q.start;
  const inRange = points.filter((p) => p.timestamp >= q.start && p.timestamp <= q.end).sort(byTime);
  const groups = new Map<bigint, OraclePoint[]>();
  for (const p of inRange) {
    const b = bucketOf(p.timestamp, g);
    const group = groups.get(b);
    if (group) group.push(p);
    else groups.set(b, [p]);
  }
  return [...groups.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((b) => ({ timestamp: b, value: reduce(q.fn, q.type, groups.get(b)!) }));
}

/** The one value of `fn` over all of [start, end] (a reference's metrics): COUNT 0 and others null for no point. */
export function expectedMetric(
  points: readonly OraclePoint[],
  q: { fn: Fn; type: ValueType; start: bigint; end: bigint },
): Value | null {
  const inRange = points.filter((p) => p.timestamp >= q.start && p.timestamp <= q.end).sort(byTime);
  if (inRange.length === 0) return q.fn === 'COUNT' ? 0n : null;
  return reduce(q.fn, q.type, inRange);
}

function reduce(fn: Fn, type: ValueType, pts: readonly OraclePoint[]): Value | null {
  const values = pts.map((p) => p.value);
  const ints = () => values as bigint[];
  const nums = () => values.map(Number);
  const sorted = () => [...values].sort(order);
  switch (fn) {
    case 'COUNT':
      return BigInt(values.length);
    case 'SUM':
      return type === 'Integer' ? ints().reduce((a, b) => a + b, 0n) : nums().reduce((a, b) => a + b, 0);
    case 'MEAN':
      return type === 'Integer'
        ? Number(ints().reduce((a, b) => a + b, 0n)) / values.length
        : nums().reduce((a, b) => a + b, 0) / values.length;
    case 'MEDIAN': {
      // percentile_cont(0.5) over doubles
      const s = nums().sort((a, b) => a - b);
      const pos = (s.length - 1) / 2;
      const lo = s[Math.floor(pos)]!;
      const hi = s[Math.ceil(pos)]!;
      return lo + (pos - Math.floor(pos)) * (hi - lo);
    }
    case 'MIN':
      return sorted()[0]!;
    case 'MAX':
      return sorted()[values.length - 1]!;
    case 'SPREAD': {
      const s = sorted();
      return type === 'Integer'
        ? (s[s.length - 1] as bigint) - (s[0] as bigint)
        : (s[s.length - 1] as number) - (s[0] as number);
    }
    case 'FIRST':
      return pts[0]!.value;
    case 'LAST':
      return pts[pts.length - 1]!.value;
    case 'MODE': {
      // mode(): most frequent; a tie goes to the smallest value.
      const counts = new Map<Value, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      return [...counts].sort(([va, a], [vb, b]) => b - a || order(va, vb))[0]![0];
    }
    case 'STDDEV': {
      if (values.length < 2) return null;
      const xs = nums();
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (xs.length - 1));
    }
  }
}

/**
 * fill_option over the buckets that hold points: NONE keeps them; NULL, LINEAR and PREVIOUS answer
 * every bucket whose start lies in [floor(start / g)·g, end], a gap null, the previous bucket's
 * value, or the straight line between its neighbours (integers rounded, halves away from zero).
 */
export function expectedFill(
  present: readonly FilledBucket[],
  fill: Fill,
  range: { start: bigint; end: bigint; groupBy: bigint },
): FilledBucket[] {
  if (fill === 'NONE') return [...present];
  const out: FilledBucket[] = [];
  for (let t = bucketOf(range.start, range.groupBy); t <= range.end; t += range.groupBy) {
    const here = present.find((b) => b.timestamp === t);
    if (here) {
      out.push(here);
      continue;
    }
    const before = [...present].reverse().find((b) => b.timestamp < t);
    const after = present.find((b) => b.timestamp > t);
    if (fill === 'NULL') out.push({ timestamp: t, value: null });
    else if (fill === 'PREVIOUS') out.push({ timestamp: t, value: before ? before.value : null });
    else out.push({ timestamp: t, value: before && after ? between(t, before, after) : null });
  }
  return out;
}

function between(t: bigint, a: FilledBucket, b: FilledBucket): Value | null {
  if (typeof a.value === 'bigint' && typeof b.value === 'bigint') {
    // exact: y0 + (y1 − y0)·(t − x0)/(x1 − x0), rounded half away from zero
    const den = b.timestamp - a.timestamp;
    const num = a.value * den + (b.value - a.value) * (t - a.timestamp);
    const sign = num < 0n ? -1n : 1n;
    return sign * ((2n * sign * num + den) / (2n * den));
  }
  if (typeof a.value === 'number' && typeof b.value === 'number') {
    return a.value + ((b.value - a.value) * Number(t - a.timestamp)) / Number(b.timestamp - a.timestamp);
  }
  return null;
}

/**
 * Differences between answered and expected buckets (empty when they agree): timestamps and
 * bigints exact, the wire type kept (an Integer answer is a bigint, a Double a number), Doubles
 * within `tolerance` relative (absolute below 1).
 */
export function bucketDifferences(
  actual: readonly { timestamp: bigint; value: unknown }[],
  expected: readonly FilledBucket[],
  tolerance = 1e-9,
): string[] {
  const out: string[] = [];
  if (actual.length !== expected.length) out.push(`${actual.length} buckets answered, ${expected.length} expected`);
  expected.forEach((e, i) => {
    const a = actual[i];
    if (a === undefined) return;
    const show = (v: unknown) => (typeof v === 'bigint' ? `${v}n` : JSON.stringify(v));
    if (a.timestamp !== e.timestamp) out.push(`[${i}] timestamp ${a.timestamp}, expected ${e.timestamp}`);
    const same =
      typeof e.value === 'number' && typeof a.value === 'number'
        ? Math.abs(a.value - e.value) <= tolerance * Math.max(1, Math.abs(e.value))
        : a.value === e.value;
    if (!same) out.push(`[${i}] at ${e.timestamp}: ${show(a.value)}, expected ${show(e.value)}`);
  });
  return out;
}
