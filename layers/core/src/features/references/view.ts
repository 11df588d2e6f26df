import { stampOf, str, type EntityStamp } from '../../platform/graph/entity-row.ts';
import { REFERENCE_KINDS, type ReferenceKind } from './kinds.ts';

/**
 * How a reference row reaches the wire. The projections are constant Cypher text around the
 * variables `r` (the reference) and `d` (its DataObject); `$refKinds` is `kindParams().refKinds`.
 */
export const basicProjection = `
  .id, .appId, .name, .createdBy, .updatedBy, .revision,
  createdAt: r.createdAt.epochMillis, updatedAt: r.updatedAt.epochMillis,
  dataObjectId: d.id, type: [_l IN labels(r) WHERE _l IN $refKinds][0]`;

/** The fields a kind adds to the basic ones. The target id survives the target's deletion. */
const kindProjections: Partial<Record<ReferenceKind, string>> = {
  CollectionReference: `.relationship,
    referencedCollectionId: coalesce(COLLECT { MATCH (r)-[:POINTS_TO]->(_t:Collection) RETURN _t.id LIMIT 1 }[0], r.referencedId)`,
  DataObjectReference: `.relationship,
    referencedDataObjectId: coalesce(COLLECT { MATCH (r)-[:POINTS_TO]->(_t:DataObject) RETURN _t.id LIMIT 1 }[0], r.referencedId)`,
  URIReference: '.relationship, .uri',
};

export const referenceView = (kind: ReferenceKind | null) => {
  const extra = kind === null ? undefined : kindProjections[kind];
  return `r { ${basicProjection}${extra ? `, ${extra}` : ''} }`;
};

export const kindParams = () => ({ refKinds: [...REFERENCE_KINDS] });

/** A type alias, not an interface: kind views extend it as plain records. */
export type BasicReferenceView = EntityStamp & {
  name: string;
  dataObjectId: number;
  type: string;
};

export function toBasicView(m: Record<string, unknown>): BasicReferenceView {
  return {
    ...stampOf(m),
    name: str(m['name']) ?? '',
    dataObjectId: Number(m['dataObjectId']),
    type: str(m['type']) ?? '',
  };
}

/** The basic fields plus the kind's own, for the kind-specific operations. */
export function toKindView(
  kind: ReferenceKind,
  m: Record<string, unknown>,
): BasicReferenceView & Record<string, unknown> {
  const basic = toBasicView(m);
  switch (kind) {
    case 'CollectionReference':
      return {
        ...basic,
        referencedCollectionId: Number(m['referencedCollectionId']),
        relationship: str(m['relationship']),
      };
    case 'DataObjectReference':
      return {
        ...basic,
        referencedDataObjectId: Number(m['referencedDataObjectId']),
        relationship: str(m['relationship']),
      };
    case 'URIReference':
      return { ...basic, uri: str(m['uri']) ?? '', relationship: str(m['relationship']) };
    default:
      return basic;
  }
}
