import type { FeatureGraph } from '../../platform/feature.ts';

export const graph: FeatureGraph = {
  statements: ['CREATE CONSTRAINT hdf_container_app_id IF NOT EXISTS FOR (h:HdfContainer) REQUIRE h.appId IS UNIQUE'],
};
