import * as z from 'zod';

/** Wire shapes of the admin endpoints (the CLI reads them too). */
export const featureList = z.array(z.object({ name: z.string(), enabled: z.boolean(), description: z.string() }));

/** docs/plugins.md, Plugin entry. */
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

/** docs/files.md, Adapter status. */
export const storageStatus = z.object({
  activeProviderId: z.string(),
  adapters: z.array(z.object({ id: z.string(), enabled: z.boolean(), active: z.boolean() })),
});

export const legacyStatsQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).optional().describe('UTC days back, today included (default 30)'),
});
const opCounts = z.record(z.string(), z.number().int());
export const legacyStats = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  distinctCallers: z.number().int(),
  lastCallAt: z.string().nullable(),
  lastOperation: z.string().nullable(),
  perOperation: opCounts,
  operations: z
    .record(
      z.string(),
      z.object({
        calls: z.number().int(),
        distinctCallers: z.number().int().describe('Distinct callers of the operation over the window'),
        lastCallAt: z
          .string()
          .nullable()
          .describe("The operation's last call in the window (null for days counted before it was recorded)"),
      }),
    )
    .describe('Per operation: calls, distinct callers and the last call over the window'),
  perDay: z.array(
    z.object({ day: z.string(), total: z.number().int(), distinctCallers: z.number().int(), perOperation: opCounts }),
  ),
});
