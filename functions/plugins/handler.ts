import { createGroupHandler } from '#core/http/group-handler.ts';
import { dispatchPluginRoute } from '#core/plugin-runtime/routes.ts';

export const handler = createGroupHandler('plugins', {
  dispatchPluginRoute,
});
