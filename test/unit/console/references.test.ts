import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../layers/core/src/app/openapi.ts';
import {
  type DataReferenceDraft,
  channelKey,
  draftProblems,
  emptyDraft,
  formFields,
  parseNanos,
  REFERENCE_BOUNDS,
  referenceRequest,
} from '../../../console/src/logic/references.ts';

type Schema = Record<string, unknown>;
const P = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}';

function bodySchema(kind: string): Record<string, Schema> {
  const doc = JSON.parse(renderOpenApi('all', 'json').body) as { paths: Record<string, Record<string, Schema>> };
  const body = doc.paths[`${P}/${kind}`]!['post']!['requestBody'] as Schema;
  const schema = (body['content'] as Record<string, { schema: Schema }>)['application/json']!.schema;
  return schema['properties'] as Record<string, Schema>;
}
const firstOf = (s: Schema): Schema => (s['anyOf'] ? (s['anyOf'] as Schema[])[0]! : s);

const draft = (over: Partial<DataReferenceDraft>): DataReferenceDraft => ({
  ...emptyDraft(over.kind ?? 'FileReference'),
  name: 'ref',
  containerId: '12',
  ...over,
});

describe('the reference form’s bounds', () => {
  it('are the bounds the OpenAPI document publishes for the four create routes', () => {
    const files = bodySchema('fileReferences');
    expect(files['name']!['maxLength']).toBe(REFERENCE_BOUNDS.name);
    expect(files['fileOids']!['maxItems']).toBe(REFERENCE_BOUNDS.items);
    expect(files['fileOids']!['minItems']).toBe(1);
    expect((files['fileOids']!['items'] as Schema)['maxLength']).toBe(REFERENCE_BOUNDS.oidLength);
    expect(bodySchema('structuredDataReferences')['structuredDataOids']!['maxItems']).toBe(REFERENCE_BOUNDS.items);
    expect(bodySchema('timeseriesReferences')['timeseries']!['maxItems']).toBe(REFERENCE_BOUNDS.items);
    const spatial = bodySchema('spatialDataReferences');
    expect(firstOf(spatial['measurementsFilter']!)['maxItems']).toBe(REFERENCE_BOUNDS.conditions);
    expect(firstOf(spatial['metadataFilter']!)['maxProperties']).toBe(REFERENCE_BOUNDS.metadataKeys);
    expect(String(firstOf(spatial['metadataFilter']!)['description'])).toContain(
      `${REFERENCE_BOUNDS.metadataBytes} bytes`,
    );
    expect(String(firstOf(spatial['geometryFilter']!)['description'])).toContain(`k (1–${REFERENCE_BOUNDS.k})`);
    expect(JSON.stringify(spatial['limit'])).toContain(`"maximum":${REFERENCE_BOUNDS.limit}`);
    expect(JSON.stringify(spatial['skip'])).toContain(`"maximum":${REFERENCE_BOUNDS.skip}`);
  });
});

describe('timestamps in nanoseconds', () => {
  it('reads int64 digits exactly and ISO dates to the millisecond; refuses the rest', () => {
    expect(parseNanos('')).toBeUndefined();
    expect(parseNanos('9223372036854775807')).toBe(9223372036854775807n);
    expect(parseNanos('9223372036854775808')).toBe('invalid');
    expect(parseNanos('2026-01-31T12:00:00.123Z')).toBe(1769860800123000000n);
    expect(parseNanos('1969-12-31T00:00:00Z')).toBe('invalid');
    expect(parseNanos('yesterday')).toBe('invalid');
    expect(parseNanos('-5')).toBe('invalid');
  });
});

