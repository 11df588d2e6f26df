import { groupHandler } from '#core/app/handler.ts';
import { ensureSchema } from '#core/app/graph-schema.ts';
import { legacyUsersRoutes } from '#core/features/users/routes.ts';
import { usersImpls } from '#core/features/users/handlers.ts';

export const handler = groupHandler('legacy-users', legacyUsersRoutes, usersImpls, { ensureGraphSchema: ensureSchema });
