import type { FeatureManifest } from '../../platform/feature.ts';
import { legacyUsersRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** User groups, subscriptions, user and group search (group `legacy-users`). */
export const users = {
  name: 'users',
  routes: { legacyUsersRoutes },
  graph,
  gatedKinds: ['UserGroup'],
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
