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
  // An upload of a file some enabled plugin parses queues it on `file-metadata` (metadata-queue.ts).
  aws: {
    secrets: ['neo4j'],
    tables: { payloads: ['readWrite'] },
    buckets: { files: ['files'] },
    queues: { 'file-metadata': ['send'] },
  },
  // The worker streams the stored bytes (dbfs chunks or the files bucket) through the parser; plugin toggles come from config.
  workers: {
    'file-metadata': {
      secrets: ['neo4j'],
      tables: { config: ['read'], payloads: ['read'] },
      buckets: { files: ['files'] },
    },
  },
} as const satisfies FeatureManifest;
