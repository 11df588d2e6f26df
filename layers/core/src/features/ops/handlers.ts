import { json, type ImplsFor } from '../../kernel/api.ts';
import { config } from '../../platform/config/load.ts';
import {
  aggregate,
  liveness,
  readiness,
  type GraphSchema,
  type HealthReport,
  type ReadinessContributor,
} from './health.ts';
import { prometheusText } from './prometheus.ts';
import type { opsRoutes } from './routes.ts';
import { explorerAssets } from './explorer-assets.ts';
import { explorerCsp, explorerScript, explorerScriptName, swaggerUiPage } from './swagger-ui.ts';

type View = 'all' | 'legacy' | 'v2';

/** What the operations group reads of the whole application (app/ hands it in). */
export interface OpsDeps {
  readonly schema: GraphSchema;
  readonly openApi: (view: View, format: 'json' | 'yaml' | undefined) => { body: string; contentType: string };
  /** Checks other capabilities add to readiness (app/readiness.ts). */
  readonly readinessChecks?: readonly ReadinessContributor[];
}

const assets = explorerAssets({
  [explorerScriptName]: { body: explorerScript, contentType: 'text/javascript; charset=utf-8' },
});
// The page names each asset by its content hash; a new deployment's page names new URLs.
const explorerHeaders = {
  'content-security-policy': explorerCsp,
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
};

const health = (r: HealthReport) => json(r.status === 'UP' ? 200 : 503, r);
const version = async () => json(200, { version: config()['svc.version'] });

export const opsImpls = ({ schema, openApi, readinessChecks = [] }: OpsDeps): ImplsFor<typeof opsRoutes> => ({
  getHealth: async () => health(await aggregate(schema, readinessChecks)),
  getReadiness: async () => health(await readiness(schema, readinessChecks)),
  getLiveness: async () => health(await liveness()),
  getVersion: version,
  getLegacyVersion: version,
  getOpenApi: async ({ query }) => ({ status: 200, ...openApi('all', query.format) }),
  getLegacyOpenApi: async ({ query }) => ({ status: 200, ...openApi('legacy', query.format) }),
  getV2OpenApi: async ({ query }) => ({ status: 200, ...openApi('v2', query.format) }),
  getSwaggerUi: async () => ({
    status: 200,
    body: swaggerUiPage(assets.url),
    contentType: 'text/html; charset=utf-8',
    headers: explorerHeaders,
  }),
  getExplorerAsset: async ({ params, query, headers }) => assets.respond(params.asset, query.v, headers),
  getPrometheusMetrics: async () => ({
    status: 200,
    body: await prometheusText(),
    contentType: 'text/plain; version=0.0.4; charset=utf-8',
  }),
});
