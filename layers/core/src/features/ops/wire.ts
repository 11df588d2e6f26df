import * as z from 'zod';
import { named } from '../../kernel/legacy-names.ts';

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

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(healthResponse, 'HealthResponse');
named(versionResponse, 'VersionzIO');
