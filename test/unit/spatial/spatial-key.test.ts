import { describe, expect, it } from 'vitest';
import {
  boxRanges,
  gridOf,
  pointKey,
  quantise,
  type Box,
  type Vec3,
} from '../../../layers/core/src/features/spatial/spatial-key.ts';
import {
  contains,
  meetsConditions,
  parseGeometryFilter,
  parseMeasurementsFilter,
  regionOf,
} from '../../../layers/core/src/features/spatial/filters.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';

/** A small seeded generator (mulberry32): the same cases every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('quantise', () => {
  it('is monotone over the whole double range, negatives and zeros included', () => {
    const values = [
      -Infinity,
      -Number.MAX_VALUE,
      -1e300,
      -1e5,
      -1,
      -1e-300,
      -0,
      0,
      1e-300,
      1e-5,
      0.5,
      1,
      1.0001,
      1e5,
      1e300,
      Number.MAX_VALUE,
      Infinity,
    ];
    for (let i = 1; i < values.length; i++)
      expect(quantise(values[i]!)).toBeGreaterThanOrEqual(quantise(values[i - 1]!));
    const r = rng(1);
    const xs = Array.from({ length: 2000 }, () => (r() - 0.5) * 10 ** Math.floor(r() * 20 - 10)).sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) expect(quantise(xs[i]!)).toBeGreaterThanOrEqual(quantise(xs[i - 1]!));
  });
});

describe('boxRanges', () => {
  const inside = (p: Vec3, b: Box) =>
    p.x >= b.min.x && p.x <= b.max.x && p.y >= b.min.y && p.y <= b.max.y && p.z >= b.min.z && p.z <= b.max.z;
  const inRanges = (key: string, ranges: { lo: string; hi: string }[]) =>
    ranges.some((r) => key >= r.lo && key <= r.hi);

  it('covers every point of the box, within the range budget, and stays near the box', () => {
    const r = rng(7);
    for (let trial = 0; trial < 40; trial++) {
      const scale = 10 ** Math.floor(r() * 8 - 4);
      const points = Array.from({ length: 3000 }, () => ({
        x: (r() - 0.5) * 2 * scale,
        y: (r() - 0.5) * 2 * scale,
        z: (r() - 0.5) * 2 * scale,
      }));
      // A grid from a small first batch: most points lie outside its linear part.
      const origin = gridOf(points.slice(0, 1 + Math.floor(r() * 5)));
      const c = points[0]!;
      const h = scale * (0.05 + r() * 0.5);
      const box = {
        min: { x: c.x - h, y: c.y - h * r(), z: c.z - h },
        max: { x: c.x + h * r(), y: c.y + h, z: c.z + h },
      };
      const ranges = boxRanges(box, origin, 64);
      expect(ranges.length).toBeLessThanOrEqual(64);
      for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.lo > ranges[i - 1]!.hi).toBe(true);
      for (const p of points) if (inside(p, box)) expect(inRanges(pointKey(p, origin), ranges)).toBe(true);
    }
  });

  it('reads a bounded multiple of the points a box holds (uniform points, boxes of about 1,000)', () => {
    const r = rng(3);
    const points = Array.from({ length: 100_000 }, () => ({ x: r() * 1000, y: r() * 1000, z: r() * 1000 }));
    const origin = gridOf(points.slice(0, 1000));
    const keys = points.map((p) => pointKey(p, origin));
    let read = 0;
    let hit = 0;
    for (let trial = 0; trial < 10; trial++) {
      const c = { x: 100 + r() * 800, y: 100 + r() * 800, z: 100 + r() * 800 };
      const h = 107; // (214^3 / 1000^3) * 100,000 ≈ 1,000 points
      const box = { min: { x: c.x - h, y: c.y - h, z: c.z - h }, max: { x: c.x + h, y: c.y + h, z: c.z + h } };
      const ranges = boxRanges(box, origin, 128);
      read += keys.filter((k) => inRanges(k, ranges)).length;
      hit += points.filter((p) => inside(p, box)).length;
    }
    expect(read / hit).toBeLessThan(3);
  });
});

describe('filters', () => {
  const bad = (f: () => unknown, field: string) => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(ProblemError);
      expect(JSON.stringify((err as ProblemError).extensions)).toContain(field);
      return;
    }
    throw new Error('expected a 400');
  };

  it('refuses unknown types and operators, non-numeric values, inverted boxes', () => {
    bad(() => parseGeometryFilter({ type: 'CONE' }), 'geometryFilter');
    bad(() => parseGeometryFilter({ type: 'K_NEAREST_NEIGHBOR', k: 0, x: 0, y: 0, z: 0 }), 'geometryFilter');
    bad(
      () =>
        parseGeometryFilter({
          type: 'AXIS_ALIGNED_BOUNDING_BOX',
          minX: 1,
          minY: 0,
          minZ: 0,
          maxX: 0,
          maxY: 1,
          maxZ: 1,
        }),
      'geometryFilter',
    );
    bad(() => parseMeasurementsFilter([{ key: 'a', operator: 'LIKE', value: 1 }]), 'measurementsFilter');
    bad(() => parseMeasurementsFilter([{ key: 'a', operator: 'EQUALS', value: '1' }]), 'measurementsFilter');
  });

  it('matches metadata by containment and measurements by key path', () => {
    expect(contains({ a: 1, b: { c: 'x', d: [1, 2] } }, { b: { c: 'x' } })).toBe(true);
    expect(contains({ a: 1, b: { c: 'x', d: [1, 2] } }, { b: { d: [2] } })).toBe(true);
    expect(contains({ a: 1 }, { a: 1n })).toBe(true);
    expect(contains({ a: 1 }, { a: '1' })).toBe(false);
    expect(contains({ a: { b: 1 } }, { a: 1 })).toBe(false);
    const conds = parseMeasurementsFilter([
      { key: 'temperature,val', operator: 'GREATER_THAN', value: 10 },
      { key: 'temperature,val', operator: 'LESS_THAN', value: 20 },
    ]);
    expect(meetsConditions({ temperature: { val: 15 } }, conds)).toBe(true);
    expect(meetsConditions({ temperature: { val: 25 } }, conds)).toBe(false);
    expect(meetsConditions({ temperature: 15 }, conds)).toBe(false);
  });

  it('an oriented box turned by 90° about z swaps its x and y extents', () => {
    const s = Math.SQRT1_2;
    const g = parseGeometryFilter({
      type: 'ORIENTED_BOUNDING_BOX',
      centerX: 0,
      centerY: 0,
      centerZ: 0,
      extentX: 10,
      extentY: 2,
      extentZ: 2,
      rotationW: s,
      rotationX: 0,
      rotationY: 0,
      rotationZ: s,
    });
    if (g.type !== 'ORIENTED_BOUNDING_BOX') throw new Error('type');
    const region = regionOf(g);
    expect(region.contains({ x: 0, y: 4.9, z: 0 })).toBe(true);
    expect(region.contains({ x: 4.9, y: 0, z: 0 })).toBe(false);
    expect(region.box.max.y).toBeCloseTo(5);
    expect(region.box.max.x).toBeCloseTo(1);
  });
});
