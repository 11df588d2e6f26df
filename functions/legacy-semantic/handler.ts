import { groupHandler } from '#core/app/handler.ts';
import { legacySemanticRoutes } from '#core/features/semantic/routes.ts';
import { semanticImpls } from '#core/features/semantic/handlers.ts';

export const handler = groupHandler('legacy-semantic', legacySemanticRoutes, semanticImpls, { graphSchema: true });
