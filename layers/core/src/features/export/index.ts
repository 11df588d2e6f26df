import type { FeatureManifest } from '../../kernel/feature.ts';
import { legacyExportRoutes } from './routes.ts';

/** Collection export as an RO-Crate ZIP, inline or by presigned URL (group `legacy-files`). */
export const collectionExport = { name: 'export', routes: { legacyExportRoutes } } as const satisfies FeatureManifest;
