import { collectionDeleted, prepareCollectionDeletion } from '../../platform/collection-deletion.ts';
import { ownedNodes } from '../../platform/graph/owned.ts';
import { collectionPreimage, keepPreimages } from '../../platform/graph/snapshot-preimages.ts';
import { attributeDigests, syncAttributeIndex } from '../../platform/graph/attribute-index.ts';
import { keepRevision, versioningEnabled } from './revisions.ts';
import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import {
  createPermissionsFor,
  gateParams,
  parsePermissions,
  permissionsOf,
  readableBy,
  readableFromCaller,
} from '../../access/permissions/cypher.ts';
import { assertAccess, requireAccess, type GateTarget } from '../../access/permissions/gate.ts';
import {
  entityFields,
  entityProjection,
  idsOf,
  storedAttributes,
  type EntityFields,
} from '../../platform/graph/entity-row.ts';
import { listParams, orderedPage, type ListOptions } from '../../platform/graph/paging.ts';
import { graphSchemaCurrent } from '../../platform/graph/schema-state.ts';

/**
 * Legacy Collections: `(c:BasicEntity:Collection)` with its permissions node, its DataObjects
 * `(c)-[:HAS_DATAOBJECT]->(d)` and, once references exist, incoming
 * `(:CollectionReference)-[:POINTS_TO]->(c)`. Every read is one query (permissions and view
 * together); every write is the gate's read, then one write transaction.
 */
export interface CollectionView extends EntityFields {
  dataObjectIds: number[];
  incomingIds: number[];
  defaultFileContainerId: number | null;
}

export interface CollectionInput {
  name: string;
  description: string | null;
  attributes: Readonly<Record<string, string>>;
}

const target = (id: number): GateTarget => ({ kind: 'Collection', id });

/** The Collection read projection over variable `c` (the search returns the same view). */
export const collectionView = `c {
  ${entityProjection('c')},
  .defaultFileContainerId,
  dataObjectIds: COLLECT { MATCH (c)-[:HAS_DATAOBJECT]->(_d:DataObject) RETURN _d.id ORDER BY _d.id },
  incomingIds: COLLECT { MATCH (c)<-[:POINTS_TO]-(_r:CollectionReference) RETURN _r.id ORDER BY _r.id }
}`;

/**
 * The same view for the reads of one or a page of Collections, once the graph schema is current:
 * `dataObjectIds` come in id order from the `(collectionId, id)` index of the DataObjects
 * instead of expanding `HAS_DATAOBJECT` and sorting (a third of the database hits, and a third
 * of the time for 10,000 ids; issue 34). Every DataObject carries its Collection's id
 * (createDataObject writes it, the list-keys backfill added it to older ones).
 */
const indexedCollectionView = `c {
  ${entityProjection('c')},
  .defaultFileContainerId,
  dataObjectIds: COLLECT {
    MATCH (_d:DataObject) WHERE _d.collectionId = c.id AND _d.id IS NOT NULL
    RETURN _d.id ORDER BY _d.collectionId, _d.id
  },
  incomingIds: COLLECT { MATCH (c)<-[:POINTS_TO]-(_r:CollectionReference) RETURN _r.id ORDER BY _r.id }
}`;
const readView = () => (graphSchemaCurrent() ? indexedCollectionView : collectionView);

export function toView(m: Record<string, unknown>): CollectionView {
  return {
    ...entityFields(m),
    dataObjectIds: idsOf(m['dataObjectIds']),
    incomingIds: idsOf(m['incomingIds']),
    defaultFileContainerId: typeof m['defaultFileContainerId'] === 'number' ? m['defaultFileContainerId'] : null,
  };
}

function single(rows: { get(key: 'view'): Record<string, unknown> }[], id: number): CollectionView {
  const row = rows[0];
  if (!row) throw notFound(`Collection ${id} does not exist.`);
  return toView(row.get('view'));
}

