import { describe, expect, it } from 'vitest';
import { statsOf } from '#core/features/legacy-shelf/stats.ts';

/** The figures GET /v2/admin/legacy/v1/stats answers, from the stored counter items of either layout. */
describe('legacy stats figures', () => {
  const days = ['2026-01-01', '2026-01-02'];
  const item = (day: string, op: string, calls: number, callers: string[], lastCallAt: string) => ({
    pk: 'META',
    sk: `legacy-stats#${day}#${op}`,
    operation: op,
    calls,
    callers: new Set(callers),
    lastCallAt,
  });

  it('reports per operation its calls, distinct callers and last call, and the day and window totals', () => {
    const s = statsOf(days, [
      item('2026-01-01', 'getCurrentUser', 3, ['a', 'b'], '2026-01-01T10:00:00.000Z'),
      item('2026-01-01', 'getAllCollections', 1, ['a'], '2026-01-01T11:00:00.000Z'),
      item('2026-01-02', 'getCurrentUser', 2, ['b', 'c'], '2026-01-02T09:00:00.000Z'),
    ]);
    expect(s.operations).toEqual({
      getCurrentUser: { calls: 5, distinctCallers: 3, lastCallAt: '2026-01-02T09:00:00.000Z' },
      getAllCollections: { calls: 1, distinctCallers: 1, lastCallAt: '2026-01-01T11:00:00.000Z' },
    });
    expect(s.perOperation).toEqual({ getCurrentUser: 5, getAllCollections: 1 });
    expect(s).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-02',
      total: 6,
      distinctCallers: 3,
      lastCallAt: '2026-01-02T09:00:00.000Z',
      lastOperation: 'getCurrentUser',
    });
    expect(s.perDay).toEqual([
      { day: '2026-01-01', total: 4, distinctCallers: 2, perOperation: { getCurrentUser: 3, getAllCollections: 1 } },
      { day: '2026-01-02', total: 2, distinctCallers: 2, perOperation: { getCurrentUser: 2 } },
    ]);
  });

  it('still counts a day item of the earlier layout, without per-operation callers or last calls', () => {
    const s = statsOf(days, [
      {
        pk: 'META',
        sk: 'legacy-stats#2026-01-01',
        op_getCurrentUser: 4,
        total: 4,
        callers: new Set(['a', 'z']),
        lastCallAt: '2026-01-01T12:00:00.000Z',
        lastOperation: 'getCurrentUser',
      },
      item('2026-01-02', 'getCurrentUser', 1, ['a'], '2026-01-02T08:00:00.000Z'),
    ]);
    expect(s.operations['getCurrentUser']).toEqual({
      calls: 5,
      distinctCallers: 1,
      lastCallAt: '2026-01-02T08:00:00.000Z',
    });
    expect(s).toMatchObject({ total: 5, distinctCallers: 2, lastOperation: 'getCurrentUser' });
    expect(s.perDay[0]).toEqual({
      day: '2026-01-01',
      total: 4,
      distinctCallers: 2,
      perOperation: { getCurrentUser: 4 },
    });
  });
  it('sums the shards of a day and operation (and an unsharded item of the same) into one figure', () => {
    const shard = (n: number, calls: number, callers: string[], lastCallAt: string) => ({
      ...item('2026-01-02', 'getCurrentUser', calls, callers, lastCallAt),
      sk: `legacy-stats#2026-01-02#getCurrentUser#${n}`,
    });
    const s = statsOf(days, [
      item('2026-01-02', 'getCurrentUser', 1, ['a'], '2026-01-02T08:00:00.000Z'),
      shard(0, 2, ['a', 'b'], '2026-01-02T09:00:00.000Z'),
      shard(7, 3, ['b', 'c'], '2026-01-02T10:00:00.000Z'),
    ]);
    expect(s.operations).toEqual({
      getCurrentUser: { calls: 6, distinctCallers: 3, lastCallAt: '2026-01-02T10:00:00.000Z' },
    });
    expect(s.perDay).toEqual([
      { day: '2026-01-02', total: 6, distinctCallers: 3, perOperation: { getCurrentUser: 6 } },
    ]);
  });
});
