import { stampOf, str, type EntityStamp } from '../../platform/graph/entity-row.ts';
import type { Principal } from '../../kernel/principal.ts';
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
} from '../../access/permissions/cypher.ts';
import { permissionsChanged } from '../../access/permissions/changed.ts';
import { assertAccess, requireAccess, type GateTarget } from '../../access/permissions/gate.ts';
import { listParams, orderedPage } from '../../platform/graph/paging.ts';
import { parseQuery } from '../search/query.ts';
import { translate, type SearchTarget } from '../search/translate.ts';

/**
 * Legacy UserGroups: `(g:BasicEntity:UserGroup {id, appId, name, createdAt, createdBy, …})`
 * with a permissions node like every gated entity (Private, owned by the creator), and its
 * members as `(:User)-[:IS_IN_GROUP]->(g)`: the edge the permission gate follows when a
 * Collection lists the group among its reader or writer groups. The creator owns the group but
 * is a member only when the body names them. Reads need read on the group, update and delete
 * need write, permissions need manage (the shared gate and permission service).
 */
export interface UserGroupView extends EntityStamp {
  name: string;
  usernames: string[];
}

export interface UserGroupInput {
  name: string;
  usernames: readonly string[];
}

export interface UserGroupListOptions {
  readonly page?: number | undefined;
  readonly size?: number | undefined;
  readonly orderBy?: 'createdAt' | 'updatedAt' | 'name' | undefined;
  readonly orderDesc?: boolean | undefined;
}

export const userGroupTarget = (id: number): GateTarget => ({ kind: 'UserGroup', id });

/** A map expression over the group variable (`e` or `c`, the names the gate fragments take). */
const groupView = (v: 'e' | 'c') => `${v} {
  .id, .appId, .name, .createdBy, .updatedBy, .revision,
  createdAt: ${v}.createdAt.epochMillis, updatedAt: ${v}.updatedAt.epochMillis,
  usernames: COLLECT { MATCH (${v})<-[:IS_IN_GROUP]-(_u:User) RETURN _u.username ORDER BY _u.username }
}`;

function toView(m: Record<string, unknown>): UserGroupView {
  return {
    ...stampOf(m),
    name: str(m['name']) ?? '',
    usernames: Array.isArray(m['usernames']) ? m['usernames'].filter((x): x is string => typeof x === 'string') : [],
  };
}

function single(rows: { get(key: 'view'): Record<string, unknown> }[], id: number): UserGroupView {
  const row = rows[0];
  if (!row) throw notFound(`UserGroup ${id} does not exist.`);
  return toView(row.get('view'));
}

const unique = (xs: readonly string[]) => [...new Set(xs)];

/** Members that are not users are dropped, as the permission lists drop unknown usernames. */
const addMembers = (v: 'e') => `
  CALL (${v}) { UNWIND $usernames AS _name MATCH (_m:User {username: _name}) MERGE (_m)-[:IS_IN_GROUP]->(${v}) }`;

export async function createUserGroup(principal: Principal, input: UserGroupInput): Promise<UserGroupView> {
  const id = await nextLegacyId();
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `CREATE (e:BasicEntity:UserGroup {
       id: $id, appId: $appId, name: $name, createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, revision: 1
     })
     WITH e
     ${addMembers('e')}
     WITH e
     ${createPermissionsFor('e')}
     RETURN ${groupView('e')} AS view`,
    {
      id: cypherInt(id),
      appId: newAppId(),
      name: input.name,
      usernames: unique(input.usernames),
      now: cypherInt(Date.now()),
      ...gateParams(principal),
    },
  );
  return single(r.records, id);
}

export async function getUserGroup(principal: Principal, id: number): Promise<UserGroupView> {
  const r = await readQuery<{ perms: unknown; view: Record<string, unknown> }>(
    `MATCH (e:BasicEntity:UserGroup {id: $id})
     RETURN ${permissionsOf('e')} AS perms, ${groupView('e')} AS view`,
    { id: cypherInt(id), ...gateParams(principal) },
  );
  const row = r.records[0];
  assertAccess(principal, userGroupTarget(id), row ? parsePermissions(row.get('perms')) : undefined, 'read');
  return single(r.records, id);
}

