import { describe, expect, it } from 'vitest';
import {
  bucketCount,
  type CountLayer,
  discoveryStep,
  estimatePoints,
  filterChannels,
  groupByFor,
  INT64_MAX,
  isoNs,
  MAX_BUCKETS,
  panWindow,
  parseInstant,
  percentOf,
  MAX_DECODED_POINTS,
  PIXEL_EXACT_POINTS,
  planWindow,
  rollupAligned,
  summaryAligned,
  windowAt,
  zoomWindow,
} from '../../../console/src/logic/timeseries-plot.ts';

const T0 = 1_700_000_000_123_456_789n; // beyond 2^53: a double would round it
const ms = 1_000_000n;

describe('the timeseries plot: what to ask for', () => {
  it('asks for raw points up to two per pixel, buckets above', () => {
    const w = { start: T0, end: T0 + 999n * ms };
    expect(planWindow(w, 1000, 2000)).toEqual({ kind: 'raw' });
    const p = planWindow(w, 1000, 2001);
    expect(p.kind).toBe('buckets');
    if (p.kind !== 'buckets') return;
    expect(p.buckets).toBeLessThanOrEqual(1000);
    expect(p.buckets).toBeGreaterThanOrEqual(995);
    expect(bucketCount(w, p.groupBy)).toBe(BigInt(p.buckets));
  });

  it('never more than 4,000 buckets, whatever the width and alignment', () => {
    for (const width of [5000, 8000, 100_000]) {
      for (const w of [
        { start: T0, end: T0 + 10_000_000_000_000n },
        { start: T0 + 7n, end: T0 + 4_001n },
        { start: 0n, end: INT64_MAX },
        { start: 3n, end: 100_003n },
      ]) {
        const p = planWindow(w, width, 10_000_000);
        expect(p.kind).toBe('buckets');
        if (p.kind === 'buckets') {
          expect(bucketCount(w, p.groupBy)).toBeLessThanOrEqual(BigInt(MAX_BUCKETS));
          expect(p.groupBy).toBeGreaterThanOrEqual(1n);
        }
      }
    }
  });

  it('over more than 2,000,000 points, asks whole minutes at least (the rollups), not decoded points', () => {
    const minute = 60_000_000_000n;
    // 10,000 s at 1 kHz on 1,000 px: one pixel is 10 s, narrower than a minute rollup.
    const w = { start: T0, end: T0 + 10_000_000_000_000n };
    const wide = planWindow(w, 1000, 10_000_000);
    expect(wide.kind === 'buckets' && wide.groupBy).toBe(minute);
    // A window of a few minutes zoomed in: pixel-wide buckets again once it holds 2,000,000 points or fewer.
    const zw = { start: T0, end: T0 + 2_000_000_000_000n };
    const zoomed = planWindow(zw, 1000, MAX_DECODED_POINTS);
    expect(zoomed.kind === 'buckets' && zoomed.groupBy).toBe(summaryAligned(groupByFor(zw, 1000)));
    expect(groupByFor(zw, 1000)).toBeLessThan(minute);
    // Wider than a minute per pixel: rounded up to whole minutes.
    const day = planWindow({ start: 0n, end: 86_400_000_000_000n }, 1000, 86_400_000);
    expect(day.kind === 'buckets' && day.groupBy % minute).toBe(0n);
    expect(day.kind === 'buckets' && day.buckets).toBeLessThanOrEqual(1000);
  });

  it('over more than 100,000 points, buckets {1, 2, 4}·10^k ns wide, one to two and a half pixels', () => {
    for (const [g, want] of [
      [1n, 1n],
      [2n, 2n],
      [3n, 4n],
      [5n, 10n],
      [1_140_000_000n, 2_000_000_000n],
      [570_000_000n, 1_000_000_000n],
      [280_000_000n, 400_000_000n],
      [4_000_000_001n, 10_000_000_000n],
    ] as const)
      expect(summaryAligned(g), String(g)).toBe(want);
    // Every such width is a multiple of every chunk tile ({1, 2, 5}·10^j) not wider than it.
    for (let d = 1n; d <= 10n ** 12n; d *= 10n)
      for (const m of [1n, 2n, 4n])
        for (let e = 1n; e <= d * m; e *= 10n)
          for (const t of [1n, 2n, 5n]) if (e * t <= d * m) expect((d * m) % (e * t)).toBe(0n);
    const w = { start: T0, end: T0 + 1_250_000_000_000n }; // 1,250 s at 1 kHz
    const p = planWindow(w, 1100, PIXEL_EXACT_POINTS + 1);
    expect(p.kind === 'buckets' && p.groupBy).toBe(2_000_000_000n);
    const exact = planWindow(w, 1100, PIXEL_EXACT_POINTS);
    expect(exact.kind === 'buckets' && exact.groupBy).toBe(groupByFor(w, 1100));
  });

  it('keeps raw requests within the server cap of 80,000 points', () => {
    expect(planWindow({ start: 0n, end: 10n ** 12n }, 50_000, 90_000).kind).toBe('buckets');
  });

  it('bucket widths stay exact bigints over int64 spans', () => {
    const g = groupByFor({ start: 0n, end: INT64_MAX }, 4000);
    expect(g).toBe((INT64_MAX + 3997n) / 3998n);
    expect(bucketCount({ start: 0n, end: INT64_MAX }, g)).toBeLessThanOrEqual(4000n);
  });

  it('estimates points from the finest covering COUNT layer, cut buckets in proportion', () => {
    const coarse: CountLayer = {
      covered: { start: 0n, end: 999n },
      width: 100n,
      buckets: Array.from({ length: 10 }, (_, i) => ({ start: BigInt(i * 100), count: 1000 })),
    };
    const fine: CountLayer = {
      covered: { start: 200n, end: 299n },
      width: 10n,
      buckets: Array.from({ length: 10 }, (_, i) => ({ start: 200n + BigInt(i * 10), count: i === 0 ? 1000 : 0 })),
    };
    expect(estimatePoints({ start: 0n, end: 999n }, [coarse])).toBe(10_000);
    expect(estimatePoints({ start: 50n, end: 149n }, [coarse])).toBe(1000);
    // The fine layer covers it and knows the points sit in the first 10 ns.
    expect(estimatePoints({ start: 250n, end: 299n }, [coarse, fine])).toBe(0);
    expect(estimatePoints({ start: 200n, end: 204n }, [coarse, fine])).toBe(500);
    expect(estimatePoints({ start: 0n, end: 10n }, [])).toBe(0);
  });

  it('narrows in whole minutes from a minute up (the server answers those from rollups)', () => {
    expect(rollupAligned(59_999_999_999n)).toBe(59_999_999_999n);
    expect(rollupAligned(60_000_000_001n)).toBe(120_000_000_000n);
    expect(rollupAligned(groupByFor({ start: 0n, end: INT64_MAX }, 4000)) % 60_000_000_000n).toBe(0n);
  });

  it('narrows the extent of a channel from COUNT buckets, then stops with the total', () => {
    const asked = { start: 0n, end: INT64_MAX };
    const g = groupByFor(asked, 4000);
    const step = discoveryStep(asked, g, [{ start: (T0 / g) * g, count: 1_000_000 }]);
    expect(step.done).toBe(false);
    if (step.done) return;
    expect(step.next.start).toBeLessThanOrEqual(T0);
    expect(step.next.end - step.next.start + 1n).toBe(g);
    const g2 = groupByFor(step.next, 4000);
    const buckets = Array.from({ length: 2000 }, (_, i) => ({ start: step.next.start + BigInt(i) * g2, count: 500 }));
    const done = discoveryStep(step.next, g2, buckets);
    expect(done).toEqual({
      done: true,
      extent: { start: step.next.start, end: step.next.start + 2000n * g2 - 1n },
      count: 1_000_000,
    });
    expect(discoveryStep(asked, g, [])).toEqual({ done: true, extent: asked, count: 0 });
  });

  it('zooms and pans in exact nanoseconds inside the extent', () => {
    const extent = { start: T0, end: T0 + 999_999n * ms };
    const z = zoomWindow(extent, 8, extent);
    expect(z.end - z.start).toBe((999_999n * ms) / 8n);
    expect(z.start - extent.start).toBe(extent.end - z.end); // centred
    const p = panWindow(z, 0.5, extent);
    expect(p.start - z.start).toBe((z.end - z.start) / 2n);
    expect(panWindow(z, -100, extent).start).toBe(extent.start);
    expect(zoomWindow(z, 0.001, extent)).toEqual(extent);
    const tiny = zoomWindow({ start: T0, end: T0 + 2n }, 1000, extent);
    expect(tiny.end - tiny.start).toBe(1n);
  });

  it('maps chart fractions to windows without a double holding a timestamp', () => {
    const extent = { start: T0, end: T0 + 1_000_000_000n };
    expect(windowAt(extent, 0, 1)).toEqual(extent);
    expect(windowAt(extent, 0.25, 0.5)).toEqual({ start: T0 + 250_000_000n, end: T0 + 500_000_000n });
    expect(percentOf({ start: T0 + 250_000_000n, end: T0 + 500_000_000n }, extent)).toEqual({ start: 25, end: 50 });
  });

  it('reads typed instants exactly and writes them with nanoseconds', () => {
    expect(parseInstant('1700000000123456789')).toBe(T0);
    expect(parseInstant('9223372036854775808')).toBeUndefined();
    expect(parseInstant('2023-11-14T22:13:20.123Z')).toBe(1_700_000_000_123_000_000n);
    expect(parseInstant('soon')).toBeUndefined();
    expect(isoNs(T0)).toBe('2023-11-14T22:13:20.123456789Z');
  });

  it('filters channels by words over their names and type', () => {
    const rows = [
      {
        measurement: 'stand',
        device: 'rig-1',
        location: 'hall',
        symbolicName: 'T',
        field: 'temp',
        valueType: 'Double',
      },
      { measurement: 'stand', device: 'rig-2', location: 'lab', symbolicName: 'P', field: 'ok', valueType: 'Boolean' },
    ];
    expect(filterChannels(rows, 'RIG-2').map((r) => r.field)).toEqual(['ok']);
    expect(filterChannels(rows, 'stand double').map((r) => r.field)).toEqual(['temp']);
    expect(filterChannels(rows, '  ')).toHaveLength(2);
  });
});
