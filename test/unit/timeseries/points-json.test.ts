import { describe, expect, it } from 'vitest';
import { jsonDouble, parseInt64Json, stringifyInt64Json } from '#core/kernel/int64-json.ts';
import { withPointsJson } from '#core/features/timeseries/points-json.ts';
import { rng } from './prng.ts';

describe('the direct JSON writer of answered points', () => {
  it('writes exactly what the generic int64-exact writer writes', () => {
    const r = rng(31);
    const values = [
      0,
      -0,
      1,
      2.5,
      -1e-300,
      1e21,
      123456789.125,
      1n,
      -(2n ** 63n),
      2n ** 63n - 1n,
      true,
      false,
      '',
      'a"b\\c\n\u2028😀',
      null,
    ];
    const points = Array.from({ length: 400 }, (_, i) => ({
      timestamp: 1_700_000_000_123_456_789n + BigInt(i),
      value: i < values.length ? values[i]! : r() * 1e6 - 5e5,
    }));
    const key = { measurement: 'm"', device: 'd', location: 'l', symbolicName: 's', field: 'f' };
    const generic = stringifyInt64Json({
      timeseries: key,
      points: points.map((p) => ({
        timestamp: p.timestamp,
        value: typeof p.value === 'number' ? jsonDouble(p.value) : p.value,
      })),
    });
    const direct = withPointsJson(key, points);
    expect(direct).toBe(generic);
    expect((parseInt64Json(direct) as { points: { timestamp: bigint }[] }).points[0]!.timestamp).toBe(
      1_700_000_000_123_456_789n,
    );
  });
});
