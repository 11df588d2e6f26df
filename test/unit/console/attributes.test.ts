import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../layers/core/src/app/openapi.ts';
import { bounds } from '../../../layers/core/src/kernel/bounds.ts';
import { ATTRIBUTE_BOUNDS, attributeProblems, attributesOf, rowsOf } from '../../../console/src/logic/attributes.ts';

type Schema = Record<string, unknown>;

describe('the attribute editor’s bounds', () => {
  it('are the bounds the OpenAPI document publishes for attributes', () => {
    const doc = JSON.parse(renderOpenApi('all', 'json').body) as { paths: Record<string, Record<string, Schema>> };
    const body = doc.paths['/svc/api/collections']!['post']!['requestBody'] as Schema;
    const schema = (body['content'] as Record<string, { schema: Schema }>)['application/json']!.schema;
    const attrs = ((schema['properties'] as Record<string, Schema>)['attributes']!['anyOf'] as Schema[])[0]!;
    expect(attrs['maxProperties']).toBe(ATTRIBUTE_BOUNDS.maxEntries);
    expect((attrs['propertyNames'] as Schema)['maxLength']).toBe(ATTRIBUTE_BOUNDS.maxKeyLength);
    expect((attrs['additionalProperties'] as Schema)['maxLength']).toBe(ATTRIBUTE_BOUNDS.maxValueLength);
    expect(String(attrs['description'])).toContain(`${ATTRIBUTE_BOUNDS.maxJsonBytes} bytes`);
    expect(ATTRIBUTE_BOUNDS.maxJsonBytes).toBe(bounds.attributeBytes);
  });

  it('names each broken bound and the row it is in; blank rows are ignored', () => {
    const rows = [
      { key: 'a', value: 'x' },
      { key: '', value: '' },
      { key: '', value: 'orphan' },
      { key: 'a', value: 'dup' },
      { key: 'k'.repeat(257), value: 'v'.repeat(2049) },
    ];
    expect(attributeProblems(rows)).toEqual([
      { kind: 'key-empty', row: 2 },
      { kind: 'key-duplicate', row: 3 },
      { kind: 'key-too-long', row: 4 },
      { kind: 'value-too-long', row: 4 },
    ]);
    const many = Array.from({ length: 257 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    expect(attributeProblems(many)).toEqual([{ kind: 'too-many' }]);
    const large = Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, value: 'v'.repeat(2000) }));
    expect(attributeProblems(large)).toEqual([{ kind: 'too-large', bytes: expect.any(Number) }]);
  });

  it('turns rows into the map to send and back', () => {
    expect(
      attributesOf([
        { key: 'a', value: '1' },
        { key: '', value: '' },
        { key: 'b', value: '' },
      ]),
    ).toEqual({ a: '1', b: '' });
    expect(rowsOf({ a: '1' })).toEqual([{ key: 'a', value: '1' }]);
    expect(rowsOf(null)).toEqual([]);
  });
});

describe('the message files', () => {
  it('have the same keys in English and German', () => {
    const keys = (o: unknown, p = ''): string[] =>
      typeof o === 'object' && o !== null
        ? Object.entries(o).flatMap(([k, v]) => keys(v, `${p}${k}.`))
        : [p.slice(0, -1)];
    const load = (l: string) =>
      JSON.parse(readFileSync(join(import.meta.dirname, '../../../console/src/locales', `${l}.json`), 'utf8'));
    expect(keys(load('de')).sort()).toEqual(keys(load('en')).sort());
  });
});
