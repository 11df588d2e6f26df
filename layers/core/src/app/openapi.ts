import * as z from 'zod';
import { stringify } from 'yaml';
import { config } from '../platform/config/load.ts';
import { problemCatalogue } from '../kernel/problem.ts';
import { routes } from './routes.ts';
import type { RouteDef, Shelf } from '../kernel/route-types.ts';
import { cors } from '../http/cors.ts';
import { answersAnySize, seeOtherLargeAnswer } from '../kernel/route-common.ts';
import { isLegacyIdParam, LEGACY_ID_PATTERN, POSITIVE_INT64_PATTERN, pathParamSchema } from '../kernel/path-params.ts';
import {
  bodyDocOf,
  declaredOnlySchemas,
  docTargetOf,
  keepsRequired,
  legacyNames,
  svcAdditions,
} from '../kernel/legacy-names.ts';
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

/** `params` in the order `names` gives (which must name every one), or as they are. */
function ordered<P extends { readonly name: string | undefined }>(
  params: readonly P[],
  names: readonly string[] | undefined,
  operationId: string,
): P[] {
  if (!names) return [...params];
  const byName = new Map(params.map((p) => [p.name, p]));
  if (names.length !== params.length || names.some((n) => !byName.has(n)))
    throw new Error(`${operationId}: parameterOrder must name each of ${[...byName.keys()].join(', ')} once`);
  return names.map((n) => byName.get(n) as P);
}

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
  const queryParams = Object.entries(queryShape).map(([name, s]) => ({
    name,
    in: 'query',
    required: !(s as z.ZodType).safeParse(undefined).success,
    schema: schemaOf(s as z.ZodType, 'input'),
  }));
  const parameters = ordered([...pathParams, ...queryParams], legacy?.parameterOrder, r.operationId);
  const body = r.request?.body;
  const responses: Json = {};
  const declared = answersAnySize(r) ? { ...seeOtherLargeAnswer, ...r.responses } : r.responses;
  for (const [status, def] of Object.entries(declared)) {
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
    ...(parameters.length > 0 ? { parameters } : {}),
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

/** Decimal integers carried as text (ids and nanosecond times beyond 2^53) and their JSON Schema. */
const decimalText: ReadonlyMap<string, Json> = new Map([
  [LEGACY_ID_PATTERN, { type: 'integer', format: 'int64', minimum: 0 }],
  [POSITIVE_INT64_PATTERN, { type: 'integer', format: 'int64', minimum: 1 }],
  ['^\\d+$', { type: 'integer', format: 'int32', minimum: 0 }],
]);

/**
 * The legacy view's spelling of what a zod type cannot say: a decimal integer carried as text is
 * the integer it reads as (upstream's int64 or int32: a client sends the same digits), and a
 * `repeated` parameter is an array of strings.
 */
function legacyOverride(ctx: { zodSchema: unknown; jsonSchema: Json }, targets: Set<z.ZodType>): void {
  const j = ctx.jsonSchema;
  const target = docTargetOf(ctx.zodSchema as z.ZodType);
  const meta = legacyNames.get(ctx.zodSchema as z.ZodType);
  // The schema's own metadata (a description, or the integer a bigint is), which the legacy registry replaces.
  const own = z.globalRegistry.get(ctx.zodSchema as z.ZodType);
  for (const [k, v] of Object.entries(own ?? {})) if (k !== 'id' && !(k in j)) j[k] = v;
  const replace = (to: Json) => {
    const description = j['description'];
    for (const k of Object.keys(j)) delete j[k];
    Object.assign(j, to, description === undefined ? {} : { description });
  };
  if (meta?.id && Array.isArray(j['required'])) {
    const optional = new Set([...svcAdditions, ...(meta.optional ?? [])]);
    const required = ((j['required'] as string[] | undefined) ?? []).filter((f) => !optional.has(f));
    if (required.length > 0) j['required'] = required;
    else delete j['required'];
  }
  delete j['optional'];
  if (target) {
    targets.add(target);
    replace({ $ref: `#/definitions/${legacyNames.get(target)?.id}` });
  } else if (meta?.untyped) replace({});
  else if (meta?.repeated) replace({ type: 'array', items: { type: 'string' } });
  else if (j['type'] === 'string' && typeof j['pattern'] === 'string') {
    const integer = decimalText.get(j['pattern']);
    if (integer) replace(integer);
  }
}

/**
 * The legacy view's style: OpenAPI 3.0 schemas (as upstream's 3.0.1 document, so generators treat
 * both alike), int64 path ids as integers, and every schema named in `legacyNames` declared once
 * under `components.schemas` and referenced by name, so a generated client has upstream's models.
 */
function legacyStyle(): Style & { readonly components: Record<string, Json>; readonly declareTargets: () => void } {
  const components: Record<string, Json> = {};
  const fromOutput = new Set<string>();
  /** Named schemas a `documentedAs` refers to: declared even where no wire schema holds them. */
  const targets = new Set<z.ZodType>();
  const relink = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(relink);
    if (v === null || typeof v !== 'object') return v;
    // `{ allOf: [{ $ref }] }` alone (an optional reference) is the reference itself.
    const only = Object.keys(v).length === 1 ? (v as { allOf?: unknown[] }).allOf : undefined;
    if (only?.length === 1) return relink(only[0]);
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
      override: (ctx) => legacyOverride(ctx, targets),
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
    // A list of entities (spatial points) is documented as a list of the entity.
    if (body instanceof z.ZodArray && bodyDocOf(body.element as z.ZodType) !== body.element)
      return { type: 'array', items: bodySchema(body.element as z.ZodType) };
    const read = bodyDocOf(body);
    if (read === body) return schemaOf(body, 'input');
    const schema = schemaOf(read, 'output');
    const name = legacyNames.get(read)?.id;
    const component = name ? components[name] : undefined;
    const write = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Json;
      required?: string[];
    };
    if (component && Array.isArray(component['required']) && !keepsRequired(body)) {
      const optional = (f: string) => f in (write.properties ?? {}) && !(write.required ?? []).includes(f);
      const required = (component['required'] as string[]).filter((f) => !optional(f));
      if (required.length > 0) component['required'] = required;
      else delete component['required'];
    }
    return schema;
  };
  /**
   * Declares the `documentedAs` targets no operation declared (each may refer to more), and the
   * models upstream declares that no svc operation uses (`declaredOnly`).
   */
  const declareTargets = (): void => {
    for (const t of declaredOnlySchemas()) targets.add(t);
    for (const t of targets) if (!components[legacyNames.get(t)?.id ?? '']) schemaOf(t, 'output');
  };
  return { schemaOf, pathParam, bodySchema, legacy: true, components, declareTargets };
}

/** Every `$ref` of `doc` names a component it declares (a `documentedAs` target included). */
function assertRefsResolve(doc: Json): void {
  const schemas = (doc['components'] as { schemas: Json }).schemas;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string' && !(x.replace('#/components/schemas/', '') in schemas))
          throw new Error(`The legacy OpenAPI view refers to ${x}, which it does not declare`);
        walk(x);
      }
  };
  walk(doc['paths']);
  walk(schemas);
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
  legacy?.declareTargets();
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
  if (legacy) assertRefsResolve(doc);
  cache.set(view, doc);
  return doc;
}

export function renderOpenApi(view: View, format: 'json' | 'yaml' | undefined): { body: string; contentType: string } {
  const doc = openApiDocument(view);
  return format === 'yaml'
    ? { body: stringify(doc, { aliasDuplicateObjects: false }), contentType: 'application/yaml' }
    : { body: JSON.stringify(doc), contentType: 'application/json' };
}
