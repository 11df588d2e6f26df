import type { FeatureGraph } from '../../platform/feature.ts';

export const graph: FeatureGraph = {
  statements: [
    'CREATE CONSTRAINT template_app_id IF NOT EXISTS FOR (t:Template) REQUIRE t.appId IS UNIQUE',
    'CREATE INDEX template_kind IF NOT EXISTS FOR (t:Template) ON (t.kind, t.createdAt)',
  ],
};
