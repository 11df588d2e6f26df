import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { adminRoutes } from '#core/features/admin/routes.ts';
import { adminImpls } from '#core/features/admin/handlers.ts';
import { filesMigrationRoutes } from '#core/features/files-migration/routes.ts';
import { filesMigrationImpls } from '#core/features/files-migration/handlers.ts';
import { importerRoutes } from '#core/features/importer/routes.ts';
import { importerImpls } from '#core/features/importer/handlers.ts';

export const handler = groupHandler('admin', [...adminRoutes, ...filesMigrationRoutes, ...importerRoutes], {
  ...adminImpls,
  ...filesMigrationImpls,
  ...importerImpls,
});
