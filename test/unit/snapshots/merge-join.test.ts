import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeJoin, type DiffPage } from '../../../layers/core/src/features/snapshots/diff.ts';
import type { Entry } from '../../../layers/core/src/features/snapshots/entries.ts';

/** The streams as the table answers them: sorted by key, optionally after a cursor (keys here are appIds: no `#` or `/`). */
async function* stream(entries: readonly Entry[], after?: string): AsyncGenerator<Entry> {
  for (const e of [...entries].sort((x, y) => (x.key < y.key ? -1 : 1)))
    if (after === undefined || e.key > after) yield e;
}

/** The diff by maps: the reference the streaming join must agree with. */
function naive(a: readonly Entry[], b: readonly Entry[]): Omit<DiffPage, 'next'> {
  const ma = new Map(a.map((e) => [e.key, e.revision]));
  const mb = new Map(b.map((e) => [e.key, e.revision]));
  const ids = [...new Set([...ma.keys(), ...mb.keys()])].sort();
  const out: Omit<DiffPage, 'next'> = { added: [], removed: [], changed: [], unchangedCount: 0 };
  for (const id of ids) {
    const x = ma.get(id);
    const y = mb.get(id);
    if (x === undefined) out.added.push({ entityAppId: id, revision: y! });
    else if (y === undefined) out.removed.push({ entityAppId: id });
    else if (x === y) out.unchangedCount++;
    else out.changed.push({ entityAppId: id, fromRevision: x, toRevision: y });
  }
  return out;
}

const entries = fc.uniqueArray(
  fc.record({ key: fc.stringMatching(/^[0-9a-f]{1,4}$/), revision: fc.integer({ min: 1, max: 4 }) }),
  { selector: (e) => e.key, maxLength: 60 },
);

describe('the snapshot diff merge-join', () => {
  it('agrees with a map-based diff, whole and paged with any limit and scan budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        entries,
        entries,
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        async (a, b, limit, budget) => {
          const expected = naive(a, b);
          const whole = await mergeJoin(stream(a), stream(b), 1_000, 1_000);
          expect(whole).toEqual({ ...expected, next: null });

          const paged: Omit<DiffPage, 'next'> = { added: [], removed: [], changed: [], unchangedCount: 0 };
          let cursor: string | undefined;
          for (let pages = 0; ; pages++) {
            expect(pages).toBeLessThan(500);
            const p = await mergeJoin(stream(a, cursor), stream(b, cursor), limit, budget);
            expect(p.added.length + p.removed.length + p.changed.length).toBeLessThanOrEqual(limit);
            paged.added.push(...p.added);
            paged.removed.push(...p.removed);
            paged.changed.push(...p.changed);
            paged.unchangedCount += p.unchangedCount;
            if (p.next === null) break;
            expect(cursor === undefined || p.next > cursor).toBe(true);
            cursor = p.next;
          }
          expect(paged).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops reading both streams when the page is full', async () => {
    let pulled = 0;
    async function* counting(n: number): AsyncGenerator<Entry> {
      for (let i = 0; i < n; i++) {
        pulled++;
        yield { key: String(i).padStart(6, '0'), revision: 1 };
      }
    }
    const p = await mergeJoin(counting(1_000), (async function* () {})(), 3, 1_000);
    expect(p.removed).toHaveLength(3);
    expect(p.next).toBe('000002');
    expect(pulled).toBeLessThanOrEqual(4);
  });
});
