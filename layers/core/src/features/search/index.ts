import type { FeatureManifest } from '../../kernel/feature.ts';
import { legacySearchRoutes } from './routes.ts';

/** The legacy search endpoints and their query language (group `legacy-search`). */
export const search = { name: 'search', routes: { legacySearchRoutes } } as const satisfies FeatureManifest;
