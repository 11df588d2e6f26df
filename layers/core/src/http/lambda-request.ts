import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteRequest } from '../kernel/pipeline.ts';
import type { RouteDef } from '../kernel/route-types.ts';

/** An API Gateway HTTP API (payload 2.0) event, with the Lambda authorizer's context where one ran. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { lambda?: Record<string, unknown> } };
};

/** The entries that have a value (API Gateway's maps type theirs as possibly undefined). */
function defined(map: Readonly<Record<string, string | undefined>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(map ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
}

/** The request a route's pipeline starts from: everything as sent, nothing established yet. */
export function routeRequest(route: RouteDef, event: HttpEvent, context: Context): RouteRequest {
  const pathParameters = defined(event.pathParameters);
  return {
    route,
    method: event.requestContext.http.method,
    path: event.rawPath,
    pathParameters,
    params: pathParameters,
    query: defined(event.queryStringParameters),
    headers: defined(event.headers),
    body: undefined,
    rawBody: event.body === undefined ? undefined : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8'),
    principal: undefined,
    requestId: context.awsRequestId ?? event.requestContext.requestId,
    authorizer: event.requestContext.authorizer?.lambda,
    startedAtMillis: Date.now(),
  };
}
