import { z } from 'zod';

/** Wire shapes every capability shares: the problem document and the configuration-singleton envelope. */

export const problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
  })
  .loose();

/** Any JSON object: a merge patch validated by the configuration singleton it targets. */
export const mergePatchObject = z.record(z.string(), z.unknown());
export const singletonResponse = (value: z.ZodObject) => z.object({ value, updatedAt: z.string().nullable(), updatedBy: z.string().nullable() });

