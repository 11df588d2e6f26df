import { randomBytes } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChunkStore as Store } from '../../layers/core/src/features/timeseries/chunk-store.ts';
import type { Point } from '../../layers/core/src/features/timeseries/points.ts';
import type { ChunkSummary } from '../../layers/core/src/features/timeseries/summary.ts';
import type { WriteStats } from '../../layers/core/src/features/timeseries/write-units.ts';
import { ProblemError } from '../../layers/core/src/kernel/problem.ts';
import { dynamodbEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import { useLocalCore } from '../support/local-core.ts';
import { rng } from '../unit/timeseries/prng.ts';

/**
 * The timeseries chunk store against DynamoDB Local, in a table of its own (created here with the
 * store's own table definition, deleted afterwards): exact nanoseconds, merges, concurrent
 * writers, refused batches, summaries against the raw points, bounded deletion, write units.
 */
const T0 = 1_700_000_000_123_456_789n;
const INT64_MAX = 2n ** 63n - 1n;
const table = `svc-test-timeseries-${randomBytes(4).toString('hex')}`;
const admin = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamodbEndpoint, credentials: localAwsCredentials });
let restoreEnv: () => void = () => {};
let store: Store;
let perThousand: (s: WriteStats) => { bytes: number; writeUnits: number };
const channel = () => `test-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  restoreEnv = useLocalCore();
  const mod = await import('../../layers/core/src/features/timeseries/chunk-store.ts');
  perThousand = (await import('../../layers/core/src/features/timeseries/write-units.ts')).perThousandPoints;
  await admin.send(new CreateTableCommand(mod.chunkTableInput(table)));
  await waitUntilTableExists({ client: admin, maxWaitTime: 30 }, { TableName: table });
  store = new mod.ChunkStore(table);
});
afterAll(async () => {
  await admin.send(new DeleteTableCommand({ TableName: table })).catch(() => undefined);
  admin.destroy();
  restoreEnv();
});

const ALL: [bigint, bigint] = [0n, INT64_MAX];

async function refusal(p: Promise<unknown>): Promise<ProblemError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProblemError);
  expect((err as ProblemError).status).toBe(400);
  return err as ProblemError;
}

describe('timeseries chunk store (DynamoDB Local)', () => {
  it('gives back every point to the nanosecond, including timestamps 0 and 2^63-1', async () => {
    const ch = channel();
    const points: Point[] = [
      { timestamp: 0n, value: -(2n ** 63n) },
      { timestamp: T0, value: 1n },
      { timestamp: T0 + 1n, value: 9_007_199_254_740_993n },
      { timestamp: 9_223_372_036_854_775_806n, value: 2n ** 63n - 1n },
      { timestamp: INT64_MAX, value: 0n },
    ];
    await store.appendPoints(ch, points);
    expect(await store.readRange(ch, ...ALL)).toEqual(points);
    expect(await store.readRange(ch, T0, T0 + 1n)).toEqual(points.slice(1, 3));
    expect(await store.readRange(ch, INT64_MAX, INT64_MAX)).toEqual(points.slice(4));
    expect(await store.readRange(ch, 1n, T0 - 1n)).toEqual([]);
    await refusal(store.readRange(ch, T0 + 1n, T0));
  });

  it('merges out-of-order and duplicate points: a point with an existing timestamp replaces it', async () => {
    const ch = channel();
    const r = rng(21);
    const model = new Map<bigint, number>();
    for (let batch = 0; batch < 6; batch++) {
      const pts = Array.from({ length: 700 }, () => ({
        timestamp: T0 + BigInt(Math.floor(r() * 3000)) * 1_000_000n,
        value: r(),
      }));
      await store.appendPoints(ch, pts);
      for (const p of pts) model.set(p.timestamp, p.value);
    }
    const expected = [...model]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([timestamp, value]) => ({ timestamp, value }));
    expect(await store.readRange(ch, ...ALL)).toEqual(expected);
  });

  it('loses no point under 8 concurrent writers into one channel (interleaved timestamps)', async () => {
    const ch = channel();
    const writers = 8;
    const perWriter = 2000;
    const at = (w: number, i: number) => T0 + BigInt(i * writers + w) * 125_000n;
    const stats = await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        const conflicts: number[] = [];
        for (let b = 0; b < perWriter; b += 250) {
          const pts = Array.from({ length: 250 }, (_, k) => ({
            timestamp: at(w, b + k),
            value: BigInt(w * 1_000_000 + b + k),
          }));
          conflicts.push((await store.appendPoints(ch, pts)).conflicts);
        }
        return conflicts.reduce((a, b) => a + b, 0);
      }),
    );
    const got = await store.readRange(ch, ...ALL);
    expect(got.length).toBe(writers * perWriter);
    for (let i = 0; i < perWriter; i++) {
      for (let w = 0; w < writers; w++)
        expect(got[i * writers + w]).toEqual({ timestamp: at(w, i), value: BigInt(w * 1_000_000 + i) });
    }
    // The writers did collide (else this test proves nothing), and retried.
    expect(stats.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('races 16 writers of 10 points into one chunk: a lost conditional write is retried, or answered 503, never raw', async () => {
    const mod = await import('../../layers/core/src/features/timeseries/chunk-store.ts');
    const race = async (target: Store, ch: string) => {
      // The first write fixes the bucket; then every writer appends 10 points into its one part at once.
      await target.appendPoints(ch, [{ timestamp: T0, value: 0n }]);
      return Promise.allSettled(
        Array.from({ length: 16 }, (_, w) =>
          target.appendPoints(
            ch,
            Array.from({ length: 10 }, (_, k) => ({
              timestamp: T0 + BigInt(1 + w * 10 + k) * 1_000n,
              value: BigInt(w),
            })),
          ),
        ),
      );
    };
    // With the store's retries every writer lands and no point is lost.
    const ch = channel();
    const settled = await race(store, ch);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const conflicts = settled.reduce((n, s) => n + (s.status === 'fulfilled' ? s.value.conflicts : 0), 0);
    expect(conflicts).toBeGreaterThan(0);
    expect((await store.readRange(ch, ...ALL)).length).toBe(1 + 16 * 10);

    // With one attempt only, the losers of the race get a retryable 503 problem, not the SDK's
    // ConditionalCheckFailedException (which the pipeline would answer 500); repeating their
    // batches then completes the channel.
    const impatient = new mod.ChunkStore(table, undefined, 1);
    const ch2 = channel();
    const outcomes = await race(impatient, ch2);
    const refused = outcomes.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const err of refused) {
      expect(err).toBeInstanceOf(ProblemError);
      expect((err as ProblemError).status).toBe(503);
      expect((err as ProblemError).headers['Retry-After']).toBe('1');
    }
    await Promise.all(
      outcomes.map((s, w) =>
        s.status === 'fulfilled'
          ? undefined
          : store.appendPoints(
              ch2,
              Array.from({ length: 10 }, (_, k) => ({
                timestamp: T0 + BigInt(1 + w * 10 + k) * 1_000n,
                value: BigInt(w),
              })),
            ),
      ),
    );
    expect((await store.readRange(ch2, ...ALL)).length).toBe(1 + 16 * 10);
  });

  it('recognises a conflict by its name too (another copy of the SDK), and nothing else', () => {
    return import('../../layers/core/src/features/timeseries/chunk-store.ts').then(({ isConflict }) => {
      const named = (name: string, extra: Record<string, unknown> = {}) =>
        Object.assign(new Error(name), { name, ...extra });
      expect(isConflict(named('ConditionalCheckFailedException'))).toBe(true);
      expect(
        isConflict(
          named('TransactionCanceledException', {
            CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
          }),
        ),
      ).toBe(true);
      expect(
        isConflict(named('TransactionCanceledException', { CancellationReasons: [{ Code: 'ValidationError' }] })),
      ).toBe(false);
      expect(isConflict(named('ProvisionedThroughputExceededException'))).toBe(false);
      expect(isConflict(new Error('x'))).toBe(false);
    });
  });

  it('refuses a batch of mixed types, or of another type than the channel, writing nothing', async () => {
    const fresh = channel();
    const mixed = await refusal(
      store.appendPoints(fresh, [
        { timestamp: 1n, value: 1.5 },
        { timestamp: 2n, value: 2.5 },
        { timestamp: 3n, value: 'x' },
      ]),
    );
    expect(mixed.extensions).toMatchObject({ index: 2, violations: [{ field: 'points.2.value' }] });
    expect(await store.channelMeta(fresh)).toBeUndefined();

    const ch = channel();
    await store.appendPoints(ch, [{ timestamp: T0, value: 1.5 }]);
    const wrong = await refusal(
      store.appendPoints(ch, [
        { timestamp: T0 + 1n, value: 7n },
        { timestamp: T0 + 2n, value: 8n },
      ]),
    );
    expect(wrong.extensions).toMatchObject({ index: 0 });
    const bad = await refusal(
      store.appendPoints(ch, [
        { timestamp: T0 + 1n, value: 2.5 },
        { timestamp: -5n, value: 3.5 },
      ]),
    );
    expect(bad.extensions).toMatchObject({ index: 1, violations: [{ field: 'points.1.timestamp' }] });
    expect(await store.readRange(ch, ...ALL)).toEqual([{ timestamp: T0, value: 1.5 }]);
  });

  it('keeps per-chunk summaries equal to what the raw points give', async () => {
    const r = rng(5);
    const dbl = channel();
    const int = channel();
    const ts = Array.from({ length: 9000 }, (_, i) => T0 + BigInt(i) * 1_000_000n + BigInt(Math.floor(r() * 1000)));
    await store.appendPoints(
      dbl,
      ts.map((timestamp, i) => ({ timestamp, value: 20 + Math.sin(i / 300) + r() })),
    );
    await store.appendPoints(
      dbl,
      ts.filter((_, i) => i % 7 === 0).map((timestamp) => ({ timestamp, value: -r() * 1e6 })),
    ); // replacements
    await store.appendPoints(
      int,
      ts.map((timestamp) => ({ timestamp, value: BigInt(Math.floor(r() * 2 ** 52)) * 1024n })),
    );

    const check = async (ch: string, summaries: ChunkSummary[]) => {
      expect(summaries.length).toBeGreaterThan(2);
      let total = 0;
      for (const s of summaries) {
        const raw = await store.readRange(ch, s.first.timestamp, s.last.timestamp);
        total += raw.length;
        expect(s.count).toBe(raw.length);
        expect(s.first).toEqual(raw[0]);
        expect(s.last).toEqual(raw[raw.length - 1]);
        const values = raw.map((p) => p.value as number | bigint);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(s.min).toBe(sorted[0]);
        expect(s.max).toBe(sorted[sorted.length - 1]);
        if (typeof values[0] === 'bigint') {
          expect(s.sum).toBe((values as bigint[]).reduce((a, b) => a + b, 0n));
        } else {
          const xs = values as number[];
          const sum = xs.reduce((a, b) => a + b, 0);
          expect(s.sum as number).toBeCloseTo(sum, 4);
          const mean = sum / xs.length;
          expect(s.m2!).toBeCloseTo(
            xs.reduce((a, x) => a + (x - mean) ** 2, 0),
            0,
          );
        }
      }
      expect(total).toBe(9000);
    };
    await check(dbl, await store.readSummaries(dbl, ...ALL, { consistent: true }));
    await check(int, await store.readSummaries(int, ...ALL, { consistent: true }));
    // The summary index holds the same summaries (DynamoDB Local updates it at once; AWS within a second).
    expect(await store.readSummaries(int, ...ALL)).toEqual(
      await store.readSummaries(int, ...ALL, { consistent: true }),
    );
  });

  it('splits a bucket past 64 KB into time-keyed parts, written in one transaction, and merges into them', async () => {
    const ch = channel();
    const r = rng(13);
    const t1 = 1_700_000_000_000_000_000n;
    await store.appendPoints(
      ch,
      Array.from({ length: 2000 }, (_, i) => ({ timestamp: t1 + BigInt(i) * 1_000_000n, value: r() })),
    ); // width 2 s
    const dense = Array.from({ length: 60_000 }, (_, i) => ({ timestamp: t1 + 1n + BigInt(i) * 33_333n, value: r() })); // 30 kHz into the same bucket
    const s = await store.appendPoints(ch, dense);
    expect(s.itemsWritten).toBeGreaterThan(1);
    const summaries = await store.readSummaries(ch, ...ALL, { consistent: true });
    expect(new Set(summaries.map((x) => x.bucket)).size).toBe(1);
    expect(summaries[0]!.partKey).toBe(t1);
    for (let i = 1; i < summaries.length; i++) expect(summaries[i]!.partKey).toBe(summaries[i]!.first.timestamp);
    expect(summaries.reduce((a, x) => a + x.count, 0)).toBe(62_000);
    const again = dense.slice(0, 10).map((p) => ({ timestamp: p.timestamp, value: -1 }));
    await store.appendPoints(ch, again);
    const got = await store.readRange(ch, ...ALL);
    expect(got.length).toBe(62_000);
    expect(got.filter((p) => p.value === -1).length).toBe(10);
    for (let i = 1; i < got.length; i++) expect(got[i]!.timestamp > got[i - 1]!.timestamp).toBe(true);
  });

  it('keeps taking points when the rate grows far beyond what the first batch showed (no bucket size limit)', async () => {
    const ch = channel();
    const t1 = 1_700_000_000_000_000_000n;
    // Two points a second apart: the channel gets 2,000-s buckets; then 1 kHz arrives.
    await store.appendPoints(ch, [
      { timestamp: t1, value: 0 },
      { timestamp: t1 + 1_000_000_000n, value: 1 },
    ]);
    const r = rng(17);
    for (let b = 0; b < 450_000; b += 50_000) {
      await store.appendPoints(
        ch,
        Array.from({ length: 50_000 }, (_, k) => ({
          timestamp: t1 + 2_000_000_000n + BigInt(b + k) * 1_000_000n,
          value: r(),
        })),
      );
    }
    const summaries = await store.readSummaries(ch, ...ALL, { consistent: true });
    expect(new Set(summaries.map((x) => x.bucket)).size).toBe(1);
    expect(summaries.length).toBeGreaterThan(12);
    expect(summaries.reduce((a, x) => a + x.count, 0)).toBe(450_002);
    // Points in the middle of the big bucket rewrite only the parts they fall into.
    const middle = await store.appendPoints(ch, [{ timestamp: t1 + 200_000_000_500n, value: -1 }]);
    expect(middle.itemsWritten).toBe(1);
    expect((await store.readRange(ch, t1 + 200_000_000_500n, t1 + 200_000_000_500n))[0]?.value).toBe(-1);
    // Large strings: many 60 KB values in one bucket.
    const strings = channel();
    const big = 'x'.repeat(60_000);
    for (let b = 0; b < 4; b++)
      await store.appendPoints(
        strings,
        Array.from({ length: 20 }, (_, k) => ({ timestamp: t1 + BigInt(b * 20 + k), value: `${big}${b * 20 + k}` })),
      );
    expect((await store.readRange(strings, ...ALL)).length).toBe(80);
  }, 120_000);

  it('deletes a channel in bounded batches', async () => {
    const ch = channel();
    const aligned = 1_700_000_000_000_000_000n; // a multiple of the 2 s width a 1 kHz channel gets
    await store.appendPoints(
      ch,
      Array.from({ length: 20_000 }, (_, i) => ({ timestamp: aligned + BigInt(i) * 1_000_000n, value: i % 3 === 0 })),
    );
    const steps: number[] = [];
    for (let done = false; !done; ) {
      const r = await store.deleteChannelChunks(ch, 4);
      expect(r.deleted).toBeLessThanOrEqual(4);
      steps.push(r.deleted);
      done = r.done;
      expect(steps.length).toBeLessThan(20);
    }
    expect(steps.reduce((a, b) => a + b, 0)).toBe(13); // 10 buckets of 2 s, the META item, its minute and hour rollup items
    expect(await store.channelMeta(ch)).toBeUndefined();
    expect(await store.readRange(ch, ...ALL)).toEqual([]);
  });

  it('writes 1 kHz smooth doubles in batches of 10,000 at ≤ 10 write units per 1,000 points', async () => {
    const ch = channel();
    const r = rng(9);
    const total = {
      points: 0,
      bytesWritten: 0,
      writeUnits: 0,
      buckets: 0,
      itemsWritten: 0,
      itemsDeleted: 0,
      conflicts: 0,
    };
    const t1 = 1_700_000_000_000_000_000n;
    const started = performance.now();
    for (let b = 0; b < 100_000; b += 10_000) {
      const s = await store.appendPoints(
        ch,
        Array.from({ length: 10_000 }, (_, k) => ({
          timestamp: t1 + BigInt(b + k) * 1_000_000n,
          value: 20 + 5 * Math.sin((b + k) / 1000) + r() * 0.01,
        })),
      );
      for (const key of Object.keys(total) as (keyof WriteStats)[]) total[key] += s[key];
    }
    const ingestMs = performance.now() - started;
    const readStarted = performance.now();
    const back = await store.readRange(ch, ...ALL);
    const readMs = performance.now() - readStarted;
    expect(back.length).toBe(100_000);
    const per = perThousand(total);
    console.log(
      `timeseries store: ${JSON.stringify({ ...per, bytesPerPoint: per.bytes / 1000, items: total.itemsWritten, ingestPointsPerS: Math.round(100_000 / (ingestMs / 1000)), read100kMs: Math.round(readMs) })}`,
    );
    expect(per.writeUnits).toBeLessThanOrEqual(10);
  });

  describe('rollups (minute and hour windows)', () => {
    const MINUTE = 60_000_000_000n;
    const t1 = 1_700_000_040_000_000_000n - (1_700_000_040_000_000_000n % (3600n * 1_000_000_000n)); // an hour boundary
    const fns = ['COUNT', 'SUM', 'MEAN', 'MIN', 'MAX', 'FIRST', 'LAST', 'SPREAD'] as const;
    let engine: typeof import('../../layers/core/src/features/timeseries/query-engine.ts');
    let agg: typeof import('../../layers/core/src/features/timeseries/aggregate.ts');
    beforeAll(async () => {
      engine = await import('../../layers/core/src/features/timeseries/query-engine.ts');
      agg = await import('../../layers/core/src/features/timeseries/aggregate.ts');
    });

    async function fill(ch: string, n: number, seed: number) {
      const r = rng(seed);
      for (let b = 0; b < n; b += 10_000) {
        await store.appendPoints(
          ch,
          Array.from({ length: Math.min(10_000, n - b) }, (_, k) => ({
            timestamp: t1 + BigInt(b + k) * 1_000_000n + 777n,
            value: 20 + Math.sin((b + k) / 500) + r(),
          })),
        );
      }
    }
    const same = (a: { timestamp: bigint; value: unknown }[], b: { timestamp: bigint; value: unknown }[]) => {
      expect(a.map((x) => x.timestamp)).toEqual(b.map((x) => x.timestamp));
      a.forEach((x, i) => {
        const e = b[i]!.value;
        if (typeof e === 'number') expect(x.value as number).toBeCloseTo(e, 6);
        else expect(x.value).toEqual(e);
      });
    };
    const rollupItems = async (ch: string) => {
      const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
      const { dynamo } = await import('../../layers/core/src/platform/aws/clients.ts');
      const r = await dynamo().send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
          ExpressionAttributeValues: { ':pk': `CH#${ch}`, ':r': 'R#' },
          ConsistentRead: true,
        }),
      );
      return r.Items ?? [];
    };

    it('answer minute-aligned aggregates from rollups exactly as from the raw points, before and after they are stored', async () => {
      const ch = channel();
      await fill(ch, 200_000, 21); // 200 s at 1 kHz: three whole minutes and a part
      const start = t1 + 1_500_000_000n;
      const end = t1 + 199_000_000_000n;
      const raw = await store.readRange(ch, start, end);
      for (const fn of fns) {
        const opts = { fn, type: 'Double' as const, start, end, groupBy: MINUTE };
        const expected = agg.aggregate(raw, opts);
        const first = await engine.aggregateChannel(store, ch, opts);
        same(first.buckets, expected);
        const second = await engine.aggregateChannel(store, ch, opts);
        same(second.buckets, expected);
        expect(second.rollups).toBe(2); // the whole minutes 1 and 2; minute 0 and 3 are cut by the range
      }
      const stored = (await rollupItems(ch)).filter((i) => String(i['sk']).startsWith('R#M#'));
      expect(stored.filter((i) => i['n'] !== undefined).length).toBe(2);
      // Without group_by: the hour level is tried, and the minutes answer.
      const whole = { fn: 'MEAN' as const, type: 'Double' as const, start: t1, end: t1 + 3600n * 1_000_000_000n - 1n };
      same(
        (await engine.aggregateChannel(store, ch, whole)).buckets,
        agg.aggregate(await store.readRange(ch, whole.start, whole.end), whole),
      );
    });

    it('drop a stored rollup when a write changes its window, and never store one while a write is in flight', async () => {
      const ch = channel();
      await fill(ch, 130_000, 22);
      const opts = {
        fn: 'SUM' as const,
        type: 'Double' as const,
        start: t1,
        end: t1 + 2n * MINUTE - 1n,
        groupBy: MINUTE,
      };
      await engine.aggregateChannel(store, ch, opts); // stores minutes 0 and 1
      expect(
        (await rollupItems(ch)).filter((i) => i['n'] !== undefined && String(i['sk']).startsWith('R#M#')).length,
      ).toBeGreaterThanOrEqual(2);

      await store.appendPoints(ch, [{ timestamp: t1 + 61_000_000_777n, value: 1e6 }]); // replaces a point of minute 1
      const minute1 = (await rollupItems(ch)).find(
        (i) => i['sk'] === `R#M#${(t1 + MINUTE).toString().padStart(19, '0')}`,
      );
      expect(minute1?.['n']).toBeUndefined();
      expect(minute1?.['w']).toBe(0);
      same(
        (await engine.aggregateChannel(store, ch, opts)).buckets,
        agg.aggregate(await store.readRange(ch, opts.start, opts.end), opts),
      );

      // A write in flight (marked, not yet unmarked): answered from the chunks, not stored.
      const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
      const { dynamo } = await import('../../layers/core/src/platform/aws/clients.ts');
      const key = { pk: `CH#${ch}`, sk: `R#M#${t1.toString().padStart(19, '0')}` };
      const mark = (dt: number) =>
        dynamo().send(
          new UpdateCommand({
            TableName: table,
            Key: key,
            UpdateExpression: 'ADD w :one, g :one SET dt = :dt REMOVE n',
            ExpressionAttributeValues: { ':one': 1, ':dt': dt },
          }),
        );
      await mark(Date.now());
      same(
        (await engine.aggregateChannel(store, ch, opts)).buckets,
        agg.aggregate(await store.readRange(ch, opts.start, opts.end), opts),
      );
      expect((await rollupItems(ch)).find((i) => i['sk'] === key.sk)?.['n']).toBeUndefined();
      // A writer that died long ago: its chunks are final, the window is stored again.
      await mark(Date.now() - 10 * 60_000);
      await engine.aggregateChannel(store, ch, opts);
      expect((await rollupItems(ch)).find((i) => i['sk'] === key.sk)?.['n']).toBeDefined();
    });
  });
});
