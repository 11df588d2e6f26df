import type { EntityPermissions } from '../../access/permissions/model.ts';

/**
 * The permission bridge's pure half: which HSDS ACL bits each user should hold on a container's
 * domains (docs/hdf.md, the permission bridge), and which ACL writes bring a domain there.
 *
 *   Reader  → read
 *   Writer  → read, update, create, delete
 *   Manager → read, update, create, delete, updateACL
 *   no role → the entry cleared (every bit false: HSDS has no ACL delete), so the domain is
 *             invisible to that user
 *
 * Roles come from the container's owner (Manager) and, when the container lives in a Collection,
 * from the Collection's permissions: its owner and managers Manager, writers and the members of
 * writer groups Writer, readers and reader-group members Reader; the highest wins. The
 * Collection's `permissionType` sets HSDS's `default` entry (any authenticated sidecar user):
 * Public → Writer, PublicReadable → Reader, Private → nothing.
 */
export interface AclBits {
  readonly create: boolean;
  readonly read: boolean;
  readonly update: boolean;
  readonly delete: boolean;
  readonly readACL: boolean;
  readonly updateACL: boolean;
}

export type HdfRole = 'Reader' | 'Writer' | 'Manager';

const none: AclBits = { create: false, read: false, update: false, delete: false, readACL: false, updateACL: false };
export const ROLE_BITS: Readonly<Record<HdfRole | 'none', AclBits>> = {
  none,
  Reader: { ...none, read: true },
  Writer: { ...none, read: true, update: true, create: true, delete: true },
  Manager: { ...none, read: true, update: true, create: true, delete: true, updateACL: true },
};

const rank: Readonly<Record<HdfRole, number>> = { Reader: 1, Writer: 2, Manager: 3 };

export interface ContainerAccess {
  readonly owner: string;
  /** The Collection's permissions, when the container lives in one. */
  readonly collection?: EntityPermissions | undefined;
  /** Members of the groups the Collection's permissions name, by group id. */
  readonly groupMembers?: ReadonlyMap<number, readonly string[]> | undefined;
}

export interface DesiredAcls {
  readonly users: ReadonlyMap<string, HdfRole>;
  readonly defaultRole: HdfRole | 'none';
}

export function desiredAcls(a: ContainerAccess): DesiredAcls {
  const users = new Map<string, HdfRole>();
  const grant = (user: string | null | undefined, role: HdfRole) => {
    if (!user) return;
    const had = users.get(user);
    if (!had || rank[role] > rank[had]) users.set(user, role);
  };
  grant(a.owner, 'Manager');
  const p = a.collection;
  if (!p) return { users, defaultRole: 'none' };
  grant(p.owner, 'Manager');
  for (const u of p.manager) grant(u, 'Manager');
  for (const u of p.writer) grant(u, 'Writer');
  for (const g of p.writerGroupIds) for (const u of a.groupMembers?.get(g) ?? []) grant(u, 'Writer');
  for (const u of p.reader) grant(u, 'Reader');
  for (const g of p.readerGroupIds) for (const u of a.groupMembers?.get(g) ?? []) grant(u, 'Reader');
  const defaultRole =
    p.permissionType === 'Public' ? 'Writer' : p.permissionType === 'PublicReadable' ? 'Reader' : 'none';
  return { users, defaultRole };
}

const sameBits = (a: AclBits, b: AclBits) => (Object.keys(none) as (keyof AclBits)[]).every((k) => a[k] === b[k]);

/**
 * The ACL writes that turn `current` into `desired` on one domain: each user whose bits differ,
 * each other user with any bit set cleared (out-of-band entries included), `default` set; svc's
 * own account (an HSDS admin, `service`) is left alone.
 */
export function aclWrites(
  current: ReadonlyMap<string, AclBits>,
  desired: DesiredAcls,
  service: string,
): { user: string; bits: AclBits }[] {
  const writes: { user: string; bits: AclBits }[] = [];
  for (const [user, role] of desired.users) {
    if (user === service) continue;
    const want = ROLE_BITS[role];
    const have = current.get(user);
    if (!have || !sameBits(have, want)) writes.push({ user, bits: want });
  }
  for (const [user, have] of current) {
    if (user === service || user === 'default' || desired.users.has(user)) continue;
    if (!sameBits(have, none)) writes.push({ user, bits: none });
  }
  const wantDefault = ROLE_BITS[desired.defaultRole];
  const haveDefault = current.get('default');
  if (!haveDefault ? desired.defaultRole !== 'none' : !sameBits(haveDefault, wantDefault))
    writes.push({ user: 'default', bits: wantDefault });
  return writes;
}
