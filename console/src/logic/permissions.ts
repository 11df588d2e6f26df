import type { paths } from '../api/schema.d.ts';
import { idDigits as idText, wireId } from './ids.ts';

/** The permissions editor: the Collection's ACL as a draft, what a save changes, and who may change what. */
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type Permissions = JsonOf<paths['/svc/api/collections/{collectionId}/permissions']['get']['responses'][200]>;
export type PermissionsEdit = JsonOf<
  NonNullable<paths['/svc/api/collections/{collectionId}/permissions']['put']['requestBody']>
>;
export type PermissionType = Permissions['permissionType'];
export const PERMISSION_TYPES: readonly PermissionType[] = ['Private', 'PublicReadable', 'Public'];
export const USER_ROLES = ['reader', 'writer', 'manager'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const GROUP_ROLES = ['readerGroupIds', 'writerGroupIds'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** What the form edits: usernames and group ids as text (group ids are int64: kept as digits). */
export interface PermissionsDraft {
  owner: string;
  permissionType: PermissionType;
  reader: string[];
  writer: string[];
  manager: string[];
  readerGroupIds: string[];
  writerGroupIds: string[];
}

const tidy = (xs: readonly string[]): string[] => [...new Set(xs.map((x) => x.trim()).filter((x) => x !== ''))];

export const draftOf = (p: Permissions): PermissionsDraft => ({
  owner: p.owner ?? '',
  permissionType: p.permissionType,
  reader: [...p.reader],
  writer: [...p.writer],
  manager: [...p.manager],
  readerGroupIds: p.readerGroupIds.map(idText),
  writerGroupIds: p.writerGroupIds.map(idText),
});

/** Group ids that are not non-negative integers (the form shows them next to the field). */
export const invalidGroupIds = (d: PermissionsDraft): string[] =>
  tidy([...d.readerGroupIds, ...d.writerGroupIds]).filter((g) => !/^\d{1,19}$/.test(g));

/**
 * The PUT body. The route replaces every list with the one sent (it is not a patch), so the
 * whole draft goes; the owner is sent only when it changes (absent keeps the owner).
 */
export function editBody(original: Permissions, d: PermissionsDraft): PermissionsEdit {
  const owner = d.owner.trim();
  return {
    ...(owner !== '' && owner !== (original.owner ?? '') ? { owner } : {}),
    permissionType: d.permissionType,
    reader: tidy(d.reader),
    writer: tidy(d.writer),
    manager: tidy(d.manager),
    readerGroupIds: tidy(d.readerGroupIds).map(wireId),
    writerGroupIds: tidy(d.writerGroupIds).map(wireId),
  };
}

export type PermissionChange =
  | { kind: 'owner'; from: string; to: string }
  | { kind: 'permissionType'; from: PermissionType; to: PermissionType }
  | { kind: UserRole | GroupRole; added: string[]; removed: string[] };

/** What saving the draft changes, for the confirmation the editor shows (empty: nothing to save). */
export function permissionChanges(original: Permissions, d: PermissionsDraft): PermissionChange[] {
  const before = draftOf(original);
  const out: PermissionChange[] = [];
  const owner = d.owner.trim();
  if (owner !== '' && owner !== before.owner) out.push({ kind: 'owner', from: before.owner, to: owner });
  if (d.permissionType !== before.permissionType)
    out.push({ kind: 'permissionType', from: before.permissionType, to: d.permissionType });
  for (const role of [...USER_ROLES, ...GROUP_ROLES]) {
    const was = new Set(before[role]);
    const now = tidy(d[role]);
    const added = now.filter((x) => !was.has(x));
    const removed = [...was].filter((x) => !now.includes(x));
    if (added.length > 0 || removed.length > 0) out.push({ kind: role, added, removed });
  }
  return out;
}

/**
 * Names and group ids the answer left out: the route drops usernames and groups that do not
 * exist instead of refusing them, so the editor says which ones did not take.
 */
export function droppedEntries(sent: PermissionsEdit, answer: Permissions): string[] {
  const kept = new Set([
    ...answer.reader,
    ...answer.writer,
    ...answer.manager,
    ...answer.readerGroupIds.map(idText),
    ...answer.writerGroupIds.map(idText),
  ]);
  const asked = [
    ...(sent.reader ?? []),
    ...(sent.writer ?? []),
    ...(sent.manager ?? []),
    ...(sent.readerGroupIds ?? []).map(idText),
    ...(sent.writerGroupIds ?? []).map(idText),
  ];
  return tidy(asked).filter((x) => !kept.has(x));
}

/** The caller's roles on the Collection (GET …/roles). */
export interface Roles {
  owner: boolean;
  manager: boolean;
  writer: boolean;
  reader: boolean;
}

/**
 * Where an access-control list lives: a Collection or a container. Both have the same three
 * routes (`…/permissions` GET and PUT, `…/roles`), with the same shapes and rules.
 */
export interface PermissionsTarget {
  /** The query key of this entity; its roles and permissions are cached below it. */
  key: readonly unknown[];
  what: 'collection' | 'container';
  roles: () => Promise<Roles>;
  read: () => Promise<Permissions>;
  write: (body: PermissionsEdit) => Promise<Permissions>;
  /** Queries to refresh after a save (the lists the entity appears in). */
  invalidate: readonly (readonly unknown[])[];
}

/**
 * Who may change what (docs/api.md, the permissions routes): reading and editing the ACL needs
 * manage (the owner and managers; instance-admins bypass); only the owner hands ownership over.
 */
export const mayEditPermissions = (r: Roles): boolean => r.owner || r.manager;
export const mayChangeOwner = (r: Roles): boolean => r.owner;

/** Why a Collection (or its ACL) could not be read, as a message key under `access.*`. */
export function accessProblem(status: number | undefined): 'forbidden' | 'notFound' | undefined {
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return undefined;
}
