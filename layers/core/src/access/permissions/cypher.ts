import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { PERMISSION_TYPES, type LoadedPermissions, type PermissionType } from './model.ts';

/**
 * The permission graph, shared by every entity kind that carries an access-control list:
 *
 *   (e:BasicEntity)-[:HAS_PERMISSIONS]->(p:Permissions {permissionType})
 *   (p)-[:OWNED_BY]->(:User)            (p)-[:READABLE_BY|WRITEABLE_BY|MANAGEABLE_BY]->(:User)
 *   (p)-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]->(:UserGroup {id})
 *   (:User)-[:IS_IN_GROUP]->(:UserGroup)
 *
 * The fragments below are constant Cypher text spliced into a query around an entity variable
 * named by the caller's code (never by input); they read the parameters of `gateParams`.
 * Their variables start with `_perm` so they never capture a variable of the host query.
 */
export type EntityVar = 'e' | 'c';

export const gateParams = (principal: Principal) => ({
  gateUsername: principal.username,
  gateAdmin: isInstanceAdmin(principal),
});

/** An expression: the entity's permissions as a map (null when it has none), for `parsePermissions`. */
export const permissionsOf = (v: EntityVar) => `COLLECT {
  MATCH (${v})-[:HAS_PERMISSIONS]->(_perm:Permissions)
  RETURN {
    permissionType: _perm.permissionType,
    owner: COLLECT { MATCH (_perm)-[:OWNED_BY]->(_permU:User) RETURN _permU.username }[0],
    reader: COLLECT { MATCH (_perm)-[:READABLE_BY]->(_permU:User) RETURN _permU.username ORDER BY _permU.username },
    writer: COLLECT { MATCH (_perm)-[:WRITEABLE_BY]->(_permU:User) RETURN _permU.username ORDER BY _permU.username },
    manager: COLLECT { MATCH (_perm)-[:MANAGEABLE_BY]->(_permU:User) RETURN _permU.username ORDER BY _permU.username },
    readerGroupIds: COLLECT { MATCH (_perm)-[:READABLE_BY_GROUP]->(_permG:UserGroup) RETURN _permG.id ORDER BY _permG.id },
    writerGroupIds: COLLECT { MATCH (_perm)-[:WRITEABLE_BY_GROUP]->(_permG:UserGroup) RETURN _permG.id ORDER BY _permG.id },
    callerGroupIds: COLLECT {
      MATCH (_perm)-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]->(_permG:UserGroup)<-[:IS_IN_GROUP]-(:User {username: $gateUsername})
      RETURN DISTINCT _permG.id
    }
  } AS _permMap
  LIMIT 1
}[0]`;

/**
 * A predicate: the caller may read the entity. The same rule as `can(…, 'read')` in model.ts,
 * for filtering lists inside the query (paging stays in the database).
 */
export const readableBy = (v: EntityVar) => `($gateAdmin OR EXISTS {
  MATCH (${v})-[:HAS_PERMISSIONS]->(_perm:Permissions)
  WHERE _perm.permissionType IN ['Public', 'PublicReadable']
     OR EXISTS { (_perm)-[:OWNED_BY|READABLE_BY|WRITEABLE_BY|MANAGEABLE_BY]->(:User {username: $gateUsername}) }
     OR EXISTS { (_perm)-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]->(:UserGroup)<-[:IS_IN_GROUP]-(:User {username: $gateUsername}) }
})`;

/**
 * A CALL subquery binding `c` to every entity of `label` a non-admin caller may read, found from
 * the caller's side: their own grants, their groups' grants and the public permissions nodes (by
 * the `permissions_type` index). Exactly the rows `readableBy` admits for a non-admin, but a list
 * built on it costs what the caller may read, not what the instance holds. Admins list everything
 * and need no anchor.
 */
export const readableFromCaller = (label: 'Collection') => `CALL {
  MATCH (:User {username: $gateUsername})<-[:OWNED_BY|READABLE_BY|WRITEABLE_BY|MANAGEABLE_BY]-(:Permissions)<-[:HAS_PERMISSIONS]-(c:BasicEntity:${label})
  RETURN c
  UNION
  MATCH (:User {username: $gateUsername})-[:IS_IN_GROUP]->(:UserGroup)<-[:READABLE_BY_GROUP|WRITEABLE_BY_GROUP]-(:Permissions)<-[:HAS_PERMISSIONS]-(c:BasicEntity:${label})
  RETURN c
  UNION
  MATCH (_public:Permissions) WHERE _public.permissionType IN ['Public', 'PublicReadable']
  MATCH (_public)<-[:HAS_PERMISSIONS]-(c:BasicEntity:${label})
  RETURN c
}`;

/**
 * Clauses creating a fresh permissions node for the entity just created: Private, owned by the
 * caller (upstream's default). The caller's User node exists: authentication provisions it.
 */
export const createPermissionsFor = (v: EntityVar) => `
  CREATE (${v})-[:HAS_PERMISSIONS]->(_perm:Permissions {permissionType: 'Private'})
  WITH *
  OPTIONAL MATCH (_permOwner:User {username: $gateUsername})
  FOREACH (_o IN CASE WHEN _permOwner IS NULL THEN [] ELSE [_permOwner] END | CREATE (_perm)-[:OWNED_BY]->(_o))
  WITH ${v}`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const isPermissionType = (v: unknown): v is PermissionType => (PERMISSION_TYPES as readonly unknown[]).includes(v);

/** The map of `permissionsOf`, typed. An unknown stored type reads as Private (fail closed). */
export function parsePermissions(raw: unknown): LoadedPermissions | null {
  if (raw === null || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  return {
    owner: typeof m['owner'] === 'string' ? m['owner'] : null,
    permissionType: isPermissionType(m['permissionType']) ? m['permissionType'] : 'Private',
    reader: strings(m['reader']),
    writer: strings(m['writer']),
    manager: strings(m['manager']),
    readerGroupIds: numbers(m['readerGroupIds']),
    writerGroupIds: numbers(m['writerGroupIds']),
    callerGroupIds: numbers(m['callerGroupIds']),
  };
}
