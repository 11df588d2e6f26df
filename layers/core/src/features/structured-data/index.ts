import type { FeatureManifest } from '../../platform/feature.ts';
import { structuredDataRoutes } from './routes.ts';

/**
 * Structured-data containers (on the shared container plumbing), their JSON documents (records and
 * small texts in the `payloads` table, larger texts under `structured/` of the files bucket) and
 * structured-data references (group `structured-data`). Deleting a container queues its background
 * deletion; the `container-deletion` worker deletes the documents.
 */
export const structuredData = {
  name: 'structured-data',
  routes: { structuredDataRoutes },
  aws: {
    secrets: ['neo4j'],
    tables: { payloads: ['readWrite'] },
    // large-answers (reference payloads beyond a Lambda response) comes with the read of any size (infra/lib/grants.ts).
    buckets: { files: ['structured'] },
    queues: { 'container-deletion': ['send'] },
  },
  workers: { 'container-deletion': { tables: { payloads: ['readWrite'] }, buckets: { files: ['structured'] } } },
} as const satisfies FeatureManifest;
