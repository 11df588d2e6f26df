import type { FeatureManifest } from '../../platform/feature.ts';
import { aiRoutes } from './routes.ts';

/**
 * The ai plugin's capability slots (group `plugins`): their admin routes and the one call path
 * every feature uses (invoke.ts). Slot bindings are configuration singletons.
 */
export const ai = {
  name: 'ai',
  routes: { aiRoutes },
  aws: { tables: { config: ['readWrite'] } },
} as const satisfies FeatureManifest;
