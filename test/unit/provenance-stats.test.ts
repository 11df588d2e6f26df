import { describe, expect, it } from 'vitest';
import { aggregate } from '../../layers/core/src/features/provenance/stats.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 15);
const at = (daysAgo: number) => NOW - daysAgo * DAY;

describe('collection statistics', () => {
  it('totals, histogram, sparkline and cumulative integral on a known set', () => {
    const rows = [
      { startedAtMillis: at(100), actionKind: 'CREATE' as const, agentUsername: 'a' },
      { startedAtMillis: at(29), actionKind: 'UPDATE' as const, agentUsername: 'a' },
      { startedAtMillis: at(2), actionKind: 'READ' as const, agentUsername: 'b' },
      { startedAtMillis: at(2), actionKind: 'UPDATE' as const, agentUsername: 'b' },
      { startedAtMillis: at(0), actionKind: 'DELETE' as const, agentUsername: 'c' },
    ];
    const s = aggregate(rows, NOW, 30);
    expect(s.totals).toEqual({ activities: 5, agents: 3, firstAtMillis: at(100), lastAtMillis: at(0) });
    expect(s.byActionKind).toEqual({ CREATE: 1, READ: 1, UPDATE: 2, DELETE: 1, EXECUTE: 0 });
    expect(s.sparkline.days).toBe(30);
    expect(s.sparkline.fromMillis).toBe(Date.UTC(2026, 9, 24));
    const expected = new Array(30).fill(0);
    expected[0] = 1;
    expected[27] = 2;
    expected[29] = 1;
    expect(s.sparkline.counts).toEqual(expected);
    expect(s.cumulative[0]).toBe(2);
    expect(s.cumulative[26]).toBe(2);
    expect(s.cumulative[27]).toBe(4);
    expect(s.cumulative[29]).toBe(5);
  });

  it('is all zeros and nulls for a collection without activity', () => {
    const s = aggregate([], NOW, 7);
    expect(s.totals).toEqual({ activities: 0, agents: 0, firstAtMillis: null, lastAtMillis: null });
    expect(s.sparkline.counts).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(s.cumulative).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
