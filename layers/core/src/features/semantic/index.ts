import type { FeatureManifest } from '../../platform/feature.ts';
import { legacySemanticRoutes } from './routes.ts';
import { statements } from './schema.ts';

/** Semantic repositories and annotations on Collections, DataObjects and references (group `legacy-semantic`). */
export const semantic = {
  name: 'semantic',
  routes: { legacySemanticRoutes },
  graph: { statements },
  ownedEdges: ['HAS_ANNOTATION'],
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
