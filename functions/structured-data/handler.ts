import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { structuredDataRoutes } from '#core/features/structured-data/routes.ts';
import { structuredDataImpls } from '#core/features/structured-data/handlers.ts';

export const handler = groupHandler('structured-data', structuredDataRoutes, structuredDataImpls, {
  ensureGraphSchema: ensureSchema,
});
