import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { publishingRoutes } from '#core/features/publishing/routes.ts';
import { publishingImpls } from '#core/features/publishing/handlers.ts';

export const handler = groupHandler('publishing', publishingRoutes, publishingImpls, {
  ensureGraphSchema: ensureSchema,
});
