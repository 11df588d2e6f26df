import type * as z from 'zod';

/** A schema's issues as the `violations[]` of a 400 problem: the field's dotted path (or `(body)`) and the message. */
export const violations = (error: z.ZodError) =>
  error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
