import type { FeatureManifest } from '../../kernel/feature.ts';
import { provenanceRoutes } from './routes.ts';

/** The provenance log: queries, four representations, statistics (group `provenance`); capture is app/'s middleware. */
export const provenance = { name: 'provenance', routes: { provenanceRoutes } } as const satisfies FeatureManifest;
