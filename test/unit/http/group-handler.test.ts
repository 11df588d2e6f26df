import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createGroupHandler } from '../../../layers/core/src/http/group-handler.ts';
import { routeContract } from '../../../layers/core/src/http/pipeline/contract.ts';
import { withAnswerHeaders, type Middleware } from '../../../layers/core/src/kernel/pipeline.ts';
import { json, noContent } from '../../../layers/core/src/kernel/api.ts';
import { encodeAuthContext, type AuthContext } from '../../../layers/core/src/kernel/principal.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';
import type { RouteDef } from '../../../layers/core/src/kernel/route-types.ts';

const table = [
  {
    operationId: 'getThing',
    method: 'GET',
    path: '/t/{thingId}',
    group: 'ops',
    auth: 'authenticated',
    shelf: 'v2',
    summary: 's',
    tags: [],
    currentVersionOnly: true,
    request: { query: z.object({ versionUid: z.string().optional() }) },
    provenance: { targetKind: 'Thing', target: { from: 'path', param: 'thingId' } },
    responses: { 200: { description: 'ok' } },
  },
  {
    operationId: 'putThing',
    method: 'PUT',
    path: '/t/{thingAppId}',
    group: 'ops',
    auth: 'instance-admin',
    shelf: 'legacy',
    summary: 's',
    tags: [],
    request: { body: z.object({ name: z.string().min(1) }) },
    provenance: { targetKind: 'Thing', target: { from: 'path', param: 'thingAppId' } },
    responses: { 200: { description: 'ok' } },
  },
  {
    operationId: 'failThing',
    method: 'DELETE',
    path: '/t/{thingId}',
    group: 'ops',
    auth: 'public',
    shelf: 'legacy',
    summary: 's',
    tags: [],
    responses: { 204: { description: 'gone' } },
  },
] as const satisfies readonly RouteDef[];

const alice: AuthContext = { status: 'authenticated', principal: { username: 'alice', roles: [], method: 'apikey' } };
const admin: AuthContext = {
  status: 'authenticated',
  principal: { username: 'root', roles: ['instance-admin'], method: 'apikey' },
};
const context = { awsRequestId: 'req-1' } as Context;

function event(
  method: string,
  path: string,
  routePath: string,
  opts: { auth?: AuthContext; query?: Record<string, string>; body?: string; contentType?: string } = {},
) {
  const params: Record<string, string> = {};
  const names = [...routePath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const values = path.split('/').slice(2);
  for (const [i, n] of names.entries()) params[n] = decodeURIComponent(values[i] ?? '');
  return {
    version: '2.0',
    routeKey: `${method} ${routePath}`,
    rawPath: path,
    rawQueryString: '',
    pathParameters: params,
    queryStringParameters: opts.query,
    headers: opts.contentType ? { 'content-type': opts.contentType } : {},
    body: opts.body,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
      requestId: 'r',
      routeKey: `${method} ${routePath}`,
      stage: '$default',
      timeEpoch: 0,
      accountId: '0',
      apiId: 'a',
      domainName: 'd',
      domainPrefix: 'd',
      time: '',
      authorizer: { lambda: encodeAuthContext(opts.auth ?? { status: 'anonymous' }) },
    },
  } as unknown as APIGatewayProxyEventV2;
}

function harness() {
  const seen: string[] = [];
  const middleware: Middleware = {
    name: 'trace',
    handle: async (req, next) => {
      seen.push(`before ${req.route.operationId}`);
      const answer = await next(req);
      if (answer.ok) seen.push(`after ${req.route.operationId} ${answer.response.status}`);
      return req.route.shelf === 'legacy' ? withAnswerHeaders(answer, { 'x-shelf': 'legacy' }) : answer;
    },
  };
  const handler = createGroupHandler(
    'ops',
    table,
    {
      getThing: async ({ params, principal }) =>
        json(200, { id: params.thingId, typeofId: typeof params.thingId, by: principal.username }),
      putThing: async ({ params, body }) => json(200, { appId: params.thingAppId, name: body.name }),
      failThing: async () => {
        throw new ProblemError('resource.conflict', 'no');
      },
    },
    { pipeline: [middleware, ...routeContract] },
  );
  const invoke = async (e: APIGatewayProxyEventV2) => {
    const r = (await handler(e, context)) as { statusCode: number; headers?: Record<string, string>; body: string };
    return { ...r, json: r.body ? (JSON.parse(r.body) as Record<string, unknown>) : undefined };
  };
  return { seen, invoke };
}

