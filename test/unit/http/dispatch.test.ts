import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createGroupHandler } from '../../../layers/core/src/http/group-handler.ts';
import { json } from '../../../layers/core/src/kernel/api.ts';
import { withAnswerHeaders, type Middleware } from '../../../layers/core/src/kernel/pipeline.ts';
import type { RouteDef } from '../../../layers/core/src/kernel/route-types.ts';

const seen: string[] = [];
const own: Middleware = {
  name: 'own',
  handle: async (req, next) => {
    seen.push(`own ${req.route.operationId} ${String(req.params['thingId'])}`);
    return withAnswerHeaders(await next(req), { 'x-own': '1' });
  },
};
const table = [
  {
    operationId: 'getThing',
    method: 'GET',
    path: '/t/{thingId}',
    group: 'ops',
    auth: 'public',
    shelf: 'v2',
    summary: 's',
    tags: [],
    middlewares: [own],
    responses: { 200: { description: 'ok' } },
  },
  {
    operationId: 'getOther',
    method: 'GET',
    path: '/t/other',
    group: 'ops',
    auth: 'public',
    shelf: 'v2',
    summary: 's',
    tags: [],
    responses: { 200: { description: 'ok' } },
  },
] as const satisfies readonly RouteDef[];

const handler = createGroupHandler(
  'ops',
  table,
  {
    getThing: async ({ params }) => json(200, { thing: params.thingId }),
    getOther: async () => json(200, { other: true }),
  },
  { fallback: (event) => ({ statusCode: 599, body: event.routeKey }) },
);

/** An event as API Gateway sends it: the route key it matched, the path as requested. */
const event = (routeKey: string, path: string, pathParameters?: Record<string, string>) =>
  ({
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    ...(pathParameters ? { pathParameters } : {}),
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path }, requestId: 'r', routeKey },
  }) as unknown as APIGatewayProxyEventV2;
const invoke = (e: APIGatewayProxyEventV2) => handler(e, { awsRequestId: 'req' } as Context);

describe('group handler dispatch', () => {
  it('runs the row API Gateway matched, named by the route key, whatever else the path would match', async () => {
    const r = await invoke(event('GET /t/{thingId}', '/t/other', { thingId: '7' }));
    expect(r.body).toBe('{"thing":7}');
    expect((await invoke(event('GET /t/other', '/t/other'))).body).toBe('{"other":true}');
  });

  it("runs a row's own middlewares last, on the validated request, and only for that row", async () => {
    seen.length = 0;
    const r = await invoke(event('GET /t/{thingId}', '/t/7', { thingId: '7' }));
    await invoke(event('GET /t/other', '/t/other'));
    expect(seen).toEqual(['own getThing 7']);
    expect(r.headers?.['x-own']).toBe('1');
  });

  it('answers $default and route keys of other groups with the fallback', async () => {
    expect(await invoke(event('$default', '/nowhere'))).toEqual({ statusCode: 599, body: '$default' });
    expect(await invoke(event('GET /v2/elsewhere', '/t/other'))).toEqual({
      statusCode: 599,
      body: 'GET /v2/elsewhere',
    });
  });
});
