import { describe, expect, it } from 'vitest';
import { REFERENCE_BOUNDS } from '../../../console/src/logic/references.ts';
import {
  emptyQuery,
  extentXY,
  queryProblems,
  SPATIAL_BOUNDS,
  type SpatialQueryDraft,
  spatialQuery,
} from '../../../console/src/logic/spatial-query.ts';

const q = (over: Partial<SpatialQueryDraft>): SpatialQueryDraft => ({ ...emptyQuery(), ...over });

describe('the spatial query form', () => {
  it('opens with a limit, so a broad read is not refused for matching too many', () => {
    expect(spatialQuery(emptyQuery())).toEqual({ limit: '1000' });
    expect(SPATIAL_BOUNDS.points).toBe(REFERENCE_BOUNDS.limit);
    expect(SPATIAL_BOUNDS.points).toBe(10_000);
  });

  it('sends every filter as the route takes it: JSON text, exact nanoseconds, the metadata as typed', () => {
    const query = spatialQuery(
      q({
        geometryType: 'AXIS_ALIGNED_BOUNDING_BOX',
        geometry: { minX: '0', minY: '-1.5', minZ: '0', maxX: '10', maxY: '10', maxZ: '2e3' },
        measurements: [{ key: 'sensor,temp', operator: 'GREATER_THAN', value: '20.5' }],
        metadata: ' {"run": 12345678901234567890} ',
        startTime: '1700000000000000001',
        endTime: '2026-01-31T12:00:00Z',
        limit: '50',
        skip: '2',
      }),
    );
    expect(query).toEqual({
      geometryFilter:
        '{"type":"AXIS_ALIGNED_BOUNDING_BOX","minX":0,"minY":-1.5,"minZ":0,"maxX":10,"maxY":10,"maxZ":2000}',
      measurementsFilter: '[{"key":"sensor,temp","operator":"GREATER_THAN","value":20.5}]',
      metadataFilter: '{"run": 12345678901234567890}',
      startTime: '1700000000000000001',
      endTime: '1769860800000000000',
      limit: '50',
      skip: '2',
    });
  });

  it('names each problem by the query parameter a 400 names', () => {
    const fields = (d: SpatialQueryDraft) => queryProblems(d).map((p) => p.field);
    expect(fields(q({ geometryType: 'K_NEAREST_NEIGHBOR', geometry: { k: '0', x: '1', y: '1', z: '1' } }))).toEqual([
      'geometryFilter',
    ]);
    expect(
      fields(
        q({
          geometryType: 'AXIS_ALIGNED_BOUNDING_BOX',
          geometry: { minX: '5', minY: '0', minZ: '0', maxX: '1', maxY: '1', maxZ: '1' },
        }),
      ),
    ).toEqual(['geometryFilter']);
    expect(fields(q({ metadata: '[1]' }))).toEqual(['metadataFilter']);
    expect(fields(q({ measurements: [{ key: '', operator: 'EQUALS', value: '1' }] }))).toEqual(['measurementsFilter']);
    expect(fields(q({ startTime: '5', endTime: '4' }))).toEqual(['startTime']);
    expect(fields(q({ limit: '10001' }))).toEqual(['limit']);
    expect(fields(q({ limit: '' }))).toEqual([]);
    expect(() => spatialQuery(q({ limit: '-1' }))).toThrow(/limit/);
  });

  it('finds the x/y extent of the answer', () => {
    expect(extentXY([])).toBeUndefined();
    expect(
      extentXY([
        { x: 1, y: -2 },
        { x: -3, y: 4 },
      ]),
    ).toEqual({ minX: -3, maxX: 1, minY: -2, maxY: 4 });
  });
});
