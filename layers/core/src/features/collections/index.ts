import type { FeatureManifest } from '../../kernel/feature.ts';
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
} as const satisfies FeatureManifest;
