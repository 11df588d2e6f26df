import { describe, expect, it } from 'vitest';
import { checkUniqueTimestamps } from '#core/features/timeseries/points.ts';
import { ProblemError } from '#core/kernel/problem.ts';

describe('checkUniqueTimestamps', () => {
  it('refuses a payload holding one timestamp twice with a 400 naming the later point and the timestamp', () => {
    const t = 1_700_000_000_123_456_789n;
    const points = [
      { timestamp: t, value: 1 },
      { timestamp: t + 1n, value: 2 },
      { timestamp: t, value: 3 },
    ];
    try {
      checkUniqueTimestamps(points);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ProblemError);
      const p = err as ProblemError;
      expect(p.status).toBe(400);
      expect(p.detail).toContain(`${t} repeats the timestamp of point 0`);
      expect(p.extensions['index']).toBe(2);
      expect(p.extensions['violations']).toEqual([
        { field: 'points.2.timestamp', message: expect.stringContaining(String(t)) },
      ]);
    }
  });

  it('accepts distinct timestamps, also those that differ only beyond 2^53', () => {
    const t = 2n ** 62n;
    expect(() =>
      checkUniqueTimestamps([
        { timestamp: t, value: 1 },
        { timestamp: t + 1n, value: 1 },
      ]),
    ).not.toThrow();
  });
});
