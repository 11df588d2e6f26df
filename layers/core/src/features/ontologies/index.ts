import type { FeatureManifest } from '../../platform/feature.ts';
import { semanticRoutes } from './routes.ts';
import { graph } from './graph.ts';

/**
 * Ontology bundles, the INTERNAL semantic repository (Resource nodes imported from Turtle), term
 * search and SPARQL (group `semantic`). Uploaded bundles live under `ontologies/` of the files bucket.
 */
export const ontologies = {
  name: 'ontologies',
  routes: { semanticRoutes },
  graph,
  aws: { secrets: ['neo4j'], tables: { config: ['readWrite'] }, buckets: { files: ['ontologies'] } },
} as const satisfies FeatureManifest;
