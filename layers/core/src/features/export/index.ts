import type { FeatureManifest } from '../../platform/feature.ts';
import { legacyExportRoutes } from './routes.ts';

/** Collection export as an RO-Crate ZIP, inline or by presigned URL (group `legacy-files`). */
export const collectionExport = {
  name: 'export',
  routes: { legacyExportRoutes },
  // Reads payloads through either adapter, referenced timeseries points, structured documents (payloads table, files bucket) and spatial points; large ZIPs are written under `exports/` of the files bucket.
  aws: {
    secrets: ['neo4j'],
    tables: { payloads: ['read'], timeseries: ['read'], spatial: ['read'] },
    buckets: { files: ['files', 'exports'] },
  },
} as const satisfies FeatureManifest;
