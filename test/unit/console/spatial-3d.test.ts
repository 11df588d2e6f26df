import { describe, expect, it } from 'vitest';
import {
  COLOUR_PATHS_MAX,
  cloud,
  linearColours,
  MISSING_COLOUR,
  measurementAt,
  measurementPaths,
  PLAIN_COLOUR,
  rampColour,
  rampGradient,
} from '../../../console/src/logic/spatial-3d.ts';

const pt = (x: number, y: number, z: number, measurements: Record<string, unknown> = {}) => ({
  x,
  y,
  z,
  measurements,
});

describe('measurements that can colour the points', () => {
  it('finds numeric values at key paths, nested ones dot-joined, sorted', () => {
    const points = [
      pt(0, 0, 0, { temp: 1, label: 'a', env: { humidity: 40, note: 'x' } }),
      pt(1, 0, 0, { pressure: 2n, ok: true, list: [1, 2] }),
    ];
    expect(measurementPaths(points)).toEqual(['env.humidity', 'pressure', 'temp']);
  });

  it('walks at most four levels and offers at most COLOUR_PATHS_MAX paths', () => {
    expect(measurementPaths([pt(0, 0, 0, { a: { b: { c: { d: 1, e: { f: 2 } } } } })])).toEqual(['a.b.c.d']);
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`m${String(i).padStart(2, '0')}`, i]));
    const paths = measurementPaths([pt(0, 0, 0, many)]);
    expect(paths).toHaveLength(COLOUR_PATHS_MAX);
    expect(paths[0]).toBe('m00');
  });

  it('reads the value at a path', () => {
    expect(measurementAt({ env: { humidity: 40 } }, 'env.humidity')).toBe(40);
    expect(measurementAt({ temp: 3n }, 'temp')).toBe(3);
    expect(measurementAt({ temp: 'hot' }, 'temp')).toBeUndefined();
    expect(measurementAt({}, 'env.humidity')).toBeUndefined();
    expect(measurementAt(null, 'temp')).toBeUndefined();
  });
});

describe('the cloud drawn', () => {
  it('centres the positions (large coordinates keep their precision) and states the extents', () => {
    const c = cloud([pt(500_000, 5_600_000, 10), pt(500_010, 5_600_020, 30)]);
    expect(c.centre).toEqual([500_005, 5_600_010, 20]);
    expect([...c.positions]).toEqual([-5, -10, -10, 5, 10, 10]);
    expect(c.radius).toBe(10);
    expect(c.x).toEqual({ min: 500_000, max: 500_010 });
    expect(c.z).toEqual({ min: 10, max: 30 });
    expect(c.colourRange).toBeUndefined();
    expect([...c.colours.slice(0, 3)]).toEqual([...new Float32Array(PLAIN_COLOUR)]);
  });

  it('colours by a measurement over its range, grey where a point has none', () => {
    const c = cloud([pt(0, 0, 0, { temp: 10 }), pt(1, 0, 0, { temp: 20 }), pt(2, 0, 0, {})], 'temp');
    expect(c.colourRange).toEqual({ min: 10, max: 20 });
    expect(c.uncoloured).toBe(1);
    const rgb = (i: number) => [...c.colours.slice(i * 3, i * 3 + 3)];
    expect(rgb(0)).toEqual([...new Float32Array(rampColour(0))]);
    expect(rgb(1)).toEqual([...new Float32Array(rampColour(1))]);
    expect(rgb(2)).toEqual([...new Float32Array(MISSING_COLOUR)]);
  });

  it('takes one value as the middle of the ramp, and no value at all as uncoloured', () => {
    const one = cloud([pt(0, 0, 0, { temp: 5 }), pt(0, 0, 0, { temp: 5 })], 'temp');
    expect([...one.colours.slice(0, 3)]).toEqual([...new Float32Array(rampColour(0.5))]);
    expect(one.radius).toBeGreaterThan(0);
    const none = cloud([pt(0, 0, 0)], 'temp');
    expect(none.colourRange).toBeUndefined();
    expect(none.uncoloured).toBe(1);
  });

  it('draws nothing for no points', () => {
    const c = cloud([]);
    expect(c.positions).toHaveLength(0);
    expect(c.radius).toBe(1);
  });

  it('ramps from dark blue to yellow, clamped, as a CSS gradient too', () => {
    expect(rampColour(-1)).toEqual(rampColour(0));
    expect(rampColour(2)).toEqual(rampColour(1));
    expect(rampColour(0)[2]).toBeGreaterThan(rampColour(0)[0]);
    expect(rampColour(1)[0]).toBeGreaterThan(0.9);
    expect(rampGradient()).toMatch(/^linear-gradient\(to right, rgb\(68, 1, 84\), .*rgb\(253, 231, 37\)\)$/);
  });

  it('hands three.js linear colours (it writes sRGB), so the points match the legend', () => {
    const lin = [...linearColours(new Float32Array([0, 0.04045, 0.5, 1]))];
    expect(lin[0]).toBe(0);
    expect(lin[1]).toBeCloseTo(0.04045 / 12.92, 6);
    expect(lin[2]).toBeCloseTo(0.214, 3);
    expect(lin[3]).toBeCloseTo(1, 6);
  });
});
