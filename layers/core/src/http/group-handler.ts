import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { config, type SvcConfig } from '../platform/config/load.ts';
import type { ConfigKeyName } from '../platform/config/keys.ts';
import { authorize } from '../access/auth/gate.ts';
import { decodeAuthContext } from '../kernel/principal.ts';
import { logger } from '../platform/observability/logger.ts';
import { recordRequest } from '../platform/observability/request-metrics.ts';
import type { ApiRequest, ApiResponse, ImplsFor } from '../kernel/api.ts';
import { parsePathParams } from '../kernel/path-params.ts';
import type { RouteMiddleware } from './route-middleware.ts';
import { ProblemError, badRequest, notFound } from '../kernel/problem.ts';
import { parseInt64Json } from '../kernel/int64-json.ts';
import { renderError, renderResponse, type LambdaResult } from './render.ts';
import type { EndpointGroup, RouteDef } from '../kernel/route-types.ts';

type Event = APIGatewayProxyEventV2 & { requestContext: { authorizer?: { lambda?: Record<string, unknown> } } };
type Impl = (req: ApiRequest) => Promise<ApiResponse>;

const isJson = (ct: string) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(ct) || /^application\/merge-patch\+json/i.test(ct);

function violations(error: z.ZodError) {
  return error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
}

function parseBody(route: RouteDef, event: Event): { body: unknown; raw: Buffer | undefined } {
  const raw = event.body === undefined ? undefined : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  const ct = event.headers['content-type'] ?? '';
  const multipart = route.request?.multipart;
  if (multipart) {
    if (!/^multipart\/form-data\b/i.test(ct))
      throw new ProblemError(
        'request.unsupported-media-type',
        `Content-Type must be multipart/form-data, got "${ct || 'none'}".`,
      );
    return { body: undefined, raw };
  }
  const schema = route.request?.body;
  if (!schema) {
    // Routes without a declared body still refuse malformed JSON they were sent.
    return { body: raw && raw.length > 0 && isJson(ct) ? parseJson(raw, route) : undefined, raw };
  }
  const accepted = route.request?.contentTypes ?? ['application/json'];
  if ((!raw || raw.length === 0) && route.request?.bodyOptional) return { body: undefined, raw };
  if (!raw || raw.length === 0) throw badRequest('A request body is required.');
  if (!accepted.some((a) => ct.toLowerCase().startsWith(a))) {
    throw new ProblemError(
      'request.unsupported-media-type',
      `Content-Type must be ${accepted.join(' or ')}, got "${ct || 'none'}".`,
    );
  }
  const parsed = schema.safeParse(FORM.test(ct) ? parseForm(raw) : parseJson(raw, route));
  if (!parsed.success) throw badRequest('The request body is invalid.', { violations: violations(parsed.error) });
  return { body: parsed.data, raw };
}

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * A form body (routes that list application/x-www-form-urlencoded) as an object of strings; a
 * repeated field's values are joined with commas, as API Gateway joins a repeated query parameter.
 */
function parseForm(raw: Buffer): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of new URLSearchParams(raw.toString('utf8'))) out[k] = Object.hasOwn(out, k) ? `${out[k]},${v}` : v;
  return out;
}

/** Strict UTF-8: a body with invalid byte sequences is refused, never silently repaired to U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function parseJson(raw: Buffer, route: RouteDef): unknown {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new ProblemError('request.malformed-json', 'The request body is not valid UTF-8 (RFC 8259 requires it).');
  }
  if (route.request?.jsonNumbers === 'int64') return parseInt64Json(text);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ProblemError('request.malformed-json', `The request body is not valid JSON: ${(err as Error).message}`);
  }
}

function parseQuery(route: RouteDef, event: Event): Record<string, string> {
  const q = { ...(event.queryStringParameters ?? {}) } as Record<string, string>;
  const schema = route.request?.query;
  if (!schema) return q;
  const parsed = schema.safeParse(q);
  if (!parsed.success) throw badRequest('Invalid query parameters.', { violations: violations(parsed.error) });
  return parsed.data as Record<string, string>;
}

/** The route's headers under the answer's; a `link` in both keeps both links (RFC 8288 lists them comma-separated). */
function withRouteHeaders(
  route: Record<string, string>,
  answer: LambdaResult['headers'],
): NonNullable<LambdaResult['headers']> {
  const merged = { ...route, ...answer };
  const own = answer?.['link'];
  if (route['link'] && own !== undefined && own !== '') merged['link'] = `${String(own)}, ${route['link']}`;
  return merged;
}

