import type { RouteDef } from '../route-types.ts';

/** Legacy shelf: the generic references list and delete, collection, dataObject and URI references (group `legacy-refs`). */
export const legacyRefsRoutes = [
] as const satisfies readonly RouteDef[];
