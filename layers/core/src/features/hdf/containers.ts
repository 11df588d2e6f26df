import type { EntityPermissions } from '../../access/permissions/model.ts';
import { can } from '../../access/permissions/model.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { badRequest, forbidden, notFound } from '../../kernel/problem.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import type { ContainerAccess } from './acl.ts';

/**
 * HDF containers in the graph:
 *
 *   (h:HdfContainer {appId, name, description, attributes (JSON text), hdfDomain, owner,
 *                    createdAt, createdBy, updatedAt, deletedAt?})
 *   (c:Collection)-[:HOLDS_HDF_CONTAINER]->(h)          when created in a Collection
 *
 * Who may do what: the owner (its creator) everything; in a Collection, the Collection's readers
 * read (docs/hdf.md: READ on the container); delete is the owner's alone. A deleted
 * container keeps its node (soft delete, `deletedAt`) and answers 404.
 */
export interface HdfContainerView {
  appId: string;
  name: string;
  description: string | null;
  hdfDomain: string;
  attributes: Record<string, string>;
  owner: string;
  collectionAppId: string | null;
  createdAt: string;
  createdBy: string;
}

export interface HdfContainerInput {
  readonly name: string;
  readonly description?: string | null | undefined;
  readonly attributes?: Readonly<Record<string, string>> | undefined;
  readonly collectionAppId?: string | undefined;
}

interface Row {
  view: Record<string, unknown>;
  perms: unknown;
}

const projection = `h { .appId, .name, .description, .attributes, .hdfDomain, .owner, createdAt: toString(h.createdAt), .createdBy,
  collectionAppId: COLLECT { MATCH (_c:Collection)-[:HOLDS_HDF_CONTAINER]->(h) RETURN _c.appId }[0] }`;

function toView(m: Record<string, unknown>): HdfContainerView {
  const attributes = typeof m['attributes'] === 'string' ? (JSON.parse(m['attributes']) as Record<string, string>) : {};
  return {
    appId: String(m['appId']),
    name: String(m['name']),
    description: typeof m['description'] === 'string' ? m['description'] : null,
    hdfDomain: String(m['hdfDomain']),
    attributes,
    owner: String(m['owner']),
    collectionAppId: typeof m['collectionAppId'] === 'string' ? m['collectionAppId'] : null,
    createdAt: String(m['createdAt']),
    createdBy: String(m['createdBy']),
  };
}

export const hdfDomainOf = (appId: string) => `/svc/${appId}/`;

