import type { FeatureManifest } from '../../kernel/feature.ts';
import { adminRoutes } from './routes.ts';

/** Plugin administration, features, storage status and the legacy-shelf switch (group `admin`). */
export const admin = { name: 'admin', routes: { adminRoutes } } as const satisfies FeatureManifest;
