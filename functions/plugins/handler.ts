import { createGroupHandler } from '#core/http/group-handler.ts';
import { pluginsRoutes } from '#core/http/route-table/plugins.ts';
import { dispatchPluginRoute } from '#core/plugin-runtime/routes.ts';

export const handler = createGroupHandler('plugins', pluginsRoutes, {
  dispatchPluginRoute,
});
