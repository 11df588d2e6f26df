import type { FeatureManifest } from '../../platform/feature.ts';
import { mappingsRoutes } from './routes.ts';

/**
 * The mapping executor (group `templates`): runs MAPPING_RECIPE templates over a DataObject in a
 * sandbox and answers or stores the result. It reads timeseries points (aggregates) and reads and
 * writes structured-data documents (small ones in the `payloads` table, larger ones under
 * `structured/`); it records the derivation in provenance through the base append grant.
 */
export const mappings = {
  name: 'mappings',
  routes: { mappingsRoutes },
  aws: {
    secrets: ['neo4j'],
    tables: { timeseries: ['read'], payloads: ['readWrite'] },
    buckets: { files: ['structured'] },
  },
} as const satisfies FeatureManifest;