/** `opts.appId`: a caller-chosen appId (the importer's, derived from its job); minted otherwise. */
export async function createCollection(
  principal: Principal,
  input: CollectionInput,
  opts: { readonly appId?: string } = {},
): Promise<CollectionView> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `CREATE (c:BasicEntity:Collection {
       id: $id, appId: $appId, name: $name, description: $description, attributes: $attributes,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     ${syncAttributeIndex('c')}
     WITH c
     ${createPermissionsFor('c')}
     RETURN ${collectionView} AS view`,
    {
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      description: input.description,
      attributes: storedAttributes(input.attributes),
      attributeDigests: attributeDigests(input.attributes),
      now: cypherInt(Date.now()),
      ...gateParams(principal),
    },
  );
  return single(r.records, id);
}

export async function getCollection(principal: Principal, id: number): Promise<CollectionView> {
  const r = await readQuery<{ perms: unknown; view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:Collection {id: $id})
     RETURN ${permissionsOf('c')} AS perms, ${readView()} AS view`,
    { id: cypherInt(id), ...gateParams(principal) },
  );
  const row = r.records[0];
  assertAccess(principal, target(id), row ? parsePermissions(row.get('perms')) : undefined, 'read');
  return single(r.records, id);
}

/** The Collections the caller may read, filtered, ordered and paged in the database. */
export async function listCollections(principal: Principal, options: ListOptions): Promise<CollectionView[]> {
  // A name filter anchors on the name index; an admin reads everything; anyone else starts from
  // what they may read, so the page's cost follows their Collections, not the instance's.
  const anchored = options.name === undefined && !isInstanceAdmin(principal);
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `${
      anchored
        ? readableFromCaller('Collection')
        : `MATCH (c:BasicEntity:Collection)
     WHERE ($name IS NULL OR c.name = $name) AND ${readableBy('c')}`
    }
     ${orderedPage('c')}
     RETURN ${readView()} AS view`,
    { ...listParams(options), ...gateParams(principal) },
  );
  return r.records.map((rec) => toView(rec.get('view')));
}

/** PUT: name, description and attributes are replaced (absent ones become null / empty). */
export async function updateCollection(
  principal: Principal,
  id: number,
  input: CollectionInput,
): Promise<CollectionView> {
  await requireAccess(principal, target(id), 'write');
  const previous = versioningEnabled() ? await getCollection(principal, id) : undefined;
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:Collection {id: $id})
     ${keepPreimages(['c'], 'c.id', `[${collectionPreimage('c')}]`)}
     SET c.name = $name, c.description = $description, c.attributes = $attributes,
         c.updatedAt = datetime({epochMillis: $now}), c.updatedBy = $gateUsername, c.revision = coalesce(c.revision, 1) + 1
     ${syncAttributeIndex('c')}
     RETURN ${collectionView} AS view`,
    {
      id: cypherInt(id),
      name: input.name,
      description: input.description,
      attributes: storedAttributes(input.attributes),
      attributeDigests: attributeDigests(input.attributes),
      now: cypherInt(Date.now()),
      ...gateParams(principal),
    },
  );
  const updated = single(r.records, id);
  if (previous) await keepRevision(id, previous, principal.username);
  return updated;
}

/**
 * Deletes the Collection with its permissions node, its DataObjects and their references, in
 * one transaction; DETACH leaves no relationship behind. Needs write rights, as upstream.
 */
export async function deleteCollection(principal: Principal, id: number): Promise<void> {
  await requireAccess(principal, target(id), 'write');
  // What other capabilities keep of it (snapshots) goes in the background: queued durably first.
  await prepareCollectionDeletion(id);
  const r = await writeQuery<{ n: number }>(
    `MATCH (c:BasicEntity:Collection {id: $id})
     WITH c,
          COLLECT { MATCH (c)-[:HAS_DATAOBJECT]->(d:DataObject) RETURN d } AS dataObjects,
          ${ownedNodes('MATCH (c)-[:HAS_DATAOBJECT]->(d:DataObject)', 'd')} AS owned,
          ${ownedNodes('', 'c')} AS ownedByCollection,
          COLLECT { MATCH (c)-[:HAS_PERMISSIONS]->(p:Permissions) RETURN p } AS perms
     FOREACH (x IN owned + ownedByCollection | DETACH DELETE x)
     FOREACH (x IN dataObjects | DETACH DELETE x)
     FOREACH (x IN perms | DETACH DELETE x)
     DETACH DELETE c
     RETURN count(*) AS n`,
    { id: cypherInt(id) },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(`Collection ${id} does not exist.`);
  await collectionDeleted(id);
}
