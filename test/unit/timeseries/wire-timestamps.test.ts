import { describe, expect, it } from 'vitest';
import { parseInt64Json } from '../../../layers/core/src/kernel/int64-json.ts';
import { dataPoint } from '../../../layers/core/src/features/timeseries/wire.ts';

/**
 * A timestamp is an integer in JSON Schema's sense: `489940.0` is one (the fuzzer's longer run
 * found it refused). It is taken when exact; a number beyond 2^53 is not, and stays refused.
 */
describe('timeseries timestamps written with a zero fraction', () => {
  const point = (text: string) => dataPoint.safeParse(parseInt64Json(text));

  it('takes an integral number as the same timestamp as its integer literal', () => {
    const r = point('{"timestamp": 489940.0, "value": 1.5}');
    expect(r.success).toBe(true);
    expect(r.data?.timestamp).toBe(489940n);
    expect(point('{"timestamp": 4.8994e5, "value": 1}').data?.timestamp).toBe(489940n);
  });

  it('keeps refusing a fraction, a negative time and a number too large to be exact', () => {
    expect(point('{"timestamp": 1.5, "value": 1}').success).toBe(false);
    expect(point('{"timestamp": -1.0, "value": 1}').success).toBe(false);
    expect(point('{"timestamp": 1.7e18, "value": 1}').success).toBe(false);
  });

  it('reads integer literals beyond 2^53 exactly, as before', () => {
    expect(point('{"timestamp": 1700000000123456789, "value": 1}').data?.timestamp).toBe(1700000000123456789n);
  });
});
