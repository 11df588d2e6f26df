import { groupHandler } from '#core/app/handler.ts';
import '#core/app/drop-in-plugins.ts';
import { pluginsRoutes } from '#core/features/plugins/routes.ts';
import { pluginsImpls } from '#core/features/plugins/handlers.ts';

export const handler = groupHandler('plugins', pluginsRoutes, pluginsImpls);
