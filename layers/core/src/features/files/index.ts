import type { FeatureManifest } from '../../kernel/feature.ts';
import { legacyFilesRoutes } from './routes.ts';
import { statements } from './schema.ts';
import { backfillProviderIds } from './upgrade.ts';

/** File containers, payloads, file references and the presigned `/v2` flows (group `legacy-files`). */
export const files = {
  name: 'files',
  routes: { legacyFilesRoutes },
  graph: { statements, upgrades: [{ name: 'files.provider-id-backfill.v1', run: () => backfillProviderIds() }] },
  gatedKinds: ['FileContainer'],
} as const satisfies FeatureManifest;
