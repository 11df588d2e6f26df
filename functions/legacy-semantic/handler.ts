import { groupHandler } from '#core/app/handler.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { legacySemanticRoutes } from '#core/features/semantic/routes.ts';
import { semanticImpls } from '#core/features/semantic/handlers.ts';

export const handler = groupHandler('legacy-semantic', legacySemanticRoutes, semanticImpls, {
  ensureGraphSchema: ensureSchema,
});
