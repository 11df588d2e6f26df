import { describe, expect, it } from 'vitest';
import { aggregate, type AggregateOptions } from '#core/features/timeseries/aggregate.ts';
import type { ChannelMeta } from '#core/features/timeseries/chunk-store.ts';
import type { Point } from '#core/features/timeseries/points.ts';
import {
  aggregateChannel,
  aggregateChannelFunctions,
  type AggregateLimits,
  type AggregateSource,
} from '#core/features/timeseries/query-engine.ts';
import { summarize, summarizeTiles, type ChunkSummary } from '#core/features/timeseries/summary.ts';
import { ProblemError } from '#core/kernel/problem.ts';

const CHUNK_WIDTH = 1000n;
const CHUNK_POINTS = 100;

/**
 * An in-memory stand-in for the chunk store's read side: Integer points at 0, 1, 2, … in chunks of
 * 100 consecutive points, counting what is read so a test sees where an aggregation stopped.
 */
function denseStore(pointCount: number) {
  const chunks: Point[][] = [];
  for (let i = 0; i < pointCount; i += CHUNK_POINTS) {
    const chunk: Point[] = [];
    for (let t = i; t < Math.min(i + CHUNK_POINTS, pointCount); t++) chunk.push({ timestamp: BigInt(t), value: 1n });
    chunks.push(chunk);
  }
  const read = { points: 0, chunks: 0 };
  const meta: ChannelMeta = { type: 'Integer', width: CHUNK_WIDTH };
  const source: AggregateSource = {
    channelMeta: async () => meta,
    rollupSummaries: async () => [],
    readSummaries: async (_channel: string, start: bigint, end: bigint): Promise<ChunkSummary[]> =>
      chunks
        .filter((c) => c[c.length - 1]!.timestamp >= start && c[0]!.timestamp <= end)
        .map((c) => summarize('Integer', (c[0]!.timestamp / CHUNK_WIDTH) * CHUNK_WIDTH, c[0]!.timestamp, c)),
    async *readChunks(_channel: string, start: bigint, end: bigint): AsyncGenerator<Point[]> {
      for (const c of chunks) {
        const part = c.filter((p) => p.timestamp >= start && p.timestamp <= end);
        if (part.length === 0) continue;
        read.chunks++;
        read.points += part.length;
        yield part;
      }
    },
  };
  return { source, read, all: chunks.flat() };
}

async function refusal(promise: Promise<unknown>): Promise<ProblemError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProblemError);
  return err as ProblemError;
}

const run = (pointCount: number, opts: Omit<AggregateOptions, 'type'>, limits: AggregateLimits) => {
  const store = denseStore(pointCount);
  return { ...store, answer: aggregateChannel(store.source, 'ch', { ...opts, type: 'Integer' }, limits) };
};

describe('aggregateChannel limits', () => {
  it('stops a COUNT per point at the summaries, before reading any point, once more buckets hold points than allowed', async () => {
    const { answer, read } = run(100_000, { fn: 'COUNT', start: 0n, end: 99_999n, groupBy: 1n }, { maxBuckets: 50 });
    const err = await refusal(answer);
    expect(err.status).toBe(400);
    expect(err.detail).toMatch(/^group_by .*more than 50 buckets holding points; at most 50/);
    expect(read.points).toBe(0);
  });

  it('stops reading points as soon as the buckets found exceed the limit', async () => {
    // Buckets of 10 ns: each of the 10 chunks is cut by borders; its summary shows 2 buckets, its
    // points 10: 20 known from the summaries, then 8 more per chunk read, 52 > 50 in the 4th.
    const { answer, read } = run(1000, { fn: 'COUNT', start: 0n, end: 999n, groupBy: 10n }, { maxBuckets: 50 });
    expect((await refusal(answer)).status).toBe(400);
    expect(read.chunks).toBe(4);
  });

  it('stops MEDIAN, which reads every point, within the chunk where the bucket limit is passed', async () => {
    const { answer, read } = run(100_000, { fn: 'MEDIAN', start: 0n, end: 99_999n, groupBy: 1n }, { maxBuckets: 50 });
    expect((await refusal(answer)).detail).toMatch(/^group_by /);
    expect(read.chunks).toBe(1);
  });

  it('stops MEDIAN once it has read more points than its point budget, naming end', async () => {
    const { answer, read } = run(
      100_000,
      { fn: 'MEDIAN', start: 0n, end: 99_999n, groupBy: 1_000_000n },
      { maxPoints: 250 },
    );
    const err = await refusal(answer);
    expect(err.detail).toMatch(/^The range \[0, 99999\] holds more than 250 points/);
    expect(err.extensions?.['violations']).toEqual([expect.objectContaining({ field: 'end' })]);
    expect(read.points).toBeLessThanOrEqual(300);
  });

  it('answers exactly as many buckets as allowed, and refuses one more', async () => {
    for (const fn of ['COUNT', 'MEDIAN'] as const) {
      const opts = { fn, start: 0n, end: 119n, groupBy: 1n };
      const ok = run(120, opts, { maxBuckets: 120, maxPoints: 120 });
      expect(await ok.answer).toMatchObject({ buckets: aggregate(ok.all, { ...opts, type: 'Integer' }) });
      expect((await refusal(run(120, opts, { maxBuckets: 119 }).answer)).status).toBe(400);
    }
    const median = { fn: 'MEDIAN' as const, start: 0n, end: 119n, groupBy: 1n };
    expect((await refusal(run(120, median, { maxPoints: 119 }).answer)).status).toBe(400);
  });

  it('does not hold COUNT, combined from summaries, to the point budget', async () => {
    const opts = { fn: 'COUNT' as const, start: 0n, end: 999n, groupBy: 1n };
    const { answer, all } = run(1000, opts, { maxPoints: 10 });
    expect((await answer).buckets).toEqual(aggregate(all, { ...opts, type: 'Integer' }));
  });

  it('reads everything without limits, as before', async () => {
    const opts = { fn: 'COUNT' as const, start: 0n, end: 999n, groupBy: 1n };
    const { answer, all } = run(1000, opts, {});
    expect((await answer).buckets).toEqual(aggregate(all, { ...opts, type: 'Integer' }));
  });
});

