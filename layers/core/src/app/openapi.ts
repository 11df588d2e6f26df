import * as z from 'zod';
import { stringify } from 'yaml';
import { config } from '../platform/config/load.ts';
import { problemCatalogue } from '../kernel/problem.ts';
import { routes } from './routes.ts';
import type { RouteDef, Shelf } from '../kernel/route-types.ts';
import { cors } from '../http/cors.ts';
import { pathParamSchema } from '../kernel/path-params.ts';
import { searchQueryComponents } from '../features/search/wire.ts';

export type View = 'all' | 'legacy' | 'v2';
type Json = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;

const viewShelves: Record<View, readonly Shelf[]> = {
  all: ['legacy', 'v2', 'ops'],
  legacy: ['legacy', 'ops'],
  v2: ['v2', 'ops'],
};

function operation(r: RouteDef): Json {
  const pathParams = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: pathParamSchema(m[1] ?? ''),
  }));
  const queryShape = r.request?.query?.shape ?? {};
  const queryParams = Object.entries(queryShape).map(([name, s]) => ({
    name,
    in: 'query',
    required: !(s as z.ZodType).safeParse(undefined).success,
    schema: schemaOf(s as z.ZodType, 'input'),
  }));
  const body = r.request?.body;
  const responses: Json = {};
  for (const [status, def] of Object.entries(r.responses)) {
    const cts = [def.contentType ?? 'application/json', ...(def.alternateContentTypes ?? [])];
    const media = def.schema ? { schema: schemaOf(def.schema, 'output') } : {};
    responses[status] = {
      description: def.description,
      ...(def.schema || def.contentType ? { content: Object.fromEntries(cts.map((ct) => [ct, media])) } : {}),
    };
  }
  responses['default'] = {
    description: 'Problem (RFC 7807)',
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  };
  return {
    operationId: r.operationId,
    summary: r.summary,
    tags: [...r.tags],
    security:
      r.auth === 'public'
        ? []
        : [...(r.auth === 'optional' ? [{}] : []), { apikey: [] }, { apikeyHeader: [] }, { bearer: [] }],
    ...(pathParams.length + queryParams.length > 0 ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(r.request?.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: Object.keys(r.request.multipart),
                  properties: Object.fromEntries(
                    Object.entries(r.request.multipart).map(([k, t]) => [
                      k,
                      t === 'binary' ? { type: 'string', format: 'binary' } : { type: 'string' },
                    ]),
                  ),
                },
              },
            },
          },
        }
      : {}),
    ...(body
      ? {
          requestBody: {
            required: r.request?.bodyOptional !== true,
            content: Object.fromEntries(
              (r.request?.contentTypes ?? ['application/json']).map((ct) => [ct, { schema: schemaOf(body, 'input') }]),
            ),
          },
        }
      : {}),
    responses,
    'x-svc-group': r.group,
    'x-svc-auth': r.auth,
    ...(r.since ? { 'x-svc-since': r.since } : {}),
  };
}

const cache = new Map<View, Json>();

/** The OpenAPI 3.1 document, generated from the route table (one view per shelf, or both). */
export function openApiDocument(view: View): Json {
  const hit = cache.get(view);
  if (hit) return hit;
  const c = config();
  const paths: Record<string, Json> = {};
  for (const r of routes as readonly RouteDef[]) {
    if (!viewShelves[view].includes(r.shelf)) continue;
    // API Gateway's greedy `{proxy+}` and `ANY` have no OpenAPI spelling: one operation per method.
    const docPath = r.path.replace(/\{(\w+)\+\}/g, '{$1}');
    const methods = r.method === 'ANY' ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : [r.method];
    const pathItem: Json = paths[docPath] ?? {};
    paths[docPath] = pathItem;
    for (const m of methods) {
      const op = operation({ ...r, path: docPath });
      pathItem[m.toLowerCase()] =
        r.method === 'ANY' ? { ...op, operationId: `${r.operationId}${m[0]}${m.slice(1).toLowerCase()}` } : op;
    }
  }
  const doc: Json = {
    openapi: '3.1.0',
    info: {
      title:
        view === 'all'
          ? 'svc API'
          : view === 'legacy'
            ? 'svc API: legacy shelf (/svc/api)'
            : 'svc API: development shelf (/v2)',
      version: c['svc.version'],
      description:
        'Research-data management service. Errors are RFC 7807 problem documents whose `type` is `{errors_url}/<code>`; the codes are listed under `x-svc-problem-types`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        apikey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
        apikeyHeader: { type: 'apiKey', in: 'header', name: 'apikey' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
          },
        },
        ...searchQueryComponents,
      },
    },
    'x-svc-problem-types': Object.entries(problemCatalogue).map(([code, p]) => ({
      type: `${c['svc.errors.url']}/${code}`,
      code,
      status: p.status,
      title: p.title,
    })),
    'x-svc-cors': { allowOrigins: cors.allowOrigins, allowHeaders: cors.allowHeaders },
  };
  cache.set(view, doc);
  return doc;
}

export function renderOpenApi(view: View, format: 'json' | 'yaml' | undefined): { body: string; contentType: string } {
  const doc = openApiDocument(view);
  return format === 'yaml'
    ? { body: stringify(doc, { aliasDuplicateObjects: false }), contentType: 'application/yaml' }
    : { body: JSON.stringify(doc), contentType: 'application/json' };
}
