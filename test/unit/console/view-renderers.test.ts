import { describe, expect, it } from 'vitest';
import { compileSizeExpression } from '../../../console/src/logic/size-expression.ts';
import { glPoints, isoNanos, plotlyPlan, yUp } from '../../../console/src/logic/view-renderers.ts';
import { alignByTimestamp, traceAxes, tracePositions } from '../../../console/src/logic/views.ts';

const rows = [
  { t: 1_000_000_000n, values: [1, 10, 100] },
  { t: 1_500_000_000n, values: [2, null, 200] },
  { t: 3_000_000_000n, values: [3, 30, 'n/a'] },
  { t: 4_000_000_000n, values: [true, 40, 400] },
];

describe('the echarts-gl renderer', () => {
  it('draws x/y/z where all three have a number', () => {
    expect(glPoints(rows, { x: 0, y: 1, z: 2 })).toEqual({
      points: [
        [1, 10, 100],
        [1, 40, 400],
      ],
      zIsTime: false,
    });
  });
  it('with two bindings unrolls the trace along time (seconds since the first point drawn)', () => {
    expect(glPoints(rows, { x: 0, y: 1, z: null })).toEqual({
      points: [
        [1, 10, 0],
        [3, 30, 2],
        [1, 40, 3],
      ],
      zIsTime: true,
    });
  });
  it('keeps nanoseconds beyond 2^53 apart', () => {
    const t = 1_700_000_000_123_456_789n;
    const { points } = glPoints(
      [
        { t, values: [0, 0] },
        { t: t + 1n, values: [1, 1] },
      ],
      { x: 0, y: 1, z: null },
    );
    expect(points[1]?.[2]).toBe(1e-9);
  });
  it('takes the axes the 3D trace takes', () => {
    const axes = traceAxes(['force', 'z', 'x', 'y']);
    expect(axes).toEqual({ x: 2, y: 3, z: 1 });
  });
});

describe('the plotly renderer', () => {
  it('draws scatter3d when roles x, y and z (any case) are bound', () => {
    expect(plotlyPlan(['Z', 'x', 'Y'], rows)).toEqual({
      kind: 'scatter3d',
      names: { x: 'x', y: 'Y', z: 'Z' },
      x: [10, 40],
      y: [100, 400],
      z: [1, 1],
    });
  });
  it('otherwise one line per channel over time, each with its own numeric points', () => {
    const plan = plotlyPlan(['x', 'y', 'force'], rows);
    expect(plan).toEqual({
      kind: 'time',
      t0: 1_000_000_000n,
      lines: [
        { name: 'x', x: [0, 0.5, 2, 3], y: [1, 2, 3, 1] },
        { name: 'y', x: [0, 2, 3], y: [10, 30, 40] },
        { name: 'force', x: [0, 0.5, 3], y: [100, 200, 400] },
      ],
    });
    expect(plotlyPlan(['force'], [])).toEqual({ kind: 'time', t0: null, lines: [{ name: 'force', x: [], y: [] }] });
  });
  it('measures time in seconds from the first timestamp, named in ISO with its nanoseconds', () => {
    const t = 1_700_000_000_123_456_789n;
    const plan = plotlyPlan(
      ['a'],
      [
        { t, values: [1] },
        { t: t + 1_000n, values: [2] },
      ],
    );
    expect(plan.kind === 'time' && plan.lines[0]?.x).toEqual([0, 1e-6]);
    expect(isoNanos(t)).toBe('2023-11-14T22:13:20.123456789Z');
    expect(isoNanos(1_001_000n)).toBe('1970-01-01T00:00:00.001001000Z');
    expect(isoNanos(-1n)).toBe('1969-12-31T23:59:59.999999999Z');
  });
});

describe('the babylon renderer', () => {
  it('turns the z-up trace into y-up by swapping y and z', () => {
    const aligned = alignByTimestamp([
      [{ timestamp: 1, value: 1 }],
      [{ timestamp: 1, value: 2 }],
      [{ timestamp: 1, value: 3 }],
    ]);
    const p = tracePositions(aligned, { x: 0, y: 1, z: 2 });
    expect([...yUp(p)]).toEqual([1, 3, 2]);
    expect(yUp(new Float32Array()).length).toBe(0);
  });
});

describe("echarts-gl's size expressions without eval", () => {
  it('evaluates every form echarts-gl uses', () => {
    expect(compileSizeExpression('width * dpr / 4')(800, 600, 2)).toBe(400);
    expect(compileSizeExpression('height * 1.0 / 32')(800, 640)).toBe(20);
    expect(compileSizeExpression(' [width * 1.0 / 2, height / 2] ')(800, 600)).toEqual([400, 300]);
    expect(compileSizeExpression('width')(7, 1)).toBe(7);
    expect(compileSizeExpression('-(width - 2) * 3 + .5')(4, 0)).toBe(-5.5);
  });
  it('refuses anything else', () => {
    for (const bad of ['alert(1)', 'width;', 'width +', '[width', 'window.x', '1e', 'width height'])
      expect(() => compileSizeExpression(bad), bad).toThrow(/Invalid expression/);
  });
});
