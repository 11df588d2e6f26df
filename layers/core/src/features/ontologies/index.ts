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
  // A refresh that outlasts its request is carried on by the ontology-refresh worker.
  aws: {
    secrets: ['neo4j'],
    tables: { config: ['readWrite'] },
    buckets: { files: ['ontologies'] },
    queues: { 'ontology-refresh': ['send'] },
  },
  workers: {
    'ontology-refresh': {
      secrets: ['neo4j'],
      tables: { config: ['readWrite'] },
      buckets: { files: ['ontologies'] },
      queues: { 'ontology-refresh': ['send'] },
    },
  },
} as const satisfies FeatureManifest;