describe('group handler', () => {
  it('hands the implementation typed path parameters: a legacy id as a number, an appId as a string', async () => {
    const { invoke } = harness();
    expect((await invoke(event('GET', '/t/42', '/t/{thingId}', { auth: alice }))).json).toEqual({
      id: 42,
      typeofId: 'number',
      by: 'alice',
    });
    expect(
      (
        await invoke(
          event('PUT', '/t/0190-x', '/t/{thingAppId}', {
            auth: admin,
            body: '{"name":"n"}',
            contentType: 'application/json',
          }),
        )
      ).json,
    ).toEqual({ appId: '0190-x', name: 'n' });
  });

  it('answers 400 problem JSON for a malformed legacy id, before the implementation runs', async () => {
    const { invoke, seen } = harness();
    const r = await invoke(event('GET', '/t/12x', '/t/{thingId}', { auth: alice }));
    expect(r.statusCode).toBe(400);
    expect(r.headers?.['content-type']).toBe('application/problem+json');
    expect(r.json?.['detail']).toBe('thingId must be a non-negative int64 in decimal, got "12x".');
    expect(seen).toEqual(['before getThing']);
  });

  it('answers 404 for a named version on a current-version-only row; an empty versionUid is the current state', async () => {
    const { invoke } = harness();
    const r = await invoke(event('GET', '/t/1', '/t/{thingId}', { auth: alice, query: { versionUid: 'v1' } }));
    expect(r.statusCode).toBe(404);
    expect(r.json?.['detail']).toBe('Version v1 does not exist (entity versioning is disabled).');
    expect(
      (await invoke(event('GET', '/t/1', '/t/{thingId}', { auth: alice, query: { versionUid: '' } }))).statusCode,
    ).toBe(200);
  });

  it('gates before validating: 401 without credentials, 403 without the role', async () => {
    const { invoke } = harness();
    expect((await invoke(event('GET', '/t/x', '/t/{thingId}'))).statusCode).toBe(401);
    expect(
      (
        await invoke(
          event('PUT', '/t/a', '/t/{thingAppId}', { auth: alice, body: '{}', contentType: 'application/json' }),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('validates the body: 415 for another media type, 400 for malformed JSON or a schema violation with violations[]', async () => {
    const { invoke } = harness();
    const put = (body: string, contentType = 'application/json') =>
      invoke(event('PUT', '/t/a', '/t/{thingAppId}', { auth: admin, body, contentType }));
    expect((await put('{"name":"n"}', 'text/plain')).statusCode).toBe(415);
    expect((await put('{"name":')).statusCode).toBe(400);
    const bad = await put('{"name":""}');
    expect(bad.statusCode).toBe(400);
    expect(bad.json?.['violations']).toEqual([{ field: 'name', message: expect.any(String) }]);
  });

  it('runs before on every answer and after only on success; before headers reach errors too', async () => {
    const { invoke, seen } = harness();
    await invoke(event('GET', '/t/7', '/t/{thingId}', { auth: alice }));
    const failed = await invoke(event('DELETE', '/t/7', '/t/{thingId}'));
    expect(failed.statusCode).toBe(409);
    expect(failed.headers?.['x-shelf']).toBe('legacy');
    expect(seen).toEqual(['before getThing', 'after getThing 200', 'before failThing']);
  });

  it("refuses a table that holds another group's rows or an implementation without a row", () => {
    expect(() => createGroupHandler('admin', table, {} as never)).toThrow(/was given routes of other groups/);
    expect(() =>
      createGroupHandler('ops', table, {
        getThing: async () => noContent(),
        putThing: async () => noContent(),
        failThing: async () => noContent(),
        extra: async () => noContent(),
      } as never),
    ).toThrow(/implements operations missing from its route table: extra/);
  });
});

describe("group handler: Lambda's response limit", () => {
  const big = [
    {
      operationId: 'bigThing',
      method: 'GET',
      path: '/big',
      group: 'ops',
      auth: 'public',
      shelf: 'legacy',
      summary: 's',
      tags: [],
      responses: { 200: { description: 'ok' } },
    },
  ] as const satisfies readonly RouteDef[];
  // Random hex: br keeps about half of it, and base64 adds a third: past 6 MB either way.
  const payload = { data: randomBytes(5 * 1024 * 1024).toString('hex') };

  it('answers 502 response.too-large for an answer past 6 MB, compressed or not', async () => {
    const handler = createGroupHandler('ops', big, { bigThing: async () => json(200, payload) });
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const e = { ...event('GET', '/big', '/big'), headers } as APIGatewayProxyEventV2;
      const r = (await handler(e, context)) as { statusCode: number; body: string };
      expect(r.statusCode).toBe(502);
      expect(JSON.parse(r.body)).toMatchObject({ type: expect.stringMatching(/response\.too-large$/) });
    }
  });
});
