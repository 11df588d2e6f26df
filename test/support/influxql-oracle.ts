/**
 * An independent, deliberately plain reading of the aggregate and fill semantics that
 * features/timeseries/aggregate.ts and fill.ts document (InfluxQL 1.x: `SELECT fn(v) WHERE time >=
 * start AND time <= end GROUP BY time(g) fill(option)`), for checking the service's answers over
 * HTTP. It shares no code with the service: every bucket is recomputed from its points.
 */
export type Value = bigint | number | string | boolean;
export type ValueType = 'Boolean' | 'Integer' | 'Double' | 'String';
export interface OraclePoint {
  readonly timestamp: bigint;
  readonly value: Value;
}
/** A bucket before fill: `undefined` is a missing bucket, `null` a bucket without an answer. */
export interface OracleBucket {
  readonly timestamp: bigint;
  readonly value: Value | null | undefined;
}
export interface FilledBucket {
  readonly timestamp: bigint;
  readonly value: Value | null;
}

export const functions = [
  'MEAN',
  'MEDIAN',
  'COUNT',
  'SUM',
  'MIN',
  'MAX',
  'LAST',
  'FIRST',
  'INTEGRAL',
  'MODE',
  'SPREAD',
  'STDDEV',
] as const;
export type Fn = (typeof functions)[number];
export const fills = ['LINEAR', 'NONE', 'NULL', 'PREVIOUS'] as const;
export type Fill = (typeof fills)[number];
/** The functions a Boolean or String channel answers. */
export const anyTypeFunctions: readonly Fn[] = ['COUNT', 'FIRST', 'LAST', 'MODE'];

const byTime = (a: OraclePoint, b: OraclePoint) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0);

/** Value order: numerically, false < true, strings by UTF-8 bytes. */
function order(a: Value, b: Value): number {
  if (typeof a === 'string' && typeof b === 'string')
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
  if (typeof a === 'boolean' && typeof b === 'boolean') return (a ? 1 : 0) - (b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The buckets of `fn` over [start, end] (both inclusive), epoch-aligned when grouped; [] when no point lies in the range. */
export function expectedBuckets(
  points: readonly OraclePoint[],
  q: { fn: Fn; type: ValueType; start: bigint; end: bigint; groupBy?: bigint },
): OracleBucket[] {
  const inRange = points.filter((p) => p.timestamp >= q.start && p.timestamp <= q.end).sort(byTime);
  if (inRange.length === 0) return [];
  const g = q.groupBy;
  const bucketOf = (t: bigint) => (g === undefined ? q.start : (t / g) * g);
  const starts: bigint[] = [];
  if (g === undefined) starts.push(q.start);
  else for (let s = bucketOf(q.start); s <= bucketOf(q.end); s += g) starts.push(s);

  if (q.fn === 'INTEGRAL') return integral(inRange, starts, bucketOf, g);

  const groups = new Map<bigint, OraclePoint[]>();
  for (const p of inRange) {
    const b = bucketOf(p.timestamp);
    const group = groups.get(b);
    if (group) group.push(p);
    else groups.set(b, [p]);
  }
  return starts.map((s) => {
    const pts = groups.get(s);
    return { timestamp: s, value: pts === undefined ? undefined : reduce(q.fn, q.type, pts) };
  });
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
      const s = sorted();
      const m = Math.floor(s.length / 2);
      if (s.length % 2 === 1) return Number(s[m]);
      return type === 'Integer'
        ? Number((s[m - 1] as bigint) + (s[m] as bigint)) / 2
        : ((s[m - 1] as number) + (s[m] as number)) / 2;
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
      // Most frequent; a tie goes to the value seen first, then to the greatest value.
      const stats = new Map<Value, { n: number; first: bigint }>();
      for (const p of pts) {
        const e = stats.get(p.value) ?? { n: 0, first: p.timestamp };
        stats.set(p.value, { n: e.n + 1, first: e.first < p.timestamp ? e.first : p.timestamp });
      }
      const ranked = [...stats].sort(
        ([va, a], [vb, b]) => b.n - a.n || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0) || order(vb, va),
      );
      return ranked[0]![0];
    }
    case 'STDDEV': {
      if (values.length < 2) return null;
      const xs = nums();
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (xs.length - 1));
    }
    case 'INTEGRAL':
      throw new Error('INTEGRAL spans buckets');
  }
}

/**
 * Trapezoids between consecutive points, in value·seconds; a trapezoid from bucket A to a later
 * bucket B is cut where it leaves A (at the interpolated value): the part in A counts to A, the
 * rest wholly to B. A bucket holding a point has an answer, except the last bucket when its only
 * point lies on its start.
 */
function integral(
  pts: readonly OraclePoint[],
  starts: readonly bigint[],
  bucketOf: (t: bigint) => bigint,
  g: bigint | undefined,
): OracleBucket[] {
  const trapezoid = (t0: bigint, v0: number, t1: bigint, v1: number) => ((v0 + v1) / 2) * (Number(t1 - t0) / 1e9);
  const area = new Map<bigint, number>();
  for (const p of pts) area.set(bucketOf(p.timestamp), 0);
  const add = (b: bigint, a: number) => area.set(b, (area.get(b) ?? 0) + a);
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const [va, vb] = [Number(a.value), Number(b.value)];
    const [ba, bb] = [bucketOf(a.timestamp), bucketOf(b.timestamp)];
    if (ba === bb) {
      add(ba, trapezoid(a.timestamp, va, b.timestamp, vb));
      continue;
    }
    const edge = ba + g!;
    const vEdge = va + ((vb - va) * Number(edge - a.timestamp)) / Number(b.timestamp - a.timestamp);
    add(ba, trapezoid(a.timestamp, va, edge, vEdge));
    add(bb, trapezoid(edge, vEdge, b.timestamp, vb));
  }
  const last = pts[pts.length - 1]!.timestamp;
  if (g !== undefined && last === bucketOf(last)) area.delete(last);
  return starts.map((s) => ({ timestamp: s, value: area.get(s) }));
}

/** fill_option over buckets, as fill.ts documents it. */
export function expectedFill(buckets: readonly OracleBucket[], fill: Fill, fn: Fn): FilledBucket[] {
  const present = (b: OracleBucket): b is FilledBucket => b.value !== undefined;
  switch (fill) {
    case 'NONE':
      return buckets.filter(present);
    case 'NULL':
      return buckets.map((b) => (present(b) ? b : { timestamp: b.timestamp, value: fn === 'COUNT' ? 0n : null }));
    case 'PREVIOUS':
      return buckets.map((b, i) => {
        if (present(b)) return b;
        const before = buckets.slice(0, i).reverse().find(present);
        return { timestamp: b.timestamp, value: before?.value ?? null };
      });
    case 'LINEAR':
      return buckets.map((b, i) => {
        if (present(b)) return b;
        const before = buckets.slice(0, i).reverse().find(present);
        const after = buckets.slice(i + 1).find(present);
        return { timestamp: b.timestamp, value: before && after ? between(b.timestamp, before, after) : null };
      });
  }
}

function between(t: bigint, a: FilledBucket, b: FilledBucket): Value | null {
  if (typeof a.value === 'bigint' && typeof b.value === 'bigint') {
    // Integer arithmetic; BigInt division truncates toward zero.
    return a.value + ((b.value - a.value) * (t - a.timestamp)) / (b.timestamp - a.timestamp);
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