/** The groups the caller may read, ordered and paged in the database (as Collections). */
export async function listUserGroups(principal: Principal, options: UserGroupListOptions): Promise<UserGroupView[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:UserGroup)
     WHERE ${readableBy('c')}
     ${orderedPage('c')}
     RETURN ${groupView('c')} AS view`,
    { ...listParams(options), ...gateParams(principal) },
  );
  return r.records.map((rec) => toView(rec.get('view')));
}

/** PUT: the name and the member list are replaced. */
export async function updateUserGroup(principal: Principal, id: number, input: UserGroupInput): Promise<UserGroupView> {
  await requireAccess(principal, userGroupTarget(id), 'write');
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `MATCH (e:BasicEntity:UserGroup {id: $id})
     SET e.name = $name, e.updatedAt = datetime({epochMillis: $now}), e.updatedBy = $gateUsername, e.revision = coalesce(e.revision, 1) + 1
     WITH e
     CALL (e) { MATCH (e)<-[m:IS_IN_GROUP]-(:User) DELETE m }
     ${addMembers('e')}
     WITH e
     RETURN ${groupView('e')} AS view`,
    {
      id: cypherInt(id),
      name: input.name,
      usernames: unique(input.usernames),
      now: cypherInt(Date.now()),
      ...gateParams(principal),
    },
  );
  const view = single(r.records, id);
  await permissionsChanged({ groupIds: [id] });
  return view;
}

/**
 * Deletes the group with its permissions node; DETACH drops the memberships and every
 * READABLE_BY_GROUP / WRITEABLE_BY_GROUP edge pointing at it, so no entity keeps a dangling
 * group grant. Needs write, as deleting a Collection does.
 */
export async function deleteUserGroup(principal: Principal, id: number): Promise<void> {
  await requireAccess(principal, userGroupTarget(id), 'write');
  const r = await writeQuery<{ affected: number[] }>(
    `MATCH (e:BasicEntity:UserGroup {id: $id})
     WITH e, COLLECT { MATCH (e)-[:HAS_PERMISSIONS]->(p:Permissions) RETURN p } AS perms,
       COLLECT { MATCH (e)<-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]-(:Permissions)<-[:HAS_PERMISSIONS]-(c:BasicEntity:Collection) RETURN DISTINCT c.id } AS affected
     FOREACH (x IN perms | DETACH DELETE x)
     DETACH DELETE e
     RETURN affected`,
    { id: cypherInt(id) },
  );
  const row = r.records[0];
  if (!row) throw notFound(`UserGroup ${id} does not exist.`);
  // The group's grants are gone: the Collections that named it lose what its members held.
  const affected = row.get('affected').map(Number);
  if (affected.length > 0) await permissionsChanged({ collectionIds: affected });
}

/** The group fields `/search/userGroups` may query (the one query language: legacy/search). */
export const USER_GROUP_SEARCH: SearchTarget = {
  kind: 'UserGroup',
  properties: {
    id: { type: 'id', expr: 'e.id' },
    name: { type: 'string', expr: 'e.name' },
    createdBy: { type: 'string', expr: 'e.createdBy' },
    updatedBy: { type: 'string', expr: 'e.updatedBy' },
  },
  attributes: false,
};

/** `/search/userGroups`: the readable groups matching the query, by id. */
export async function searchUserGroups(principal: Principal, query: string): Promise<UserGroupView[]> {
  const q = translate(parseQuery(query), USER_GROUP_SEARCH);
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (e:BasicEntity:UserGroup)
     WHERE ${q.where} AND ${readableBy('e')}
     WITH e ORDER BY e.id
     RETURN ${groupView('e')} AS view`,
    { ...q.params, ...gateParams(principal) },
  );
  return r.records.map((rec) => toView(rec.get('view')));
}
