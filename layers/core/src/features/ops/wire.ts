import * as z from 'zod';
import { named } from '../../kernel/legacy-names.ts';

/** Wire shapes of the operations endpoints (the CLI reads them too). */
export const healthResponse = z.object({
  status: z.enum(['UP', 'DOWN']),
  checks: z.array(
    named(
      z.object({
        name: z.string(),
        status: z.enum(['UP', 'DOWN']),
        data: z.record(z.string(), z.unknown()).optional(),
      }),
      'HealthCheck',
      { optional: ['name', 'status'] },
    ),
  ),
});

export const versionResponse = z.object({ version: z.string() });

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(healthResponse, 'HealthResponse', { optional: ['status', 'checks'] });
named(versionResponse, 'VersionzIO', { optional: ['version'] });
