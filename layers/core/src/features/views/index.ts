import type { FeatureManifest } from '../../platform/feature.ts';
import { viewsRoutes } from './routes.ts';

/**
 * View rendering (POST /v2/shapes/render: a VIEW_RECIPE's channel bindings resolved against the
 * focus DataObject's timeseries channels, renderers contributed by plugins per shape IRI) and
 * spreadsheet export of templates (GET /v2/templates/{appId}/export), in group `templates`.
 * Reads the graph only; its constraints are the templates' and the timeseries'.
 */
export const views = {
  name: 'views',
  routes: { viewsRoutes },
  aws: { secrets: ['neo4j'] },
} as const satisfies FeatureManifest;
