import type { RouteDef } from '../route-types.ts';

/** Legacy shelf: file containers, their payloads, and file references (group `legacy-files`). */
export const legacyFilesRoutes = [
] as const satisfies readonly RouteDef[];
