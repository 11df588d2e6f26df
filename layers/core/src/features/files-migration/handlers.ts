import { json, type ImplsFor } from '../../kernel/api.ts';
import { containerMigrationState, containerMigrationStates } from './container-rows.ts';
import { rollbackFile } from './rollback.ts';
import type { filesMigrationRoutes } from './routes.ts';
import { migrationStatus, startMigration } from './start.ts';

export const filesMigrationImpls: ImplsFor<typeof filesMigrationRoutes> = {
  startFileMigration: async ({ body, principal }) => json(202, await startMigration(body, principal.username)),
  getFileMigrationStatus: async () => json(200, await migrationStatus()),
  rollbackFileMigration: async ({ params }) => json(200, await rollbackFile(params.appId)),
  getMigrationStates: async () => json(200, await containerMigrationStates()),
  getMigrationState: async ({ params }) => json(200, await containerMigrationState(params.containerId)),
};
