import * as z from 'zod';
import { bounds, text } from './bounds.ts';
import { named } from './legacy-names.ts';

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
  z
    .object(
      Object.fromEntries(Object.entries(value.shape).map(([k, v]) => [k, (v as z.ZodType).nullable().optional()])),
    )
    .strict();
export const singletonResponse = (value: z.ZodObject) =>
  z.object({ value, updatedAt: z.string().nullable(), updatedBy: z.string().nullable() });

const INT32_MAX = 2_147_483_647;
const integer = (min: number, max = INT32_MAX) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** The list query of every legacy container kind. Upstream declares `size` with an exclusive minimum of 0. */
export const containerListQuery = z.object({
  name: text(bounds.name).optional(),
  page: integer(0).optional(),
  size: integer(1).optional(),
  orderBy: named(z.enum(['createdAt', 'updatedAt', 'name']), 'ContainerAttributes').optional(),
  orderDesc: boolean.optional(),
});
