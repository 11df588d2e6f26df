import { describe, expect, it } from 'vitest';
import { asAdmin, call, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { cors } from '../../layers/core/src/http/cors.ts';

describe('problem answers', () => {
  it('404 for an unknown route', async () => {
    expectProblem(await call('GET', '/svc/api/no-such-thing'), 404, 'request.not-found');
  });

  it('405 with Allow for a known path and the wrong method', async () => {
    const r = await call('DELETE', '/versionz');
    expectProblem(r, 405, 'request.method-not-allowed');
    expect(r.headers.get('allow')).toBe('GET');
  });

  it('400 for malformed JSON', async () => {
    const { username, key } = await userWithKey();
    const r = await call('POST', `/svc/api/users/${username}/apikeys`, {
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      raw: '{"name": "k", ',
    });
    expectProblem(r, 400, 'request.malformed-json');
  });

  it('413 above the 10 MB request limit', async () => {
    const r = await call('POST', '/svc/api/users/x/apikeys', {
      headers: { ...asAdmin(), 'content-type': 'application/octet-stream' },
      raw: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expectProblem(r, 413, 'request.too-large');
    expect((r.body as { detail: string }).detail).toMatch(/presigned/);
  });

  it('413 above the 6 MB Lambda payload limit, binary counted base64-encoded', async () => {
    // 4.6 MB of bytes is 6.1 MB once base64-encoded: under the 10 MB API limit, over Lambda's.
    const r = await call('POST', '/svc/api/users/x/apikeys', {
      headers: { ...asAdmin(), 'content-type': 'application/octet-stream' },
      raw: Buffer.alloc(4.6 * 1024 * 1024),
    });
    expectProblem(r, 413, 'request.too-large');
    expect((r.body as { detail: string }).detail).toMatch(/6 MB/);
    // The same bytes as text travel unencoded and fit: the request reaches the function.
    const text = await call('POST', '/svc/api/users/x/apikeys', {
      headers: { ...asAdmin(), 'content-type': 'application/json' },
      raw: `"${'a'.repeat(4.6 * 1024 * 1024)}"`,
    });
    expect(text.status).toBe(400);
  });
});

describe('CORS', () => {
  it('answers a preflight with any origin and exactly the listed request headers', async () => {
    const r = await call('OPTIONS', '/v2/admin/features', {
      headers: {
        origin: 'https://frontend.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (r.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .sort();
    expect(allowed).toEqual(['accept', 'authorization', 'content-type', 'origin', 'x-api-key', 'x-requested-with']);
    expect(allowed).toEqual([...cors.allowHeaders].map((h) => h.toLowerCase()).sort());
    expect(r.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
  });

  it('marks actual responses for any origin', async () => {
    const r = await call('GET', '/versionz', { headers: { origin: 'https://elsewhere.example' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });
});
