import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../layers/core/src/app/openapi.ts';
import { ATTRIBUTE_BOUNDS, attributeProblems } from '../../../console/src/logic/attributes.ts';
import { characterBound, countCharacters, fitsCharacters } from '../../../console/src/logic/characters.ts';
import { FIELD_BOUNDS } from '../../../console/src/logic/field-bounds.ts';
import { MAPPING_NAME_MAX, mappingDraftProblems } from '../../../console/src/logic/plugin-pages.ts';
import { REFERENCE_BOUNDS } from '../../../console/src/logic/references.ts';
import { MAX_QUERY_LENGTH } from '../../../console/src/logic/search-query.ts';
import { emptyQuery, FILTER_TEXT_MAX, queryProblems } from '../../../console/src/logic/spatial-query.ts';

type Schema = Record<string, unknown>;
const doc = JSON.parse(renderOpenApi('all', 'json').body) as { paths: Record<string, Record<string, Schema>> };

/** The schema at `keys` below the JSON request body of `method path`; a number picks from anyOf/oneOf. */
function body(path: string, method: string, ...keys: (string | number)[]): Schema {
  const rb = doc.paths[path]![method]!['requestBody'] as Schema;
  let s = (rb['content'] as Record<string, { schema: Schema }>)['application/json']!.schema;
  for (const k of keys)
    s =
      typeof k === 'number'
        ? ((s['anyOf'] ?? s['oneOf']) as Schema[])[k]!
        : k === '[]'
          ? (s['items'] as Schema)
          : (s['properties'] as Record<string, Schema>)[k]!;
  return s;
}
const param = (path: string, method: string, name: string): Schema =>
  ((doc.paths[path]![method]!['parameters'] as Schema[]).find((p) => p['name'] === name)!['schema'] as Schema) ?? {};

describe('the console’s text-field bounds', () => {
  it('are the maxLength the OpenAPI document publishes for each field', () => {
    const C = '/svc/api/collections';
    const R = '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}';
    expect(body(C, 'post', 'name')['maxLength']).toBe(FIELD_BOUNDS.name);
    expect(body(`${C}/{collectionId}/dataObjects`, 'post', 'name')['maxLength']).toBe(FIELD_BOUNDS.name);
    expect(body('/svc/api/fileContainers', 'post', 'name')['maxLength']).toBe(FIELD_BOUNDS.name);
    expect(param(C, 'get', 'name')['maxLength']).toBe(FIELD_BOUNDS.name);
    expect(body(C, 'post', 'description', 0)['maxLength']).toBe(FIELD_BOUNDS.description);
    expect(body(`${C}/{collectionId}/dataObjects`, 'post', 'description', 0)['maxLength']).toBe(
      FIELD_BOUNDS.description,
    );
    expect(body(`${C}/{collectionId}/permissions`, 'put', 'owner', 0)['maxLength']).toBe(FIELD_BOUNDS.username);
    expect(body(`${C}/{collectionId}/semanticAnnotations`, 'post', 'propertyIRI')['maxLength']).toBe(FIELD_BOUNDS.iri);
    expect(body(`${C}/{collectionId}/semanticAnnotations`, 'post', 'unitIRI', 0)['maxLength']).toBe(FIELD_BOUNDS.iri);
    expect(body(`${R}/uriReferences`, 'post', 'name')['maxLength']).toBe(FIELD_BOUNDS.name);
    expect(body(`${R}/uriReferences`, 'post', 'uri')['maxLength']).toBe(FIELD_BOUNDS.uri);
    for (const kind of ['uriReferences', 'dataObjectReferences', 'collectionReferences'])
      expect(body(`${R}/${kind}`, 'post', 'relationship', 0)['maxLength']).toBe(FIELD_BOUNDS.relationship);
    expect(body('/svc/api/apiKeys', 'post', 'name')['maxLength']).toBe(FIELD_BOUNDS.apiKeyName);
    expect(body('/svc/api/labJournalEntries', 'post', 'journalContent')['maxLength']).toBe(FIELD_BOUNDS.journalContent);
    expect(param('/v2/hdf-containers/{appId}', 'get', 'appId')['maxLength']).toBe(FIELD_BOUNDS.appId);
    expect(param('/v2/admin/files/migrate/rollback/{appId}', 'post', 'appId')['maxLength']).toBe(FIELD_BOUNDS.appId);
    expect(param('/v2/semantic/terms/search', 'get', 'q')['maxLength']).toBe(FIELD_BOUNDS.termQuery);
    expect(body('/v2/mappings/{templateAppId}/materialize', 'post', 'output', 1, 'name')['maxLength']).toBe(
      MAPPING_NAME_MAX,
    );
    expect(body(`${R}/spatialDataReferences`, 'post', 'measurementsFilter', 0, '[]', 'key')['maxLength']).toBe(
      REFERENCE_BOUNDS.measurementKey,
    );
    const read = '/svc/api/spatialDataContainers/{spatialDataContainerId}/payload';
    for (const p of ['geometryFilter', 'measurementsFilter', 'metadataFilter'] as const)
      expect(param(read, 'get', p)['maxLength']).toBe(FILTER_TEXT_MAX[p]);
    expect(body('/svc/api/search/collections', 'post', 'searchParams', 'query')['maxLength']).toBe(MAX_QUERY_LENGTH);
  });
});

