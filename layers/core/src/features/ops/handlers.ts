import { json, type ImplsFor } from '../../kernel/api.ts';
import { config } from '../../platform/config/load.ts';
import { aggregate, liveness, readiness, type GraphSchema, type HealthReport } from './health.ts';
import { prometheusText } from './prometheus.ts';
import type { opsRoutes } from './routes.ts';
import { swaggerUiPage } from './swagger-ui.ts';

type View = 'all' | 'legacy' | 'v2';

/** What the operations group reads of the whole application (app/ hands it in). */
export interface OpsDeps {
  readonly schema: GraphSchema;
  readonly openApi: (view: View, format: 'json' | 'yaml' | undefined) => { body: string; contentType: string };
}

const health = (r: HealthReport) => json(r.status === 'UP' ? 200 : 503, r);
const version = async () => json(200, { version: config()['svc.version'] });

export const opsImpls = ({ schema, openApi }: OpsDeps): ImplsFor<typeof opsRoutes> => ({
  getHealth: async () => health(await aggregate(schema)),
  getReadiness: async () => health(await readiness(schema)),
  getLiveness: async () => health(await liveness()),
  getVersion: version,
  getLegacyVersion: version,
  getOpenApi: async ({ query }) => ({ status: 200, ...openApi('all', query.format) }),
  getLegacyOpenApi: async ({ query }) => ({ status: 200, ...openApi('legacy', query.format) }),
  getV2OpenApi: async ({ query }) => ({ status: 200, ...openApi('v2', query.format) }),
  getSwaggerUi: async () => ({ status: 200, body: swaggerUiPage('/svc/doc/openapi.json'), contentType: 'text/html; charset=utf-8' }),
  getPrometheusMetrics: async () => ({ status: 200, body: await prometheusText(), contentType: 'text/plain; version=0.0.4; charset=utf-8' }),
});
