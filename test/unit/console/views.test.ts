import { describe, expect, it } from 'vitest';
import {
  alignByTimestamp,
  bindingRows,
  blockingRoles,
  bounds,
  bucketWidth,
  generalWarnings,
  numeric,
  type RenderAnswer,
  RENDERERS,
  rendererFor,
  tooManyPoints,
  traceAxes,
  tracePositions,
  unresolvedRows,
} from '../../../console/src/logic/views.ts';
import { RENDERERS as SERVER_RENDERERS } from '../../../layers/core/src/features/templates/kinds.ts';

const channel = (field: string, unit: string | null = null) => ({
  id: 7,
  containerId: 3,
  measurement: 'm',
  device: 'd',
  location: 'l',
  symbolicName: 's',
  field,
  valueType: 'Float',
  unit,
  references: [{ id: 11, appId: 'r' }],
});

describe('the renderer a view is drawn with', () => {
  it('draws table, echarts, echarts-gl, plotly, the 3D trace (tresjs and trace-3d), urdf and babylon itself', () => {
    expect(rendererFor('table')).toEqual({ kind: 'table' });
    expect(rendererFor('echarts')).toEqual({ kind: 'echarts' });
    expect(rendererFor('echarts-gl')).toEqual({ kind: 'echarts-gl' });
    expect(rendererFor('plotly')).toEqual({ kind: 'plotly' });
    expect(rendererFor('tresjs')).toEqual({ kind: 'trace-3d' });
    expect(rendererFor('trace-3d')).toEqual({ kind: 'trace-3d' });
    expect(rendererFor('urdf')).toEqual({ kind: 'urdf' });
    expect(rendererFor('babylon')).toEqual({ kind: 'babylon' });
  });
  it('shows the placeholder for renderers drawn elsewhere, or unknown', () => {
    expect(rendererFor('isaac-usd')).toEqual({ kind: 'placeholder', reason: 'external' });
    expect(rendererFor('custom')).toEqual({ kind: 'placeholder', reason: 'external' });
    expect(rendererFor('vtk')).toEqual({ kind: 'placeholder', reason: 'unknown' });
    expect(rendererFor('Table')).toEqual({ kind: 'placeholder', reason: 'unknown' });
    expect(rendererFor('constructor')).toEqual({ kind: 'placeholder', reason: 'unknown' });
  });
  it('knows every renderer value a view recipe may carry on the server', () => {
    for (const r of SERVER_RENDERERS) expect(Object.hasOwn(RENDERERS, r), r).toBe(true);
  });
});

describe('binding statuses', () => {
  const answer: RenderAnswer = {
    renderer: 'echarts',
    channelBindings: [
      {
        role: 'force',
        status: 'RESOLVED',
        channelSelector: '{"field":"f"}',
        unit: 'unit:N',
        required: true,
        channel: channel('f', 'unit:KiloN'),
      },
      { role: 'temp', status: 'MISSING', channelSelector: '{"field":"t"}', unit: null, required: false, channel: null },
      {
        role: 'strain',
        status: 'RESOLVED',
        channelSelector: '{"field":"e"}',
        unit: null,
        required: false,
        channel: channel('e'),
      },
    ],
    warnings: [
      { role: 'force', code: 'other', message: 'second' },
      { role: 'force', code: 'unit-mismatch', message: 'unit differs' },
      { role: null, code: 'template-retired', message: 'retired' },
    ],
  };
  it('marks a resolved binding green, a missing or warned one amber, unit mismatch first', () => {
    const rows = bindingRows(answer);
    expect(rows.map((r) => [r.role, r.status, r.tone])).toEqual([
      ['force', 'RESOLVED', 'warning'],
      ['temp', 'MISSING', 'warning'],
      ['strain', 'RESOLVED', 'success'],
    ]);
    expect(rows[0]!.notes).toEqual(['unit differs', 'second']);
    expect(rows[0]!.channel).toBe('m · d · l · s · f');
    expect(rows[0]!.expectedUnit).toBe('unit:N');
    expect(rows[0]!.channelUnit).toBe('unit:KiloN');
    expect(blockingRoles(rows)).toEqual([]);
  });
  it('keeps warnings that name no binding apart', () => {
    expect(generalWarnings(answer)).toEqual(['retired']);
  });
  it("reads a 422's bindings as the rows that stop the view being drawn", () => {
    const rows = unresolvedRows({
      type: 'x/view.unresolvable-binding',
      bindings: [
        { index: 0, role: 'x', channelSelector: '{"field":"a"}', reason: 'MISSING', message: 'no channel' },
        { index: 1, role: 'y', channelSelector: '{}', reason: 'AMBIGUOUS', message: 'two match', candidates: [{}, {}] },
        'junk',
      ],
    });
    expect(rows.map((r) => [r.role, r.status, r.tone, r.required])).toEqual([
      ['x', 'MISSING', 'error', true],
      ['y', 'AMBIGUOUS', 'error', false],
    ]);
    expect(rows[1]!.notes).toEqual(['two match', '2 candidate channel(s)']);
    expect(blockingRoles(rows)).toEqual(['x', 'y']);
    expect(unresolvedRows({ title: 'other' })).toEqual([]);
    expect(unresolvedRows('text')).toEqual([]);
  });
});

