import type { RouteMiddleware } from '../http/route-middleware.ts';
import { refreshPluginToggles } from '../platform/plugins/runtime.ts';
import { legacyShelfSignals } from '../features/legacy-shelf/v1-compat.ts';
import { recordLegacyCall } from '../features/legacy-shelf/stats.ts';
import type { ApiRequest } from '../kernel/api.ts';
import {
  captureActivity,
  lookUpBeforeChange,
  shouldCapture,
  type ResolvedIds,
} from '../features/provenance/capture.ts';

/**
 * Plugins gate their own behaviour on toggles that another instance may have flipped. Health
 * reports consult no plugin, so they do not wait for the toggle store (a cold process's first
 * load waits the store's full deadline, which readiness must not).
 */
export const pluginToggles: RouteMiddleware = {
  name: 'plugin-toggles',
  before: async (route) => {
    if (route.tags.includes('healthz')) return;
    await refreshPluginToggles();
  },
};

/**
 * Legacy-shelf routes carry the v1-compat signals (deprecation headers, or 410 when switched
 * off), and every answered legacy call is counted for GET /v2/admin/legacy/v1/stats.
 */
export const legacyShelf: RouteMiddleware = {
  name: 'legacy-shelf',
  before: async (route) => (route.shelf === 'legacy' ? legacyShelfSignals() : undefined),
  after: async (req) =>
    req.route.shelf === 'legacy' ? recordLegacyCall(req.route.operationId, req.principal?.username) : undefined,
};

/** appIds a DELETE's legacy path ids name, looked up while the entity still exists. */
const lookedUp = new WeakMap<ApiRequest, ResolvedIds>();

/** Every authenticated 2xx answer is recorded as a provenance Activity (SPEC: Events 3). */
export const provenanceCapture: RouteMiddleware = {
  name: 'provenance-capture',
  beforeImpl: async (req) => {
    if (!req.principal) return;
    const resolved = await lookUpBeforeChange(req.route, req.method, req.pathParameters);
    if (resolved) lookedUp.set(req, resolved);
  },
  after: async (req, res, { startedAtMillis }) => {
    if (!req.principal || !shouldCapture(req.method, res.status)) return;
    const resolved = lookedUp.get(req);
    await captureActivity({
      route: req.route,
      method: req.method,
      path: req.path,
      status: res.status,
      username: req.principal.username,
      pathParameters: req.pathParameters,
      responseBody: res.body,
      startedAtMillis,
      ...(resolved ? { resolved } : {}),
    });
  },
};

/** The middlewares of every endpoint group, in order. */
export const standardMiddlewares: readonly RouteMiddleware[] = [pluginToggles, legacyShelf, provenanceCapture];
