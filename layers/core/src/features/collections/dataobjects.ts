import { ownedNodes } from '../../platform/graph/owned.ts';
import { keepRevision, versioningEnabled } from './revisions.ts';
import { childrenPreimages, dataObjectPreimage, keepPreimages } from '../../platform/graph/snapshot-preimages.ts';
import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, cypherInts, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess, type GateTarget } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import {
  countOf,
  entityFields,
  entityProjection,
  idsOf,
  storedAttributes,
  type EntityFields,
} from '../../platform/graph/entity-row.ts';
import type { ListOptions } from '../../platform/graph/paging.ts';
import { attributeDigests, syncAttributeIndex } from '../../platform/graph/attribute-index.ts';
import { NEVER_UPDATED, dataObjectViews, readDataObjectPage } from './dataobject-list.ts';

/**
 * Legacy DataObjects. They have no permissions of their own: every check is the gate on their
 * Collection (upstream checks the id in the path, which is the Collection's).
 *
 *   (c:Collection)-[:HAS_DATAOBJECT]->(d:BasicEntity:DataObject)
 *   (parent:DataObject)-[:HAS_CHILD]->(d)          at most one parent
 *   (predecessor:DataObject)-[:HAS_SUCCESSOR]->(d)
 *   (d)-[:HAS_REFERENCE]->(r)                       r labelled by kind: FileReference (a file
 *       bundle), StructuredDataReference, TimeseriesReference, VideoStreamReference, …
 *   (:DataObjectReference)-[:POINTS_TO]->(d)        the `incomingIds`
 *
 * Parents and predecessors must be DataObjects of the same Collection and not the object itself
 * (400 otherwise, as upstream); additionally a parent may not be one of the object's own
 * descendants, so the children relation stays a forest.
 */
export interface DataObjectView extends EntityFields {
  collectionId: number;
  parentId: number | null;
  childrenIds: number[];
  predecessorIds: number[];
  successorIds: number[];
  referenceIds: number[];
  incomingIds: number[];
  fileBundleCount: number;
  structuredDataReferenceCount: number;
  spatialDataReferenceCount: number;
  timeseriesReferenceCount: number;
  videoStreamReferenceCount: number;
}

export interface DataObjectInput {
  name: string;
  description: string | null;
  attributes: Readonly<Record<string, string>>;
  parentId: number | null;
  predecessorIds: readonly number[];
}

export interface DataObjectListOptions extends ListOptions {
  readonly parentId?: number | undefined;
  readonly predecessorId?: number | undefined;
  readonly successorId?: number | undefined;
}

/** One row per DataObject, every related id and count computed in the same query (no N+1). */
const dataObjectView = `d {
  ${entityProjection('d')},
  collectionId: c.id,
  parentId: COLLECT { MATCH (d)<-[:HAS_CHILD]-(_x:DataObject) RETURN _x.id ORDER BY _x.id LIMIT 1 }[0],
  childrenIds: COLLECT { MATCH (d)-[:HAS_CHILD]->(_x:DataObject) RETURN _x.id ORDER BY _x.id },
  predecessorIds: COLLECT { MATCH (d)<-[:HAS_SUCCESSOR]-(_x:DataObject) RETURN _x.id ORDER BY _x.id },
  successorIds: COLLECT { MATCH (d)-[:HAS_SUCCESSOR]->(_x:DataObject) RETURN _x.id ORDER BY _x.id },
  referenceIds: COLLECT { MATCH (d)-[:HAS_REFERENCE]->(_x) RETURN _x.id ORDER BY _x.id },
  incomingIds: COLLECT { MATCH (d)<-[:POINTS_TO]-(_x:DataObjectReference) RETURN _x.id ORDER BY _x.id },
  fileBundleCount: COUNT { (d)-[:HAS_REFERENCE]->(:FileReference) },
  structuredDataReferenceCount: COUNT { (d)-[:HAS_REFERENCE]->(:StructuredDataReference) },
  spatialDataReferenceCount: COUNT { (d)-[:HAS_REFERENCE]->(:SpatialDataReference) },
  timeseriesReferenceCount: COUNT { (d)-[:HAS_REFERENCE]->(:TimeseriesReference) },
  videoStreamReferenceCount: COUNT { (d)-[:HAS_REFERENCE]->(:VideoStreamReference) }
}`;

function toView(m: Record<string, unknown>): DataObjectView {
  return {
    ...entityFields(m),
    collectionId: Number(m['collectionId']),
    parentId: typeof m['parentId'] === 'number' ? m['parentId'] : null,
    childrenIds: idsOf(m['childrenIds']),
    predecessorIds: idsOf(m['predecessorIds']),
    successorIds: idsOf(m['successorIds']),
    referenceIds: idsOf(m['referenceIds']),
    incomingIds: idsOf(m['incomingIds']),
    fileBundleCount: countOf(m['fileBundleCount']),
    structuredDataReferenceCount: countOf(m['structuredDataReferenceCount']),
    spatialDataReferenceCount: countOf(m['spatialDataReferenceCount']),
    timeseriesReferenceCount: countOf(m['timeseriesReferenceCount']),
    videoStreamReferenceCount: countOf(m['videoStreamReferenceCount']),
  };
}