describe('the draft’s problems, by the API field they belong to', () => {
  it('asks for a name, a container and at least one item', () => {
    expect(draftProblems(draft({ name: ' ', containerId: '', items: [] }))).toEqual([
      { field: 'name', message: 'required' },
      { field: 'fileContainerId', message: 'pickContainer' },
      { field: 'fileOids', message: 'pickItems' },
    ]);
    expect(
      draftProblems(draft({ kind: 'StructuredDataReference', items: Array.from({ length: 1001 }, (_, i) => `o${i}`) })),
    ).toEqual([{ field: 'structuredDataOids', message: 'tooMany', params: { max: 1000 } }]);
    expect(draftProblems(draft({ items: ['a'] }))).toEqual([]);
  });

  it('bounds the name in characters (code points), as the API does, not in UTF-16 units', () => {
    expect(draftProblems(draft({ name: '🧪'.repeat(1024), items: ['a'] }))).toEqual([]);
    expect(draftProblems(draft({ name: '🧪'.repeat(1025), items: ['a'] }))).toEqual([
      { field: 'name', message: 'tooLong', params: { max: 1024 } },
    ]);
  });

  it('checks a timeseries range: both ends, readable, start not after end', () => {
    const ts = (start: string, end: string) => draft({ kind: 'TimeseriesReference', items: ['k'], start, end });
    expect(draftProblems(ts('', 'x'))).toEqual([
      { field: 'start', message: 'required' },
      { field: 'end', message: 'timestamp' },
    ]);
    expect(draftProblems(ts('20', '10'))).toEqual([{ field: 'start', message: 'afterEnd' }]);
    expect(draftProblems(ts('10', '2026-01-01T00:00:00Z'))).toEqual([]);
  });

  it('checks the spatial parameters as the API reads them', () => {
    const sp = (over: Partial<DataReferenceDraft>) => draftProblems(draft({ kind: 'SpatialDataReference', ...over }));
    expect(sp({})).toEqual([]);
    expect(sp({ geometryType: 'K_NEAREST_NEIGHBOR', geometry: { k: '0', x: '1', y: '2' } })).toEqual([
      { field: 'geometryFilter', message: 'k', params: { max: 10000 } },
      { field: 'geometryFilter', message: 'param', params: { param: 'z' } },
    ]);
    expect(
      sp({
        geometryType: 'AXIS_ALIGNED_BOUNDING_BOX',
        geometry: { minX: '2', maxX: '1', minY: '0', maxY: '1', minZ: '0', maxZ: '1' },
      }),
    ).toEqual([{ field: 'geometryFilter', message: 'minMax', params: { axis: 'X' } }]);
    expect(
      sp({ geometryType: 'BOUNDING_SPHERE', geometry: { radius: '-1', centerX: '0', centerY: '0', centerZ: '0' } }),
    ).toEqual([{ field: 'geometryFilter', message: 'negative', params: { param: 'radius' } }]);
    // The rotation of an oriented box is optional.
    expect(
      sp({
        geometryType: 'ORIENTED_BOUNDING_BOX',
        geometry: { centerX: '0', centerY: '0', centerZ: '0', extentX: '1', extentY: '1', extentZ: '1' },
      }),
    ).toEqual([]);
    expect(
      sp({
        measurements: [{ key: 'temp', operator: 'GREATER_THAN', value: 'hot' }],
        metadata: '[1]',
        startTime: '5',
        endTime: '4',
        limit: '10001',
        skip: '-1',
      }),
    ).toEqual([
      { field: 'measurementsFilter', message: 'condition', params: { row: 1 } },
      { field: 'metadataFilter', message: 'jsonObject' },
      { field: 'startTime', message: 'afterEnd' },
      { field: 'limit', message: 'range', params: { min: 0, max: 10000 } },
      { field: 'skip', message: 'range', params: { min: 0, max: 2147483647 } },
    ]);
    const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`k${i}`, 1])));
    expect(sp({ metadata: manyKeys })).toEqual([{ field: 'metadataFilter', message: 'tooMany', params: { max: 256 } }]);
  });
});

describe('the request of each kind', () => {
  it('files and structured data: the container id exact, the oids once each', () => {
    expect(referenceRequest(draft({ containerId: '9007199254740993', items: ['a', 'b', 'a'] }))).toEqual({
      kind: 'FileReference',
      body: { name: 'ref', fileContainerId: 9007199254740993n, fileOids: ['a', 'b'] },
    });
    expect(referenceRequest(draft({ kind: 'StructuredDataReference', items: ['x'] }))).toEqual({
      kind: 'StructuredDataReference',
      body: { name: 'ref', structuredDataContainerId: 12, structuredDataOids: ['x'] },
    });
  });

  it('timeseries: the picked channels by their five names, the range in exact nanoseconds', () => {
    const ch = { measurement: 'm', device: 'd', location: 'l', symbolicName: 's', field: 'f' };
    const other = { ...ch, field: 'g' };
    const req = referenceRequest(
      draft({
        kind: 'TimeseriesReference',
        items: [channelKey(other)],
        start: '1700000000000000001',
        end: '2026-01-01T00:00:00Z',
      }),
      [{ ...ch, id: 1 } as typeof ch, { ...other, id: 2 } as typeof ch],
    );
    expect(req).toEqual({
      kind: 'TimeseriesReference',
      body: {
        name: 'ref',
        timeseriesContainerId: 12n,
        start: 1700000000000000001n,
        end: 1767225600000000000n,
        timeseries: [other],
      },
    });
  });

  it('spatial: only the filters given, numbers as numbers', () => {
    expect(
      referenceRequest(
        draft({
          kind: 'SpatialDataReference',
          geometryType: 'K_NEAREST_NEIGHBOR',
          geometry: { k: '3', x: '1.5', y: '0', z: '-2' },
          measurements: [{ key: 'a,b', operator: 'LESS_THAN', value: '4' }],
          metadata: '{"run": 7}',
          endTime: '99',
          limit: '10',
        }),
      ),
    ).toEqual({
      kind: 'SpatialDataReference',
      body: {
        name: 'ref',
        spatialDataContainerId: 12n,
        geometryFilter: { type: 'K_NEAREST_NEIGHBOR', k: 3, x: 1.5, y: 0, z: -2 },
        measurementsFilter: [{ key: 'a,b', operator: 'LESS_THAN', value: 4 }],
        metadataFilter: { run: 7 },
        endTime: 99n,
        limit: 10,
      },
    });
    expect(referenceRequest(draft({ kind: 'SpatialDataReference' }))).toEqual({
      kind: 'SpatialDataReference',
      body: { name: 'ref', spatialDataContainerId: 12n },
    });
  });

  it('refuses a draft with problems, and names the form’s fields by kind', () => {
    expect(() => referenceRequest(draft({ items: [] }))).toThrow(/fileOids/);
    expect(formFields('TimeseriesReference')).toEqual(['name', 'timeseriesContainerId', 'timeseries', 'start', 'end']);
  });
});
