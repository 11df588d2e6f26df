import { badRequest } from '../../kernel/problem.ts';
import {
  aggregate,
  bucketCount,
  bucketStart,
  fromStoredSummary,
  needsRawPoints,
  summaryBucket,
  type AggregateFunction,
  type AggregateOptions,
  type ChunkSummary,
  type RawBucket,
} from './aggregate.ts';
import type { ChunkStore } from './chunk-store.ts';
import type { Point } from './points.ts';
import { levelsFor, levelsForQuery, wholeWindows } from './rollups.ts';
import { tileWidth } from './summary.ts';

/**
 * At most this many buckets are cut into segments of their own so that rollups also serve a bucket
 * width that is no multiple of a rollup window (a window inside a segment lies in one bucket): the
 * legacy default width, end − start, answers one bucket or two.
 */
const SEGMENTED_BUCKETS = 16n;

/** [start, end] cut at the borders of its buckets of width g. */
function bucketSegments(start: bigint, end: bigint, g: bigint): [bigint, bigint][] {
  const out: [bigint, bigint][] = [];
  for (let b = bucketStart(start, g); b <= end; b += g)
    out.push([b < start ? start : b, b + g - 1n > end ? end : b + g - 1n]);
  return out;
}

/** The parts of the chunk store an aggregation reads. */
export type AggregateSource = Pick<ChunkStore, 'channelMeta' | 'readChunks' | 'readSummaries' | 'rollupSummaries'>;

/** Bounds on one aggregation, so that the cost of a query refused for its size stays bounded. */
export interface AggregateLimits {
  /** 400 (naming group_by) as soon as more than this many buckets hold points. */
  readonly maxBuckets?: number | undefined;
  /**
   * 400 (naming end) as soon as MEDIAN, MODE, STDDEV or INTEGRAL, which hold every point of the
   * range, have read more than this many. (The other functions read points only of chunks cut by a
   * bucket border; maxBuckets bounds those once the range has more buckets than it allows.)
   */
  readonly maxPoints?: number | undefined;
}

/**
 * Counts, while an aggregation reads, the buckets found to hold points and the points read, and
 * stops it with a 400 once either exceeds its limit: at most maxBuckets + 1 bucket starts and
 * maxPoints + 1 points are ever held.
 */
class Budget {
  private readonly buckets = new Set<bigint>();
  private points = 0;

  constructor(
    private readonly opts: AggregateOptions,
    private readonly limits: AggregateLimits,
  ) {}

  /** A point of the range at t lies in a bucket that holds points. */
  pointAt(t: bigint): void {
    const { groupBy, start } = this.opts;
    this.bucket(groupBy === undefined ? start : bucketStart(t, groupBy));
  }

  /** The bucket starting at b holds points. */
  bucket(b: bigint): void {
    const max = this.limits.maxBuckets;
    if (max === undefined) return;
    this.buckets.add(b);
    if (this.buckets.size > max) {
      const { groupBy, start, end } = this.opts;
      const message = `of ${groupBy ?? end - start} ns over [${start}, ${end}] answers more than ${max} buckets holding points; at most ${max} are allowed`;
      throw badRequest(`group_by ${message}.`, { violations: [{ field: 'group_by', message }] });
    }
  }

  /** One more point of a function that holds every point (its bucket counted too). */
  read(p: Point): void {
    this.pointAt(p.timestamp);
    const max = this.limits.maxPoints;
    if (max === undefined || ++this.points <= max) return;
    const { fn, start, end } = this.opts;
    const message = `[${start}, ${end}] holds more than ${max.toLocaleString('en')} points, more than ${fn} reads at once (it holds every point of the range); narrow the range`;
    throw badRequest(`The range ${message}.`, { violations: [{ field: 'end', message }] });
  }
}

/**
 * Answers an aggregate query over one channel at a cost that follows the result, not the data:
 * - COUNT, SUM, MEAN, MIN, MAX, FIRST, LAST and SPREAD are combined from summaries. The range is
 *   cut into the whole windows of the coarsest rollup level the query allows (rollups.ts: an hour,
 *   a minute; one small item per window; a width that is no multiple of them, such as the legacy
 *   default end − start, first cuts the range at its few bucket borders), then the rest into the
 *   next level's windows, and what
 *   is left at the edges from the chunk summaries of the summary index (about 200 bytes a chunk);
 *   only chunks that straddle a bucket border or an end of the range are read point by point
 *   (consecutive ones in one Query);
 * - MEDIAN, MODE, STDDEV and INTEGRAL need every point of the range (aggregate.ts says why).
 * `rawChunks` is how many chunks were read point by point (-1: all of them); `rollups` how many
 * windows were answered from rollups. `limits` stop the reading with a 400 as soon as more buckets
 * are found to hold points, or more points are read, than they allow (AggregateLimits).
 */
export async function aggregateChannel(
  store: AggregateSource,
  channel: string,
  opts: AggregateOptions,
  limits: AggregateLimits = {},
): Promise<{ buckets: RawBucket[]; rawChunks: number; rollups: number }> {
  if (needsRawPoints(opts.fn)) {
    const budget = new Budget(opts, limits);
    const points: Point[] = [];
    for await (const chunk of store.readChunks(channel, opts.start, opts.end))
      for (const p of chunk) {
        budget.read(p);
        points.push(p);
      }
    return { buckets: aggregate(points, opts), rawChunks: -1, rollups: 0 };
  }
  const { points, whole, rawChunks, rollups } = await collect(store, channel, opts, limits);
  return { buckets: aggregate(points, opts, whole), rawChunks, rollups };
}

