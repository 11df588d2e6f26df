import type { FeatureManifest } from '../../platform/feature.ts';
import { graph } from './graph.ts';
import { snapshotsRoutes } from './routes.ts';

/**
 * Snapshots of Collections (records in the graph, entries in the `snapshots` table) and their
 * diff (group `templates`); the snapshot-worker carries on snapshots that outgrow their request.
 */
export const snapshots = {
  name: 'snapshots',
  routes: { snapshotsRoutes },
  graph,
  aws: { secrets: ['neo4j'], tables: { snapshots: ['readWrite'] }, queues: { snapshots: ['send'] } },
  workers: {
    'snapshot-worker': { secrets: ['neo4j'], tables: { snapshots: ['readWrite'] }, queues: { snapshots: ['send'] } },
  },
} as const satisfies FeatureManifest;
