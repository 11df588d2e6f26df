import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { spatialRoutes } from '#core/features/spatial/routes.ts';
import { spatialImpls } from '#core/features/spatial/handlers.ts';

export const handler = groupHandler('spatial-data', spatialRoutes, spatialImpls, {
  ensureGraphSchema: ensureSchema,
  featureFlag: 'svc.spatial-data.enabled',
});
