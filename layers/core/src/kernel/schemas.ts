import { z } from 'zod';

/** Wire shapes shared by several routes. Legacy shapes follow the upstream contract exactly. */
export const healthResponse = z.object({
  status: z.enum(['UP', 'DOWN']),
  checks: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['UP', 'DOWN']),
      data: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});

export const versionResponse = z.object({ version: z.string() });

export const featureList = z.array(z.object({ name: z.string(), enabled: z.boolean(), description: z.string() }));

export const problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
  })
  .loose();

/** Legacy `ApiKey` (upstream schema) plus the fields the reference fixtures carry. */
export const legacyApiKey = z.object({
  uid: z.uuid(),
  name: z.string().regex(/\S/),
  createdAt: z.string(),
  belongsTo: z.string(),
  roles: z.array(z.string()),
  validUntil: z.string().nullable(),
});
export const legacyApiKeyWithJwt = legacyApiKey.extend({ jwt: z.string() });
export const legacyApiKeyCreate = z.object({
  name: z.string().regex(/\S/, 'name must not be blank').max(200),
  roles: z.array(z.string().min(1).max(100)).max(50).default([]),
});

export const legacyUser = z.object({
  username: z.string(),
  appId: z.string(),
  effectiveDisplayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  subscriptionIds: z.array(z.number().int()),
  apiKeyIds: z.array(z.string()),
});

/** SPEC: Plugin entry. */
export const pluginEntry = z.object({
  id: z.string(),
  version: z.string(),
  svcCompatibility: z.string(),
  state: z.enum(['DISCOVERED', 'ENABLED', 'DISABLED', 'FAILED', 'DEGRADED']),
  enabled: z.boolean(),
  sourcePath: z.string().nullable(),
  registeredAt: z.string(),
  failureMessage: z.string().optional(),
});
export const pluginList = z.object({ plugins: z.array(pluginEntry) });
/** Merge patch of a plugin: only `enabled`; `null` returns to the install default. */
export const pluginPatch = z.strictObject({ enabled: z.boolean().nullable().optional() });

/** Any JSON object: a merge patch validated by the configuration singleton it targets. */
export const mergePatchObject = z.record(z.string(), z.unknown());
export const singletonResponse = (value: z.ZodObject) => z.object({ value, updatedAt: z.string().nullable(), updatedBy: z.string().nullable() });

/** SPEC: Activity (provenance). */
export const activity = z.object({
  appId: z.string(),
  actionKind: z.enum(['CREATE', 'READ', 'UPDATE', 'DELETE', 'EXECUTE']),
  targetKind: z.string(),
  targetAppId: z.string(),
  agentUsername: z.string(),
  summary: z.string(),
  startedAtMillis: z.number().int(),
  endedAtMillis: z.number().int(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  originInstance: z.string().nullable(),
});
const millis = z.coerce.number().int().min(0).max(9_999_999_999_999);
/** Filters of the provenance list endpoints; `limit` defaults to 100 and is capped at 1000. */
export const activityFilters = z.object({
  agent: z.string().min(1).max(200).optional(),
  targetKind: z.string().min(1).max(100).optional(),
  targetAppId: z.string().min(1).max(200).optional(),
  since: millis.optional(),
  until: millis.optional(),
  limit: z.coerce.number().int().min(1).optional(),
});
export const activityCount = z.object({ count: z.number().int().min(0) });
const kindCounts = z.object({ CREATE: z.number().int(), READ: z.number().int(), UPDATE: z.number().int(), DELETE: z.number().int(), EXECUTE: z.number().int() });
/** `GET /v2/provenance/stats` (field meanings in provenance/stats.ts and the route summary). */
export const collectionStats = z.object({
  scope: z.literal('collection'),
  collectionId: z.number().int(),
  collectionAppId: z.string(),
  totals: z.object({ activities: z.number().int(), agents: z.number().int(), firstAtMillis: z.number().int().nullable(), lastAtMillis: z.number().int().nullable() }),
  byActionKind: kindCounts,
  sparkline: z.object({ bucket: z.literal('day'), days: z.number().int(), fromMillis: z.number().int(), counts: z.array(z.number().int()) }),
  cumulative: z.array(z.number().int()),
});
/** SPEC: Storage adapter status. */
export const storageStatus = z.object({
  activeProviderId: z.string(),
  adapters: z.array(z.object({ id: z.string(), enabled: z.boolean(), active: z.boolean() })),
});
