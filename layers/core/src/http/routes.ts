import { z } from 'zod';
import type { RouteDef } from './route-types.ts';
import * as s from './schemas.ts';
import { MERGE_PATCH_JSON } from './merge-patch.ts';
import { legacyV1Config } from '../bundled-plugins/v1-compat.ts';

const problemResponse = (description: string) => ({ description, schema: s.problem, contentType: 'application/problem+json' });
const authErrors = {
  401: problemResponse('Missing or invalid credentials'),
  403: problemResponse('The caller lacks the required role or permission'),
} as const;

/**
 * THE route table (DESIGN §1): the CDK stack creates API Gateway routes from it, the local
 * gateway dispatches with it, the OpenAPI documents are generated from it and every group
 * handler implements exactly its rows. Nothing else lists routes.
 */
export const routes = [
  // ── operations and discovery (ops) ────────────────────────────────────────────────
  {
    operationId: 'getHealth', method: 'GET', path: '/svc/api/healthz', group: 'ops', auth: 'public', shelf: 'legacy',
    summary: 'Aggregated liveness and readiness report', tags: ['healthz'],
    responses: { 200: { description: 'UP', schema: s.healthResponse }, 503: { description: 'DOWN', schema: s.healthResponse } },
  },
  {
    operationId: 'getReadiness', method: 'GET', path: '/svc/api/healthz/ready', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'Readiness: application state (configuration valid, graph schema migrated, tables provisioned)', tags: ['healthz'],
    responses: { 200: { description: 'Ready', schema: s.healthResponse }, 503: { description: 'Not ready', schema: s.healthResponse } },
  },
  {
    operationId: 'getLiveness', method: 'GET', path: '/svc/api/healthz/live', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'Liveness of the function runtime', tags: ['healthz'],
    responses: { 200: { description: 'Alive', schema: s.healthResponse }, 503: { description: 'Not alive', schema: s.healthResponse } },
  },
  {
    operationId: 'getVersion', method: 'GET', path: '/versionz', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'Running version (svc.version)', tags: ['versionz'],
    responses: { 200: { description: 'Version of the running instance', schema: s.versionResponse } },
  },
  {
    operationId: 'getLegacyVersion', method: 'GET', path: '/svc/api/versionz', group: 'ops', auth: 'public', shelf: 'legacy',
    summary: 'Running version (legacy path)', tags: ['versionz'],
    responses: { 200: { description: 'Version of the running instance', schema: s.versionResponse } },
  },
  {
    operationId: 'getOpenApi', method: 'GET', path: '/svc/doc/openapi.json', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'Combined API description (both shelves); `?format=yaml` for YAML', tags: ['doc'],
    request: { query: z.object({ format: z.enum(['json', 'yaml']).optional() }) },
    responses: { 200: { description: 'OpenAPI 3.1 document', contentType: 'application/json' } },
  },
  {
    operationId: 'getLegacyOpenApi', method: 'GET', path: '/svc/doc/legacy/openapi.json', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'API description of the legacy shelf (/svc/api) only', tags: ['doc'],
    request: { query: z.object({ format: z.enum(['json', 'yaml']).optional() }) },
    responses: { 200: { description: 'OpenAPI 3.1 document', contentType: 'application/json' } },
  },
  {
    operationId: 'getV2OpenApi', method: 'GET', path: '/svc/doc/v2/openapi.json', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'API description of the development shelf (/v2) only', tags: ['doc'],
    request: { query: z.object({ format: z.enum(['json', 'yaml']).optional() }) },
    responses: { 200: { description: 'OpenAPI 3.1 document', contentType: 'application/json' } },
  },
  {
    operationId: 'getSwaggerUi', method: 'GET', path: '/svc/doc/swagger-ui', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'Interactive API explorer', tags: ['doc'],
    responses: { 200: { description: 'HTML page', contentType: 'text/html' } },
  },
  {
    operationId: 'getPrometheusMetrics', method: 'GET', path: '/svc/doc/metrics/prometheus', group: 'ops', auth: 'public', shelf: 'ops',
    summary: 'Metrics scrape (Prometheus text format)', tags: ['metrics'],
    responses: { 200: { description: 'Prometheus exposition format', contentType: 'text/plain; version=0.0.4' } },
  },
  // ── admin ─────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listFeatures', method: 'GET', path: '/v2/admin/features', group: 'admin', auth: 'instance-admin', shelf: 'v2',
    summary: 'Every feature toggle with its effective value', tags: ['admin'],
    responses: { 200: { description: 'Feature toggles', schema: s.featureList }, ...authErrors },
  },
  {
    operationId: 'listPlugins', method: 'GET', path: '/v2/admin/plugins', group: 'admin', auth: 'instance-admin', shelf: 'v2',
    summary: 'Every discovered plugin in registry insertion order, DISABLED and FAILED rows included', tags: ['admin', 'plugins'],
    responses: { 200: { description: 'Plugin entries', schema: s.pluginList }, ...authErrors },
  },
  {
    operationId: 'patchPlugin', method: 'PATCH', path: '/v2/admin/plugins/{id}', group: 'admin', auth: 'instance-admin', shelf: 'v2',
    summary: 'Enable or disable a plugin at runtime (merge patch; only `enabled`; `null` returns to the install default). Persisted before the answer; code stays loaded.',
    tags: ['admin', 'plugins'],
    request: { body: s.pluginPatch, contentTypes: [MERGE_PATCH_JSON] },
    responses: { 200: { description: 'The updated plugin entry', schema: s.pluginEntry }, 400: problemResponse('Invalid patch'), ...authErrors, 404: problemResponse('Unknown plugin id'), 415: problemResponse('Not application/merge-patch+json') },
  },
  {
    operationId: 'getLegacyV1Config', method: 'GET', path: '/v2/admin/legacy/v1/config', group: 'admin', auth: 'instance-admin', shelf: 'v2',
    summary: `Runtime configuration singleton \`${legacyV1Config.id}\`: ${legacyV1Config.description}`, tags: ['admin', 'config'],
    responses: { 200: { description: 'Current value (defaults merged with what was stored)', schema: s.singletonResponse(legacyV1Config.schema) }, ...authErrors },
  },
  {
    operationId: 'patchLegacyV1Config', method: 'PATCH', path: '/v2/admin/legacy/v1/config', group: 'admin', auth: 'instance-admin', shelf: 'v2',
    summary: `Change the \`${legacyV1Config.id}\` singleton (RFC 7396 merge patch; \`null\` resets a member to its default)`, tags: ['admin', 'config'],
    request: { body: s.mergePatchObject, contentTypes: [MERGE_PATCH_JSON] },
    responses: { 200: { description: 'The updated value', schema: s.singletonResponse(legacyV1Config.schema) }, 400: problemResponse('Invalid value'), ...authErrors, 415: problemResponse('Not application/merge-patch+json') },
  },
  // ── plugin-contributed routes ───────────────────────────────────────────────────────
  {
    operationId: 'dispatchPluginRoute', method: 'ANY', path: '/v2/ext/{proxy+}', group: 'plugins', auth: 'optional', shelf: 'v2',
    summary: 'Routes contributed by plugins, each under /v2/ext/<plugin-id>/; a disabled plugin\'s routes answer 404. Each route declares its own auth level.',
    tags: ['plugins'],
    responses: { 200: { description: 'The plugin route\'s answer' }, 401: problemResponse('The plugin route needs credentials'), 403: problemResponse('The plugin route needs a role'), 404: problemResponse('No enabled plugin serves this path') },
  },
  // ── legacy: users and API keys ──────────────────────────────────────────────────────
  {
    operationId: 'getCurrentUser', method: 'GET', path: '/svc/api/users', group: 'legacy', auth: 'authenticated', shelf: 'legacy',
    summary: 'Get current user', tags: ['user'],
    responses: { 200: { description: 'ok', schema: s.legacyUser }, ...authErrors },
  },
  {
    operationId: 'getUser', method: 'GET', path: '/svc/api/users/{username}', group: 'legacy', auth: 'authenticated', shelf: 'legacy',
    summary: 'Get user', tags: ['user'],
    responses: { 200: { description: 'ok', schema: s.legacyUser }, ...authErrors, 404: problemResponse('not found') },
  },
  {
    operationId: 'getAllApiKeys', method: 'GET', path: '/svc/api/users/{username}/apikeys', group: 'legacy', auth: 'authenticated', shelf: 'legacy',
    summary: 'Get all api keys', tags: ['apikey'],
    responses: { 200: { description: 'ok', schema: z.array(s.legacyApiKey) }, ...authErrors },
  },
  {
    operationId: 'createApiKey', method: 'POST', path: '/svc/api/users/{username}/apikeys', group: 'legacy', auth: 'authenticated', shelf: 'legacy',
    summary: 'Create a new api key (shown once; the minter must hold every role granted)', tags: ['apikey'],
    request: { body: s.legacyApiKeyCreate },
    responses: { 201: { description: 'created', schema: s.legacyApiKeyWithJwt }, 400: problemResponse('bad request'), ...authErrors, 404: problemResponse('not found') },
  },
  {
    operationId: 'getApiKey', method: 'GET', path: '/svc/api/users/{username}/apikeys/{apikeyUid}', group: 'legacy', auth: 'authenticated', shelf: 'legacy',
    summary: 'Get api key', tags: ['apikey'],
    responses: { 200: { description: 'ok', schema: s.legacyApiKey }, ...authErrors, 404: problemResponse('not found') },
  },
  {
    operationId: 'deleteApiKey', method: 'DELETE', path: '/svc/api/users/{username}/apikeys/{apikeyUid}', group: 'legacy', auth: 'authenticated', shelf: 'legacy',
    summary: 'Delete (revoke) api key; effective within the authorizer cache lifetime (at most 60 s)', tags: ['apikey'],
    responses: { 204: { description: 'deleted' }, ...authErrors, 404: problemResponse('not found') },
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type OperationId = Route['operationId'];
export type GroupOperationId<G extends RouteDef['group']> = Extract<Route, { group: G }>['operationId'];

/** Unmatched requests go to the `ops` group's `$default` route, which answers 404 or 405 as problem JSON. */
export const fallbackGroup = 'ops' as const;
