import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';

/**
 * The access-control list of an entity with a permissions node (Collections today; containers,
 * files and HDF containers later), with upstream's semantics:
 *
 * - `permissionType` `Public`: every authenticated user reads and writes;
 *   `PublicReadable`: every authenticated user reads, only the lists write;
 *   `Private`: only the owner and the lists.
 * - owner: everything, including changing the owner.
 * - managers: manage (read and edit the permissions), write and read.
 * - writers and writer groups: write and read. Readers and reader groups: read.
 * - instance-admin: everything (bypass), on every entity.
 * - An entity without a permissions node is refused to everyone but instance-admin (upstream
 *   lets everyone in there, for data older than its permissions; svc has no such data and
 *   fails closed instead).
 */
export const PERMISSION_TYPES = ['Public', 'PublicReadable', 'Private'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export interface EntityPermissions {
  readonly owner: string | null;
  readonly permissionType: PermissionType;
  readonly reader: readonly string[];
  readonly writer: readonly string[];
  readonly manager: readonly string[];
  readonly readerGroupIds: readonly number[];
  readonly writerGroupIds: readonly number[];
}

/** Permissions as loaded for one caller: plus which of the listed groups the caller is in. */
export interface LoadedPermissions extends EntityPermissions {
  readonly callerGroupIds: readonly number[];
}

export type Access = 'read' | 'write' | 'manage';

/** Upstream's `Roles`: the caller's standing on the entity. */
export interface Roles {
  readonly owner: boolean;
  readonly manager: boolean;
  readonly writer: boolean;
  readonly reader: boolean;
}

const inAny = (groupIds: readonly number[], callerGroupIds: readonly number[]) =>
  groupIds.some((g) => callerGroupIds.includes(g));

/** Membership as upstream reports it (not cumulative: a writer is not also a reader here). */
export function membershipOf(username: string, p: LoadedPermissions): Roles {
  return {
    owner: p.owner === username,
    manager: p.manager.includes(username),
    writer: p.permissionType === 'Public' || p.writer.includes(username) || inAny(p.writerGroupIds, p.callerGroupIds),
    reader:
      p.permissionType === 'Public' ||
      p.permissionType === 'PublicReadable' ||
      p.reader.includes(username) ||
      inAny(p.readerGroupIds, p.callerGroupIds),
  };
}

/** THE decision. Rights are cumulative: manage ⊃ write ⊃ read; the owner holds all of them. */
export function can(principal: Principal, permissions: LoadedPermissions | null, access: Access): boolean {
  if (isInstanceAdmin(principal)) return true;
  if (!permissions) return false;
  const m = membershipOf(principal.username, permissions);
  if (m.owner) return true;
  switch (access) {
    case 'manage':
      return m.manager;
    case 'write':
      return m.manager || m.writer;
    case 'read':
      return m.manager || m.writer || m.reader;
  }
}

/**
 * The `Roles` answer: upstream's membership for ordinary users; an instance-admin, who may do
 * everything, is reported as manager, writer and reader (owner only when actually the owner).
 */
export function rolesOf(principal: Principal, permissions: LoadedPermissions | null): Roles {
  const m = permissions
    ? membershipOf(principal.username, permissions)
    : { owner: false, manager: false, writer: false, reader: false };
  if (!isInstanceAdmin(principal)) return m;
  return { owner: m.owner, manager: true, writer: true, reader: true };
}
