import type { FeatureManifest } from '../../platform/feature.ts';
import type { ResourceGrants } from '../../platform/resources/grants.ts';
import { importerRoutes } from './routes.ts';

/** Jobs and id maps in `migrations`, the API key sealed with a key derived from the signing secret. */
const endpoints = {
  secrets: ['neo4j', 'signing'],
  tables: { migrations: ['readWrite'], config: ['read'] },
  queues: { import: ['send'] },
} as const satisfies ResourceGrants;

/** Cross-instance import of a Collection (the bundled `importer` plugin): routes in group `admin` and the queue worker. */
export const importer = {
  name: 'importer',
  routes: { importerRoutes },
  aws: endpoints,
  workers: {
    // The copy: the graph, the files bucket (or dbfs chunks in payloads), structured documents (payloads, structured/), timeseries points, provenance of the import, plugin toggles.
    'import-worker': {
      secrets: ['neo4j', 'signing'],
      tables: {
        migrations: ['readWrite'],
        payloads: ['readWrite'],
        timeseries: ['readWrite'],
        spatial: ['readWrite'],
        config: ['read'],
        provenance: ['append'],
      },
      // files: file payloads; structured: structured documents too large for a table item.
      buckets: { files: ['files', 'structured'] },
      queues: { import: ['send'] },
    },
  },
} as const satisfies FeatureManifest;
