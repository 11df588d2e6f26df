import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, nextLegacyId } from '../../platform/graph/legacy-ids.ts';
import { childPreimage, keepPreimages } from '../../platform/graph/snapshot-preimages.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess, type GateTarget } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import { listParams, type ListOptions } from '../../platform/graph/paging.ts';
import type { EntityTargetKind, ReferenceKind } from './kinds.ts';
import { kindParams, referenceView, toBasicView, toKindView, type BasicReferenceView } from './view.ts';

/**
 * Legacy references. They have no permissions of their own: every check is the gate on the
 * Collection in the path, which must hold the DataObject in the path, which must hold the
 * reference. Answers, in order: 404 Collection, 403, 404 DataObject, 404 reference.
 *
 *   (c:Collection)-[:HAS_DATAOBJECT]->(d:DataObject)-[:HAS_REFERENCE]->(r:BasicEntity:<Kind>)
 *   (r:CollectionReference|DataObjectReference)-[:POINTS_TO]->(target)   the target's incomingIds
 *
 * `kind` null means "any kind" (the generic `/references` operations).
 */
export interface Scope {
  readonly collectionId: number;
  readonly dataObjectId: number;
}

export interface ReferenceListOptions extends Omit<ListOptions, 'orderBy'> {
  readonly orderBy?: 'createdAt' | 'updatedAt' | 'name' | 'type' | undefined;
}

export type ReferenceView = BasicReferenceView & Record<string, unknown>;

const collectionOf = (s: Scope): GateTarget => ({ kind: 'Collection', id: s.collectionId });
const describeObject = (s: Scope) => `DataObject ${s.dataObjectId} does not exist in Collection ${s.collectionId}.`;
const describeRef = (kind: ReferenceKind | null, id: number, s: Scope) =>
  `${kind ?? 'Reference'} ${id} does not exist in DataObject ${s.dataObjectId}.`;

export const matchScope = `
  MATCH (c:BasicEntity:Collection {id: $collectionId})
  OPTIONAL MATCH (d:BasicEntity:DataObject {id: $dataObjectId}) WHERE (c)-[:HAS_DATAOBJECT]->(d)`;

/** `r` of the wanted kind (any reference kind when `$kind` is null), found only under `d`. */
const isReference = `($kind IS NULL OR $kind IN labels(r)) AND any(_l IN labels(r) WHERE _l IN $refKinds)`;
const matchReference = `
  OPTIONAL MATCH (r:BasicEntity {id: $refId}) WHERE (d)-[:HAS_REFERENCE]->(r) AND ${isReference}`;

export const scopeParams = (principal: Principal, s: Scope, kind: ReferenceKind | null) => ({
  collectionId: cypherInt(s.collectionId),
  dataObjectId: cypherInt(s.dataObjectId),
  kind,
  ...kindParams(),
  ...gateParams(principal),
});

interface ScopeRow {
  get(key: 'perms'): unknown;
  get(key: 'found'): boolean;
}

function gate(principal: Principal, s: Scope, row: ScopeRow | undefined, access: Access): void {
  assertAccess(principal, collectionOf(s), row ? parsePermissions(row.get('perms')) : undefined, access);
  if (!row?.get('found')) throw notFound(describeObject(s));
}

/** The gate of a creation: 404 Collection, 403 without write, 404 DataObject. */
export async function requireDataObjectWrite(principal: Principal, s: Scope): Promise<void> {
  const pre = await readQuery<{ perms: unknown; found: boolean }>(
    `${matchScope} RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found LIMIT 1`,
    scopeParams(principal, s, null),
  );
  gate(principal, s, pre.records[0], 'write');
}

