import type { FeatureManifest } from '../../platform/feature.ts';
import { adminRoutes } from './routes.ts';

/** Plugin administration, features, storage status and the legacy-shelf switch (group `admin`). */
export const admin = {
  name: 'admin',
  routes: { adminRoutes },
  aws: { tables: { config: ['readWrite'], provenance: ['read'] } },
} as const satisfies FeatureManifest;
