import * as z from 'zod';
import { attributeMap, descriptionText, nameText } from '../../kernel/bounds.ts';

const uuid = z
  .string()
  .max(36)
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID')
  .meta({ format: 'uuid' });

/** docs/hdf.md: `{name (required), description?, attributes?}`; svc adds the optional Collection it lives in. */
export const createBody = z.strictObject({
  name: nameText,
  description: descriptionText.nullish(),
  attributes: attributeMap.optional(),
  collectionAppId: uuid
    .optional()
    .describe(
      'The Collection the container lives in: its permissions then decide who reaches the container (write on it needed to create). Absent: only the owner.',
    ),
});

const containerFields = {
  appId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  hdfDomain: z.string().describe("The container's HSDS folder, /svc/<appId>/ (read-only)"),
  attributes: z.record(z.string(), z.string()),
  owner: z.string(),
  collectionAppId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
};

/** The create answer: the container without `permissions` (docs/hdf.md). */
export const createdContainer = z.object(containerFields);

const permissions = z.object({
  owner: z.string().nullable(),
  permissionType: z.enum(['Public', 'PublicReadable', 'Private']),
  reader: z.array(z.string()),
  writer: z.array(z.string()),
  manager: z.array(z.string()),
  readerGroupIds: z.array(z.number().int()),
  writerGroupIds: z.array(z.number().int()),
});

export const hdfContainer = z.object({
  ...containerFields,
  permissions: permissions
    .optional()
    .describe(
      "Who reaches the container: its Collection's permissions (a standalone container: only its owner); shown to those who may manage them",
    ),
});

export const rebuildResult = z.object({
  containersProcessed: z.number().int(),
  containersSynced: z.number().int(),
  errors: z.array(z.object({ appId: z.string(), reason: z.string() })),
});

export const sidecarCredentials = z.object({
  endpoint: z.string().describe('The HSDS endpoint (HS_ENDPOINT of h5pyd)'),
  username: z.string(),
  password: z.string().describe("The caller's own sidecar password, derived from the sidecar's password salt"),
});
