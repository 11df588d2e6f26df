import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { legacyFilesRoutes } from '#core/features/files/routes.ts';
import { filesImpls } from '#core/features/files/handlers.ts';
import { legacyExportRoutes } from '#core/features/export/routes.ts';
import { exportImpls } from '#core/features/export/handlers.ts';

export const handler = groupHandler(
  'legacy-files',
  [...legacyFilesRoutes, ...legacyExportRoutes],
  { ...filesImpls, ...exportImpls },
  { ensureGraphSchema: ensureSchema },
);
