import { describe, expect, it } from 'vitest';
import { MAX_WALK, queryPoints } from '../../../layers/core/src/features/spatial/query.ts';
import {
  SpatialStore,
  timeRange,
  type ContainerMeta,
  type SkRange,
  type StoredPoint,
} from '../../../layers/core/src/features/spatial/store.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';

/** A store that records what a read asks for and hands out `points` from every range. */
class RecordingStore extends SpatialStore {
  readonly reads: { ranges: readonly SkRange[]; byTime: boolean }[] = [];
  constructor(private readonly points: number) {
    super('unused', () => {
      throw new Error('no DynamoDB in a unit test');
    });
  }
  override meta(): Promise<ContainerMeta> {
    return Promise.resolve({
      grid: { origin: { x: 0, y: 0, z: 0 }, scale: 1 },
      count: this.points,
      pending: new Set(),
    });
  }
  override scan(
    _c: number,
    _m: ContainerMeta,
    ranges: readonly SkRange[],
    visit: (p: StoredPoint) => boolean,
    opts: { byTime?: boolean } = {},
  ): Promise<number> {
    this.reads.push({ ranges, byTime: opts.byTime ?? false });
    let read = 0;
    for (let id = 1; id <= this.points; id++) {
      read++;
      if (
        !visit({
          id,
          size: 40,
          timestamp: BigInt(id),
          x: id,
          y: 0,
          z: 0,
          measurements: { v: id },
          metadata: { even: id % 2 === 0 },
        })
      )
        break;
    }
    return Promise.resolve(read);
  }
}

describe('which index a spatial read uses', () => {
  it('a time window without geometry reads the time index, only the window', async () => {
    const store = new RecordingStore(10);
    await queryPoints(store, 1, { start: 5n, end: 7n });
    expect(store.reads).toEqual([{ ranges: [timeRange(5n, 7n)], byTime: true }]);
    await queryPoints(store, 1, { end: -3n });
    expect(store.reads[1]).toEqual({ ranges: [timeRange(undefined, -3n)], byTime: true });
  });

  it('a geometry filter reads spatial key ranges, whatever the time window', async () => {
    const store = new RecordingStore(10);
    await queryPoints(store, 1, {
      geometry: { type: 'AXIS_ALIGNED_BOUNDING_BOX', minX: 0, minY: 0, minZ: 0, maxX: 3, maxY: 3, maxZ: 3 },
      start: 1n,
    });
    expect(store.reads[0]!.byTime).toBe(false);
    expect(store.reads[0]!.ranges[0]!.from.startsWith('P#')).toBe(true);
  });

  it('a metadata or measurement filter alone walks at most MAX_WALK points, then asks for a geometry filter or a time window', async () => {
    const store = new RecordingStore(MAX_WALK + 10);
    const err = await queryPoints(store, 1, { metadata: { even: 'never' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProblemError);
    expect((err as ProblemError).status).toBe(400);
    expect(JSON.stringify((err as ProblemError).extensions)).toContain('geometryFilter');
    // a walk that fills its answer early is fine
    expect(await queryPoints(store, 1, { metadata: { even: true }, limit: 5 })).toHaveLength(5);
  });
});

describe('the time index key', () => {
  it('sorts as the int64 timestamps do, negatives and both ends included', () => {
    const values = [
      -(2n ** 63n),
      -(2n ** 62n),
      -1_700_000_000_000_000_000n,
      -1n,
      0n,
      1n,
      999n,
      1_000n,
      1_700_000_000_123_456_789n,
      2n ** 63n - 1n,
    ];
    const keys = values.map((v) => timeRange(v, v).from);
    expect([...keys].sort()).toEqual(keys);
    for (const k of keys) expect(k).toMatch(/^\d{20}#$/);
  });
});
