import type { FeatureManifest } from '../../kernel/feature.ts';
import { opsRoutes } from './routes.ts';

/** Operations: health, version, the API documents, metrics (group `ops`, public). */
export const ops = { name: 'ops', routes: { opsRoutes } } as const satisfies FeatureManifest;
