import { groupHandler } from '#core/app/handler.ts';
import { legacySearchRoutes } from '#core/features/search/routes.ts';
import { searchImpls } from '#core/features/search/handlers.ts';

export const handler = groupHandler('legacy-search', legacySearchRoutes, searchImpls);
