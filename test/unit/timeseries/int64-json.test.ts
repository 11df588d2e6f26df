import { describe, expect, it } from 'vitest';
import { jsonDouble, parseInt64Json, stringifyInt64Json } from '../../../layers/core/src/kernel/int64-json.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';

describe('int64-exact JSON', () => {
  it.each(['1700000000123456789', '9223372036854775807', '0', '-9223372036854775808', '9007199254740993'])(
    'reads and writes %s to the digit',
    (digits) => {
      const body = `{"timestamp":${digits},"value":1.5}`;
      const parsed = parseInt64Json(body) as { timestamp: bigint; value: number };
      expect(parsed.timestamp).toBe(BigInt(digits));
      expect(stringifyInt64Json(parsed)).toBe(body);
    },
  );

  it('plain JSON.parse would have lost the nanoseconds (why this module exists)', () => {
    expect(String((JSON.parse('{"t":1700000000123456789}') as { t: number }).t)).not.toBe('1700000000123456789');
  });

  it('reads an integer literal as a bigint and any other number as a double', () => {
    expect(parseInt64Json('[1, -7, 1.0, 1e3, 2.5E-3, -0.0]')).toEqual([1n, -7n, 1, 1000, 0.0025, -0]);
  });

  it('writes doubles wrapped with jsonDouble with a fraction, so they read back as doubles', () => {
    const text = stringifyInt64Json({
      points: [
        { timestamp: 1700000000123456789n, value: jsonDouble(2) },
        { timestamp: 1n, value: jsonDouble(-0) },
        { timestamp: 2n, value: jsonDouble(0.1) },
      ],
    });
    expect(text).toBe(
      '{"points":[{"timestamp":1700000000123456789,"value":2.0},{"timestamp":1,"value":-0.0},{"timestamp":2,"value":0.1}]}',
    );
    expect(parseInt64Json(text)).toEqual({
      points: [
        { timestamp: 1700000000123456789n, value: 2 },
        { timestamp: 1n, value: -0 },
        { timestamp: 2n, value: 0.1 },
      ],
    });
    expect(() => jsonDouble(NaN)).toThrow(TypeError);
  });

  it.each(['{"a":1', '{"a":1,"a":2}', 'NaN', '[1,]', '['.repeat(200_000)])(
    'refuses %s as malformed JSON (a 400 problem)',
    (text) => {
      try {
        parseInt64Json(text);
        expect.fail('parsed');
      } catch (err) {
        expect(err).toBeInstanceOf(ProblemError);
        expect((err as ProblemError).code).toBe('request.malformed-json');
      }
    },
  );

  it('keeps __proto__ an ordinary key', () => {
    const v = parseInt64Json('{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
