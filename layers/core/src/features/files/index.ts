import type { FeatureManifest } from '../../platform/feature.ts';
import { legacyFilesRoutes } from './routes.ts';
import { graph } from './graph.ts';

/** File containers, payloads, file references and the presigned `/v2` flows (group `legacy-files`). */
export const files = {
  name: 'files',
  routes: { legacyFilesRoutes },
  graph,
  gatedKinds: ['FileContainer'],
  // dbfs chunks and pending presigned uploads live in `payloads`; the s3 adapter uses the files bucket.
  aws: { secrets: ['neo4j'], tables: { payloads: ['readWrite'] }, buckets: { files: ['files'] } },
} as const satisfies FeatureManifest;
