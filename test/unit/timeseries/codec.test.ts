import { describe, expect, it } from 'vitest';
import { chunkHeader, decodeChunk, encodeChunk } from '../../../layers/core/src/features/timeseries/codec.ts';
import type { Point, ValueOf, ValueType } from '../../../layers/core/src/features/timeseries/points.ts';
import { INT64_MAX, randomInt64, rng } from './prng.ts';

const T0 = 1_700_000_000_000_000_000n;

function roundTrip<T extends ValueType>(type: T, points: Point<ValueOf[T]>[]): Point[] {
  const data = encodeChunk(type, points);
  expect(chunkHeader(data)).toEqual({ type, count: points.length });
  const back = decodeChunk(data);
  expect(back.type).toBe(type);
  return back.points;
}

/** Bit-exact comparison (Object.is tells -0 from 0 and NaN from NaN). */
function expectSame(actual: Point[], expected: Point[]): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) {
    if (actual[i]!.timestamp !== expected[i]!.timestamp || !Object.is(actual[i]!.value, expected[i]!.value)) {
      expect.fail(
        `point ${i}: ${String(actual[i]!.timestamp)}=${String(actual[i]!.value)}, expected ${String(expected[i]!.timestamp)}=${String(expected[i]!.value)}`,
      );
    }
  }
}

/** Sorted random timestamps mixing regular runs, jitter, duplicates, and the int64 extremes. */
function timestamps(r: () => number, n: number): bigint[] {
  const ts: bigint[] = [];
  let t = r() < 0.2 ? 0n : r() < 0.5 ? T0 : randomInt64(r) / 2n;
  for (let i = 0; i < n; i++) {
    const roll = r();
    if (roll < 0.1)
      t += 0n; // duplicate
    else if (roll < 0.6)
      t += 1_000_000n; // 1 kHz
    else if (roll < 0.9) t += BigInt(Math.floor(r() * 5_000_000));
    else t += randomInt64(r) / 4n;
    if (t > INT64_MAX) t = INT64_MAX;
    ts.push(t);
  }
  if (r() < 0.3) ts.push(INT64_MAX);
  return ts;
}

const specials = [NaN, Infinity, -Infinity, -0, 0, Number.MIN_VALUE, -Number.MAX_VALUE, Number.MAX_VALUE, 2 ** 53 + 2];
const strings = ['', 'a', 'ü', '日本語', '🎉 emoji', 'x'.repeat(300), '\u0000nul'];

describe('chunk codec round trips (seeded random properties)', () => {
  for (let seed = 1; seed <= 40; seed++) {
    it(`seed ${seed}: every type comes back bit for bit`, () => {
      const r = rng(seed);
      const ts = timestamps(r, 1 + Math.floor(r() * 3000));
      const doubles = ts.map((timestamp, i) => ({
        timestamp,
        value:
          r() < 0.05
            ? specials[Math.floor(r() * specials.length)]!
            : r() < 0.3
              ? Math.round(r() * 100) / 10
              : 20 + Math.sin(i / 50) + r() * 1e-3,
      }));
      expectSame(roundTrip('Double', doubles), doubles);
      const ints = ts.map((timestamp) => ({
        timestamp,
        value:
          r() < 0.05
            ? r() < 0.5
              ? INT64_MAX
              : -(2n ** 63n)
            : r() < 0.5
              ? BigInt(Math.floor(r() * 2000) - 1000)
              : randomInt64(r) - 2n ** 62n,
      }));
      expectSame(roundTrip('Integer', ints), ints);
      const bools = ts.map((timestamp) => ({ timestamp, value: r() < 0.5 }));
      expectSame(roundTrip('Boolean', bools), bools);
      const strs = ts.map((timestamp) => ({
        timestamp,
        value: strings[Math.floor(r() * strings.length)]! + String(Math.floor(r() * 10)),
      }));
      expectSame(roundTrip('String', strs), strs);
    });
  }

  it('an empty chunk and a single point at each extreme', () => {
    expectSame(roundTrip('Double', []), []);
    for (const t of [0n, INT64_MAX]) {
      expectSame(roundTrip('Integer', [{ timestamp: t, value: -(2n ** 63n) }]), [
        { timestamp: t, value: -(2n ** 63n) },
      ]);
    }
    const jump = [
      { timestamp: 0n, value: 1.5 },
      { timestamp: INT64_MAX, value: -0 },
      { timestamp: INT64_MAX, value: NaN },
    ];
    expectSame(roundTrip('Double', jump), jump);
  });

  it('refuses points out of timestamp order', () => {
    expect(() =>
      encodeChunk('Boolean', [
        { timestamp: 2n, value: true },
        { timestamp: 1n, value: false },
      ]),
    ).toThrow(/order/);
  });

  it('refuses a truncated chunk', () => {
    const data = encodeChunk('String', [{ timestamp: 5n, value: 'hello' }]);
    expect(() => decodeChunk(data.subarray(0, data.length - 2))).toThrow(RangeError);
  });
});

describe('chunk size for typical data (60,000 points of a 1 kHz channel)', () => {
  const n = 60_000;
  const at1kHz = (i: number) => T0 + BigInt(i) * 1_000_000n;
  const r = rng(7);
  const size = <T extends ValueType>(type: T, value: (i: number) => ValueOf[T]) =>
    encodeChunk(
      type,
      Array.from({ length: n }, (_, i) => ({ timestamp: at1kHz(i), value: value(i) })),
    ).length / n;

  // Figures quoted in docs/timeseries.md; the bounds keep a regression from passing silently.
  const figures = {
    smoothDouble: size('Double', (i) => 20 + 5 * Math.sin(i / 1000) + r() * 0.01),
    twoDecimalDouble: size('Double', (i) => Math.round((20 + 5 * Math.sin(i / 1000)) * 100) / 100),
    plainFloat64: 8,
    integer: size('Integer', (i) => BigInt(Math.round(1000 * Math.sin(i / 1000)))),
    boolean: size('Boolean', (i) => i % 1000 < 500),
    jitteredTimestampsOnly:
      encodeChunk(
        'Boolean',
        Array.from({ length: n }, (_, i) => ({ timestamp: at1kHz(i) + BigInt(Math.floor(r() * 1000)), value: true })),
      ).length /
        n -
      1 / 8,
  };

  it('stays under 8 bytes a point for smooth full-precision doubles, and a few bytes for the rest', () => {
    console.log('bytes per point', JSON.stringify(figures));
    expect(figures.smoothDouble).toBeLessThan(7.5);
    expect(figures.twoDecimalDouble).toBeLessThan(4);
    expect(figures.integer).toBeLessThan(1.5);
    expect(figures.boolean).toBeLessThan(0.2);
    expect(figures.jitteredTimestampsOnly).toBeLessThan(3);
  });
});
