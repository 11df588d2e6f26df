import type { FeatureManifest } from '../../platform/feature.ts';
import { graph } from './graph.ts';

/**
 * The plumbing the timeseries, structured-data and spatial container kinds share (records,
 * listing, permission rows, background deletion); the kinds' features bring the rows. File
 * containers are not among them: features/files keeps their records, rows and deletion. The
 * deletion worker reads and deletes graph nodes and hands a step that is not finished to a fresh
 * message.
 */
export const containers = {
  name: 'containers',
  routes: {},
  graph,
  gatedKinds: ['TimeseriesContainer', 'StructuredDataContainer', 'SpatialDataContainer'],
  workers: { 'container-deletion': { secrets: ['neo4j'], queues: { 'container-deletion': ['send'] } } },
} as const satisfies FeatureManifest;
