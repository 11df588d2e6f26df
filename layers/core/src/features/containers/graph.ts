import type { FeatureGraph } from '../../platform/feature.ts';

/** Name filters of the container listings; deleted containers are found by their BasicEntity id. */
const statements: readonly string[] = [
  'CREATE INDEX timeseries_container_name IF NOT EXISTS FOR (c:TimeseriesContainer) ON (c.name)',
  'CREATE INDEX structured_data_container_name IF NOT EXISTS FOR (c:StructuredDataContainer) ON (c.name)',
  'CREATE INDEX spatial_data_container_name IF NOT EXISTS FOR (c:SpatialDataContainer) ON (c.name)',
];

export const graph = { statements } as const satisfies FeatureGraph;
