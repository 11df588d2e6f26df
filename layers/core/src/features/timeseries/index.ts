import type { FeatureManifest } from '../../platform/feature.ts';
import { graph } from './graph.ts';
import { timeseriesRoutes } from './routes.ts';

/**
 * Timeseries containers (on the shared container plumbing), channels, points in the `timeseries`
 * table, CSV export and import, timeseries references (group `timeseries`). Deleting a container
 * queues its background deletion; the `container-deletion` worker deletes the chunks.
 */
export const timeseries = {
  name: 'timeseries',
  routes: { timeseriesRoutes },
  graph,
  aws: {
    secrets: ['neo4j'],
    tables: { timeseries: ['readWrite'] },
    // large-answers (raw reads and CSV exports beyond a Lambda response) comes with the reads of any size (infra/lib/grants.ts).
    queues: { 'container-deletion': ['send'] },
  },
  workers: { 'container-deletion': { tables: { timeseries: ['readWrite'] } } },
} as const satisfies FeatureManifest;
