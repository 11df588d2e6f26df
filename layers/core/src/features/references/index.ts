import type { FeatureManifest } from '../../platform/feature.ts';
import { legacyRefsRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** The generic reference list, Collection, DataObject and URI references, lab journal entries (group `legacy-refs`). */
export const references = {
  name: 'references',
  routes: { legacyRefsRoutes },
  graph,
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
