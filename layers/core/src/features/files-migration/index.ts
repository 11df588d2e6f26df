import type { FeatureManifest } from '../../kernel/feature.ts';
import { filesMigrationRoutes } from './routes.ts';

/** File migration between storage adapters, its status, rollback and per-container rows (group `admin` and the queue worker). */
export const filesMigration = { name: 'files-migration', routes: { filesMigrationRoutes } } as const satisfies FeatureManifest;
