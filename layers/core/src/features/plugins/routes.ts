import type { RouteDef } from '../../kernel/route-types.ts';
import { problemResponse } from '../../kernel/route-common.ts';

/** Routes contributed by plugins (group `plugins`). */
export const pluginsRoutes = [
  // ── plugin-contributed routes ───────────────────────────────────────────────────────
  {
    operationId: 'dispatchPluginRoute',
    method: 'ANY',
    path: '/v2/ext/{proxy+}',
    group: 'plugins',
    auth: 'optional',
    shelf: 'v2',
    summary:
      "Routes contributed by plugins, each under /v2/ext/<plugin-id>/; a disabled plugin's routes answer 404. Each route declares its own auth level, so the gateway lets an anonymous call through: on a path no enabled plugin serves, it answers 404 (not 401), and a served route that needs credentials answers 401.",
    tags: ['plugins'],
    provenance: { targetKind: 'PluginRoute', target: { from: 'path', param: 'proxy' }, actionKind: 'EXECUTE' },
    responses: {
      200: { description: "The plugin route's answer" },
      401: problemResponse('The plugin route needs credentials'),
      403: problemResponse('The plugin route needs a role'),
      404: problemResponse('No enabled plugin serves this path'),
    },
  },
] as const satisfies readonly RouteDef[];
