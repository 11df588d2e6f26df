import type { FeatureManifest } from '../../platform/feature.ts';
import { collectionsRoutes } from './routes.ts';

/** Collections, DataObjects and their kept revisions (group `legacy`). */
export const collections = {
  name: 'collections',
  routes: { collectionsRoutes },
  graph: {
    statements: [
      'CREATE INDEX collection_name IF NOT EXISTS FOR (c:Collection) ON (c.name)',
      'CREATE INDEX dataobject_name IF NOT EXISTS FOR (d:DataObject) ON (d.name)',
    ],
  },
  gatedKinds: ['Collection'],
  ownedEdges: ['HAS_REVISION'],
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