/**
 * Several functions combined from summaries (none of MEDIAN, MODE, STDDEV, INTEGRAL) over the
 * same buckets, reading the summaries and points once: each function's buckets, in `fns`' order.
 */
export async function aggregateChannelFunctions(
  store: AggregateSource,
  channel: string,
  fns: readonly AggregateFunction[],
  opts: Omit<AggregateOptions, 'fn'>,
  limits: AggregateLimits = {},
): Promise<RawBucket[][]> {
  const [first] = fns;
  if (first === undefined) return [];
  const raw = fns.find(needsRawPoints);
  if (raw !== undefined) throw new RangeError(`${raw} reads every point: ask it on its own.`);
  const { points, whole } = await collect(store, channel, { ...opts, fn: first }, limits);
  return fns.map((fn) => aggregate(points, { ...opts, fn }, whole));
}

/**
 * What the functions combined from summaries read for one query: the summaries of whole rollup
 * windows, chunks and tiles, and the points of the chunks (or tiles) cut by a bucket border or an
 * end of the range.
 */
async function collect(
  store: AggregateSource,
  channel: string,
  opts: AggregateOptions,
  limits: AggregateLimits,
): Promise<{ points: Point[]; whole: ChunkSummary[]; rawChunks: number; rollups: number }> {
  const budget = new Budget(opts, limits);
  const meta = await store.channelMeta(channel);
  if (!meta) return { points: [], whole: [], rawChunks: 0, rollups: 0 };

  const whole: ChunkSummary[] = [];
  let segments: [bigint, bigint][] = [[opts.start, opts.end]];
  let levels = levelsForQuery(meta.width, opts.groupBy);
  const { groupBy } = opts;
  if (
    groupBy !== undefined &&
    levels.length < levelsFor(meta.width).length &&
    bucketCount(opts.start, opts.end, groupBy) <= SEGMENTED_BUCKETS
  ) {
    segments = bucketSegments(opts.start, opts.end, groupBy);
    levels = levelsFor(meta.width);
  }
  for (const level of levels) {
    const rest: [bigint, bigint][] = [];
    for (const [a, b] of segments) {
      const windows = wholeWindows(a, b, level);
      if (!windows) {
        rest.push([a, b]);
        continue;
      }
      const [first, last] = windows;
      for (const stored of await store.rollupSummaries(channel, level, first, last)) {
        const s = fromStoredSummary(stored);
        const b = summaryBucket(s, opts);
        if (b !== undefined) budget.bucket(b);
        whole.push(s);
      }
      if (a < first) rest.push([a, first - 1n]);
      if (last + level.width - 1n < b) rest.push([last + level.width, b]);
    }
    segments = rest;
  }
  const rollups = whole.length;

  // Buckets that cut chunks but not their tiles: the tile summaries answer where chunks' do not.
  const tiles = groupBy !== undefined && groupBy % meta.width !== 0n && groupBy % tileWidth(meta.width) === 0n;
  const ranges: [bigint, bigint][] = [];
  let rawChunks = 0;
  for (const [a, b] of segments) {
    let previousRaw = false;
    /** The bucket of [a, b] a summary lies wholly in, or undefined. */
    const wholeIn = (s: ChunkSummary) => (s.first.t >= a && s.last.t <= b ? summaryBucket(s, opts) : undefined);
    /** Whole when the summary lies in one bucket of [a, b]; else its points in [a, b] are read. */
    const take = (s: ChunkSummary, bucket = wholeIn(s)): boolean => {
      if (s.last.t < a || s.first.t > b) {
        previousRaw = false;
        return true;
      }
      if (bucket !== undefined) {
        budget.bucket(bucket);
        whole.push(s);
        previousRaw = false;
        return true;
      }
      // Cut by a border: the buckets of its first and last points (those in the segment) hold
      // points, known before any point is read.
      if (s.first.t >= a) budget.pointAt(s.first.t);
      if (s.last.t <= b) budget.pointAt(s.last.t);
      const from = s.first.t < a ? a : s.first.t;
      const to = s.last.t > b ? b : s.last.t;
      const last = ranges[ranges.length - 1];
      if (previousRaw && last) last[1] = to;
      else ranges.push([from, to]);
      previousRaw = true;
      return false;
    };
    for (const stored of await store.readSummaries(channel, a, b, { tiles })) {
      const s = fromStoredSummary(stored);
      const bucket = wholeIn(s);
      if (stored.tiles === undefined || bucket !== undefined) {
        if (!take(s, bucket)) rawChunks++;
        continue;
      }
      // Tiles partition the chunk's points by time: each is whole or read on its own.
      let raw = false;
      for (const t of stored.tiles) raw = !take(fromStoredSummary(t)) || raw;
      if (raw) rawChunks++;
    }
  }
  const points: Point[] = [];
  for (const [from, to] of ranges)
    for await (const chunk of store.readChunks(channel, from, to))
      for (const p of chunk) {
        budget.pointAt(p.timestamp);
        points.push(p);
      }
  return { points, whole, rawChunks, rollups };
}
