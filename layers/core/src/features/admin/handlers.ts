import { json, type ImplsFor } from '../../kernel/api.ts';
import { patchSingleton, readSingleton } from '../../platform/config/singletons.ts';
import { storageStatus } from '../../platform/storage/registry.ts';
import { legacyV1Config } from '../legacy-shelf/v1-compat.ts';
import { legacyStats } from '../legacy-shelf/stats.ts';
import { listFeatures } from './features.ts';
import { listPlugins, patchPlugin } from './plugins.ts';
import type { adminRoutes } from './routes.ts';

export const adminImpls: ImplsFor<typeof adminRoutes> = {
  listFeatures: async () => json(200, await listFeatures()),
  listPlugins: async () => json(200, await listPlugins()),
  patchPlugin: async ({ params, body, principal }) => json(200, await patchPlugin(params.id, body, principal.username)),
  getLegacyV1Config: async () => json(200, await readSingleton(legacyV1Config)),
  getLegacyV1Stats: async ({ query }) => json(200, await legacyStats(query.days ?? 30)),
  getStorageStatus: async () => json(200, await storageStatus()),
  patchLegacyV1Config: async ({ body, principal }) =>
    json(200, await patchSingleton(legacyV1Config, body, principal.username)),
};
