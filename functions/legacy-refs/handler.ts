import { groupHandler } from '#core/app/handler.ts';
import { legacyRefsRoutes } from '#core/features/references/routes.ts';
import { referencesImpls } from '#core/features/references/handlers.ts';

export const handler = groupHandler('legacy-refs', legacyRefsRoutes, referencesImpls, { graphSchema: true });
