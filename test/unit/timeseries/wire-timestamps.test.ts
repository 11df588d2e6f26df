import { describe, expect, it } from 'vitest';
import { parseInt64Json } from '../../../layers/core/src/kernel/int64-json.ts';
import { dataPoint, timeseriesReferenceWrite } from '../../../layers/core/src/features/timeseries/wire.ts';
import { oaiArgs } from '../../../layers/core/src/features/publishing/wire.ts';

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

describe('other int64 fields and bounds the fuzzer found', () => {
  it('takes a container id and a range written with zero fractions in a timeseries reference', () => {
    const r = timeseriesReferenceWrite.safeParse(
      parseInt64Json(
        '{"name": "r", "start": 890.0, "end": 1000, "timeseriesContainerId": 167.0, "timeseries": [{"measurement": "m", "device": "d", "location": "l", "symbolicName": "s", "field": "f"}]}',
      ),
    );
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data?.timeseriesContainerId).toBe(167n);
    expect(r.data?.start).toBe(890n);
  });

  it('counts an OAI argument name in characters (code points), as the document does', () => {
    const astral = '\u{1D47B}'.repeat(40); // 40 characters, 80 UTF-16 units
    expect(oaiArgs.safeParse({ [astral]: 'x' }).success).toBe(true);
    expect(oaiArgs.safeParse({ ['a'.repeat(65)]: 'x' }).success).toBe(false);
  });
});
