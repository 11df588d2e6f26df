import * as z from 'zod';
import { bounds, text } from '../../kernel/bounds.ts';

/** Wire shapes of the migration endpoints (the route table documents them in OpenAPI). */
export const startRequest = z
  .object({
    sourceProviderId: text(bounds.token).trim().min(1),
    targetProviderId: text(bounds.token).trim().min(1),
    /** Optional: limit the run to these file containers (legacy ids), e.g. to migrate a pilot set first. */
    containerIds: z.array(z.number().int().nonnegative()).min(1).max(1000).optional(),
  })
  .strict();
export type StartRequest = z.output<typeof startRequest>;

export const runStatus = z.object({
  status: z.enum(['IDLE', 'RUNNING', 'DONE', 'FAILED']),
  runId: z.string().nullable(),
  sourceProviderId: z.string().nullable(),
  targetProviderId: z.string().nullable(),
  containerIds: z.array(z.number().int()).nullable(),
  filesTotal: z.number().int(),
  filesMigrated: z.number().int(),
  filesFailed: z.number().int(),
  filesSkipped: z.number().int(),
  startedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
});

export const rollbackResult = z.object({ appId: z.string(), status: z.literal('ROLLED_BACK') });

export const containerMigration = z.object({
  containerId: z.number().int(),
  status: z.enum(['RUNNING', 'COMPLETED', 'FAILED']),
  migrated: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  batch: z.number().int(),
  startedAt: z.string(),
  updatedAt: z.string(),
  etaSeconds: z.number().int().nullable(),
  errors: z.string().nullable(),
});
