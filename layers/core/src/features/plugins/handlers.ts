import type { ImplsFor } from '../../kernel/api.ts';
import { dispatchPluginRoute } from './dispatch.ts';
import type { pluginsRoutes } from './routes.ts';

export const pluginsImpls: ImplsFor<typeof pluginsRoutes> = { dispatchPluginRoute };
