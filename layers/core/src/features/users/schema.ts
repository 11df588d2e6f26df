/** Graph constraints and indexes of the legacy users area, applied with the rest by graph/schema.ts. */
export const statements: readonly string[] = [
  // UserGroups are `(:BasicEntity:UserGroup)`: their id and appId are covered by the BasicEntity constraints.
  'CREATE INDEX usergroup_name IF NOT EXISTS FOR (g:UserGroup) ON (g.name)',
  'CREATE CONSTRAINT subscription_id IF NOT EXISTS FOR (s:Subscription) REQUIRE s.id IS UNIQUE',
];
