import * as z from 'zod';
import { stringify } from 'yaml';
import { config } from '../platform/config/load.ts';
import { problemCatalogue } from '../kernel/problem.ts';
import { routes } from './routes.ts';
import type { RouteDef, Shelf } from '../kernel/route-types.ts';
import { cors } from '../http/cors.ts';
import { isLegacyIdParam, pathParamSchema } from '../kernel/path-params.ts';
import { bodyDocOf, legacyNames } from '../kernel/legacy-names.ts';
import { searchQueryComponents } from '../features/search/wire.ts';

export type View = 'all' | 'legacy' | 'v2';
type Json = Record<string, unknown>;

type Io = 'input' | 'output';

/** How a view spells schemas and parameters: the combined and /v2 documents, or the legacy view. */
interface Style {
  readonly schemaOf: (s: z.ZodType, io: Io) => Json;
  readonly pathParam: (name: string) => Json;
  /** A request body's schema. */
  readonly bodySchema: (body: z.ZodType) => Json;
  /** Upstream's names (`RouteDef.legacy`), binary answers with a schema. */
  readonly legacy: boolean;
}

const plain: Style = {
  schemaOf: (s, io) => z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json,
  pathParam: pathParamSchema,
  bodySchema: (body) => plain.schemaOf(body, 'input'),
  legacy: false,
};

const viewShelves: Record<View, readonly Shelf[]> = {
  all: ['legacy', 'v2', 'ops'],
  legacy: ['legacy', 'ops'],
  v2: ['v2', 'ops'],
};

function operation(r: RouteDef, style: Style): Json {
  const { schemaOf } = style;
  const legacy = style.legacy ? r.legacy : undefined;
  const pathParams = [...r.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: style.pathParam(m[1] ?? ''),
  }));
  const queryShape = r.request?.query?.shape ?? {};
  const queryNames = legacy?.queryOrder ?? Object.keys(queryShape);
  const queryParams = queryNames.flatMap((name) => {
    const s = queryShape[name] as z.ZodType | undefined;
    if (!s) throw new Error(`${r.operationId}: no query parameter ${name} to order`);
    return [{ name, in: 'query', required: !s.safeParse(undefined).success, schema: schemaOf(s, 'input') }];
  });
  const body = r.request?.body;
  const responses: Json = {};
  for (const [status, def] of Object.entries(r.responses)) {
    const cts = [def.contentType ?? 'application/json', ...(def.alternateContentTypes ?? [])];
    const binary = style.legacy && !def.schema && def.contentType && !def.contentType.includes('json');
    const media = def.schema
      ? { schema: schemaOf(def.schema, 'output') }
      : binary
        ? { schema: { type: 'string', format: 'binary' } }
        : {};
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
    operationId: legacy?.operationId ?? r.operationId,
    summary: r.summary,
    tags: [...(legacy?.tags ?? r.tags)],
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
              (r.request?.contentTypes ?? ['application/json']).map((ct) => [ct, { schema: style.bodySchema(body) }]),
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

/**
 * The legacy view's style: OpenAPI 3.0 schemas (as upstream's 3.0.1 document, so generators treat
 * both alike), int64 path ids as integers, and every schema named in `legacyNames` declared once
 * under `components.schemas` and referenced by name, so a generated client has upstream's models.
 */
function legacyStyle(): Style & { readonly components: Record<string, Json> } {
  const components: Record<string, Json> = {};
  const fromOutput = new Set<string>();
  const relink = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(relink);
    if (v === null || typeof v !== 'object') return v;
    const out: Json = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === 'contentMediaType' || k === 'contentSchema') continue;
      out[k] = k === '$ref' && typeof x === 'string' ? x.replace('#/definitions/', '#/components/schemas/') : relink(x);
    }
    return out;
  };
  const schemaOf = (s: z.ZodType, io: Io): Json => {
    const { definitions, ...schema } = z.toJSONSchema(s, {
      io,
      unrepresentable: 'any',
      target: 'openapi-3.0',
      metadata: legacyNames,
    }) as Json & { definitions?: Record<string, Json> };
    for (const [name, def] of Object.entries(definitions ?? {})) {
      // A shape read both ways (a search's parameters) is declared as it is answered.
      if (components[name] && (fromOutput.has(name) || io === 'input')) continue;
      components[name] = relink(def) as Json;
      if (io === 'output') fromOutput.add(name);
    }
    return relink(schema) as Json;
  };
  const pathParam = (name: string): Json =>
    isLegacyIdParam(name) ? { type: 'integer', format: 'int64', minimum: 0 } : pathParamSchema(name);
  /**
   * A body documented as the entity it answers (`documentBodyAs`): the entity's component then
   * requires only what the answer always holds and a write cannot leave out (its read-only fields
   * and the write's required ones), so a client builds the body without the answer's extras.
   */
  const bodySchema = (body: z.ZodType): Json => {
    const read = bodyDocOf(body);
    if (read === body) return schemaOf(body, 'input');
    const schema = schemaOf(read, 'output');
    const name = legacyNames.get(read)?.id;
    const component = name ? components[name] : undefined;
    const write = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Json;
      required?: string[];
    };
    if (component && Array.isArray(component['required'])) {
      const optional = (f: string) => f in (write.properties ?? {}) && !(write.required ?? []).includes(f);
      component['required'] = (component['required'] as string[]).filter((f) => !optional(f));
    }
    return schema;
  };
  return { schemaOf, pathParam, bodySchema, legacy: true, components };
}

const cache = new Map<View, Json>();

/**
 * The OpenAPI document, generated from the route table (one view per shelf, or both): 3.1, except
 * the legacy view, which is OpenAPI 3.0.1 with upstream's names (`legacyStyle`).
 */
export function openApiDocument(view: View): Json {
  const hit = cache.get(view);
  if (hit) return hit;
  const c = config();
  const legacy = view === 'legacy' ? legacyStyle() : undefined;
  const style = legacy ?? plain;
  const paths: Record<string, Json> = {};
  for (const r of routes as readonly RouteDef[]) {
    if (!viewShelves[view].includes(r.shelf)) continue;
    // API Gateway's greedy `{proxy+}` and `ANY` have no OpenAPI spelling: one operation per method.
    const docPath = r.path.replace(/\{(\w+)\+\}/g, '{$1}');
    const methods = r.method === 'ANY' ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : [r.method];
    const pathItem: Json = paths[docPath] ?? {};
    paths[docPath] = pathItem;
    for (const m of methods) {
      const op = operation({ ...r, path: docPath }, style);
      pathItem[m.toLowerCase()] =
        r.method === 'ANY' ? { ...op, operationId: `${r.operationId}${m[0]}${m.slice(1).toLowerCase()}` } : op;
    }
  }
  const doc: Json = {
    openapi: legacy ? '3.0.1' : '3.1.0',
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
        ...(legacy ? legacy.components : searchQueryComponents),
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
