import { describe, expect, it } from 'vitest';
import {
  levelsFor,
  levelsForQuery,
  parseRollupKey,
  rollupKey,
  touchedWindows,
  wholeWindows,
  ROLLUP_LEVELS,
} from '#core/features/timeseries/rollups.ts';

const S = 1_000_000_000n;
const [hour, minute] = ROLLUP_LEVELS as [(typeof ROLLUP_LEVELS)[0], (typeof ROLLUP_LEVELS)[0]];

describe('rollup levels and windows', () => {
  it('serve a channel only when its bucket width divides the window, and a query only when its group_by is a multiple of it', () => {
    expect(levelsFor(2n * S).map((l) => l.code)).toEqual(['H', 'M']);
    expect(levelsFor(20n * S).map((l) => l.code)).toEqual(['H', 'M']);
    expect(levelsFor(50n * S).map((l) => l.code)).toEqual(['H']); // 50 s divides an hour, not a minute
    expect(levelsFor(500n * S).map((l) => l.code)).toEqual([]);
    expect(levelsFor(60n * S).map((l) => l.code)).toEqual(['H']); // a window as wide as a bucket gains nothing
    expect(levelsForQuery(2n * S, 60n * S).map((l) => l.code)).toEqual(['M']);
    expect(levelsForQuery(2n * S, 7200n * S).map((l) => l.code)).toEqual(['H', 'M']);
    expect(levelsForQuery(2n * S, 90n * S).map((l) => l.code)).toEqual([]);
    expect(levelsForQuery(2n * S, undefined).map((l) => l.code)).toEqual(['H', 'M']);
  });

  it('cut a range into its whole windows', () => {
    const m = minute.width;
    expect(wholeWindows(0n, m - 1n, minute)).toEqual([0n, 0n]);
    expect(wholeWindows(1n, 3n * m - 1n, minute)).toEqual([m, 2n * m]);
    expect(wholeWindows(1n, 3n * m - 2n, minute)).toEqual([m, m]);
    expect(wholeWindows(1n, 2n * m - 2n, minute)).toBeUndefined();
    expect(wholeWindows(5n * m, 5n * m, minute)).toBeUndefined();
  });

  it('name the windows a write touches, once each', () => {
    const t = 3600n * S * 1000n;
    const touched = touchedWindows(2n * S, [t, t + 2n * S, t + 60n * S]).map((w) => rollupKey(w.level, w.start));
    expect(touched).toEqual([rollupKey(hour, t), rollupKey(minute, t), rollupKey(minute, t + 60n * S)]);
    expect(parseRollupKey(rollupKey(minute, 9_223_372_036_800_000_000n))).toBe(9_223_372_036_800_000_000n);
  });
});
