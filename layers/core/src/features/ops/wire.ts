import * as z from 'zod';

/** Wire shapes of the operations endpoints (the CLI reads them too). */
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
