import * as z from 'zod';

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

/**
 * The RFC 7396 merge patch of a configuration singleton, derived from its value schema: every
 * member optional, `null` to reset it to its default, nothing else. The document then states
 * exactly what a patch may hold.
 */
export const mergePatchOf = (value: z.ZodObject) =>
  z.object(Object.fromEntries(Object.entries(value.shape).map(([k, v]) => [k, (v as z.ZodType).nullable().optional()]))).strict();
export const singletonResponse = (value: z.ZodObject) => z.object({ value, updatedAt: z.string().nullable(), updatedBy: z.string().nullable() });

