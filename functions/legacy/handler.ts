import { groupHandler } from '#core/app/handler.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { accountRoutes } from '#core/features/accounts/routes.ts';
import { accountImpls } from '#core/features/accounts/handlers.ts';
import { collectionsRoutes } from '#core/features/collections/routes.ts';
import { collectionsImpls } from '#core/features/collections/handlers.ts';

export const handler = groupHandler(
  'legacy',
  [...accountRoutes, ...collectionsRoutes],
  { ...accountImpls, ...collectionsImpls },
  { ensureGraphSchema: ensureSchema },
);
