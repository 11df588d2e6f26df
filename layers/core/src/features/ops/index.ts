import type { FeatureManifest } from '../../platform/feature.ts';
import { tables, type TableId } from '../../platform/resources/definitions.ts';
import type { TableAccess } from '../../platform/resources/grants.ts';
import { opsRoutes } from './routes.ts';

/** Readiness describes every table of definitions.ts, so it covers tables added later. */
const describeAll = Object.fromEntries(tables.map((t) => [t.id, ['describe']])) as Partial<
  Record<TableId, readonly TableAccess[]>
>;

/** Operations: health, version, the API documents, metrics (group `ops`, public). */
export const ops = {
  name: 'ops',
  routes: { opsRoutes },
  // Readiness: the graph, the HDF sidecar's credentials, every table.
  aws: { secrets: ['neo4j', 'hdf'], tables: describeAll },
} as const satisfies FeatureManifest;
