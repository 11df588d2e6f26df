import type { FeatureGraph } from '../../platform/feature.ts';
import { backfillProviderIds } from './upgrade.ts';

const statements: readonly string[] = [
  'CREATE CONSTRAINT file_container_oid IF NOT EXISTS FOR (c:FileContainer) REQUIRE c.oid IS UNIQUE',
  'CREATE INDEX file_container_name IF NOT EXISTS FOR (c:FileContainer) ON (c.name)',
  'CREATE CONSTRAINT shepard_file_appid IF NOT EXISTS FOR (f:ShepardFile) REQUIRE f.appId IS UNIQUE',
  'CREATE INDEX shepard_file_oid IF NOT EXISTS FOR (f:ShepardFile) ON (f.oid)',
  // Migration selects rows by provider; the upgrade backfill finds rows without one.
  'CREATE INDEX shepard_file_provider IF NOT EXISTS FOR (f:ShepardFile) ON (f.providerId)',
];

/** Graph declarations of file containers and file records, and the `providerId` backfill (docs/files.md, Upgrade). */
export const graph = {
  statements,
  upgrades: [{ name: 'files.provider-id-backfill.v1', run: () => backfillProviderIds() }],
} as const satisfies FeatureGraph;
