import { describe, expect, it } from 'vitest';
import {
  counterPk,
  counterPksOf,
  DAY_MS,
  splitCount,
  startOfDay,
} from '../../layers/core/src/features/provenance/counters.ts';

const D = (day: string) => startOfDay(day);

describe('provenance counters: how a count splits into counted days and edge ranges', () => {
  it('an open range: every counted day from counters, everything before them from the rows', () => {
    expect(splitCount('2026-11-20', undefined, undefined)).toEqual({
      counted: { from: '2026-11-20', to: undefined },
      edges: [{ since: 0, until: D('2026-11-20') - 1 }],
    });
  });

  it('whole days inside the range: no edge range at all', () => {
    expect(splitCount('2026-11-20', D('2026-11-21'), D('2026-11-24') - 1)).toEqual({
      counted: { from: '2026-11-21', to: '2026-11-23' },
      edges: [],
    });
  });

  it('a range starting and ending inside days: the two partial days from the rows', () => {
    const since = D('2026-11-21') + 5;
    const until = D('2026-11-24') + 7;
    expect(splitCount('2026-11-20', since, until)).toEqual({
      counted: { from: '2026-11-22', to: '2026-11-23' },
      edges: [
        { since, until: D('2026-11-22') - 1 },
        { since: D('2026-11-24'), until },
      ],
    });
  });

  it('the last millisecond of a day ends it as a whole day (until is inclusive)', () => {
    const split = splitCount('2026-11-20', D('2026-11-21'), D('2026-11-22') - 1);
    expect(split).toEqual({ counted: { from: '2026-11-21', to: '2026-11-21' }, edges: [] });
  });

  it('no whole counted day inside the range: counted from the rows alone', () => {
    expect(splitCount('2026-11-20', D('2026-11-21') + 1, D('2026-11-22') + 1)).toBeUndefined();
    expect(splitCount('2026-11-20', D('2026-11-01'), D('2026-11-19'))).toBeUndefined();
    expect(splitCount('2026-11-20', D('2026-11-25'), D('2026-11-24'))).toBeUndefined();
  });

  it('a range reaching back before counting began: the days before it from the rows', () => {
    const split = splitCount('2026-11-20', D('2026-11-10') + 3, D('2026-11-22') + DAY_MS - 1);
    expect(split).toEqual({
      counted: { from: '2026-11-20', to: '2026-11-22' },
      edges: [{ since: D('2026-11-10') + 3, until: D('2026-11-20') - 1 }],
    });
  });

  it('one activity counts on every dimension whose rows grow without bound', () => {
    const a = { agentUsername: 'ada', targetKind: 'DataObject', targetAppId: 't1' };
    expect(counterPksOf(a)).toEqual(['COUNT#ALL', 'COUNT#AGENT#ada', 'COUNT#KIND#DataObject']);
    expect(counterPksOf(a, 'c1')).toContain(counterPk('COLL', 'c1'));
  });
});
