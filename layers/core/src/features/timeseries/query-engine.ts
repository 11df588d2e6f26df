import { aggregate, fromStoredSummary, needsRawPoints, summaryBucket, type AggregateOptions, type ChunkSummary, type RawBucket } from './aggregate.ts';
import type { ChunkStore } from './chunk-store.ts';
import type { Point } from './points.ts';

/**
 * Answers an aggregate query over one channel at a cost that follows the result, not the data:
 * - COUNT, SUM, MEAN, MIN, MAX, FIRST, LAST and SPREAD read the chunk summaries of the range from
 *   the summary index (about 200 bytes a chunk) and take raw points only of the chunks that
 *   straddle a bucket border or an end of the range (consecutive ones in one Query);
 * - MEDIAN, MODE, STDDEV and INTEGRAL need every point of the range (aggregate.ts says why).
 * `rawChunks` is how many chunks were read point by point (-1: all of them).
 */
export async function aggregateChannel(store: ChunkStore, channel: string, opts: AggregateOptions): Promise<{ buckets: RawBucket[]; rawChunks: number }> {
  if (needsRawPoints(opts.fn)) return { buckets: aggregate(await store.readRange(channel, opts.start, opts.end), opts), rawChunks: -1 };
  const whole: ChunkSummary[] = [];
  const ranges: [bigint, bigint][] = [];
  let rawChunks = 0;
  let previousRaw = false;
  for (const stored of await store.readSummaries(channel, opts.start, opts.end)) {
    const s = fromStoredSummary(stored);
    if (s.last.t < opts.start || s.first.t > opts.end) {
      previousRaw = false;
      continue;
    }
    if (summaryBucket(s, opts) !== undefined) {
      whole.push(s);
      previousRaw = false;
      continue;
    }
    rawChunks++;
    const from = s.first.t < opts.start ? opts.start : s.first.t;
    const to = s.last.t > opts.end ? opts.end : s.last.t;
    const last = ranges[ranges.length - 1];
    if (previousRaw && last) last[1] = to;
    else ranges.push([from, to]);
    previousRaw = true;
  }
  const points: Point[] = [];
  for (const [from, to] of ranges) for await (const chunk of store.readChunks(channel, from, to)) for (const p of chunk) points.push(p);
  return { buckets: aggregate(points, opts, whole), rawChunks };
}
