import type { FeatureManifest } from '../../platform/feature.ts';

/** The legacy shelf's switch and signals (the `v1-compat` plugin); its admin rows are the admin feature's. */
export const legacyShelf = { name: 'legacy-shelf', routes: {} } as const satisfies FeatureManifest;