describe('a text field bounded in characters', () => {
  const bound = characterBound(4, (max) => `at most ${max}`, [(v) => v !== '' || 'required']);

  it('counts code points in its counter: an emoji counts once', () => {
    expect(bound.counter).toBe(4);
    expect(bound.counterValue('😀😀😀😀')).toBe(4);
    expect(bound.counterValue('a𠀀')).toBe(2);
    expect(bound.counterValue(null)).toBe(0);
    expect(countCharacters(['x'])).toBe(0);
  });

  it('runs the field’s own rules first, then refuses more than the bound with the message', () => {
    const results = (v: unknown) => bound.rules.map((r) => r(v));
    expect(results('')).toEqual(['required', true]);
    expect(results('😀😀😀😀')).toEqual([true, true]);
    expect(results('😀😀😀😀😀')).toEqual([true, 'at most 4']);
    expect(results('abcde')).toEqual([true, 'at most 4']);
    // A cleared Vuetify field holds null: not too long.
    expect(results(null)).toEqual([true, true]);
  });

  it('lets a form check the same bound before sending', () => {
    expect(fitsCharacters('😀'.repeat(65_536), FIELD_BOUNDS.description)).toBe(true);
    expect(fitsCharacters('😀'.repeat(65_537), FIELD_BOUNDS.description)).toBe(false);
    expect(fitsCharacters(null, 1)).toBe(true);
    expect(fitsCharacters(undefined, 1)).toBe(true);
    expect(fitsCharacters('ab', 1)).toBe(false);
  });
});

describe('bounds checked by the forms’ logic in characters', () => {
  it('attribute keys and values: an astral key at its bound is valid, one more is not', () => {
    const max = ATTRIBUTE_BOUNDS;
    expect(attributeProblems([{ key: '😀'.repeat(max.maxKeyLength), value: '𠀀'.repeat(max.maxValueLength) }])).toEqual(
      [],
    );
    expect(
      attributeProblems([{ key: '😀'.repeat(max.maxKeyLength + 1), value: '𠀀'.repeat(max.maxValueLength + 1) }]),
    ).toEqual([
      { kind: 'key-too-long', row: 0 },
      { kind: 'value-too-long', row: 0 },
    ]);
  });

  it('a mapping’s reference name', () => {
    const draft = (name: string) => ({ output: 'reference' as const, name, containerAppId: '' });
    expect(mappingDraftProblems(draft('😀'.repeat(MAPPING_NAME_MAX)))).toEqual({});
    expect(mappingDraftProblems(draft('😀'.repeat(MAPPING_NAME_MAX + 1)))).toEqual({ name: 'long' });
    expect(mappingDraftProblems({ ...draft('😀'.repeat(MAPPING_NAME_MAX + 1)), output: 'ephemeral' })).toEqual({});
  });

  it('a spatial read’s filters as the JSON text the query parameters carry', () => {
    const condition = (key: string) => ({ key, operator: 'EQUALS' as const, value: '1' });
    // The parameter is [{"key":"…","operator":"EQUALS","value":1}]: 42 characters around the key.
    expect(JSON.stringify([{ key: '', operator: 'EQUALS', value: 1 }])).toHaveLength(42);
    const fits = '😀'.repeat(FILTER_TEXT_MAX.measurementsFilter - 42);
    expect(queryProblems({ ...emptyQuery(), measurements: [condition(fits)] })).toEqual([]);
    expect(queryProblems({ ...emptyQuery(), measurements: [condition(`${fits}x`)] })).toEqual([
      { field: 'measurementsFilter', message: 'tooLong', params: { max: FILTER_TEXT_MAX.measurementsFilter } },
    ]);
    const meta = `{"k":"${'𠀀'.repeat(FILTER_TEXT_MAX.metadataFilter - 8)}"}`;
    expect(queryProblems({ ...emptyQuery(), metadata: meta })).toEqual([]);
    expect(queryProblems({ ...emptyQuery(), metadata: meta.replace('"k"', '"kk"') })).toEqual([
      { field: 'metadataFilter', message: 'tooLong', params: { max: FILTER_TEXT_MAX.metadataFilter } },
    ]);
  });
});