/**
 * A channel of Double points every 3 ns in buckets of 1,000 ns (one part each), whose summaries
 * carry their tiles (tenths of 100 ns) when asked for them, unless `withTiles` is off (chunks
 * written before tiles existed). Counts the points read.
 */
function tiledStore(buckets: number, withTiles = true) {
  const width = 1000n;
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const chunks: Point[][] = [];
  for (let b = 0n; b < BigInt(buckets); b++) {
    const chunk: Point[] = [];
    for (let t = b * width + ((3n - ((b * width) % 3n)) % 3n); t < (b + 1n) * width; t += 3n)
      chunk.push({ timestamp: t, value: Math.round(random() * 2000 - 1000) / 8 });
    chunks.push(chunk);
  }
  const read = { points: 0 };
  const source: AggregateSource = {
    channelMeta: async () => ({ type: 'Double', width }),
    rollupSummaries: async () => [],
    readSummaries: async (_channel, start, end, options = {}) =>
      chunks
        .filter((c) => c[c.length - 1]!.timestamp >= start && c[0]!.timestamp <= end)
        .map((c) => {
          const bucket = (c[0]!.timestamp / width) * width;
          const s = summarize('Double', bucket, bucket, c);
          return options.tiles && withTiles ? { ...s, tiles: summarizeTiles('Double', bucket, width, bucket, c) } : s;
        }),
    async *readChunks(_channel: string, start: bigint, end: bigint): AsyncGenerator<Point[]> {
      for (const c of chunks) {
        const part = c.filter((p) => p.timestamp >= start && p.timestamp <= end);
        if (part.length === 0) continue;
        read.points += part.length;
        yield part;
      }
    },
  };
  return { source, read, all: chunks.flat() };
}

describe('aggregateChannel over tile summaries', () => {
  const fns = ['COUNT', 'SUM', 'MEAN', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'] as const;

  it('answers buckets that cut chunks but not tiles from the tiles, reading no point', async () => {
    for (const groupBy of [100n, 200n, 400n, 500n])
      for (const fn of fns) {
        const { source, read, all } = tiledStore(30);
        const opts = { fn, type: 'Double' as const, start: 0n, end: 29_999n, groupBy };
        const got = await aggregateChannel(source, 'ch', opts);
        expect(got.buckets, `${fn} by ${groupBy}`).toEqual(aggregate(all, opts));
        expect(read.points, `${fn} by ${groupBy}`).toBe(0);
        expect(got.rawChunks).toBe(0);
      }
  });

  it('reads only the tiles the range ends cut', async () => {
    for (const fn of fns) {
      const { source, read, all } = tiledStore(30);
      const opts = { fn, type: 'Double' as const, start: 150n, end: 28_349n, groupBy: 400n };
      expect((await aggregateChannel(source, 'ch', opts)).buckets).toEqual(aggregate(all, opts));
      expect(read.points).toBeGreaterThan(0);
      expect(read.points).toBeLessThanOrEqual(2 * 34);
    }
  });

  it('reads the points where buckets cut tiles, or the chunks have none, with the same answers', async () => {
    for (const [groupBy, withTiles] of [
      [50n, true],
      [250n, true],
      [200n, false],
    ] as const)
      for (const fn of fns) {
        const { source, read, all } = tiledStore(12, withTiles);
        const opts = { fn, type: 'Double' as const, start: 0n, end: 11_999n, groupBy };
        expect((await aggregateChannel(source, 'ch', opts)).buckets, `${fn} by ${groupBy}`).toEqual(
          aggregate(all, opts),
        );
        expect(read.points).toBeGreaterThan(0);
      }
  });
});

describe('aggregateChannelFunctions', () => {
  it('answers each function as on its own, reading the points once', async () => {
    const fns = ['COUNT', 'MIN', 'MAX', 'MEAN', 'SUM', 'FIRST', 'LAST', 'SPREAD'] as const;
    const opts = { type: 'Double' as const, start: 150n, end: 28_349n, groupBy: 70n };
    const many = tiledStore(30);
    const got = await aggregateChannelFunctions(many.source, 'ch', fns, opts);
    const single = tiledStore(30);
    await aggregateChannel(single.source, 'ch', { ...opts, fn: 'MEAN' });
    expect(many.read.points).toBe(single.read.points);
    expect(many.read.points).toBeGreaterThan(0);
    for (const [i, fn] of fns.entries()) expect(got[i], fn).toEqual(aggregate(many.all, { ...opts, fn }));
  });

  it('refuses a function that reads every point', async () => {
    const { source } = tiledStore(2);
    await expect(
      aggregateChannelFunctions(source, 'ch', ['MEAN', 'MEDIAN'], { type: 'Double', start: 0n, end: 1999n }),
    ).rejects.toThrow(/MEDIAN reads every point/);
  });
});
