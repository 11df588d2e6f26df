import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../layers/core/src/kernel/api.ts';
import type { RouteDef } from '../../../layers/core/src/kernel/route-types.ts';

const captured: unknown[] = [];
vi.mock('../../../layers/core/src/features/provenance/capture.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../layers/core/src/features/provenance/capture.ts')>()),
  captureActivity: async (input: unknown) => {
    captured.push(input);
  },
}));
const signals = vi.fn(async () => ({ deprecation: 'true' }));
vi.mock('../../../layers/core/src/features/legacy-shelf/v1-compat.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../layers/core/src/features/legacy-shelf/v1-compat.ts')>()),
  legacyShelfSignals: () => signals(),
}));

const { legacyShelf, provenanceCapture, standardMiddlewares } = await import(
  '../../../layers/core/src/app/middlewares.ts'
);

const route = (shelf: RouteDef['shelf']): RouteDef => ({
  operationId: 'op',
  method: 'POST',
  path: '/x/{id}',
  group: 'ops',
  auth: 'authenticated',
  shelf,
  summary: 's',
  tags: [],
  provenance: { targetKind: 'X', target: { from: 'path', param: 'id' } },
  responses: {},
});
const request = (method: string, principal: ApiRequest['principal']): ApiRequest => ({
  route: route('v2'),
  method,
  path: '/x/1',
  pathParameters: { id: '1' },
  params: { id: '1' },
  query: {},
  headers: {},
  body: undefined,
  rawBody: undefined,
  principal,
  requestId: 'r',
});
const alice = { username: 'alice', roles: [], method: 'apikey' } as const;

afterEach(() => {
  captured.length = 0;
  signals.mockClear();
});

describe('standard middlewares', () => {
  it('run in the order toggles, legacy shelf, provenance capture', () => {
    expect(standardMiddlewares.map((m) => m.name)).toEqual(['plugin-toggles', 'legacy-shelf', 'provenance-capture']);
  });

  it('legacy shelf: signals only on legacy-shelf routes', async () => {
    expect(await legacyShelf.before?.(route('legacy'))).toEqual({ deprecation: 'true' });
    expect(await legacyShelf.before?.(route('v2'))).toBeUndefined();
    expect(signals).toHaveBeenCalledTimes(1);
  });

  it('provenance capture: an authenticated 2xx write is recorded with the route, path parameters and answer', async () => {
    await provenanceCapture.after?.(
      request('POST', alice),
      { status: 201, body: { appId: 'a' } },
      { startedAtMillis: 5 },
    );
    expect(captured).toEqual([
      expect.objectContaining({
        method: 'POST',
        status: 201,
        username: 'alice',
        pathParameters: { id: '1' },
        responseBody: { appId: 'a' },
        startedAtMillis: 5,
      }),
    ]);
  });

  it('provenance capture: nothing for anonymous callers, non-2xx answers, or reads (capture-reads off)', async () => {
    await provenanceCapture.after?.(request('POST', undefined), { status: 201 }, { startedAtMillis: 0 });
    await provenanceCapture.after?.(request('POST', alice), { status: 302 }, { startedAtMillis: 0 });
    await provenanceCapture.after?.(request('GET', alice), { status: 200 }, { startedAtMillis: 0 });
    expect(captured).toEqual([]);
  });
});
