import type { FeatureManifest } from '../../platform/feature.ts';
import { graph } from './graph.ts';
import { publishingRoutes } from './routes.ts';

/**
 * Publishing (group `publishing`): versioned PIDs of Collections and DataObjects minted by the
 * configured minter plugin, their public records (`kip`) and the public feed (`unhide`, whose
 * runtime config singleton it serves). The DataCite repository password is read from the secret
 * an admin names, under `<prefix>/publishing/`.
 */
export const publishing = {
  name: 'publishing',
  routes: { publishingRoutes },
  graph,
  aws: { secrets: ['neo4j'], tables: { config: ['readWrite'] }, credentials: ['publishing'] },
} as const satisfies FeatureManifest;
