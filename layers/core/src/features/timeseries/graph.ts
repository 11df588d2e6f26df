import type { FeatureGraph } from '../../platform/feature.ts';

/** Channels: unique by id, and by their five names within a container (the write path's MERGE key). */
const statements: readonly string[] = [
  'CREATE CONSTRAINT timeseries_id IF NOT EXISTS FOR (t:Timeseries) REQUIRE t.id IS UNIQUE',
  'CREATE CONSTRAINT timeseries_key IF NOT EXISTS FOR (t:Timeseries) REQUIRE (t.containerId, t.key) IS UNIQUE',
];

export const graph = { statements } as const satisfies FeatureGraph;