/** One route: middlewares' before → auth gate → path/query/body validation → middlewares' beforeImpl → implementation → middlewares' after → response. */
function adapt(
  route: RouteDef,
  impl: Impl,
  middlewares: readonly RouteMiddleware[],
  featureFlag: FeatureFlagKey | undefined,
) {
  return async (event: Event, context: Context): Promise<LambdaResult> => {
    const started = performance.now();
    const startedAtMillis = Date.now();
    let result: LambdaResult;
    const routeHeaders: Record<string, string> = {};
    try {
      if (featureFlag && !config()[featureFlag])
        throw notFound(
          `No route for ${event.requestContext.http.method} ${event.requestContext.http.path} (${featureFlag} is false).`,
        );
      for (const m of middlewares) Object.assign(routeHeaders, (await m.before?.(route)) ?? {});
      const principal = authorize(route.auth, decodeAuthContext(event.requestContext.authorizer?.lambda));
      const pathParameters = (event.pathParameters ?? {}) as Record<string, string>;
      const params = parsePathParams(pathParameters);
      const versionUid = event.queryStringParameters?.['versionUid'] ?? '';
      if (route.currentVersionOnly && versionUid !== '') throw noSuchVersion(versionUid);
      const query = parseQuery(route, event);
      const { body, raw } = parseBody(route, event);
      const req: ApiRequest = {
        route,
        method: event.requestContext.http.method,
        path: event.rawPath,
        pathParameters,
        params,
        query,
        headers: event.headers as Record<string, string>,
        body,
        rawBody: raw,
        principal,
        requestId: context.awsRequestId ?? event.requestContext.requestId,
      };
      for (const m of middlewares) await m.beforeImpl?.(req);
      const response = await impl(req);
      result = renderResponse(response);
      for (const m of middlewares) await m.after?.(req, response, { startedAtMillis });
    } catch (err) {
      result = renderError(err, event.rawPath);
    }
    if (Object.keys(routeHeaders).length > 0)
      result = { ...result, headers: withRouteHeaders(routeHeaders, result.headers) };
    recordRequest(route.operationId, result.statusCode ?? 200, performance.now() - started);
    return result;
  };
}

/**
 * Entity versioning is off (`svc.versioning.enabled` defaults to false): only the current state
 * exists, so asking a versioned read for a specific version finds nothing rather than silently
 * answering HEAD. Rows that keep revisions (Collections, DataObjects) answer them instead.
 */
const noSuchVersion = (versionUid: string) =>
  notFound(`Version ${versionUid} does not exist (entity versioning is disabled).`);

/**
 * Builds an endpoint group's Lambda handler from the route table: middy + http-router with
 * exactly the group's routes (the type demands one implementation per route). Configuration is
 * validated here, at cold start: an invalid deployment fails before serving anything.
 */
export type Fallback = (event: Event) => LambdaResult;

export interface GroupOptions {
  readonly fallback?: Fallback;
  /** Wrapped around every route, in this order (see RouteMiddleware). */
  readonly middlewares?: readonly RouteMiddleware[];
  /**
   * A boolean configuration key that switches the whole group: while it is false every route
   * answers 404, before authentication and validation, as if it did not exist (spatial data, HDF).
   */
  readonly featureFlag?: FeatureFlagKey;
}

/** The boolean configuration keys. */
export type FeatureFlagKey = { [K in ConfigKeyName]: SvcConfig[K] extends boolean ? K : never }[ConfigKeyName];

export function createGroupHandler<const T extends readonly RouteDef[]>(
  group: EndpointGroup,
  table: T,
  impls: NoInfer<ImplsFor<T>>,
  opts: GroupOptions = {},
) {
  config();
  const byId = impls as unknown as Record<string, Impl>;
  const foreign = table.filter((r) => r.group !== group);
  if (foreign.length > 0)
    throw new Error(`group ${group} was given routes of other groups: ${foreign.map((r) => r.operationId).join(', ')}`);
  const unrouted = Object.keys(byId).filter((id) => !table.some((r) => r.operationId === id));
  if (unrouted.length > 0)
    throw new Error(`group ${group} implements operations missing from its route table: ${unrouted.join(', ')}`);
  const routerRoutes = table.map((r) => {
    const impl = byId[r.operationId];
    if (!impl) throw new Error(`group ${group} has no implementation for ${r.operationId}`);
    return { method: r.method, path: r.path, handler: adapt(r, impl, opts.middlewares ?? [], opts.featureFlag) };
  });
  const notFound: Fallback = (event) =>
    renderError(
      new ProblemError(
        'request.not-found',
        `No route for ${event.requestContext.http.method} ${event.requestContext.http.path}.`,
      ),
      event.rawPath,
    );
  const fallback = opts.fallback ?? notFound;
  const router = httpRouterHandler({
    routes: routerRoutes as never,
    notFoundResponse: (() => undefined) as never,
  });
  return middy<Event, LambdaResult>()
    .before((request) => {
      logger.addContext(request.context);
      logger.appendKeys({ routeKey: request.event.routeKey });
    })
    .handler(async (event, context) => {
      try {
        if (event.routeKey === '$default') return fallback(event);
        const out = await (router as unknown as (e: Event, c: Context) => Promise<LambdaResult | undefined>)(
          event,
          context,
        );
        return out ?? fallback(event);
      } catch (err) {
        return renderError(err, event.rawPath);
      }
    });
}
