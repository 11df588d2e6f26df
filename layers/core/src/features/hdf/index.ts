import type { FeatureManifest } from '../../platform/feature.ts';
import { graph } from './graph.ts';
import { hdfRoutes } from './routes.ts';

/**
 * HDF5 containers on the HSDS sidecar (group `hdf`, behind svc.hdf.enabled) and the permission
 * bridge that keeps the sidecar's ACLs in line with svc's permissions (bridge.ts); the
 * `hdf-acl-retry` worker retries the syncs that failed.
 */
export const hdf = {
  name: 'hdf',
  routes: { hdfRoutes },
  graph,
  // Sidecar credentials from the hdf secret; failed and deferred syncs go to hdf-acl-retry.
  aws: { secrets: ['neo4j', 'hdf'], queues: { 'hdf-acl-retry': ['send'] } },
  workers: { 'hdf-acl-retry': { secrets: ['neo4j', 'hdf'], queues: { 'hdf-acl-retry': ['send'] } } },
} as const satisfies FeatureManifest;
