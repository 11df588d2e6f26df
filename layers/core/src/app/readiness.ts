import type { ReadinessContributor } from '../features/ops/health.ts';
import { internalHealth } from '../features/semantic/internal-terms.ts';

/**
 * The readiness checks capabilities contribute to the ops probes (wired here so ops imports no
 * other feature). `semantic-internal` (docs/semantic.md, The INTERNAL repository): the INTERNAL repository's machinery, the
 * fulltext index `resource_labels` and the `Resource.uri` constraint. Missing machinery is reported
 * in the check's data (`healthy: false` and why) but leaves the check UP: term lookups then answer
 * nothing and every other repository type works, so the service stays ready. Only an unreachable
 * graph makes it DOWN.
 */
export const readinessChecks: readonly ReadinessContributor[] = [
  {
    name: 'semantic-internal',
    probe: async () => {
      const h = await internalHealth();
      return { repository: 'INTERNAL', healthy: h.healthy, ...(h.reason ? { reason: h.reason } : {}) };
    },
  },
];
