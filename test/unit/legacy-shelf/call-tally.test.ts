import { describe, expect, it } from 'vitest';
import { CallTally } from '#core/features/legacy-shelf/call-tally.ts';

/** What one counter write of a sandbox adds: calls summed per UTC day and operation. */
describe('legacy call tally', () => {
  it('sums calls per day and operation, with their callers and the last call', () => {
    const t = new CallTally();
    t.add('getCurrentUser', 'a', new Date('2026-01-01T10:00:00.000Z'));
    t.add('getCurrentUser', 'b', new Date('2026-01-01T12:00:00.000Z'));
    // An earlier call arriving late does not move the last call back.
    t.add('getCurrentUser', 'a', new Date('2026-01-01T11:00:00.000Z'));
    t.add('getAllCollections', 'a', new Date('2026-01-01T10:30:00.000Z'));
    t.add('getCurrentUser', 'c', new Date('2026-01-02T00:00:01.000Z'));
    expect(t.size).toBe(3);
    expect(t.drain()).toEqual([
      {
        day: '2026-01-01',
        operationId: 'getCurrentUser',
        calls: 3,
        callers: new Set(['a', 'b']),
        lastCallAt: '2026-01-01T12:00:00.000Z',
      },
      {
        day: '2026-01-01',
        operationId: 'getAllCollections',
        calls: 1,
        callers: new Set(['a']),
        lastCallAt: '2026-01-01T10:30:00.000Z',
      },
      {
        day: '2026-01-02',
        operationId: 'getCurrentUser',
        calls: 1,
        callers: new Set(['c']),
        lastCallAt: '2026-01-02T00:00:01.000Z',
      },
    ]);
  });

  it('is empty after a drain, and counts afresh', () => {
    const t = new CallTally();
    t.add('op', 'a', new Date('2026-01-01T10:00:00.000Z'));
    t.drain();
    expect(t.size).toBe(0);
    expect(t.drain()).toEqual([]);
    t.add('op', 'b', new Date('2026-01-01T10:00:01.000Z'));
    expect(t.drain()).toMatchObject([{ calls: 1, callers: new Set(['b']) }]);
  });
});
