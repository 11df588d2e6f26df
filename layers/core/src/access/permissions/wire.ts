import * as z from 'zod';
import { bounds, list, text } from '../../kernel/bounds.ts';
import { int64 } from '../../kernel/wire-base.ts';
import { PERMISSION_TYPES } from './model.ts';
import { named, documentBodyAs } from '../../kernel/legacy-names.ts';

/** Wire shapes of the permissions and roles of every gated kind (upstream's `Permissions`, `Roles`). */
const ids = z.array(int64);
const idList = list(int64.min(0))
  .nullish()
  .transform((v) => v ?? []);

export const permissionType = z.enum(PERMISSION_TYPES);

export const permissions = z.object({
  entityId: int64,
  owner: z.string().nullable(),
  permissionType,
  reader: z.array(z.string()),
  writer: z.array(z.string()),
  manager: z.array(z.string()),
  readerGroupIds: ids,
  writerGroupIds: ids,
});

export const roles = z.object({ owner: z.boolean(), manager: z.boolean(), writer: z.boolean(), reader: z.boolean() });

const usernames = list(text(bounds.username, 1))
  .nullish()
  .transform((v) => v ?? []);
export const permissionsWrite = z.object({
  owner: text(bounds.username, 1).nullish(),
  permissionType: permissionType.nullish().transform((v) => v ?? 'Private'),
  reader: usernames,
  writer: usernames,
  manager: usernames,
  readerGroupIds: idList,
  writerGroupIds: idList,
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(permissionType, 'PermissionType');
named(permissions, 'Permissions', { optional: ['readerGroupIds', 'writerGroupIds'] });
named(roles, 'Roles');
documentBodyAs(permissionsWrite, permissions, { keepRequired: true });
