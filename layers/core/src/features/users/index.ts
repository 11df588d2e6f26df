import type { FeatureManifest } from '../../kernel/feature.ts';
import { accountRoutes } from './account-routes.ts';
import { legacyUsersRoutes } from './routes.ts';
import { statements } from './schema.ts';

/** Users, API keys, user groups, subscriptions, user and group search (groups `legacy` and `legacy-users`). */
export const users = {
  name: 'users',
  routes: { accountRoutes, legacyUsersRoutes },
  graph: { statements },
  gatedKinds: ['UserGroup'],
} as const satisfies FeatureManifest;
