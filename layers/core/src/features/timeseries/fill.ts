import { bucketStart, type AggregateValue, type RawBucket } from './aggregate.ts';

/**
 * fill_option, as shepard 5.2 applies it with TimescaleDB:
 * - NONE (the default): `time_bucket`; only the buckets that hold a point are answered.
 * - NULL, LINEAR, PREVIOUS: `time_bucket_gapfill`, which answers every bucket from the one holding
 *   `start` to the one holding `end` (upstream's WHERE `time >= start AND time <= end` gives the
 *   gapfill its range: the first bucket is `start` aligned down, and buckets are emitted while
 *   their start is ≤ `end`), even when the range holds no point at all. A bucket without points
 *   (a gap) is then:
 *   - NULL: null, for every function (COUNT too: a gap's aggregate is NULL, not 0);
 *   - PREVIOUS (`locf`): the value of the nearest earlier bucket that holds points, null when
 *     there is none; a null answer (STDDEV of one point) is carried as null;
 *   - LINEAR (`interpolate`): on the straight line between the nearest buckets that hold points
 *     before and after it, at its timestamp: y = (y0·(x1 − x) + y1·(x − x0)) / (x1 − x0); null when
 *     either neighbour is absent or null (so leading and trailing gaps stay null). Integer
 *     answers are computed exactly and rounded to the nearest integer, halves away from zero
 *     (TimescaleDB computes integers as numerics); Double answers in double arithmetic (equal
 *     neighbours give that value); Boolean and String answers are not interpolated (the legacy
 *     shelf refuses any fill on such channels).
 * A bucket that holds points keeps its answer under every fill.
 */
export const fillOptions = ['LINEAR', 'NONE', 'NULL', 'PREVIOUS'] as const;
export type FillOption = (typeof fillOptions)[number];

export interface FilledBucket {
  readonly timestamp: bigint;
  readonly value: AggregateValue;
}

export function isFillOption(s: string): s is FillOption {
  return (fillOptions as readonly string[]).includes(s);
}

/** The range and bucket width the gaps are filled over. */
export interface FillRange {
  readonly start: bigint;
  readonly end: bigint;
  readonly groupBy: bigint;
}

/** Fills the gaps between the buckets that hold points (sorted by time, as aggregate() answers them). */
export function applyFill(present: readonly RawBucket[], fill: FillOption, range: FillRange): FilledBucket[] {
  if (fill === 'NONE') return [...present];
  const out: FilledBucket[] = [];
  const { groupBy } = range;
  let next = 0; // the index of the first present bucket not yet answered
  let before: RawBucket | undefined;
  for (let t = bucketStart(range.start, groupBy); t <= range.end; t += groupBy) {
    const here = present[next];
    if (here !== undefined && here.timestamp === t) {
      out.push(here);
      before = here;
      next++;
      continue;
    }
    out.push({ timestamp: t, value: gapValue(fill, t, before, here) });
  }
  return out;
}

function gapValue(
  fill: Exclude<FillOption, 'NONE'>,
  t: bigint,
  before: RawBucket | undefined,
  after: RawBucket | undefined,
): AggregateValue {
  switch (fill) {
    case 'NULL':
      return null;
    case 'PREVIOUS':
      return before?.value ?? null;
    case 'LINEAR':
      return before && after ? interpolate(t, before, after) : null;
  }
}

/** y = (y0·(x1 − x) + y1·(x − x0)) / (x1 − x0), as TimescaleDB's interpolate(). */
export function interpolate(t: bigint, a: RawBucket, b: RawBucket): AggregateValue {
  const dx = b.timestamp - a.timestamp;
  if (typeof a.value === 'bigint' && typeof b.value === 'bigint') {
    return roundHalfAway(a.value * (b.timestamp - t) + b.value * (t - a.timestamp), dx);
  }
  if (typeof a.value === 'number' && typeof b.value === 'number') {
    if (a.value === b.value) return a.value;
    return (a.value * Number(b.timestamp - t) + b.value * Number(t - a.timestamp)) / Number(dx);
  }
  return null;
}

/** num / den (den > 0) rounded to the nearest integer, halves away from zero (PostgreSQL's numeric to int8). */
export function roundHalfAway(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return negative ? -q : q;
}
