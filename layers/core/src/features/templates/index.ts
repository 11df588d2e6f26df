import type { FeatureManifest } from '../../platform/feature.ts';
import { graph } from './graph.ts';
import { templatesRoutes } from './routes.ts';

/**
 * Templates (kinds, inheritance, copy-on-write revisions, retire), SHACL shapes (builder,
 * validator, predicate vocabulary), forms, instantiation and DataObject RDF (group `templates`).
 * It reads the runtime semantic config (bundles switched off) through the base config grant.
 */
export const templates = {
  name: 'templates',
  routes: { templatesRoutes },
  graph,
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
