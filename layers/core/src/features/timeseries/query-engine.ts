import {
  aggregate,
  bucketCount,
  bucketStart,
  fromStoredSummary,
  needsRawPoints,
  summaryBucket,
  type AggregateOptions,
  type ChunkSummary,
  type RawBucket,
} from './aggregate.ts';
import type { ChunkStore } from './chunk-store.ts';
import type { Point } from './points.ts';
import { levelsFor, levelsForQuery, wholeWindows } from './rollups.ts';

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
 * windows were answered from rollups.
 */
export async function aggregateChannel(
  store: ChunkStore,
  channel: string,
  opts: AggregateOptions,
): Promise<{ buckets: RawBucket[]; rawChunks: number; rollups: number }> {
  if (needsRawPoints(opts.fn))
    return {
      buckets: aggregate(await store.readRange(channel, opts.start, opts.end), opts),
      rawChunks: -1,
      rollups: 0,
    };
  const meta = await store.channelMeta(channel);
  if (!meta) return { buckets: [], rawChunks: 0, rollups: 0 };

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
      for (const s of await store.rollupSummaries(channel, level, first, last)) whole.push(fromStoredSummary(s));
      if (a < first) rest.push([a, first - 1n]);
      if (last + level.width - 1n < b) rest.push([last + level.width, b]);
    }
    segments = rest;
  }
  const rollups = whole.length;

  const ranges: [bigint, bigint][] = [];
  let rawChunks = 0;
  for (const [a, b] of segments) {
    let previousRaw = false;
    for (const stored of await store.readSummaries(channel, a, b)) {
      const s = fromStoredSummary(stored);
      if (s.last.t < a || s.first.t > b) {
        previousRaw = false;
        continue;
      }
      if (s.first.t >= a && s.last.t <= b && summaryBucket(s, opts) !== undefined) {
        whole.push(s);
        previousRaw = false;
        continue;
      }
      rawChunks++;
      const from = s.first.t < a ? a : s.first.t;
      const to = s.last.t > b ? b : s.last.t;
      const last = ranges[ranges.length - 1];
      if (previousRaw && last) last[1] = to;
      else ranges.push([from, to]);
      previousRaw = true;
    }
  }
  const points: Point[] = [];
  for (const [from, to] of ranges)
    for await (const chunk of store.readChunks(channel, from, to)) for (const p of chunk) points.push(p);
  return { buckets: aggregate(points, opts, whole), rawChunks, rollups };
}
