import type { FeatureManifest } from '../../platform/feature.ts';
import { provenanceRoutes } from './routes.ts';

/** The provenance log: queries, four representations, statistics (group `provenance`); capture is app/'s middleware. */
export const provenance = {
  name: 'provenance',
  routes: { provenanceRoutes },
  aws: { secrets: ['neo4j'], tables: { provenance: ['read'] } },
  // The nightly prune deletes rows older than svc.provenance.retention-days.
  workers: { 'provenance-prune': { tables: { provenance: ['prune'] } } },
} as const satisfies FeatureManifest;
