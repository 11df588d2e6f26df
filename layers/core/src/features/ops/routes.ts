import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import type { RouteDef } from '../../kernel/route-types.ts';
import * as s from './wire.ts';
import { problemResponse } from '../../kernel/route-common.ts';

const legacyShelf = { group: 'ops', auth: 'public', shelf: 'legacy' } as const;
const opsShelf = { group: 'ops', auth: 'public', shelf: 'ops' } as const;

/** One API-description document: public, JSON by default, YAML with `?format=yaml`. */
const apiDescription = <Id extends string, P extends string>(operationId: Id, path: P, what: string) =>
  ({
    operationId,
    method: 'GET',
    path,
    group: 'ops',
    auth: 'public',
    shelf: 'ops',
    summary: `${what}; \`?format=yaml\` for YAML`,
    tags: ['doc'],
    request: { query: z.object({ format: z.enum(['json', 'yaml']).optional() }) },
    responses: {
      200: {
        description: 'OpenAPI 3.1 document (YAML with `?format=yaml`)',
        contentType: 'application/json',
        alternateContentTypes: ['application/yaml'],
      },
    },
  }) as const;

/** Operations and discovery: health, version, API descriptions, metrics (group `ops`). */
export const opsRoutes = [
  // ── operations and discovery (ops) ────────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'getHealth',
    method: 'GET',
    path: '/svc/api/healthz',
    summary: 'Aggregated liveness and readiness report',
    tags: ['healthz'],
    legacy: { operationId: 'getServerHealth' },
    responses: {
      200: { description: 'UP', schema: s.healthResponse },
      503: { description: 'DOWN', schema: s.healthResponse },
    },
  },
  {
    ...opsShelf,
    operationId: 'getReadiness',
    method: 'GET',
    path: '/svc/api/healthz/ready',
    summary: 'Readiness: application state (configuration valid, graph schema migrated, tables provisioned)',
    tags: ['healthz'],
    responses: {
      200: { description: 'Ready', schema: s.healthResponse },
      503: { description: 'Not ready', schema: s.healthResponse },
    },
  },
  {
    ...opsShelf,
    operationId: 'getLiveness',
    method: 'GET',
    path: '/svc/api/healthz/live',
    summary: 'Liveness of the function runtime',
    tags: ['healthz'],
    responses: {
      200: { description: 'Alive', schema: s.healthResponse },
      503: { description: 'Not alive', schema: s.healthResponse },
    },
  },
  {
    ...opsShelf,
    operationId: 'getVersion',
    method: 'GET',
    path: '/versionz',
    summary: 'Running version (svc.version)',
    tags: ['versionz'],
    responses: { 200: { description: 'Version of the running instance', schema: s.versionResponse } },
  },
  {
    ...legacyShelf,
    operationId: 'getLegacyVersion',
    method: 'GET',
    path: '/svc/api/versionz',
    summary: 'Running version (legacy path)',
    tags: ['versionz'],
    legacy: { operationId: 'getShepardVersion' },
    responses: { 200: { description: 'Version of the running instance', schema: s.versionResponse } },
  },
  apiDescription('getOpenApi', '/svc/doc/openapi.json', 'Combined API description (both shelves)'),
  apiDescription(
    'getLegacyOpenApi',
    '/svc/doc/legacy/openapi.json',
    'API description of the legacy shelf (/svc/api) only',
  ),
  apiDescription('getV2OpenApi', '/svc/doc/v2/openapi.json', 'API description of the development shelf (/v2) only'),
  {
    ...opsShelf,
    operationId: 'getSwaggerUi',
    method: 'GET',
    path: '/svc/doc/swagger-ui',
    summary: 'Interactive API explorer (Swagger UI served by this service; no third-party requests)',
    tags: ['doc'],
    responses: {
      200: {
        description: 'HTML page, with a Content-Security-Policy that allows this origin only',
        contentType: 'text/html',
      },
    },
  },
  {
    ...opsShelf,
    operationId: 'getExplorerAsset',
    method: 'GET',
    path: '/svc/doc/assets/{asset}',
    summary:
      'A static file of the API explorer, from a fixed allow-list (the pinned swagger-ui-dist package and the init script); with `?v=` naming its current content hash it may be cached for a year',
    tags: ['doc'],
    request: { query: z.object({ v: chars(z.string(), 64).optional() }) },
    responses: {
      200: {
        description:
          'The file (text/javascript, text/css or image/png by its name; gzip-encoded when the client accepts it)',
      },
      304: { description: 'Not modified: If-None-Match names the current ETag' },
      404: problemResponse('Not an explorer asset'),
    },
  },
  {
    ...opsShelf,
    operationId: 'getPrometheusMetrics',
    method: 'GET',
    path: '/svc/doc/metrics/prometheus',
    summary: 'Metrics scrape (Prometheus text format)',
    tags: ['metrics'],
    responses: { 200: { description: 'Prometheus exposition format', contentType: 'text/plain; version=0.0.4' } },
  },
] as const satisfies readonly RouteDef[];