/** The Collection a new container goes into: write on it (403), it must exist (400 naming the field). */
export async function checkCollectionForCreate(principal: Principal, collectionAppId: string): Promise<void> {
  const r = await readQuery<{ perms: unknown }>(
    `MATCH (c:BasicEntity:Collection {appId: $appId}) RETURN ${permissionsOf('c')} AS perms LIMIT 1`,
    { appId: collectionAppId, ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row)
    throw badRequest(`No Collection has appId ${collectionAppId}.`, {
      violations: [{ field: 'collectionAppId', message: 'no such Collection' }],
    });
  if (!can(principal, parsePermissions(row.get('perms')), 'write'))
    throw forbidden(`Creating an HDF container in Collection ${collectionAppId} needs write on it.`);
}

/** The graph commit of a create (after the sidecar folder exists). */
export async function commitContainer(
  principal: Principal,
  appId: string,
  input: HdfContainerInput,
): Promise<HdfContainerView> {
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `CREATE (h:HdfContainer {appId: $appId, name: $name, description: $description, attributes: $attributes, hdfDomain: $hdfDomain,
       owner: $gateUsername, createdAt: datetime(), createdBy: $gateUsername})
     WITH h
     OPTIONAL MATCH (c:BasicEntity:Collection {appId: $collectionAppId})
     FOREACH (_c IN CASE WHEN c IS NULL THEN [] ELSE [c] END | CREATE (_c)-[:HOLDS_HDF_CONTAINER]->(h))
     WITH h, c
     WHERE $collectionAppId IS NULL OR c IS NOT NULL
     RETURN ${projection} AS view`,
    {
      appId,
      name: input.name,
      description: input.description ?? null,
      attributes: JSON.stringify(input.attributes ?? {}),
      hdfDomain: hdfDomainOf(appId),
      collectionAppId: input.collectionAppId ?? null,
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  if (!row)
    throw badRequest(`No Collection has appId ${input.collectionAppId}.`, {
      violations: [{ field: 'collectionAppId', message: 'no such Collection' }],
    });
  return toView(row.get('view'));
}

/** The live container and the caller's standing; 404 when absent or deleted, 403 without read. */
export async function getContainer(
  principal: Principal,
  appId: string,
): Promise<{ view: HdfContainerView; canManage: boolean; permissions: EntityPermissions | null }> {
  const r = await readQuery<Row>(
    `MATCH (h:HdfContainer {appId: $appId}) WHERE h.deletedAt IS NULL
     OPTIONAL MATCH (c:BasicEntity:Collection)-[:HOLDS_HDF_CONTAINER]->(h)
     RETURN ${projection} AS view, CASE WHEN c IS NULL THEN null ELSE ${permissionsOf('c')} END AS perms LIMIT 1`,
    { appId, ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`No HDF container has appId ${appId}.`);
  const view = toView(row.get('view'));
  const perms = parsePermissions(row.get('perms'));
  const owner = view.owner === principal.username;
  if (!owner && !can(principal, perms, 'read')) throw forbidden(`Reading HDF container ${appId} needs READ on it.`);
  return {
    view,
    canManage: owner || isInstanceAdmin(principal) || can(principal, perms, 'manage'),
    permissions: perms,
  };
}

/** Marks the container deleted (after its sidecar folder is gone). */
export async function softDelete(appId: string, username: string): Promise<void> {
  await writeQuery(
    'MATCH (h:HdfContainer {appId: $appId}) WHERE h.deletedAt IS NULL SET h.deletedAt = datetime(), h.deletedBy = $username',
    { appId, username },
  );
}

/** What the bridge needs of a container: its owner, its Collection's permissions and group members. */
export interface ContainerAcl extends ContainerAccess {
  readonly appId: string;
  readonly hdfDomain: string;
}

const accessProjection = `{
  appId: h.appId, hdfDomain: h.hdfDomain, owner: h.owner,
  perms: CASE WHEN c IS NULL THEN null ELSE ${permissionsOf('c')} END,
  groups: CASE WHEN c IS NULL THEN [] ELSE COLLECT {
    MATCH (c)-[:HAS_PERMISSIONS]->(:Permissions)-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]->(_g:UserGroup)
    RETURN {id: _g.id, members: COLLECT { MATCH (_u:User)-[:IS_IN_GROUP]->(_g) RETURN _u.username }}
  } END
}`;

function toAcl(m: Record<string, unknown>): ContainerAcl {
  const groups = (m['groups'] as { id: unknown; members: unknown }[] | null) ?? [];
  return {
    appId: String(m['appId']),
    hdfDomain: String(m['hdfDomain']),
    owner: String(m['owner']),
    collection: parsePermissions(m['perms']) ?? undefined,
    groupMembers: new Map(groups.map((g) => [Number(g.id), Array.isArray(g.members) ? g.members.map(String) : []])),
  };
}

/** Live containers, in appId order after `after`, at most `limit` (for rebuilds and syncs). */
export async function containerAcls(filter: {
  appIds?: readonly string[];
  collectionIds?: readonly number[];
  groupIds?: readonly number[];
  after?: string;
  limit: number;
}): Promise<ContainerAcl[]> {
  const r = await readQuery<{ acl: Record<string, unknown> }>(
    `MATCH (h:HdfContainer) WHERE h.deletedAt IS NULL AND h.appId > $after
       AND ($appIds IS NULL OR h.appId IN $appIds)
       AND ($collectionIds IS NULL OR EXISTS { MATCH (_c:BasicEntity:Collection)-[:HOLDS_HDF_CONTAINER]->(h) WHERE _c.id IN $collectionIds })
       AND ($groupIds IS NULL OR EXISTS {
         MATCH (_c:BasicEntity:Collection)-[:HOLDS_HDF_CONTAINER]->(h)
         MATCH (_c)-[:HAS_PERMISSIONS]->(:Permissions)-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]->(_g:UserGroup) WHERE _g.id IN $groupIds })
     WITH h ORDER BY h.appId LIMIT $limit
     OPTIONAL MATCH (c:BasicEntity:Collection)-[:HOLDS_HDF_CONTAINER]->(h)
     RETURN ${accessProjection} AS acl`,
    {
      after: filter.after ?? '',
      limit: cypherInt(filter.limit),
      appIds: filter.appIds ?? null,
      collectionIds: filter.collectionIds ? filter.collectionIds.map(cypherInt) : null,
      groupIds: filter.groupIds ? filter.groupIds.map(cypherInt) : null,
      gateUsername: '',
      gateAdmin: false,
    },
  );
  return r.records.map((rec) => toAcl(rec.get('acl')));
}
