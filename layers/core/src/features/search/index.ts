import type { FeatureManifest } from '../../platform/feature.ts';
import { legacySearchRoutes } from './routes.ts';

/** The legacy search endpoints and their query language (group `legacy-search`). */
export const search = {
  name: 'search',
  routes: { legacySearchRoutes },
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
