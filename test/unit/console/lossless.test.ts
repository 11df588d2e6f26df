import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, unwrapBody } from '../../../console/src/api/client.ts';
import { idText, parseJson, stringifyJson } from '../../../console/src/api/lossless.ts';
import { ApiError } from '../../../console/src/api/problems.ts';

describe('lossless JSON', () => {
  it('keeps integers beyond 2^53 exact as bigints and safe ones as numbers', () => {
    const v = parseJson(
      '{"id": 9007199254740993, "small": 42, "neg": -9223372036854775808, "f": 1.5, "e": 1e3}',
    ) as Record<string, unknown>;
    expect(v['id']).toBe(9007199254740993n);
    expect(v['small']).toBe(42);
    expect(v['neg']).toBe(-9223372036854775808n);
    expect(v['f']).toBe(1.5);
    expect(v['e']).toBe(1000);
    expect(JSON.parse('9007199254740993')).toBe(9007199254740992); // what the console must not do
  });

  it('writes bigints digit for digit and keeps other values as JSON.stringify does', () => {
    expect(stringifyJson({ ids: [9223372036854775807n, 1], name: 'x', none: null })).toBe(
      '{"ids":[9223372036854775807,1],"name":"x","none":null}',
    );
    expect(idText(9007199254740993n)).toBe('9007199254740993');
    expect(idText(12)).toBe('12');
  });
});

describe('the typed client over HTTP', () => {
  let server: Server;
  let base: string;
  const seen: { url: string; apiKey: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        seen.push({ url: req.url ?? '', apiKey: req.headers['x-api-key'] as string | undefined, body });
        if (req.url?.startsWith('/svc/api/collections/404')) {
          res.writeHead(404, {
            'content-type': 'application/problem+json',
            deprecation: 'true',
            'x-svc-legacy': '5.2.0',
          });
          res.end(
            '{"type":"https://e/errors/resource.not-found","title":"Not Found","status":404,"detail":"No such Collection."}',
          );
          return;
        }
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        // Chunked (no Content-Length): openapi-fetch would then use JSON.parse; the client must not.
        res.write('{"id": 9007199254740993, "name": "big", "attributes": {}, "dataObjectIds": [9007199254740995]');
        res.end(', "timestamp": 1700000000000000001}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('parses answers losslessly, sends the API key and bigint bodies exactly', async () => {
    const signals: unknown[] = [];
    const client = createApiClient(base, {
      credential: () => ({ apiKey: 'k-1' }),
      onLegacySignals: (s) => signals.push(s),
    });
    const got = (await unwrapBody(
      client.GET('/svc/api/collections/{collectionId}', { params: { path: { collectionId: '9007199254740993' } } }),
    )) as unknown as Record<string, unknown>;
    expect(got['id']).toBe(9007199254740993n);
    expect(got['dataObjectIds']).toEqual([9007199254740995n]);
    expect(got['timestamp']).toBe(1700000000000000001n);
    expect(seen.at(-1)).toMatchObject({ url: '/svc/api/collections/9007199254740993', apiKey: 'k-1' });

    await unwrapBody(
      client.POST('/svc/api/collections/{collectionId}/dataObjects', {
        params: { path: { collectionId: '1' } },
        // The generated body type bounds ids to 2^53 - 1; a bigint still goes out digit for digit.
        body: { name: 'd', predecessorIds: [9007199254740993n as unknown as number] },
      }),
    );
    expect(seen.at(-1)?.body).toBe('{"name":"d","predecessorIds":[9007199254740993]}');
    expect(signals).toEqual([]);
  });

  it('turns a problem answer into an ApiError with its detail and reports the legacy signals', async () => {
    let unauthorized = 0;
    const signals: unknown[] = [];
    const client = createApiClient(base, {
      credential: () => undefined,
      onUnauthorized: () => unauthorized++,
      onLegacySignals: (s) => signals.push(s),
    });
    const err = await unwrapBody(
      client.GET('/svc/api/collections/{collectionId}', { params: { path: { collectionId: '404' } } }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'resource.not-found', detail: 'No such Collection.' });
    expect(signals).toEqual([{ version: '5.2.0', successor: undefined }]);
    expect(unauthorized).toBe(0);
    expect(seen.at(-1)?.apiKey).toBeUndefined();
  });
});
