import type { Middleware } from '../../kernel/pipeline.ts';
import { refreshPluginToggles } from '../../platform/plugins/runtime.ts';

/**
 * Plugins gate their own behaviour on toggles that another instance may have flipped. Health
 * reports consult no plugin, so they do not wait for the toggle store (a cold process's first
 * load waits the store's full deadline, which readiness must not).
 */
export const pluginToggles: Middleware = {
  name: 'plugin-toggles',
  handle: async (req, next) => {
    if (!req.route.tags.includes('healthz')) await refreshPluginToggles();
    return next(req);
  },
};
