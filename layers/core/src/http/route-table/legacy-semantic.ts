import type { RouteDef } from '../route-types.ts';

/** Legacy shelf: semantic repositories and semantic annotations (group `legacy-semantic`). */
export const legacySemanticRoutes = [
] as const satisfies readonly RouteDef[];
