import { groupHandler } from '#core/app/handler.ts';
import { accountRoutes } from '#core/features/users/account-routes.ts';
import { accountImpls } from '#core/features/users/handlers.ts';
import { collectionsRoutes } from '#core/features/collections/routes.ts';
import { collectionsImpls } from '#core/features/collections/handlers.ts';

export const handler = groupHandler('legacy', [...accountRoutes, ...collectionsRoutes], { ...accountImpls, ...collectionsImpls }, { graphSchema: true });
