import type { Principal } from '../../kernel/principal.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { forbidden, notFound } from '../../kernel/problem.ts';
import { gateParams, parsePermissions, permissionsOf } from './cypher.ts';
import { can, type Access, type LoadedPermissions } from './model.ts';

/**
 * THE permission gate for entities with an access-control list. Answers, in this order:
 * 404 when the entity does not exist, 403 when it exists and the caller lacks the right.
 * Existing-but-forbidden is 403, as upstream answers (its permission filter runs before the
 * lookup and only lets a missing entity through to the 404); ids are not secret there either.
 */

/** Label of an entity kind that carries a permissions node, as its feature's manifest declares (`gatedKinds`). */
export type GatedKind = string;

export interface GateTarget {
  readonly kind: GatedKind;
  readonly id: number;
}

/** Permissions as loaded: `undefined` when the entity does not exist, `null` when it has no ACL. */
export type Loaded = LoadedPermissions | null | undefined;

const describe = (t: GateTarget) => `${t.kind} ${t.id}`;

/** Throws the 404 or 403 the loaded permissions call for; returns them when access is granted. */
export function assertAccess(
  principal: Principal,
  target: GateTarget,
  loaded: Loaded,
  access: Access,
): LoadedPermissions | null {
  if (loaded === undefined) throw notFound(`${describe(target)} does not exist.`);
  if (!can(principal, loaded, access)) {
    throw forbidden(`${principal.username} lacks ${access} permission on ${describe(target)}.`);
  }
  return loaded;
}

/** One round trip: the entity's permissions as seen by the caller. */
export async function loadPermissions(principal: Principal, target: GateTarget): Promise<Loaded> {
  const r = await readQuery<{ perms: unknown }>(
    `MATCH (e:BasicEntity {id: $id}) WHERE $kind IN labels(e)
     RETURN ${permissionsOf('e')} AS perms`,
    { id: cypherInt(target.id), kind: target.kind, ...gateParams(principal) },
  );
  const row = r.records[0];
  return row ? parsePermissions(row.get('perms')) : undefined;
}

export async function requireAccess(
  principal: Principal,
  target: GateTarget,
  access: Access,
): Promise<LoadedPermissions | null> {
  return assertAccess(principal, target, await loadPermissions(principal, target), access);
}

/**
 * The ids among `ids` (entities of one kind) on which the caller has `access`, in one round trip:
 * for reads that leave out what the caller may not see instead of refusing (a missing entity is left out too).
 */
export async function permittedIds(
  principal: Principal,
  kind: GatedKind,
  ids: readonly number[],
  access: Access,
): Promise<Set<number>> {
  const distinct = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (distinct.length === 0) return new Set();
  const r = await readQuery<{ id: unknown; perms: unknown }>(
    `UNWIND $ids AS id
     MATCH (e:BasicEntity {id: id}) WHERE $kind IN labels(e)
     RETURN e.id AS id, ${permissionsOf('e')} AS perms`,
    { ids: distinct.map(cypherInt), kind, ...gateParams(principal) },
  );
  return new Set(
    r.records
      .filter((rec) => can(principal, parsePermissions(rec.get('perms')), access))
      .map((rec) => Number(rec.get('id'))),
  );
}
