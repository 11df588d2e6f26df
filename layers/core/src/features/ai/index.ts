import type { FeatureManifest } from '../../platform/feature.ts';
import { aiRoutes } from './routes.ts';

/**
 * The ai plugin's capability slots (group `plugins`): their admin routes and the one call path
 * every feature uses (invoke.ts). Slot bindings are configuration singletons; the functions
 * serving these rows may invoke Bedrock models and read the provider secrets under `<prefix>/ai/`.
 */
export const ai = {
  name: 'ai',
  routes: { aiRoutes },
  aws: { tables: { config: ['readWrite'] }, ai: ['bedrock'], credentials: ['ai'] },
} as const satisfies FeatureManifest;
