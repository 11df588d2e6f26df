import type { FeatureManifest } from '../../platform/feature.ts';
import { collectionsRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** Collections, DataObjects and their kept revisions (group `legacy`). */
export const collections = {
  name: 'collections',
  routes: { collectionsRoutes },
  graph,
  gatedKinds: ['Collection'],
  // After a Collection's permission edit the HDF permission bridge (app/hooks.ts) syncs sidecar ACLs, queueing what fails.
  // A Collection's delete queues the deletion of its snapshots (app/hooks.ts, features/snapshots/purge.ts).
  aws: { secrets: ['neo4j', 'hdf'], queues: { 'hdf-acl-retry': ['send'], snapshots: ['send'] } },
} as const satisfies FeatureManifest;
