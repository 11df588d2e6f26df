import type { FeatureManifest } from '../../platform/feature.ts';
import { wikiWriterRoutes } from './routes.ts';

/**
 * The wiki-writer plugin's endpoint (group `plugins`): reads the DataObject (graph) and its recent
 * provenance, calls the ai plugin's TEXT slot, writes a lab journal entry.
 */
export const wikiWriter = {
  name: 'wiki-writer',
  routes: { wikiWriterRoutes },
  aws: { secrets: ['neo4j'], tables: { provenance: ['read'], config: ['read'] } },
} as const satisfies FeatureManifest;
