import { describe, expect, it } from 'vitest';
import { FIRST_CURSOR, advance, type PointsCursor } from '../../../layers/core/src/features/importer/copy-spatial.ts';
import { tailItems, timeRange, type TimeItem } from '../../../layers/core/src/features/spatial/store.ts';

/** A source point: its timestamp and its name (the source orders one timestamp's points by id, here by name). */
interface P {
  readonly t: bigint;
  readonly name: string;
}

/** The legacy read: the points from `start` on in (timestamp, id) order, the first `limit`. */
const read = (source: readonly P[], start: bigint, limit: number) =>
  source
    .filter((p) => p.t >= start)
    .sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : a.name < b.name ? -1 : 1))
    .slice(0, limit);

/** A target container: its points with the ids the store gives (ascending in write order) and their batch tokens. */
class Target {
  points: { p: P; id: number; b: string }[] = [];
  pending = new Set<string>();
  private nextId = 1;
  write(ps: readonly P[], batch: string, commit = true): void {
    for (const p of ps) this.points.push({ p, id: this.nextId++, b: batch });
    if (!commit) this.pending.add(batch);
  }
  /** The time index: `ts` is `<timestamp digits>#<id>`, sorted. */
  index(from: bigint): TimeItem[] {
    return this.points
      .filter((x) => x.p.t >= from)
      .map((x) => ({
        sk: String(x.id),
        ts: `${timeRange(x.p.t, undefined).from}${String(x.id).padStart(16, '0')}`,
        b: x.b,
      }))
      .sort((a, b) => (a.ts < b.ts ? -1 : 1));
  }
  /** SpatialStore.truncateFrom over this target, the index read `pageSize` items at a time. */
  truncate(from: bigint, keep: number, pageSize = 3): void {
    const all = this.index(from);
    let kept = 0;
    const drop = new Set<string>();
    for (let i = 0; i < all.length; i += pageSize) {
      const tail = tailItems(all.slice(i, i + pageSize), from, keep, this.pending, kept);
      kept = tail.kept;
      for (const d of tail.drop) drop.add(d.sk);
    }
    this.points = this.points.filter((x) => !drop.has(String(x.id)));
  }
  visible(): string[] {
    return this.points
      .filter((x) => !this.pending.has(x.b))
      .map((x) => `${x.p.t}/${x.p.name}`)
      .sort();
  }
}

/**
 * The copy loop of copy-spatial.ts over `source` with pages of `size`: `crashAfter` pages written,
 * the worker dies after writing the next page (committed or left pending) and before saving its
 * cursor; the copy resumes at the saved cursor, truncating the target first.
 */
function copy(source: readonly P[], size: number, crashAt?: { page: number; commit: boolean }) {
  const target = new Target();
  let saved: PointsCursor | undefined;
  const run = (crash: typeof crashAt): 'crashed' | { cursor: PointsCursor; stuck: boolean } => {
    let cursor = saved ?? FIRST_CURSOR;
    target.truncate(cursor.start, cursor.seenAtStart);
    for (let page = 0; ; page++) {
      const got = read(source, cursor.start, size);
      const step = advance(
        cursor,
        got.map((p) => p.t),
        size,
      );
      const batch = `b${Math.random()}`;
      if (crash && page === crash.page) {
        target.write(got.slice(step.from), batch, crash.commit);
        return 'crashed';
      }
      target.write(got.slice(step.from), batch);
      cursor = step.next;
      if (step.end !== 'more') return { cursor, stuck: step.end === 'stuck' };
      saved = cursor;
    }
  };
  let result = run(crashAt);
  if (result === 'crashed') result = run(undefined);
  return { target, ...(result as { cursor: PointsCursor; stuck: boolean }) };
}

const source: P[] = [
  ...Array.from({ length: 9 }, (_, i) => ({ t: BigInt(i), name: `a${i}` })),
  // Three of one timestamp: pages of 4 end inside them.
  ...['x', 'y', 'z'].map((name) => ({ t: 20n, name })),
  ...Array.from({ length: 5 }, (_, i) => ({ t: 30n + BigInt(i), name: `c${i}` })),
  { t: 40n, name: 'last' },
];
const expected = source.map((p) => `${p.t}/${p.name}`).sort();

describe('the cursor of a spatial container copy', () => {
  it('walks the container page by page, skipping the points of a shared timestamp already written', () => {
    const { target, cursor, stuck } = copy(source, 4);
    expect(target.visible()).toEqual(expected);
    expect(cursor.written).toBe(source.length);
    expect(stuck).toBe(false);
  });

  it('after a worker died between writing any page and saving its cursor, ends with every point exactly once', () => {
    for (let page = 0; page < 8; page++)
      for (const commit of [true, false]) {
        const { target, cursor } = copy(source, 4, { page, commit });
        expect(target.visible(), `crash on page ${page} (committed: ${commit})`).toEqual(expected);
        // Nothing left behind either: no pending garbage, no doubled point.
        expect(target.points).toHaveLength(source.length);
        expect(cursor.written).toBe(source.length);
      }
  });

  it('stops with `stuck` when a whole page shares the cursor timestamp, having written that page once', () => {
    const crowded: P[] = [{ t: 1n, name: 'a' }, ...['p', 'q', 'r', 's', 't'].map((name) => ({ t: 5n, name }))];
    const { target, cursor, stuck } = copy(crowded, 4);
    expect(stuck).toBe(true);
    expect(target.visible()).toEqual(['1/a', '5/p', '5/q', '5/r', '5/s']);
    expect(cursor.written).toBe(5);
  });

  it('advance: a short page ends the walk, an empty one too, a full one moves the cursor to its last timestamp', () => {
    expect(advance(FIRST_CURSOR, [], 4)).toEqual({ from: 0, next: FIRST_CURSOR, end: 'done' });
    expect(advance({ start: 7n, seenAtStart: 2, written: 10 }, [7n, 7n, 8n], 4)).toEqual({
      from: 2,
      next: { start: 7n, seenAtStart: 2, written: 11 },
      end: 'done',
    });
    expect(advance({ start: 7n, seenAtStart: 1, written: 10 }, [7n, 8n, 9n, 9n], 4)).toEqual({
      from: 1,
      next: { start: 9n, seenAtStart: 2, written: 13 },
      end: 'more',
    });
    // The page still ends inside the cursor's timestamp but further on: the count there grows.
    expect(advance({ start: 7n, seenAtStart: 1, written: 10 }, [7n, 7n, 7n, 7n], 4)).toEqual({
      from: 1,
      next: { start: 7n, seenAtStart: 4, written: 13 },
      end: 'more',
    });
  });

  it('tailItems keeps the first committed points of the cursor timestamp across index pages, drops pending ones and all later', () => {
    const item = (t: bigint, id: number, b = 'ok'): TimeItem => ({
      sk: `k${id}`,
      ts: `${timeRange(t, undefined).from}${String(id).padStart(16, '0')}`,
      b,
    });
    const pending = new Set(['dead']);
    const first = tailItems([item(5n, 1), item(5n, 2, 'dead')], 5n, 2, pending);
    expect(first).toEqual({ drop: [item(5n, 2, 'dead')], kept: 1 });
    const second = tailItems([item(5n, 3), item(5n, 4), item(6n, 5)], 5n, 2, pending, first.kept);
    expect(second).toEqual({ drop: [item(5n, 4), item(6n, 5)], kept: 2 });
    // keep 0: everything from the timestamp on goes.
    expect(tailItems([item(5n, 1), item(9n, 2)], 5n, 0, pending).drop).toHaveLength(2);
  });
});
