import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { hdfRoutes } from '#core/features/hdf/routes.ts';
import { hdfImpls } from '#core/features/hdf/handlers.ts';

export const handler = groupHandler('hdf', hdfRoutes, hdfImpls, {
  ensureGraphSchema: ensureSchema,
  featureFlag: 'svc.hdf.enabled',
});
