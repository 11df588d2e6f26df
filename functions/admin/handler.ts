import { createGroupHandler } from '#core/http/group-handler.ts';
import { adminRoutes } from '#core/http/route-table/admin.ts';
import { filesMigrationRoutes } from '#core/http/route-table/files-migration.ts';
import { json } from '#core/http/api.ts';
import { listFeatures } from '#core/ops/features.ts';
import { listPlugins, patchPlugin } from '#core/admin/plugins.ts';
import { patchSingleton, readSingleton } from '#core/admin/config-singletons.ts';
import { legacyV1Config } from '#core/bundled-plugins/v1-compat.ts';
import { storageStatus } from '#core/storage/registry.ts';
import { migrationStatus, startMigration } from '#core/files-migration/start.ts';
import { rollbackFile } from '#core/files-migration/rollback.ts';
import { containerMigrationState, containerMigrationStates } from '#core/files-migration/container-rows.ts';
import { pathId } from '#core/legacy/params.ts';

export const handler = createGroupHandler('admin', [...adminRoutes, ...filesMigrationRoutes], {
  listFeatures: async () => json(200, await listFeatures()),
  listPlugins: async () => json(200, await listPlugins()),
  patchPlugin: async ({ pathParameters, body, principal }) => json(200, await patchPlugin(pathParameters['id'] ?? '', body, principal.username)),
  getLegacyV1Config: async () => json(200, await readSingleton(legacyV1Config)),
  getStorageStatus: async () => json(200, await storageStatus()),
  patchLegacyV1Config: async ({ body, principal }) => json(200, await patchSingleton(legacyV1Config, body, principal.username)),
  startFileMigration: async ({ body, principal }) => json(202, await startMigration(body, principal.username)),
  getFileMigrationStatus: async () => json(200, await migrationStatus()),
  rollbackFileMigration: async ({ pathParameters }) => json(200, await rollbackFile(pathParameters['appId'] ?? '')),
  getMigrationStates: async () => json(200, await containerMigrationStates()),
  getMigrationState: async ({ pathParameters }) => json(200, await containerMigrationState(pathId(pathParameters, 'containerId'))),
});
