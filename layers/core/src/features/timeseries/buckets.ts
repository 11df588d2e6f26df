import { compareTimestamps, type Point, type PointValue } from './points.ts';

/**
 * Time buckets of a channel: bucket k covers [k·width, (k+1)·width) nanoseconds. The width is
 * chosen once, from the density of the channel's first batch, so that a bucket holds about
 * TARGET_POINTS points (about 14 KB of smooth doubles): small enough that a batch of 10,000 points
 * fills whole buckets, each written once, large enough that a summary covers many points.
 */
export const TARGET_POINTS = 2000;
export const MIN_WIDTH_NS = 1_000_000n; // 1 ms
export const MAX_WIDTH_NS = 100_000_000_000_000n; // about 27.8 hours
/** The width when the first batch says nothing about the rate (fewer than two distinct timestamps). */
export const DEFAULT_WIDTH_NS = 10_000_000_000n; // 10 s

export const bucketStart = (t: bigint, width: bigint): bigint => t - (t % width);

/** The largest width of the form {1, 2, 5}·10^k within [MIN, MAX] that holds at most TARGET_POINTS at the batch's rate. */
export function chooseWidth(timestamps: readonly bigint[]): bigint {
  let lo = timestamps[0];
  let hi = lo;
  for (const t of timestamps) {
    if (lo === undefined || t < lo) lo = t;
    if (hi === undefined || t > hi) hi = t;
  }
  const distinct = new Set(timestamps).size;
  if (lo === undefined || hi === undefined || distinct < 2 || hi === lo) return DEFAULT_WIDTH_NS;
  const ideal = ((hi - lo) * BigInt(TARGET_POINTS)) / BigInt(distinct - 1);
  let best = MIN_WIDTH_NS;
  for (let decade = MIN_WIDTH_NS; decade <= MAX_WIDTH_NS; decade *= 10n) {
    for (const m of [1n, 2n, 5n]) {
      const w = decade * m;
      if (w <= ideal && w <= MAX_WIDTH_NS) best = w;
    }
  }
  return best;
}

/**
 * Sort keys: `C#` + the bucket start + `#` + the part's key, both as 19 zero-padded decimal digits
 * (2^63-1 has 19), so that string order is time order and a bucket's parts are one prefix. A
 * bucket is split by time into parts: the first part's key is the bucket start, every other's the
 * first timestamp it held when it was split off; a part holds the points from its key up to the
 * next part's key, so each timestamp has exactly one part and parts change independently.
 */
const digits19 = (n: bigint) => n.toString().padStart(19, '0');
export const chunkPrefix = (start: bigint) => `C#${digits19(start)}#`;
export const chunkKey = (bucket: bigint, partKey: bigint) => `${chunkPrefix(bucket)}${digits19(partKey)}`;
/** The smallest and largest sort keys of the buckets that hold [start, end]. */
export function chunkKeyRange(start: bigint, end: bigint, width: bigint): [string, string] {
  return [chunkPrefix(bucketStart(start, width)), `${chunkPrefix(bucketStart(end, width))}~`];
}

export function parseChunkKey(sk: string): { start: bigint; partKey: bigint } {
  const m = /^C#(\d{19})#(\d{19})$/.exec(sk);
  if (!m) throw new RangeError(`Not a chunk key: ${sk}`);
  return { start: BigInt(m[1]!), partKey: BigInt(m[2]!) };
}

/**
 * Groups a batch by bucket, each group sorted by timestamp with one point per timestamp: of
 * points with the same timestamp the last in the batch wins, as a later write would.
 */
export function groupByBucket<V extends PointValue>(
  points: readonly Point<V>[],
  width: bigint,
): Map<bigint, Point<V>[]> {
  const groups = new Map<bigint, Point<V>[]>();
  for (const p of points) {
    const b = bucketStart(p.timestamp, width);
    let g = groups.get(b);
    if (!g) {
      g = [];
      groups.set(b, g);
    }
    g.push(p);
  }
  for (const [b, g] of groups) groups.set(b, mergePoints([], g));
  return groups;
}

/**
 * Merges `incoming` into `existing` (sorted, one point per timestamp): the result is sorted with
 * one point per timestamp, an incoming point replacing an existing one with the same timestamp
 * (InfluxDB's rule for a point written twice), and of incoming duplicates the last one winning.
 */
export function mergePoints<V extends PointValue>(
  existing: readonly Point<V>[],
  incoming: readonly Point<V>[],
): Point<V>[] {
  const sorted = incoming
    .map((p, i) => ({ p, i }))
    .sort((a, b) => compareTimestamps(a.p.timestamp, b.p.timestamp) || a.i - b.i);
  const fresh: Point<V>[] = [];
  for (const { p } of sorted) {
    if (fresh.length > 0 && fresh[fresh.length - 1]!.timestamp === p.timestamp) fresh[fresh.length - 1] = p;
    else fresh.push(p);
  }
  const out: Point<V>[] = [];
  let i = 0;
  let j = 0;
  while (i < existing.length || j < fresh.length) {
    const a = existing[i];
    const b = fresh[j];
    if (b === undefined || (a !== undefined && a.timestamp < b.timestamp)) {
      out.push(a!);
      i++;
    } else if (a === undefined || b.timestamp < a.timestamp) {
      out.push(b);
      j++;
    } else {
      out.push(b);
      i++;
      j++;
    }
  }
  return out;
}

/** The index of the first point with timestamp ≥ t in sorted points. */
export function lowerBound(points: readonly Point[], t: bigint): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid]!.timestamp < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
