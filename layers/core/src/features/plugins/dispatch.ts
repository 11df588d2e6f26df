import { ProblemError, forbidden, unauthenticated } from '../../kernel/problem.ts';
import type { ApiRequest, ApiResponse } from '../../kernel/api.ts';
import { INSTANCE_ADMIN } from '../../kernel/principal.ts';
import { decodePathSegment } from '../../kernel/path-params.ts';
import type { PluginRoute } from '../../platform/plugins/types.ts';
import { pluginRuntime } from '../../platform/plugins/runtime.ts';

/**
 * Dispatch of plugin-contributed routes behind `ANY /v2/ext/{proxy+}` (API Gateway routes are
 * fixed at deploy time; drop-in plugins are not). A route lives under `/v2/ext/<plugin-id>/`;
 * that plugin's effective toggle gates it, so a disabled plugin's routes answer 404.
 */
export const PLUGIN_ROUTE_PREFIX = '/v2/ext/';

interface Compiled {
  route: PluginRoute;
  owner: string;
  regex: RegExp;
  names: string[];
}
const compiledCache = new WeakMap<readonly PluginRoute[], Compiled[]>();

function compile(routes: readonly PluginRoute[]): Compiled[] {
  const hit = compiledCache.get(routes);
  if (hit) return hit;
  const out: Compiled[] = [];
  for (const route of routes) {
    const owner = /^\/v2\/ext\/([a-z][a-z0-9-]*)\//.exec(route.path)?.[1];
    if (!owner) continue; // not reachable through the gateway; the registry keeps it for other uses
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+?)\\?\}/g, (_m, n: string) => {
      names.push(n);
      return '([^/]+)';
    });
    out.push({ route, owner, regex: new RegExp(`^${pattern}/?$`), names });
  }
  compiledCache.set(routes, out);
  return out;
}

export async function dispatchPluginRoute(req: ApiRequest): Promise<ApiResponse> {
  const rt = await pluginRuntime();
  const candidates = compile(rt.registry.extensions.routes)
    .map((c) => ({ c, m: c.regex.exec(req.path) }))
    .filter((x): x is { c: Compiled; m: RegExpExecArray } => x.m !== null && rt.toggles.effective(x.c.owner));
  const hit = candidates.find((x) => x.c.route.method === req.method);
  if (!hit) {
    if (candidates.length > 0) {
      const allowed = [...new Set(candidates.map((x) => x.c.route.method))].join(', ');
      throw new ProblemError(
        'request.method-not-allowed',
        `${req.method} is not allowed on ${req.path}; allowed: ${allowed}.`,
        {},
        { headers: { allow: allowed } },
      );
    }
    throw new ProblemError('request.not-found', `No enabled plugin serves ${req.method} ${req.path}.`);
  }
  const { route } = hit.c;
  if (route.auth !== 'public' && !req.principal) throw unauthenticated();
  if (route.auth === 'instance-admin' && !req.principal?.roles.includes(INSTANCE_ADMIN))
    throw forbidden(`This operation needs the role ${INSTANCE_ADMIN}.`);
  const pathParameters: Record<string, string> = {};
  for (const [i, n] of hit.c.names.entries()) pathParameters[n] = decodePathSegment(hit.m[i + 1] ?? '');
  const out = await route.handle({
    pathParameters,
    query: { ...req.query },
    body: req.body,
    ...(req.principal ? { username: req.principal.username } : {}),
  });
  return {
    status: out.status,
    ...(out.body !== undefined ? { body: out.body } : {}),
    ...(out.contentType ? { contentType: out.contentType } : {}),
  };
}
