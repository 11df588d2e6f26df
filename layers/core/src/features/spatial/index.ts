import type { FeatureManifest } from '../../platform/feature.ts';
import { spatialRoutes } from './routes.ts';

/**
 * Spatial data containers (on the shared container plumbing), their points in the `spatial`
 * table under a 3D spatial key, and spatial data references (group `spatial-data`, every row 404
 * while svc.spatial-data.enabled is false). Deleting a container queues its background deletion;
 * the `container-deletion` worker deletes the points.
 */
export const spatial = {
  name: 'spatial',
  routes: { spatialRoutes },
  aws: { secrets: ['neo4j'], tables: { spatial: ['readWrite'] }, queues: { 'container-deletion': ['send'] } },
  workers: { 'container-deletion': { tables: { spatial: ['readWrite'] } } },
} as const satisfies FeatureManifest;
