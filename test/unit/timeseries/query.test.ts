import { describe, expect, it } from 'vitest';
import { MAX_BUCKETS, parseAggregateQuery, type RawAggregateQuery } from '#core/features/timeseries/query.ts';
import { ProblemError } from '#core/kernel/problem.ts';

function problem(raw: RawAggregateQuery): ProblemError {
  try {
    parseAggregateQuery(raw);
  } catch (err) {
    expect(err).toBeInstanceOf(ProblemError);
    return err as ProblemError;
  }
  throw new Error(
    `expected a 400 for ${JSON.stringify(raw, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`,
  );
}

function expectField(raw: RawAggregateQuery, field: string, text: RegExp) {
  const p = problem(raw);
  expect(p.status).toBe(400);
  expect(p.code).toBe('request.invalid');
  expect(p.extensions['violations']).toEqual([{ field, message: expect.stringMatching(text) }]);
  expect(p.detail).toMatch(text);
}

const T = '1700000000123456789';

describe('parseAggregateQuery', () => {
  it('parses exact int64 timestamps and defaults fill to NONE (shepard 5.2)', () => {
    expect(
      parseAggregateQuery({ start: T, end: '1700003600123456789', function: 'MEAN', group_by: '60000000000' }),
    ).toEqual({
      start: 1700000000123456789n,
      end: 1700003600123456789n,
      fn: 'MEAN',
      groupBy: 60000000000n,
      fill: 'NONE',
      fillGiven: false,
    });
    expect(parseAggregateQuery({ start: T, end: '9223372036854775807' }).end).toBe(9223372036854775807n);
    expect(parseAggregateQuery({ start: 0n, end: 0n })).toEqual({ start: 0n, end: 0n, fill: 'NONE', fillGiven: false });
    expect(
      parseAggregateQuery({
        start: T,
        end: '1700000000123456799',
        function: 'MAX',
        group_by: '5',
        fill_option: 'LINEAR',
      }),
    ).toMatchObject({ fill: 'LINEAR', fillGiven: true });
    expect(
      parseAggregateQuery({
        start: T,
        end: '1700000000123456799',
        function: 'MAX',
        group_by: '5',
        fill_option: 'NONE',
      }),
    ).toMatchObject({ fill: 'NONE', fillGiven: true });
  });

  it('without group_by takes end − start as the bucket width, exactly (also across the whole int64 range)', () => {
    expect(parseAggregateQuery({ start: T, end: '1700000000123456799', function: 'MEAN' }).groupBy).toBe(10n);
    expect(parseAggregateQuery({ start: '0', end: '9223372036854775807', function: 'COUNT' }).groupBy).toBe(
      9223372036854775807n,
    );
    expectField({ start: T, end: T, function: 'MEAN' }, 'group_by', /start equals end/);
    expect(parseAggregateQuery({ start: T, end: T, function: 'MEAN', group_by: '1' }).groupBy).toBe(1n);
  });

  it('allows exactly MAX_BUCKETS gap-filled buckets and refuses one more; fill NONE is checked on its answer', () => {
    const g = 1_000_000_000n;
    const start = (1700000000123456789n / g) * g;
    expect(
      parseAggregateQuery({
        start,
        end: start + BigInt(MAX_BUCKETS - 1) * g,
        function: 'COUNT',
        group_by: g,
        fill_option: 'NULL',
      }).groupBy,
    ).toBe(g);
    expectField(
      { start, end: start + BigInt(MAX_BUCKETS) * g, function: 'COUNT', group_by: g, fill_option: 'LINEAR' },
      'group_by',
      /100001 buckets; at most 100000/,
    );
    expectField(
      { start: '0', end: T, function: 'COUNT', group_by: '1', fill_option: 'PREVIOUS' },
      'group_by',
      /at most 100000/,
    );
    expect(parseAggregateQuery({ start: '0', end: T, function: 'COUNT', group_by: '1' }).groupBy).toBe(1n);
  });

  it('names the field of each error', () => {
    expectField({ end: T }, 'start', /required/);
    expectField({ start: T }, 'end', /required/);
    expectField({ start: '-5', end: T }, 'start', /negative/);
    expectField({ start: '0', end: '-1' }, 'end', /negative/);
    expectField({ start: '1.5', end: T }, 'start', /integer/);
    expectField({ start: '12abc', end: T }, 'start', /integer/);
    expectField({ start: '0', end: '9223372036854775808' }, 'end', /64-bit/);
    expectField({ start: T, end: '1700000000123456788' }, 'start', /after end/);
    expectField({ start: '0', end: T, function: 'AVG' }, 'function', /one of MEAN, MEDIAN/);
    expectField({ start: '0', end: T, function: 'mean' }, 'function', /one of/);
    expectField(
      { start: '0', end: T, function: 'MEAN', group_by: '1', fill_option: 'ZERO' },
      'fill_option',
      /one of LINEAR, NONE, NULL, PREVIOUS/,
    );
    expectField({ start: '0', end: T, function: 'MEAN', group_by: '0' }, 'group_by', /positive/);
    expectField({ start: '0', end: T, function: 'MEAN', group_by: '-10' }, 'group_by', /positive/);
  });

  it('refuses what shepard 5.2 refuses: INTEGRAL, group_by or fill_option without function, fill_option without group_by', () => {
    expectField({ start: '0', end: T, function: 'INTEGRAL' }, 'function', /INTEGRAL is not implemented/);
    expectField({ start: '0', end: T, function: 'INTEGRAL', group_by: '5' }, 'function', /not implemented/);
    expectField({ start: '0', end: T, group_by: '1' }, 'group_by', /needs a function/);
    expectField({ start: '0', end: T, fill_option: 'LINEAR' }, 'fill_option', /needs a function/);
    expectField({ start: '0', end: T, fill_option: 'NONE' }, 'fill_option', /needs a function/);
    expectField({ start: '0', end: T, function: 'MEAN', fill_option: 'NULL' }, 'fill_option', /needs a group_by/);
    expectField({ start: '0', end: T, function: 'MEAN', fill_option: 'NONE' }, 'fill_option', /needs a group_by/);
  });
});
