import type { ConfigKeyName } from '../../platform/config/keys.ts';
import { config, type SvcConfig } from '../../platform/config/load.ts';
import { notFound } from '../../kernel/problem.ts';
import type { Middleware } from '../../kernel/pipeline.ts';

/** The boolean configuration keys. */
export type FeatureFlagKey = { [K in ConfigKeyName]: SvcConfig[K] extends boolean ? K : never }[ConfigKeyName];

/**
 * A boolean configuration key that switches a whole group (spatial data, HDF): while it is false
 * every route answers 404, before authentication and validation, as if it did not exist.
 */
export const featureToggle = (flag: FeatureFlagKey): Middleware => ({
  name: 'feature-toggle',
  handle: async (req, next) => {
    if (!config()[flag]) throw notFound(`No route for ${req.method} ${req.path} (${flag} is false).`);
    return next(req);
  },
});
