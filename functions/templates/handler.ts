import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { templatesRoutes } from '#core/features/templates/routes.ts';
import { templatesImpls } from '#core/features/templates/handlers.ts';
import { viewsRoutes } from '#core/features/views/routes.ts';
import { viewsImpls } from '#core/features/views/handlers.ts';
import { mappingsRoutes } from '#core/features/mappings/routes.ts';
import { mappingsImpls } from '#core/features/mappings/handlers.ts';
import { snapshotsRoutes } from '#core/features/snapshots/routes.ts';
import { snapshotsImpls } from '#core/features/snapshots/handlers.ts';

export const handler = groupHandler(
  'templates',
  [...templatesRoutes, ...viewsRoutes, ...mappingsRoutes, ...snapshotsRoutes],
  { ...templatesImpls, ...viewsImpls, ...mappingsImpls, ...snapshotsImpls },
  { ensureGraphSchema: ensureSchema },
);