/** The DataObject's references, in one query. Generic lists filter, order and page like upstream. */
export async function listReferences(
  principal: Principal,
  s: Scope,
  kind: ReferenceKind | null,
  options: ReferenceListOptions = {},
): Promise<ReferenceView[]> {
  const r = await readQuery<{ perms: unknown; found: boolean; items: Record<string, unknown>[] }>(
    `${matchScope}
     RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found, COLLECT {
       MATCH (d)-[:HAS_REFERENCE]->(r)
       WHERE ${isReference} AND ($name IS NULL OR r.name = $name)
       WITH d, r, [_l IN labels(r) WHERE _l IN $refKinds][0] AS _type
       WITH *, CASE $orderBy WHEN 'name' THEN toLower(r.name) WHEN 'createdAt' THEN r.createdAt WHEN 'updatedAt' THEN r.updatedAt WHEN 'type' THEN _type END AS _key
       ORDER BY CASE WHEN $desc THEN null ELSE _key END ASC, CASE WHEN $desc THEN _key END DESC, CASE WHEN $desc THEN -r.id ELSE r.id END ASC
       SKIP $skip LIMIT $limit
       RETURN ${referenceView(kind)}
     } AS items`,
    {
      ...scopeParams(principal, s, kind),
      ...listParams({ ...options, orderBy: undefined }),
      orderBy: options.orderBy ?? null,
    },
  );
  const row = r.records[0];
  gate(principal, s, row, 'read');
  return (row?.get('items') ?? []).map((m) => (kind === null ? toBasicView(m) : toKindView(kind, m)));
}

/** One reference and the gate in one query, with the Collection of a referenced DataObject (for its payload). */
async function locate(principal: Principal, s: Scope, kind: ReferenceKind | null, refId: number, access: Access) {
  const r = await readQuery<{
    perms: unknown;
    found: boolean;
    view: Record<string, unknown> | null;
    targetCollectionId: number | null;
  }>(
    `${matchScope}
     ${matchReference}
     RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found,
       CASE WHEN r IS NULL THEN null ELSE ${referenceView(kind)} END AS view,
       COLLECT { MATCH (r)-[:POINTS_TO]->(:DataObject)<-[:HAS_DATAOBJECT]-(_tc:Collection) RETURN _tc.id LIMIT 1 }[0] AS targetCollectionId`,
    { ...scopeParams(principal, s, kind), refId: cypherInt(refId) },
  );
  const row = r.records[0];
  gate(principal, s, row, access);
  const view = row?.get('view');
  if (!view) throw notFound(describeRef(kind, refId, s));
  return { view, targetCollectionId: row?.get('targetCollectionId') ?? null };
}

export async function getReference(
  principal: Principal,
  s: Scope,
  kind: ReferenceKind | null,
  refId: number,
): Promise<ReferenceView> {
  const { view } = await locate(principal, s, kind, refId, 'read');
  return kind === null ? toBasicView(view) : toKindView(kind, view);
}

/**
 * The target of an entity reference, for its payload: the id and, for a DataObject, its
 * Collection (null when the target no longer exists).
 */
export async function referenceTarget(
  principal: Principal,
  s: Scope,
  kind: EntityTargetKind,
  refId: number,
): Promise<{ id: number; collectionId: number | null }> {
  const { view, targetCollectionId } = await locate(principal, s, kind, refId, 'read');
  const id = Number(view[kind === 'CollectionReference' ? 'referencedCollectionId' : 'referencedDataObjectId']);
  return { id, collectionId: typeof targetCollectionId === 'number' ? targetCollectionId : null };
}

/** Deletes the reference node with its HAS_REFERENCE and POINTS_TO edges (DETACH). */
export async function deleteReference(
  principal: Principal,
  s: Scope,
  kind: ReferenceKind | null,
  refId: number,
): Promise<void> {
  await locate(principal, s, kind, refId, 'write');
  const r = await writeQuery<{ n: number }>(
    `${matchScope}
     ${matchReference}
     WITH c, d, r WHERE r IS NOT NULL
     ${keepPreimages(['c', 'd', 'r'], 'c.id', `[${childPreimage('d', 'r')}]`)}
     DETACH DELETE r
     RETURN count(*) AS n`,
    { ...scopeParams(principal, s, kind), refId: cypherInt(refId) },
  );
  if ((r.records[0]?.get('n') ?? 0) === 0) throw notFound(describeRef(kind, refId, s));
}

// ── creation ─────────────────────────────────────────────────────────────────────

export interface EntityReferenceInput {
  readonly name: string;
  readonly targetId: number;
  readonly relationship: string | null;
}

export interface UriReferenceInput {
  readonly name: string;
  readonly uri: string;
  readonly relationship: string | null;
}