const collectionOf = (collectionId: number): GateTarget => ({ kind: 'Collection', id: collectionId });
const describe = (collectionId: number, id: number) => `DataObject ${id} does not exist in Collection ${collectionId}.`;

/** Matches `c` and, optionally, `d` by id (index seeks) where d belongs to c. */
const matchCollectionAndObject = `
  MATCH (c:BasicEntity:Collection {id: $collectionId})
  OPTIONAL MATCH (d:BasicEntity:DataObject {id: $id}) WHERE (c)-[:HAS_DATAOBJECT]->(d)`;

/** The parent and predecessors named by the input, found only inside `c`. */
const matchRelated = `
  OPTIONAL MATCH (_parent:BasicEntity:DataObject {id: $parentId}) WHERE (c)-[:HAS_DATAOBJECT]->(_parent)
  WITH *, COLLECT { MATCH (_p:BasicEntity:DataObject) WHERE _p.id IN $predecessorIds AND (c)-[:HAS_DATAOBJECT]->(_p) RETURN _p } AS _preds
  WHERE ($parentId IS NULL OR _parent IS NOT NULL) AND size(_preds) = size($predecessorIds)`;

const linkRelated = `
  FOREACH (_x IN CASE WHEN _parent IS NULL THEN [] ELSE [_parent] END | CREATE (_x)-[:HAS_CHILD]->(d))
  FOREACH (_x IN _preds | CREATE (_x)-[:HAS_SUCCESSOR]->(d))`;

/**
 * The checks before a write, in one read: the gate on the Collection (404, 403), the object
 * (404), then the related ids (400). The write re-checks what it relies on.
 */
