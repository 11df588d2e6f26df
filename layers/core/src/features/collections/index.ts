import type { FeatureManifest } from '../../platform/feature.ts';
import { collectionsRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** Collections, DataObjects and their kept revisions (group `legacy`). */
export const collections = {
  name: 'collections',
  routes: { collectionsRoutes },
  graph,
  gatedKinds: ['Collection'],
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