/** The target and its Collection's permissions, matched as `t` and `e` (constant text per kind). */
const matchTarget: Record<EntityTargetKind, string> = {
  CollectionReference: `
    OPTIONAL MATCH (t:BasicEntity:Collection {id: $targetId})
    WITH *, t AS e`,
  DataObjectReference: `
    OPTIONAL MATCH (t:BasicEntity:DataObject {id: $targetId})
    OPTIONAL MATCH (e:BasicEntity:Collection)-[:HAS_DATAOBJECT]->(t)`,
};

const targetLabel: Record<EntityTargetKind, string> = {
  CollectionReference: 'Collection',
  DataObjectReference: 'DataObject',
};

const concurrentChange = () =>
  new ProblemError(
    'resource.conflict',
    'The DataObject or the referenced entity changed while this request ran; retry it.',
  );

const createProps = `id: $id, appId: $appId, name: $name, relationship: $relationship,
  createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1`;

/**
 * A reference to a Collection or DataObject. Needs write on the path's Collection; the target
 * must exist (400 otherwise) and be readable by the caller (403), so a reference cannot be used
 * to learn about entities the caller cannot see.
 */
export async function createEntityReference(
  principal: Principal,
  s: Scope,
  kind: EntityTargetKind,
  input: EntityReferenceInput,
  opts: { readonly appId?: string } = {},
): Promise<ReferenceView> {
  const params = { ...scopeParams(principal, s, kind), targetId: cypherInt(input.targetId) };
  const pre = await readQuery<{
    perms: unknown;
    found: boolean;
    targetFound: boolean;
    targetCollectionId: number | null;
    targetPerms: unknown;
  }>(
    `${matchScope}
     ${matchTarget[kind]}
     RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found, t IS NOT NULL AND e IS NOT NULL AS targetFound, e.id AS targetCollectionId,
       CASE WHEN e IS NULL THEN null ELSE ${permissionsOf('e')} END AS targetPerms
     LIMIT 1`,
    params,
  );
  const row = pre.records[0];
  gate(principal, s, row, 'write');
  if (!row?.get('targetFound'))
    throw badRequest(`The referenced ${targetLabel[kind]} ${input.targetId} does not exist.`);
  const targetCollection: GateTarget = { kind: 'Collection', id: Number(row.get('targetCollectionId')) };
  assertAccess(principal, targetCollection, parsePermissions(row.get('targetPerms')), 'read');

  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchScope}
     ${matchTarget[kind]}
     WITH c, d, t WHERE d IS NOT NULL AND t IS NOT NULL
     CREATE (d)-[:HAS_REFERENCE]->(r:BasicEntity:${kind === 'CollectionReference' ? 'CollectionReference' : 'DataObjectReference'} {${createProps}, referencedId: $targetId})
     CREATE (r)-[:POINTS_TO]->(t)
     ${keepPreimages(['c', 'd', 'r'], 'c.id', `[${childPreimage('d', 'r', true)}]`)}
     RETURN ${referenceView(kind)} AS view`,
    {
      ...params,
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      relationship: input.relationship,
      now: cypherInt(Date.now()),
    },
  );
  const created = r.records[0];
  if (!created) throw concurrentChange();
  return toKindView(kind, created.get('view'));
}

export async function createUriReference(
  principal: Principal,
  s: Scope,
  input: UriReferenceInput,
  opts: { readonly appId?: string } = {},
): Promise<ReferenceView> {
  const kind = 'URIReference';
  const params = scopeParams(principal, s, kind);
  const pre = await readQuery<{ perms: unknown; found: boolean }>(
    `${matchScope}
     RETURN ${permissionsOf('c')} AS perms, d IS NOT NULL AS found`,
    params,
  );
  gate(principal, s, pre.records[0], 'write');
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `${matchScope}
     WITH c, d WHERE d IS NOT NULL
     CREATE (d)-[:HAS_REFERENCE]->(r:BasicEntity:URIReference {${createProps}, uri: $uri})
     ${keepPreimages(['c', 'd', 'r'], 'c.id', `[${childPreimage('d', 'r', true)}]`)}
     RETURN ${referenceView(kind)} AS view`,
    {
      ...params,
      id: cypherInt(id),
      appId: opts.appId ?? newAppId(),
      name: input.name,
      uri: input.uri,
      relationship: input.relationship,
      now: cypherInt(Date.now()),
    },
  );
  const created = r.records[0];
  if (!created) throw concurrentChange();
  return toKindView(kind, created.get('view'));
}
