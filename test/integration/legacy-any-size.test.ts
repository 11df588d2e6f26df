import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RouteDef } from '../../layers/core/src/kernel/route-types.ts';
import { useLocalCore } from '../support/local-core.ts';
import { call } from '../support/local.ts';

/**
 * Legacy lists and searches answer every match, as upstream does (kernel/route-common.ts
 * `answersAnySize`): beyond what a Lambda response carries, the group handler stores the answer
 * under large-answers/ of the files bucket (S3Proxy here) and answers 303 to a presigned GET of
 * the same body. Run in this process with two rows of the real handler: a legacy list and a /v2
 * read, which keeps the 502 problem.
 */
const row = (operationId: string, path: string, shelf: 'legacy' | 'v2') =>
  ({
    operationId,
    method: 'GET',
    path,
    group: 'legacy',
    auth: 'public',
    shelf,
    summary: 's',
    tags: [],
    responses: { 200: { description: 'ok', schema: z.array(z.string()) } },
  }) as const;

const table = [
  row('listEverything', '/svc/api/everything', 'legacy'),
  row('listEverythingV2', '/v2/everything', 'v2'),
] as const satisfies readonly RouteDef[];

/** About 7.3 MB of JSON: random text does not compress, repeated text does. */
const random = Array.from({ length: 60_000 }, () => randomBytes(90).toString('base64'));
const repeated = Array.from({ length: 60_000 }, () => 'x'.repeat(120));
let body: readonly string[] = random;

let restore: () => void;
let handler: (
  e: APIGatewayProxyEventV2,
  c: Context,
) => Promise<{
  statusCode: number;
  headers?: Record<string, unknown>;
  body?: string;
  isBase64Encoded?: boolean;
}>;

beforeAll(async () => {
  restore = useLocalCore();
  const { createGroupHandler } = await import('../../layers/core/src/http/group-handler.ts');
  const { json } = await import('../../layers/core/src/kernel/api.ts');
  handler = createGroupHandler('legacy', table, {
    listEverything: async () => json(200, body),
    listEverythingV2: async () => json(200, body),
  }) as typeof handler;
});
afterAll(() => restore());

const event = (path: string, headers: Record<string, string> = {}) =>
  ({
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path }, requestId: 'r', routeKey: `GET ${path}` },
  }) as unknown as APIGatewayProxyEventV2;
const invoke = (path: string, headers?: Record<string, string>) =>
  handler(event(path, headers), { awsRequestId: 'req', getRemainingTimeInMillis: () => 29_000 } as Context);

describe('a legacy list beyond a Lambda response', () => {
  it('is stored and answered with a 303 to a presigned GET of the same JSON, needing no credentials', async () => {
    body = random;
    const r = await invoke('/svc/api/everything');
    expect(r.statusCode).toBe(303);
    expect(r.body).toBe('');
    const location = String(r.headers?.['location']);
    expect(location).toMatch(/large-answers\/[0-9a-f-]{36}\.json\?/);
    const got = await fetch(location);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await got.json()).toEqual(random);
  });

  it('is stored too when the client accepts gzip but the answer does not shrink below the limit', async () => {
    body = random;
    const r = await invoke('/svc/api/everything', { 'accept-encoding': 'gzip' });
    expect(r.statusCode).toBe(303);
  });

  it('is answered inline, compressed, when compression brings it under the limit', async () => {
    body = repeated;
    const r = await invoke('/svc/api/everything', { 'accept-encoding': 'gzip' });
    expect(r.statusCode).toBe(200);
    expect(r.headers?.['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(String(r.body), 'base64')).toString('utf8'))).toHaveLength(60_000);
  });

  it('keeps the 502 problem on a read that is not of any size (a /v2 read)', async () => {
    body = random;
    const r = await invoke('/v2/everything');
    expect(r.statusCode).toBe(502);
    expect(JSON.parse(String(r.body))).toMatchObject({ type: expect.stringContaining('response.too-large') });
  });
});

describe('the documents', () => {
  it('show the 303 on every legacy list and search, and not on a read of one entity', async () => {
    type Doc = { paths: Record<string, Record<string, { responses: object }>> };
    const doc = (await call<Doc>('GET', '/svc/doc/legacy/openapi.json')).body;
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    for (const [path, method] of [
      ['/svc/api/collections', 'get'],
      ['/svc/api/collections/{collectionId}/dataObjects', 'get'],
      ['/svc/api/search', 'post'],
      ['/svc/api/search/collections', 'post'],
      ['/svc/api/search/users', 'post'],
    ] as const)
      expect(statuses(path, method), `${method} ${path}`).toContain('303');
    expect(statuses('/svc/api/collections/{collectionId}', 'get')).toEqual(expect.arrayContaining(['200']));
    expect(statuses('/svc/api/collections/{collectionId}', 'get')).not.toContain('303');
  });
});
