import type { FeatureManifest } from '../../platform/feature.ts';
import type { ResourceGrants } from '../../platform/resources/grants.ts';
import { filesMigrationRoutes } from './routes.ts';

/**
 * Copies between adapters (dbfs chunks in `payloads`, the bucket), run state and outcomes in
 * `migrations`, the plan message on its own queue, rows signed with the HMAC key derived from
 * the signing secret; rollback touches graph rows and both adapters' bytes.
 */
const migration = {
  secrets: ['neo4j', 'signing'],
  tables: { migrations: ['readWrite'], payloads: ['readWrite'] },
  buckets: { files: ['files'] },
  queues: { 'file-migration': ['send'] },
} as const satisfies ResourceGrants;

/** File migration between storage adapters, its status, rollback and per-container rows (group `admin` and the queue worker). */
export const filesMigration = {
  name: 'files-migration',
  routes: { filesMigrationRoutes },
  aws: migration,
  // The worker reads plugin toggles (the adapters are plugins) like an endpoint group does.
  workers: { 'file-migration': { ...migration, tables: { ...migration.tables, config: ['read'] } } },
} as const satisfies FeatureManifest;