describe('reading the points', () => {
  it('cuts a range into at most 4,000 buckets, exactly beyond 2^53', () => {
    expect(bucketWidth(0n, 3_999n)).toBe('1');
    expect(bucketWidth(0n, 3_999_999n)).toBe('1000');
    expect(bucketWidth(0n, 4_000_000n)).toBe('1001');
    const big = 9_007_199_254_740_993n;
    expect(bucketWidth(0n, big * 4_000n - 1n)).toBe(String(big));
    expect(bucketWidth(10n, 5n)).toBe('1');
  });
  it('falls back to aggregates only for the too-many-points 400', () => {
    expect(
      tooManyPoints(400, {
        title: 'Bad Request',
        detail: 'The range holds more than 80,000 points: narrow it or aggregate.',
      }),
    ).toBe(true);
    expect(tooManyPoints(400, { title: 'Bad Request', detail: 'start must be an integer' })).toBe(false);
    expect(tooManyPoints(403, { detail: 'aggregate' })).toBe(false);
  });
  it('lines channels up by exact timestamp', () => {
    const rows = alignByTimestamp([
      [
        { timestamp: 2n, value: 1 },
        { timestamp: 9_007_199_254_740_993n, value: 2 },
      ],
      [
        { timestamp: 1, value: 'a' },
        { timestamp: 2, value: 'b' },
      ],
    ]);
    expect(rows).toEqual([
      { t: 1n, values: [null, 'a'] },
      { t: 2n, values: [1, 'b'] },
      { t: 9_007_199_254_740_993n, values: [2, null] },
    ]);
  });
  it('turns values into numbers where it can', () => {
    expect([numeric(1.5), numeric(3n), numeric(true), numeric('1'), numeric(null), numeric(Number.NaN)]).toEqual([
      1.5,
      3,
      1,
      null,
      null,
      null,
    ]);
  });
});

describe('the 3D trace', () => {
  it('takes x, y, z by role name, else in binding order', () => {
    expect(traceAxes(['z', 'y', 'x'])).toEqual({ x: 2, y: 1, z: 0 });
    expect(traceAxes(['a', 'b', 'c'])).toEqual({ x: 0, y: 1, z: 2 });
    expect(traceAxes(['Y', 'force'])).toEqual({ x: 1, y: 0, z: null });
    expect(traceAxes(['x'])).toBeNull();
  });
  it('keeps the timestamps where every bound axis has a number; no z lies at z = 0', () => {
    const rows = [{ values: [1, 2, 3] }, { values: [4, null, 6] }, { values: [7, 8, 'x'] }, { values: [9, 10, 11] }];
    expect([...tracePositions(rows, { x: 0, y: 1, z: 2 })]).toEqual([1, 2, 3, 9, 10, 11]);
    expect([...tracePositions(rows, { x: 0, y: 1, z: null })]).toEqual([1, 2, 0, 7, 8, 0, 9, 10, 0]);
  });
  it('fits the trace into a box', () => {
    expect(bounds(Float32Array.from([0, 0, 0, 2, 4, 6]))).toEqual({ centre: [1, 2, 3], radius: 3 });
    expect(bounds(new Float32Array())).toEqual({ centre: [0, 0, 0], radius: 1 });
  });
});
