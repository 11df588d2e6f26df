import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../console/src/api/client.ts';
import {
  isLegacyOnlyRoute,
  isLegacyPath,
  LEGACY_DISABLED,
  problemCode,
  shelfServed,
} from '../../../console/src/logic/shelf.ts';
import { routes } from '../../../layers/core/src/app/routes.ts';

describe('what an answer says about the legacy shelf', () => {
  it('410 legacy.disabled on a legacy path is off; other answers there are served; other paths say nothing', () => {
    expect(shelfServed('/svc/api/users', 410, LEGACY_DISABLED)).toBe(false);
    expect(shelfServed('/prefix/svc/api/collections/1', 410, LEGACY_DISABLED)).toBe(false);
    expect(shelfServed('/svc/api/collections/1', 410, 'resource.gone')).toBe(true);
    for (const s of [200, 201, 204, 400, 403, 404, 409])
      expect(shelfServed('/svc/api/users', s, undefined), String(s)).toBe(true);
    for (const s of [401, 500, 502, 503])
      expect(shelfServed('/svc/api/users', s, undefined), String(s)).toBeUndefined();
    expect(shelfServed('/v2/admin/features', 410, LEGACY_DISABLED)).toBeUndefined();
    expect(isLegacyPath('/svc/apix')).toBe(false);
    expect(isLegacyPath('/svc/api')).toBe(true);
  });

  it('reads the problem code of a problem document', () => {
    expect(problemCode(JSON.stringify({ type: 'https://svc.example/errors/legacy.disabled', status: 410 }))).toBe(
      LEGACY_DISABLED,
    );
    expect(problemCode('not json')).toBeUndefined();
    expect(problemCode('[1]')).toBeUndefined();
  });

  it('the typed client reports the shelf from the answers it gets, no extra request', async () => {
    const seen: boolean[] = [];
    const answers = new Map<string, Response>([
      [
        '/svc/api/users',
        new Response(
          JSON.stringify({ type: 'https://x/errors/legacy.disabled', title: 'Legacy Shelf Disabled', status: 410 }),
          {
            status: 410,
            headers: { 'content-type': 'application/problem+json' },
          },
        ),
      ],
      ['/v2/admin/features', new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })],
      ['/svc/api/collections', new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })],
    ]);
    let requests = 0;
    const client = createApiClient(
      'http://svc.test',
      { credential: () => ({ apiKey: 'k' }), onLegacyShelf: (s) => seen.push(s) },
      async (input: string | URL | Request) => {
        requests++;
        const url = input instanceof Request ? input.url : String(input);
        return answers.get(new URL(url).pathname) ?? new Response(null, { status: 404 });
      },
    );
    const gone = await client.GET('/svc/api/users');
    expect(gone.response.status).toBe(410);
    await client.GET('/v2/admin/features');
    await client.GET('/svc/api/collections');
    expect(seen).toEqual([false, true]);
    expect(requests).toBe(3);
  });

  it('names only pages whose every operation is on the legacy shelf as legacy-only', () => {
    expect(['collections', 'collection', 'data-object', 'file-container'].every(isLegacyOnlyRoute)).toBe(true);
    for (const r of ['profile', 'admin', 'containers', 'sign-in', undefined]) expect(isLegacyOnlyRoute(r)).toBe(false);
    // No /v2 operation lists or reads Collections, DataObjects or file containers by legacy id.
    expect(routes.some((r) => r.shelf === 'legacy' && r.method === 'GET' && r.path === '/svc/api/collections')).toBe(
      true,
    );
    const v2 = routes.filter((r) => r.shelf !== 'legacy').map((r) => `${r.method} ${r.path}`);
    expect(v2.filter((p) => /^GET \/v2\/(collections|data-objects|file-containers)(\/\{[^}]+\})?$/.test(p))).toEqual(
      [],
    );
  });
});
