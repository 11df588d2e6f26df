import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CliError, errorObject, exitCodeFor, exitCodeForStatus, HttpError } from '../../../cli/src/errors.ts';
import { ApiClient, apiPath, parseProblem, redactUrl, transportError } from '../../../cli/src/http.ts';
import { fakeServer, problem } from './helpers.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

async function serve(handler: Parameters<typeof fakeServer>[0]) {
  const s = await fakeServer(handler);
  closers.push(s.close);
  return s;
}

async function rejection(p: Promise<unknown>): Promise<CliError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CliError);
  return err as CliError;
}

describe('exit codes', () => {
  it('maps statuses: 2xx is success, every other status an operator-readable error', () => {
    for (const s of [200, 201, 204]) expect(exitCodeForStatus(s)).toBe(0);
    for (const s of [400, 401, 403, 404, 409, 500, 502, 503]) expect(exitCodeForStatus(s)).toBe(1);
  });

  it('maps thrown values: CliError and plugin errors with exitCode 1 give 1, anything else 2', () => {
    expect(exitCodeFor(new CliError('connect', 'x'))).toBe(1);
    expect(exitCodeFor(new HttpError('GET', 'u', 404, undefined))).toBe(1);
    expect(exitCodeFor(Object.assign(new Error('readable'), { exitCode: 1 }))).toBe(1);
    expect(exitCodeFor(new TypeError('bug'))).toBe(2);
    expect(exitCodeFor('thrown string')).toBe(2);
  });

  it('json error objects carry kind, message and the problem members', () => {
    const err = new HttpError('GET', 'u', 403, {
      type: 't/auth.forbidden',
      title: 'Forbidden',
      status: 403,
      detail: 'needs instance-admin',
    });
    expect(errorObject(err)).toEqual({
      error: {
        kind: 'http',
        message: 'Forbidden: needs instance-admin (HTTP 403)',
        status: 403,
        type: 't/auth.forbidden',
        title: 'Forbidden',
        detail: 'needs instance-admin',
        problem: { type: 't/auth.forbidden', title: 'Forbidden', status: 403, detail: 'needs instance-admin' },
      },
    });
    expect(errorObject(new RangeError('boom'))).toEqual({ error: { kind: 'unexpected', message: 'boom' } });
  });
});

