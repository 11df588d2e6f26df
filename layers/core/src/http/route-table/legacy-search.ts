import type { RouteDef } from '../route-types.ts';

/** Legacy shelf: search with the upstream query language (group `legacy-search`). */
export const legacySearchRoutes = [
] as const satisfies readonly RouteDef[];
