import type { FeatureManifest } from '../../kernel/feature.ts';
import { pluginsRoutes } from './routes.ts';

/** Routes contributed by plugins under `/v2/ext/` (group `plugins`). */
export const plugins = { name: 'plugins', routes: { pluginsRoutes } } as const satisfies FeatureManifest;
