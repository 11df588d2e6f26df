import type { FeatureGraph } from '../../platform/feature.ts';

const statements: readonly string[] = [
  // UserGroups are `(:BasicEntity:UserGroup)`: their id and appId are covered by the BasicEntity constraints.
  'CREATE INDEX usergroup_name IF NOT EXISTS FOR (g:UserGroup) ON (g.name)',
  'CREATE CONSTRAINT subscription_id IF NOT EXISTS FOR (s:Subscription) REQUIRE s.id IS UNIQUE',
];

/** Graph declarations of user groups and subscriptions (applied by app/graph-schema.ts). */
export const graph = { statements } as const satisfies FeatureGraph;
