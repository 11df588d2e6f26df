import type { FeatureManifest } from '../../platform/feature.ts';
import { legacyUsersRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** User groups, subscriptions, user and group search (group `legacy-users`). */
export const users = {
  name: 'users',
  routes: { legacyUsersRoutes },
  graph,
  gatedKinds: ['UserGroup'],
  // After a group's member change the HDF permission bridge (app/hooks.ts) syncs sidecar ACLs, queueing what fails.
  aws: { secrets: ['neo4j', 'hdf'], queues: { 'hdf-acl-retry': ['send'] } },
} as const satisfies FeatureManifest;
