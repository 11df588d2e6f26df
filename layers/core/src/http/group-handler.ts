import type { Context } from 'aws-lambda';
import { config } from '../platform/config/load.ts';
import { logger } from '../platform/observability/logger.ts';
import type { ImplsFor } from '../kernel/api.ts';
import type { Middleware, Next } from '../kernel/pipeline.ts';
import { ProblemError } from '../kernel/problem.ts';
import { routeKey, type EndpointGroup, type RouteDef } from '../kernel/route-types.ts';
import { encodeForClient } from './compression.ts';
import { fitsResponse, withinResponseLimit } from './response-limit.ts';
import { answersAnySize } from '../kernel/route-common.ts';
import { storeWholeAnswer } from '../platform/storage/large-answers.ts';
import { withEarlyTimeout } from './early-timeout.ts';
import { routeRequest, type HttpEvent } from './lambda-request.ts';
import { renderAnswer } from './pipeline/answer.ts';
import { compose, type Implementation } from './pipeline/compose.ts';
import { assertRouteContract, routeContract } from './pipeline/contract.ts';
import { renderError, type LambdaResult } from './render.ts';

/** What answers an event that names no route of the group (`$default`, or another group's route key). */
export type Fallback = (event: HttpEvent) => LambdaResult;

export interface GroupOptions {
  readonly fallback?: Fallback;
  /**
   * The request pipeline every route runs, outermost step first; it must hold the route
   * contract's steps in order (pipeline/contract.ts), which are all it holds when none is given.
   * A row's own `middlewares` run after it, right before the implementation.
   */
  readonly pipeline?: readonly Middleware[];
}

const noRoute: Fallback = (event) =>
  renderError(
    new ProblemError(
      'request.not-found',
      `No route for ${event.requestContext.http.method} ${event.requestContext.http.path}.`,
    ),
    event.rawPath,
  );

/**
 * Builds an endpoint group's Lambda handler from the route table: each event is dispatched on
 * the route key API Gateway matched (`GET /svc/api/collections/{collectionId}`) to its row's
 * pipeline, which ends in exactly the row's implementation (the type demands one per row).
 * Configuration is validated here, at cold start: an invalid deployment fails before serving anything.
 */
export function createGroupHandler<const T extends readonly RouteDef[]>(
  group: EndpointGroup,
  table: T,
  impls: NoInfer<ImplsFor<T>>,
  opts: GroupOptions = {},
) {
  config();
  // Each implementation is typed by its row; the pipeline establishes the request its row declares.
  const byId = impls as unknown as Readonly<Record<string, Implementation>>;
  const foreign = table.filter((r) => r.group !== group);
  if (foreign.length > 0)
    throw new Error(`group ${group} was given routes of other groups: ${foreign.map((r) => r.operationId).join(', ')}`);
  const unrouted = Object.keys(byId).filter((id) => !table.some((r) => r.operationId === id));
  if (unrouted.length > 0)
    throw new Error(`group ${group} implements operations missing from its route table: ${unrouted.join(', ')}`);
  const pipeline = opts.pipeline ?? routeContract;
  assertRouteContract(pipeline);
  const byKey = new Map<string, { readonly route: RouteDef; readonly run: Next }>(
    table.map((r) => {
      const impl = byId[r.operationId];
      if (!impl) throw new Error(`group ${group} has no implementation for ${r.operationId}`);
      return [routeKey(r), { route: r, run: compose([...pipeline, ...(r.middlewares ?? [])], impl) }];
    }),
  );
  const fallback = opts.fallback ?? noRoute;
  return withEarlyTimeout(async (event: HttpEvent, context: Context): Promise<LambdaResult> => {
    logger.addContext(context);
    logger.appendKeys({ routeKey: event.routeKey });
    const row = byKey.get(event.routeKey);
    const result = await answer(row, event, context);
    const encoded = await encodeForClient(result, event.headers?.['accept-encoding']);
    if (row && !fitsResponse(encoded) && answersAnySize(row.route) && result.statusCode === 200)
      return seeOtherStored(result, event.rawPath);
    return withinResponseLimit(encoded, event.rawPath);
  });
  async function answer(
    row: { readonly route: RouteDef; readonly run: Next } | undefined,
    event: HttpEvent,
    context: Context,
  ): Promise<LambdaResult> {
    try {
      if (!row) return fallback(event);
      return renderAnswer(await row.run(routeRequest(row.route, event, context)), event.rawPath);
    } catch (err) {
      return renderError(err, event.rawPath);
    }
  }
}

/**
 * A read of any size whose answer is larger than a response carries: the same body stored, and a
 * 303 to a presigned GET of it (platform/storage/large-answers.ts), with the answer's other headers
 * (the legacy shelf's deprecation signals). Only a JSON text body is stored; anything else keeps
 * the limit's problem.
 */
async function seeOtherStored(result: LambdaResult, path: string): Promise<LambdaResult> {
  const contentType = String(result.headers?.['content-type'] ?? '');
  if (result.isBase64Encoded || typeof result.body !== 'string' || !/json/i.test(contentType))
    return withinResponseLimit(result, path);
  try {
    const location = await storeWholeAnswer(result.body, contentType);
    const kept = Object.entries(result.headers ?? {}).filter(([k]) => !/^content-|^etag$/i.test(k));
    return { statusCode: 303, headers: { ...Object.fromEntries(kept), location }, body: '' };
  } catch (err) {
    return renderError(err, path);
  }
}
