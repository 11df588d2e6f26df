import type { FeatureManifest } from '../../platform/feature.ts';
import { pluginsRoutes } from './routes.ts';

/** Routes contributed by plugins under `/v2/ext/` (group `plugins`). */
export const plugins = {
  name: 'plugins',
  routes: { pluginsRoutes },
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