async function preflight(
  principal: Principal,
  collectionId: number,
  id: number | null,
  access: Access,
  input?: DataObjectInput,
): Promise<void> {
  const related = input ? [...(input.parentId === null ? [] : [input.parentId]), ...input.predecessorIds] : [];
  const r = await readQuery<{ perms: unknown; found: boolean; missing: number[]; cycle: boolean }>(
    `${matchCollectionAndObject}
     RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found,
       [x IN $related WHERE NOT EXISTS { MATCH (o:BasicEntity:DataObject {id: x}) WHERE (c)-[:HAS_DATAOBJECT]->(o) }] AS missing,
       (d IS NOT NULL AND $parentId IS NOT NULL AND EXISTS { (d)-[:HAS_CHILD*1..]->(:DataObject {id: $parentId}) }) AS cycle`,
    {
      collectionId: cypherInt(collectionId),
      id: id === null ? null : cypherInt(id),
      related: cypherInts(related),
      parentId: input?.parentId == null ? null : cypherInt(input.parentId),
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  assertAccess(principal, collectionOf(collectionId), row ? parsePermissions(row.get('perms')) : undefined, access);
  if (id !== null && !row?.get('found')) throw notFound(describe(collectionId, id));
  const missing = row?.get('missing') ?? [];
  if (missing.length > 0) {
    throw badRequest(
      `Related DataObjects must exist in Collection ${collectionId}; not found there: ${missing.join(', ')}.`,
      { missing },
    );
  }
  if (row?.get('cycle'))
    throw badRequest(`DataObject ${input?.parentId} is a descendant of DataObject ${id} and cannot be its parent.`);
}

const withoutDuplicates = (input: DataObjectInput): DataObjectInput => ({
  ...input,
  predecessorIds: [...new Set(input.predecessorIds)],
});

/** After the existence checks, so that an id that names nothing is a 404 whatever the body says. */
function refuseSelfReference(id: number, input: DataObjectInput): void {
  if (input.parentId === id || input.predecessorIds.includes(id)) throw badRequest('Self references are not allowed.');
}

const writeParams = (principal: Principal, collectionId: number, id: number, input: DataObjectInput) => ({
  collectionId: cypherInt(collectionId),
  id: cypherInt(id),
  name: input.name,
  description: input.description,
  attributes: storedAttributes(input.attributes),
  attributeDigests: attributeDigests(input.attributes),
  parentId: input.parentId === null ? null : cypherInt(input.parentId),
  predecessorIds: cypherInts(input.predecessorIds),
  now: cypherInt(Date.now()),
  ...gateParams(principal),
});

const concurrentChange = () =>
  new ProblemError(
    'resource.conflict',
    'The Collection or a related DataObject changed while this request ran; retry it.',
  );

/** `opts.appId`: a caller-chosen appId (the importer's, derived from its job, so a retried copy finds what it wrote); minted otherwise. */
export async function createDataObject(
  principal: Principal,
  collectionId: number,
  raw: DataObjectInput,
  opts: { readonly appId?: string } = {},
): Promise<DataObjectView> {
  const input = withoutDuplicates(raw);
  await preflight(principal, collectionId, null, 'write', input);
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:Collection {id: $collectionId})
     ${matchRelated}
     CREATE (d:BasicEntity:DataObject {
       id: $id, appId: $appId, name: $name, nameKey: toLower($name), description: $description, attributes: $attributes,
       collectionId: $collectionId, createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1,
       updatedKey: $neverUpdated
     })
     CREATE (c)-[:HAS_DATAOBJECT]->(d)
     ${keepPreimages(['c', 'd'], 'c.id', `[${dataObjectPreimage('d', true)}]`)}
     ${syncAttributeIndex('d')}
     ${linkRelated}
     WITH c, d
     RETURN ${dataObjectView} AS view`,
    {
      ...writeParams(principal, collectionId, id, input),
      appId: opts.appId ?? newAppId(),
      neverUpdated: NEVER_UPDATED,
    },
  );
  const row = r.records[0];
  if (!row) throw concurrentChange();
  return toView(row.get('view'));
}

export async function getDataObject(principal: Principal, collectionId: number, id: number): Promise<DataObjectView> {
  const r = await readQuery<{ perms: unknown; view: Record<string, unknown> | null }>(
    `${matchCollectionAndObject}
     RETURN ${permissionsOf('c')} AS perms, CASE WHEN d IS NULL THEN null ELSE ${dataObjectView} END AS view`,
    { collectionId: cypherInt(collectionId), id: cypherInt(id), ...gateParams(principal) },
  );
  const row = r.records[0];
  assertAccess(principal, collectionOf(collectionId), row ? parsePermissions(row.get('perms')) : undefined, 'read');
  const view = row?.get('view');
  if (!view) throw notFound(describe(collectionId, id));
  return toView(view);
}

/**
 * The Collection's DataObjects, filtered, ordered and paged in the database, in one pass
 * (dataobject-list.ts). `parentId`, `predecessorId` and `successorId` select the children,
 * successors and predecessors of that object; -1 selects those without a parent, predecessor or
 * successor.
 */
export async function listDataObjects(
  principal: Principal,
  collectionId: number,
  options: DataObjectListOptions,
): Promise<DataObjectView[]> {
  return dataObjectViews(await readDataObjectPage(principal, collectionId, options));
}

/** PUT: every field is replaced, the parent and predecessor links included (absent → none). */
export async function updateDataObject(
  principal: Principal,
  collectionId: number,
  id: number,
  raw: DataObjectInput,
): Promise<DataObjectView> {
  const input = withoutDuplicates(raw);
  await preflight(principal, collectionId, id, 'write', input);
  refuseSelfReference(id, input);
  const previous = versioningEnabled() ? await getDataObject(principal, collectionId, id) : undefined;
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:Collection {id: $collectionId})
     MATCH (d:BasicEntity:DataObject {id: $id}) WHERE (c)-[:HAS_DATAOBJECT]->(d)
     ${matchRelated}
     ${keepPreimages(['c', 'd'], 'c.id', `[${dataObjectPreimage('d')}]`)}
     CALL (d) { MATCH (d)<-[old:HAS_CHILD]-(:DataObject) DELETE old }
     CALL (d) { MATCH (d)<-[old:HAS_SUCCESSOR]-(:DataObject) DELETE old }
     SET d.name = $name, d.nameKey = toLower($name), d.description = $description, d.attributes = $attributes,
         d.updatedAt = datetime({epochMillis: $now}), d.updatedKey = $now, d.updatedBy = $gateUsername,
         d.revision = coalesce(d.revision, 1) + 1
     ${syncAttributeIndex('d')}
     ${linkRelated}
     WITH c, d
     RETURN ${dataObjectView} AS view`,
    writeParams(principal, collectionId, id, input),
  );
  const row = r.records[0];
  if (!row) throw concurrentChange();
  const updated = toView(row.get('view'));
  if (previous) await keepRevision(id, previous, principal.username);
  return updated;
}

/**
 * Deletes the DataObject and its references in one transaction. Its children lose their parent
 * and its successors this predecessor (DETACH: no relationship is left dangling).
 */
export async function deleteDataObject(principal: Principal, collectionId: number, id: number): Promise<void> {
  await preflight(principal, collectionId, id, 'write');
  const r = await writeQuery<{ n: number }>(
    `MATCH (c:BasicEntity:Collection {id: $collectionId})
     MATCH (d:BasicEntity:DataObject {id: $id}) WHERE (c)-[:HAS_DATAOBJECT]->(d)
     ${keepPreimages(['c', 'd'], 'c.id', `[${dataObjectPreimage('d')}] + ${childrenPreimages('d')}`)}
     WITH d, ${ownedNodes('', 'd')} AS owned
     FOREACH (x IN owned | DETACH DELETE x)
     DETACH DELETE d
     RETURN count(*) AS n`,
    { collectionId: cypherInt(collectionId), id: cypherInt(id) },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(describe(collectionId, id));
}
