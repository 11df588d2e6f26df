import type { FeatureManifest } from '../../platform/feature.ts';
import { legacySemanticRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** Semantic repositories and annotations on Collections, DataObjects and references (group `legacy-semantic`). */
export const semantic = {
  name: 'semantic',
  routes: { legacySemanticRoutes },
  graph,
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
