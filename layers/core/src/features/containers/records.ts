import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { notFound } from '../../kernel/problem.ts';
import { newAppId, newObjectId } from '../../kernel/ids.ts';
import {
  createPermissionsFor,
  gateParams,
  parsePermissions,
  permissionsOf,
  readableBy,
} from '../../access/permissions/cypher.ts';
import { assertAccess, type GateTarget } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import { stampOf, str, type EntityStamp } from '../../platform/graph/entity-row.ts';
import { listParams, orderedPage, type ListOptions } from '../../platform/graph/paging.ts';

/**
 * The container kinds that hold payload outside the graph (timeseries points, structured
 * documents, spatial features), written once for all of them:
 *
 *   (c:BasicEntity:<Kind> {id, appId, name, createdAt, createdBy, revision: 0})-[:HAS_PERMISSIONS]->(:Permissions)
 *
 * Private and owned by the creator, as file containers and Collections. The permission gate,
 * listing (filter, order and page in the database) and background deletion are shared; each
 * kind adds its payload. A deleted container loses its kind label at once (deletion.ts), so
 * every query here, which matches by label, stops seeing it in the same transaction.
 */
export const containerKinds = {
  TimeseriesContainer: 'TIMESERIES',
  StructuredDataContainer: 'STRUCTUREDDATA',
  SpatialDataContainer: 'SPATIALDATA',
} as const;
export type ContainerKind = keyof typeof containerKinds;
export type ContainerType = (typeof containerKinds)[ContainerKind];

/**
 * Kinds whose containers carry a server-minted `oid` (upstream's store id, part of their wire
 * shape): a structured-data container names its documents' store by it.
 */
export const kindsWithOid: ReadonlySet<ContainerKind> = new Set<ContainerKind>(['StructuredDataContainer']);

export type ContainerView = EntityStamp & { name: string; type: ContainerType; oid?: string };

export const containerTarget = (kind: ContainerKind, id: number): GateTarget => ({ kind, id });

const view = `c {
  .id, .appId, .name, .oid, .createdBy, .updatedBy, .revision,
  createdAt: c.createdAt.epochMillis, updatedAt: c.updatedAt.epochMillis
}`;

function toView(kind: ContainerKind, m: Record<string, unknown>): ContainerView {
  const view: ContainerView = {
    ...stampOf(m),
    revision: typeof m['revision'] === 'number' ? m['revision'] : 0,
    name: str(m['name']) ?? '',
    type: containerKinds[kind],
  };
  return kindsWithOid.has(kind) ? { ...view, oid: str(m['oid']) ?? '' } : view;
}

/** The kind label is spliced into Cypher: only the known kinds ever reach it. */
function label(kind: ContainerKind): string {
  if (!(kind in containerKinds)) throw new Error(`Not a container kind: ${kind}`);
  return kind;
}

export async function createContainer(
  principal: Principal,
  kind: ContainerKind,
  input: { readonly name: string },
  opts: { readonly appId?: string } = {},
): Promise<ContainerView> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `CREATE (c:BasicEntity:${label(kind)} {
       id: $id, appId: $appId, name: $name, oid: $oid,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 0
     })
     WITH c
     ${createPermissionsFor('c')}
     RETURN ${view} AS view`,
    {
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      oid: kindsWithOid.has(kind) ? newObjectId() : null,
      now: cypherInt(Date.now()),
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  if (!row) throw new Error(`${kind} ${id} was not created.`);
  return toView(kind, row.get('view'));
}

/**
 * Removes a container the caller created in this same request and left empty (its node and
 * permissions, at once): undoing a multi-write operation whose later write failed. Any other
 * container goes through deletion.ts, whose worker purges the payload.
 */
export async function discardNewContainer(kind: ContainerKind, id: number): Promise<void> {
  await writeQuery(
    `MATCH (c:BasicEntity:${label(kind)} {id: $id})
     OPTIONAL MATCH (c)-[:HAS_PERMISSIONS]->(p:Permissions)
     DETACH DELETE p, c`,
    { id: cypherInt(id) },
  );
}

/**
 * The container with the gate in one round trip: 404 when it does not exist (or is being
 * deleted), 403 without `access`. Found by its legacy `id` or (the `/v2` routes) its `appId`.
 */
export async function getContainer(
  principal: Principal,
  kind: ContainerKind,
  ref: number | { readonly appId: string },
  access: Access = 'read',
): Promise<ContainerView> {
  const byId = typeof ref === 'number';
  const r = await readQuery<{ perms: unknown; view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:${label(kind)} {${byId ? 'id: $id' : 'appId: $appId'}})
     RETURN ${permissionsOf('c')} AS perms, ${view} AS view`,
    { ...(byId ? { id: cypherInt(ref) } : { appId: ref.appId }), ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!byId && !row) throw notFound(`No ${kind} has appId ${ref.appId}.`);
  const v = row ? toView(kind, row.get('view')) : undefined;
  const id = byId ? ref : Number(v?.id);
  assertAccess(principal, containerTarget(kind, id), row ? parsePermissions(row.get('perms')) : undefined, access);
  if (!v) throw notFound(`${kind} ${id} does not exist.`);
  return v;
}

/** The containers of a kind the caller may read, filtered, ordered and paged in the database. */
export async function listContainers(
  principal: Principal,
  kind: ContainerKind,
  options: ListOptions,
): Promise<ContainerView[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:${label(kind)})
     WHERE ($name IS NULL OR c.name = $name) AND ${readableBy('c')}
     ${orderedPage('c')}
     RETURN ${view} AS view`,
    { ...listParams(options), ...gateParams(principal) },
  );
  return r.records.map((rec) => toView(kind, rec.get('view')));
}

/** Which of `ids` name live containers of the kind the caller may read (export selection, reference checks). */
export async function readableContainerIds(
  principal: Principal,
  kind: ContainerKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await readQuery<{ id: number }>(
    `MATCH (c:BasicEntity:${label(kind)}) WHERE c.id IN $ids AND ${readableBy('c')}
     RETURN c.id AS id`,
    { ids: ids.map(cypherInt), ...gateParams(principal) },
  );
  return new Set(r.records.map((rec) => Number(rec.get('id'))));
}
