import { describe, expect, it } from 'vitest';
import { routes } from '../../layers/core/src/app/routes.ts';
import { isLegacyIdParam } from '../../layers/core/src/kernel/path-params.ts';
import type { IdSource, RouteDef } from '../../layers/core/src/kernel/route-types.ts';

/** Kinds whose records have no appId: their rows keep the legacy id (docs/provenance.md), or their own id (an ontology bundle's). */
const WITHOUT_APP_ID = new Set(['Subscription', 'OntologyBundle']);

/** A source naming its entity by something else than the appId: a legacy integer id, or a file's oid. */
const notAnAppId = (src: IdSource | undefined): boolean =>
  (src?.from === 'path' && (isLegacyIdParam(src.param) || src.param === 'oid')) ||
  (src?.from === 'response' && (src.field === 'id' || src.field === 'oid'));

describe('provenance targets in the route table', () => {
  it('record the appId of every entity that has one, never its legacy integer id or file oid', () => {
    const offenders = (routes as readonly RouteDef[])
      .filter((r) => r.provenance && !WITHOUT_APP_ID.has(r.provenance.targetKind))
      .filter((r) => {
        const t = r.provenance?.target;
        return notAnAppId(t) && !(t && 'appIdOf' in t && t.appIdOf);
      })
      .map((r) => `${r.method} ${r.path}`);
    expect(offenders).toEqual([]);
  });

  it('name kinds as the wire does (File, not the graph label ShepardFile)', () => {
    const kinds = new Set((routes as readonly RouteDef[]).map((r) => r.provenance?.targetKind));
    expect(kinds.has('ShepardFile')).toBe(false);
    expect(routes.find((r) => r.operationId === 'rollbackFileMigration')?.provenance?.targetKind).toBe('File');
  });
});
