import { describe, expect, it } from 'vitest';
import { routeFallback } from '../../../layers/core/src/http/fallback.ts';
import { createMatcher } from '../../../layers/core/src/http/match.ts';
import { decodePathSegment } from '../../../layers/core/src/kernel/path-params.ts';
import { renderError, renderResponse } from '../../../layers/core/src/http/render.ts';
import { ProblemError } from '../../../layers/core/src/kernel/problem.ts';
import type { RouteDef } from '../../../layers/core/src/kernel/route-types.ts';

describe('rendering', () => {
  it('renders JSON, text, bytes (base64) and empty answers with their media types', () => {
    expect(renderResponse({ status: 200, body: { a: 1 } })).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(renderResponse({ status: 200, body: 'hi' })).toMatchObject({
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'hi',
    });
    expect(renderResponse({ status: 200, body: Buffer.from([1, 2]) })).toMatchObject({
      isBase64Encoded: true,
      body: 'AQI=',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(renderResponse({ status: 204 })).toEqual({ statusCode: 204, headers: {}, body: '' });
  });

  it('renders a problem with its status, type and headers, and an unexpected error as a 500 without internals', () => {
    const p = renderError(
      new ProblemError('resource.conflict', 'taken', { reason: 'x' }, { headers: { 'retry-after': '1' } }),
      '/a',
    );
    expect(p.statusCode).toBe(409);
    expect(p.headers).toMatchObject({ 'content-type': 'application/problem+json', 'retry-after': '1' });
    expect(JSON.parse(p.body ?? '')).toMatchObject({
      title: 'Conflict',
      status: 409,
      detail: 'taken',
      instance: '/a',
      reason: 'x',
      type: expect.stringMatching(/\/resource\.conflict$/),
    });
    const hidden = renderError(new Error('password=hunter2 at driver.js:12'));
    expect(hidden.statusCode).toBe(500);
    expect(hidden.body).not.toContain('hunter2');
  });
});

describe('matching and the fallback', () => {
  const table: RouteDef[] = [
    {
      operationId: 'a',
      method: 'GET',
      path: '/a/{id}',
      group: 'ops',
      auth: 'public',
      shelf: 'ops',
      summary: '',
      tags: [],
      responses: {},
    },
    {
      operationId: 'b',
      method: 'POST',
      path: '/a/{id}',
      group: 'ops',
      auth: 'public',
      shelf: 'ops',
      summary: '',
      tags: [],
      responses: {},
    },
  ];
  const match = createMatcher(table);
  const ev = (method: string, path: string) => ({ rawPath: path, requestContext: { http: { method, path } } }) as never;

  it('answers 405 with Allow when only other methods match, 404 otherwise', () => {
    const fallback = routeFallback(match);
    expect(fallback(ev('DELETE', '/a/1'))).toMatchObject({ statusCode: 405, headers: { allow: 'GET, POST' } });
    expect(fallback(ev('GET', '/b'))).toMatchObject({ statusCode: 404 });
  });

  it('decodes path parameters and refuses a malformed percent-encoding with a 400 problem', () => {
    expect(match('GET', '/a/al%20ice')).toMatchObject({ kind: 'route', pathParameters: { id: 'al ice' } });
    expect(() => decodePathSegment('%E0%A4%A')).toThrow(ProblemError);
    expect(routeFallback(createMatcher(table))(ev('GET', '/a/%FF'))).toMatchObject({ statusCode: 400 });
  });
});
