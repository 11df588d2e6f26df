import type { RouteDef } from '../route-types.ts';

/** Legacy shelf: user groups, user search and subscriptions (group `legacy-users`). */
export const legacyUsersRoutes = [
] as const satisfies readonly RouteDef[];
