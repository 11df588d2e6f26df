import { createGroupHandler } from '#core/http/group-handler.ts';
import { opsRoutes } from '#core/http/route-table/ops.ts';
import { routeFallback } from '#core/http/fallback.ts';
import { json } from '#core/http/api.ts';
import { config } from '#core/config/load.ts';
import { aggregate, liveness, readiness, type HealthReport } from '#core/ops/health.ts';
import { renderOpenApi } from '#core/ops/openapi.ts';
import { swaggerUiPage } from '#core/ops/swagger-ui.ts';
import { prometheusText } from '#core/ops/prometheus.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';

// Cold start: bring the graph schema up to date in the background; readiness reports it.
ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

const health = (r: HealthReport) => json(r.status === 'UP' ? 200 : 503, r);
const version = async () => json(200, { version: config()['svc.version'] });

export const handler = createGroupHandler('ops', opsRoutes, {
  getHealth: async () => health(await aggregate()),
  getReadiness: async () => health(await readiness()),
  getLiveness: async () => health(await liveness()),
  getVersion: version,
  getLegacyVersion: version,
  getOpenApi: async ({ query }) => ({ status: 200, ...renderOpenApi('all', query.format) }),
  getLegacyOpenApi: async ({ query }) => ({ status: 200, ...renderOpenApi('legacy', query.format) }),
  getV2OpenApi: async ({ query }) => ({ status: 200, ...renderOpenApi('v2', query.format) }),
  getSwaggerUi: async () => ({ status: 200, body: swaggerUiPage('/svc/doc/openapi.json'), contentType: 'text/html; charset=utf-8' }),
  getPrometheusMetrics: async () => ({ status: 200, body: await prometheusText(), contentType: 'text/plain; version=0.0.4; charset=utf-8' }),
}, { fallback: routeFallback });
