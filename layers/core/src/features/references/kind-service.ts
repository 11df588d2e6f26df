import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { childPreimage, keepPreimages } from '../../platform/graph/snapshot-preimages.ts';
import type { ReferenceKind } from './kinds.ts';
import { getReference, listReferences, matchScope, scopeParams, type ReferenceView, type Scope } from './references.ts';
import { referenceView, toBasicView, type BasicReferenceView } from './view.ts';

/**
 * What the payload-reference kinds (file, timeseries, structured-data, spatial) share: each is a
 * reference node with some properties of its own, read after the generic row by id, created
 * under the DataObject by the same query.
 */
export interface KindFields<F> {
  readonly kind: ReferenceKind;
  /** The kind's own stored properties. */
  readonly properties: readonly string[];
  /** Its wire fields from them (also read by the Collection export). */
  readonly fields: (m: Record<string, unknown>) => F;
  /** What a reference whose own properties could not be read shows. */
  readonly absent: F;
}

/** The list and get of a kind: the generic rows with the kind's own fields, in one more query. */
export function kindReferences<F extends object>(spec: KindFields<F>) {
  const withFields = async (views: ReferenceView[]): Promise<(ReferenceView & F)[]> => {
    if (views.length === 0) return [];
    const r = await readQuery<{ id: number; props: Record<string, unknown> }>(
      `MATCH (r:BasicEntity:${spec.kind}) WHERE r.id IN $ids
       RETURN r.id AS id, r { ${spec.properties.map((p) => `.${p}`).join(', ')} } AS props`,
      { ids: views.map((v) => cypherInt(v.id)) },
    );
    const byId = new Map(r.records.map((rec) => [Number(rec.get('id')), spec.fields(rec.get('props'))]));
    return views.map((v) => ({ ...v, ...(byId.get(v.id) ?? spec.absent) }));
  };
  return {
    list: async (principal: Principal, s: Scope) => withFields(await listReferences(principal, s, spec.kind)),
    get: async (principal: Principal, s: Scope, refId: number) => {
      const [view] = await withFields([await getReference(principal, s, spec.kind, refId)]);
      if (!view) throw notFound(`${spec.kind} ${refId} does not exist in DataObject ${s.dataObjectId}.`);
      return view;
    },
  };
}

/**
 * Creates the reference under the DataObject with its own properties (the caller checked the
 * write gate and the input); a DataObject gone meanwhile is a 409.
 */
export async function insertReference(
  principal: Principal,
  s: Scope,
  kind: ReferenceKind,
  input: { readonly name: string; readonly props: Record<string, unknown>; readonly appId?: string | undefined },
): Promise<BasicReferenceView> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchScope}
     WITH c, d WHERE d IS NOT NULL
     CREATE (d)-[:HAS_REFERENCE]->(r:BasicEntity:${kind} {
       id: $id, appId: $appId, name: $name,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     SET r += $props
     ${keepPreimages(['c', 'd', 'r'], 'c.id', `[${childPreimage('d', 'r', true)}]`)}
     RETURN ${referenceView(kind)} AS view`,
    {
      ...scopeParams(principal, s, kind),
      id: cypherInt(id),
      appId: input.appId ?? newAppId(),
      name: input.name,
      props: input.props,
      now: cypherInt(Date.now()),
    },
  );
  const created = r.records[0];
  if (!created) throw new ProblemError('resource.conflict', 'The DataObject changed while this request ran; retry it.');
  return toBasicView(created.get('view'));
}
