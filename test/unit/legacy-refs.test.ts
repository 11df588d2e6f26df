import { describe, expect, it } from 'vitest';
import { unsafeJournalHtml } from '../../layers/core/src/features/references/journal-html.ts';
import { REFERENCE_KINDS } from '../../layers/core/src/features/references/kinds.ts';
import { toBasicView, toKindView } from '../../layers/core/src/features/references/view.ts';
import { legacyRefsRoutes } from '../../layers/core/src/features/references/routes.ts';
import type { RouteDef } from '../../layers/core/src/kernel/route-types.ts';

describe('lab journal HTML', () => {
  it('accepts ordinary formatted text', () => {
    for (const ok of [
      'plain',
      '<p>a <b>b</b> <i>c</i></p>',
      '<ul><li>x</li></ul>',
      '<a href="https://example.org">link</a>',
      '<img src="https://x/y.png" alt="on=x">',
      'scripts are fine as words; onion=1',
    ]) {
      expect(unsafeJournalHtml(ok), ok).toBeNull();
    }
  });

  it('refuses script, event handlers, script URLs and embedding elements', () => {
    for (const bad of [
      '<script>x</script>',
      '<SCRIPT src=x>',
      '< script>',
      '<img src=x onerror=alert(1)>',
      '<div ONCLICK = "x">',
      '<a href="javascript:x">',
      '<a href="JaVaScRiPt :x">',
      '<iframe src=x>',
      '<object data=x>',
      '<embed src=x>',
      '<form>',
      '<style>*{}</style>',
      '<svg onload=x>',
      '<a href="data:text/html,x">',
    ]) {
      expect(unsafeJournalHtml(bad), bad).not.toBeNull();
    }
  });
});

describe('reference views', () => {
  const row = {
    id: 7,
    appId: 'a',
    name: 'n',
    createdBy: 'u',
    updatedBy: null,
    revision: 1,
    createdAt: 0,
    updatedAt: null,
    dataObjectId: 3,
    type: 'URIReference',
    uri: 'urn:x',
    relationship: null,
  };

  it('the basic view carries exactly the BasicReference fields plus appId and revision', () => {
    expect(Object.keys(toBasicView(row)).sort()).toEqual([
      'appId',
      'createdAt',
      'createdBy',
      'dataObjectId',
      'id',
      'name',
      'revision',
      'type',
      'updatedAt',
      'updatedBy',
    ]);
    expect(toBasicView(row).createdAt).toBe('1970-01-01T00:00:00.000+00:00');
  });

  it('kind views add their own fields', () => {
    expect(toKindView('URIReference', row)).toMatchObject({ uri: 'urn:x', relationship: null });
    expect(toKindView('CollectionReference', { ...row, referencedCollectionId: 9 })).toMatchObject({
      referencedCollectionId: 9,
      relationship: null,
    });
    expect(toKindView('DataObjectReference', { ...row, referencedDataObjectId: 4, relationship: 'r' })).toMatchObject({
      referencedDataObjectId: 4,
      relationship: 'r',
    });
  });

  it('knows the container-backed kinds the generic operations must include', () => {
    expect(REFERENCE_KINDS).toEqual(
      expect.arrayContaining([
        'FileReference',
        'TimeseriesReference',
        'StructuredDataReference',
        'VideoStreamReference',
      ]),
    );
  });
});

describe('legacy-refs route rows', () => {
  it('name the Collection of every collection-scoped route for provenance', () => {
    for (const r of legacyRefsRoutes as readonly RouteDef[]) {
      if (r.path.includes('{collectionId}'))
        expect(r.provenance?.collection, r.operationId).toEqual({
          from: 'path',
          param: 'collectionId',
          appIdOf: { label: 'BasicEntity' },
        });
    }
  });
});
