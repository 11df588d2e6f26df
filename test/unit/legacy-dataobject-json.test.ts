import { describe, expect, it } from 'vitest';
import {
  dataObjectsJson,
  dataObjectViews,
  type DataObjectPage,
} from '../../layers/core/src/features/collections/dataobject-list.ts';

const row = (id: number, extra: Partial<Record<number, unknown>> = {}) => {
  const r: unknown[] = [
    id,
    `app-${id}`,
    `name "${id}" \u2028 ü`,
    null,
    '{"b":"2","1":"x","n":3}',
    1_700_000_000_123,
    'alice',
    null,
    null,
    1,
  ];
  for (const [k, v] of Object.entries(extra)) r[Number(k)] = v;
  return r;
};

describe('dataObjectsJson', () => {
  it('writes the bytes JSON.stringify gives for the views', () => {
    const page: DataObjectPage = {
      collectionId: 7,
      rows: [
        row(10),
        row(11, { 3: 'a\nb', 7: 1_700_000_100_000, 8: 'bob', 9: 4, 4: 'not json' }),
        row(2 ** 53 - 1, { 1: null, 2: null, 6: null, 5: null, 9: null }),
      ],
      links: new Map([
        [
          10,
          [
            [10, 'HAS_CHILD', true, 12, ['BasicEntity', 'DataObject']],
            [10, 'HAS_CHILD', true, 11, ['BasicEntity', 'DataObject']],
            [10, 'HAS_CHILD', false, 9, ['BasicEntity', 'DataObject']],
            [10, 'HAS_CHILD', false, 3, ['BasicEntity', 'DataObject']],
            [10, 'HAS_SUCCESSOR', true, 30, ['DataObject']],
            [10, 'HAS_SUCCESSOR', false, 31, ['DataObject']],
            [10, 'HAS_SUCCESSOR', false, 32, ['Collection']],
            [10, 'HAS_REFERENCE', true, 41, ['BasicEntity', 'FileReference']],
            [10, 'HAS_REFERENCE', true, 40, ['TimeseriesReference']],
            [10, 'HAS_REFERENCE', true, null, ['VideoStreamReference']],
            [10, 'HAS_REFERENCE', false, 42, ['FileReference']],
            [10, 'POINTS_TO', false, 50, ['DataObjectReference']],
            [10, 'POINTS_TO', false, 51, ['CollectionReference']],
          ],
        ],
      ]),
    } as DataObjectPage;
    const views = dataObjectViews(page);
    expect(dataObjectsJson(page)).toBe(JSON.stringify(views));
    expect(views[0]).toMatchObject({
      parentId: 3,
      childrenIds: [11, 12],
      successorIds: [30],
      predecessorIds: [31],
      referenceIds: [40, 41],
      incomingIds: [50],
      fileBundleCount: 1,
      timeseriesReferenceCount: 1,
      videoStreamReferenceCount: 1,
      attributes: { 1: 'x', b: '2' },
      collectionId: 7,
    });
    expect(views[2]?.id).toBe(2 ** 53 - 1);
    expect(dataObjectsJson({ collectionId: 7, rows: [], links: new Map() })).toBe('[]');
  });

  it('writes stored attributes as their parse would, whatever was stored', () => {
    const stored = [
      '{}',
      '{"a":"1","b":"x \\"q\\" \\\\ \\n\\t ü \u2028"}',
      '{"01":"a","b":"c"}',
      '{"b":"c","7":"a"}',
      '{"a": "spaced"}',
      '{"a":"\\u00e9","b":"\\/"}',
      '{"a":{"b":"c"}}',
      '{"a":"1","a":"2"}',
      '{"a":1,"b":"2"}',
      '["a"]',
      'null',
      '{"a":"1",}',
      '{"a":"1"',
      '{"__proto__":"x"}',
    ];
    const page: DataObjectPage = {
      collectionId: 1,
      rows: stored.map((a, i) => row(i + 1, { 4: a })),
      links: new Map(),
    };
    expect(dataObjectsJson(page)).toBe(JSON.stringify(dataObjectViews(page)));
    expect(dataObjectsJson({ ...page, rows: [row(1, { 4: 42 })] })).toBe(
      JSON.stringify(dataObjectViews({ ...page, rows: [row(1, { 4: 42 })] })),
    );
  });
});