describe('ApiClient', () => {
  const ok = z.object({ ok: z.boolean() });

  it('sends X-API-KEY and a user agent, and parses the JSON answer', async () => {
    const s = await serve(() => ({ status: 200, body: { ok: true, extra: 1 } }));
    const c = new ApiClient({ baseUrl: s.url, apiKey: 'secret-key', userAgent: 'svc-admin/test' });
    await expect(c.get('/v2/admin/features', ok)).resolves.toEqual({ ok: true });
    expect(s.requests[0]).toMatchObject({ method: 'GET', url: '/v2/admin/features' });
    expect(s.requests[0]?.headers['x-api-key']).toBe('secret-key');
    expect(s.requests[0]?.headers['user-agent']).toBe('svc-admin/test');
  });

  it('leaves the key off public requests', async () => {
    const s = await serve(() => ({ status: 200, body: { ok: true } }));
    await new ApiClient({ baseUrl: s.url, apiKey: 'secret-key' }).request('GET', '/svc/api/healthz/live', {
      auth: false,
    });
    expect(s.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('sends merge patches with application/merge-patch+json', async () => {
    const s = await serve(() => ({ status: 200, body: { ok: true } }));
    await new ApiClient({ baseUrl: s.url, apiKey: 'k' }).mergePatch(
      apiPath`/v2/admin/plugins/${'a b/c'}`,
      { enabled: false },
      ok,
    );
    expect(s.requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/admin/plugins/a%20b%2Fc',
      body: '{"enabled":false}',
    });
    expect(s.requests[0]?.headers['content-type']).toBe('application/merge-patch+json');
  });

  it('turns a problem answer into an HttpError with title, detail and advice', async () => {
    const s = await serve(() => problem(401, 'Unauthorized', 'The API key is not valid.', 'auth.unauthenticated'));
    const err = await rejection(new ApiClient({ baseUrl: s.url, apiKey: 'bad' }).get('/v2/admin/features', ok));
    expect(err).toBeInstanceOf(HttpError);
    expect(err.message).toBe('Unauthorized: The API key is not valid. (HTTP 401)');
    expect(err.hint).toMatch(/API key was refused/);
    expect(err.details).toMatchObject({
      status: 401,
      title: 'Unauthorized',
      type: 'https://svc.example.org/errors/auth.unauthenticated',
    });
    expect(exitCodeFor(err)).toBe(1);

    const s2 = await serve(() => problem(403, 'Forbidden', 'Needs the role instance-admin.'));
    const err2 = await rejection(new ApiClient({ baseUrl: s2.url, apiKey: 'user' }).get('/x', ok));
    expect(err2.hint).toMatch(/instance-admin/);
    const err3 = await rejection(new ApiClient({ baseUrl: s2.url }).get('/x', ok));
    expect(err3.message).toMatch(/Forbidden/);
  });

  it('says so when no key is configured and the answer is 401', async () => {
    const s = await serve(() => problem(401, 'Unauthorized', 'needs credentials'));
    expect((await rejection(new ApiClient({ baseUrl: s.url }).get('/x', ok))).hint).toMatch(/No API key is configured/);
  });

  it('copes with error bodies that are not problem documents', async () => {
    const s = await serve(() => ({ status: 502, raw: '<html>Bad gateway</html>', contentType: 'text/html' }));
    expect((await rejection(new ApiClient({ baseUrl: s.url }).get('/x', ok))).message).toBe('Bad Gateway (HTTP 502)');
    const s2 = await serve(() => ({ status: 403, body: { message: 'Forbidden by the gateway' } }));
    expect((await rejection(new ApiClient({ baseUrl: s2.url }).get('/x', ok))).message).toBe(
      'Forbidden: Forbidden by the gateway (HTTP 403)',
    );
  });

  it('reports a 2xx body that is not JSON, or not the documented shape, as malformed', async () => {
    const s = await serve(() => ({ status: 200, raw: 'hello', contentType: 'text/plain' }));
    const err = await rejection(new ApiClient({ baseUrl: s.url }).get('/x', ok));
    expect(err.kind).toBe('malformed');
    expect(err.message).toMatch(/the body is not JSON \(text\/plain, 5 bytes\)/);
    const s2 = await serve(() => ({ status: 200, body: { ok: 'yes' } }));
    const err2 = await rejection(new ApiClient({ baseUrl: s2.url }).get('/x', ok));
    expect(err2.kind).toBe('malformed');
    expect(err2.message).toMatch(/ok: /);
    expect(exitCodeFor(err2)).toBe(1);
  });

  it('reports a closed port as a connect failure', async () => {
    const s = await serve(() => ({ status: 200 }));
    const url = s.url;
    await closers.pop()?.();
    const err = await rejection(new ApiClient({ baseUrl: url }).get('/x', ok));
    expect(err.kind).toBe('connect');
    expect(err.message).toBe(`Cannot connect to ${url}: connection refused (ECONNREFUSED).`);
    expect(err.details).toMatchObject({ code: 'ECONNREFUSED' });
    expect(exitCodeFor(err)).toBe(1);
  });

  it('gives up on a silent server after the timeout', async () => {
    const server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closers.push(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        }),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const err = await rejection(new ApiClient({ baseUrl: url, timeoutMs: 100 }).get('/x', ok));
    expect(err.kind).toBe('timeout');
    expect(exitCodeFor(err)).toBe(1);
  });

  it('traces method, URL, status and timing, never the key', async () => {
    const s = await serve(() => ({ status: 200, body: { ok: true } }));
    const lines: string[] = [];
    await new ApiClient({ baseUrl: s.url, apiKey: 'secret-key', trace: (l) => lines.push(l) }).get(
      '/v2/admin/features',
      ok,
    );
    expect(lines).toEqual([
      `> GET ${s.url}/v2/admin/features`,
      expect.stringMatching(new RegExp(`^< 200 OK GET ${s.url}/v2/admin/features in \\d+ ms$`)),
    ]);
    expect(lines.join('\n')).not.toContain('secret-key');
  });
});

describe('transport errors and helpers', () => {
  const err = (code: string, message = code) => Object.assign(new Error(message), { code });

  it('names the usual socket failures', () => {
    expect(transportError(err('ENOTFOUND'), 'http://nowhere.invalid/x').message).toBe(
      'Cannot connect to http://nowhere.invalid: host not found (ENOTFOUND).',
    );
    expect(transportError(err('ECONNRESET'), 'http://h/x').message).toMatch(/connection reset by the server/);
    expect(
      transportError(err('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'), 'https://h/x').message,
    ).toMatch(/TLS failure: self-signed certificate/);
    expect(transportError(err('ETIMEDOUT'), 'http://h/x').kind).toBe('timeout');
    expect(transportError(new Error('odd'), 'http://h/x')).toMatchObject({
      kind: 'connect',
      message: 'Cannot connect to http://h: odd.',
    });
  });

  it('strips user-info from URLs it prints', () => {
    expect(redactUrl('https://user:pw@h.example/p')).toBe('https://h.example/p');
    expect(redactUrl('http://h.example/p')).toBe('http://h.example/p');
  });

  it('parses problem documents leniently', () => {
    expect(parseProblem({ text: '{"title":"T","detail":"D","status":400,"violations":[1]}', headers: {} })).toEqual({
      title: 'T',
      detail: 'D',
      status: 400,
      violations: [1],
    });
    expect(parseProblem({ text: '{"title":5,"detail":"D"}', headers: {} })).toEqual({ detail: 'D' });
    expect(parseProblem({ text: '[]', headers: {} })).toBeUndefined();
    expect(parseProblem({ text: '{}', headers: {} })).toBeUndefined();
  });
});
