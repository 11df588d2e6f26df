import { groupHandler } from '#core/app/handler.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { legacyRefsRoutes } from '#core/features/references/routes.ts';
import { referencesImpls } from '#core/features/references/handlers.ts';

export const handler = groupHandler('legacy-refs', legacyRefsRoutes, referencesImpls, {
  ensureGraphSchema: ensureSchema,
});
