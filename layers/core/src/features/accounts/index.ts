import type { FeatureManifest } from '../../platform/feature.ts';
import { accountRoutes } from './routes.ts';

/** The current user, users and their API keys (group `legacy`): minting a key signs it with the signing secret. */
export const accounts = {
  name: 'accounts',
  routes: { accountRoutes },
  aws: { secrets: ['neo4j', 'signing'] },
} as const satisfies FeatureManifest;
