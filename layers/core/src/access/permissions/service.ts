import type { Principal } from '../../kernel/principal.ts';
import { isInstanceAdmin } from '../../kernel/principal.ts';
import { writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt, cypherInts } from '../../platform/graph/legacy-ids.ts';
import { badRequest, forbidden, notFound } from '../../kernel/problem.ts';
import { gateParams, parsePermissions, permissionsOf } from './cypher.ts';
import { permissionsChanged } from './changed.ts';
import { requireAccess, type GateTarget } from './gate.ts';
import { rolesOf, type EntityPermissions, type PermissionType, type Roles } from './model.ts';

/** Upstream's `Permissions` wire shape. */
export interface PermissionsView {
  entityId: number;
  owner: string | null;
  permissionType: PermissionType;
  reader: string[];
  writer: string[];
  manager: string[];
  readerGroupIds: number[];
  writerGroupIds: number[];
}

/** A PUT of the permissions: every list replaces the stored one; `owner` absent keeps the owner. */
export interface PermissionsEdit {
  owner?: string | null | undefined;
  permissionType: PermissionType;
  reader: readonly string[];
  writer: readonly string[];
  manager: readonly string[];
  readerGroupIds: readonly number[];
  writerGroupIds: readonly number[];
}

/** Upstream's `Permissions` of an entity (also written into collection exports). */
export const permissionsView = (entityId: number, p: EntityPermissions): PermissionsView => ({
  entityId,
  owner: p.owner,
  permissionType: p.permissionType,
  reader: [...p.reader],
  writer: [...p.writer],
  manager: [...p.manager],
  readerGroupIds: [...p.readerGroupIds],
  writerGroupIds: [...p.writerGroupIds],
});

/** Reading the ACL needs manage rights (it names users), as upstream. */
export async function getPermissions(principal: Principal, target: GateTarget): Promise<PermissionsView> {
  const perms = await requireAccess(principal, target, 'manage');
  if (!perms) throw notFound(`${target.kind} ${target.id} has no permissions.`);
  return permissionsView(target.id, perms);
}

/**
 * Replaces the ACL (manage rights). Usernames and group ids that do not exist are dropped, as
 * upstream does; a new owner must exist and only the owner (or an instance-admin) may hand
 * ownership over.
 */
export async function editPermissions(
  principal: Principal,
  target: GateTarget,
  edit: PermissionsEdit,
): Promise<PermissionsView> {
  const current = await requireAccess(principal, target, 'manage');
  if (!current) throw notFound(`${target.kind} ${target.id} has no permissions.`);
  const newOwner = edit.owner ?? null;
  if (
    newOwner !== null &&
    newOwner !== current.owner &&
    current.owner !== principal.username &&
    !isInstanceAdmin(principal)
  ) {
    throw forbidden('Only the owner may change the owner.');
  }
  const unique = <T>(xs: readonly T[]) => [...new Set(xs)];
  const r = await writeQuery<{ perms: unknown }>(
    `MATCH (e:BasicEntity {id: $id})-[:HAS_PERMISSIONS]->(p:Permissions) WHERE $kind IN labels(e)
     OPTIONAL MATCH (newOwner:User {username: $owner})
     WITH e, p, newOwner WHERE $owner IS NULL OR newOwner IS NOT NULL
     SET p.permissionType = $permissionType
     WITH e, p, newOwner
     CALL (p) { MATCH (p)-[r:READABLE_BY|WRITEABLE_BY|MANAGEABLE_BY|READABLE_BY_GROUP|WRITEABLE_BY_GROUP]->() DELETE r }
     CALL (p) { UNWIND $reader AS name MATCH (u:User {username: name}) MERGE (p)-[:READABLE_BY]->(u) }
     CALL (p) { UNWIND $writer AS name MATCH (u:User {username: name}) MERGE (p)-[:WRITEABLE_BY]->(u) }
     CALL (p) { UNWIND $manager AS name MATCH (u:User {username: name}) MERGE (p)-[:MANAGEABLE_BY]->(u) }
     CALL (p) { UNWIND $readerGroupIds AS gid MATCH (g:UserGroup {id: gid}) MERGE (p)-[:READABLE_BY_GROUP]->(g) }
     CALL (p) { UNWIND $writerGroupIds AS gid MATCH (g:UserGroup {id: gid}) MERGE (p)-[:WRITEABLE_BY_GROUP]->(g) }
     CALL (p, newOwner) {
       UNWIND CASE WHEN newOwner IS NULL THEN [] ELSE [newOwner] END AS o
       OPTIONAL MATCH (p)-[old:OWNED_BY]->()
       DELETE old
       WITH DISTINCT p, o
       CREATE (p)-[:OWNED_BY]->(o)
     }
     RETURN ${permissionsOf('e')} AS perms`,
    {
      id: cypherInt(target.id),
      kind: target.kind,
      owner: newOwner,
      permissionType: edit.permissionType,
      reader: unique(edit.reader),
      writer: unique(edit.writer),
      manager: unique(edit.manager),
      readerGroupIds: cypherInts(unique(edit.readerGroupIds)),
      writerGroupIds: cypherInts(unique(edit.writerGroupIds)),
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  if (!row) {
    if (newOwner !== null) throw badRequest(`The new owner ${newOwner} does not exist.`);
    throw notFound(`${target.kind} ${target.id} does not exist.`);
  }
  const updated = parsePermissions(row.get('perms'));
  if (!updated) throw notFound(`${target.kind} ${target.id} has no permissions.`);
  if (target.kind === 'Collection') await permissionsChanged({ collectionIds: [target.id] });
  return permissionsView(target.id, updated);
}

/** The caller's roles on the entity; needs read access (upstream's filter treats it as a GET). */
export async function getRoles(principal: Principal, target: GateTarget): Promise<Roles> {
  const perms = await requireAccess(principal, target, 'read');
  return rolesOf(principal, perms);
}
