import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from '../../layers/core/src/app/routes.ts';
import { routeKey, type RouteDef } from '../../layers/core/src/kernel/route-types.ts';

describe('route table', () => {
  it('has unique operation ids and route keys', () => {
    expect(new Set(routes.map((r) => r.operationId)).size).toBe(routes.length);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });

  it('puts every /v2/admin route behind instance-admin', () => {
    for (const r of routes.filter((x) => x.path.startsWith('/v2/admin'))) expect(r.auth).toBe('instance-admin');
  });

  it('declares what every non-public route touches, for provenance capture', () => {
    for (const r of routes as readonly RouteDef[]) {
      if (r.auth === 'public') continue;
      expect(r.provenance, `${r.method} ${r.path}`).toBeDefined();
      const t = r.provenance?.target;
      if (t?.from === 'path') expect(r.path, `${r.method} ${r.path}`).toContain(`{${t.param}`);
    }
  });

  it('has a handler module for every endpoint group', () => {
    for (const g of new Set(routes.map((r) => r.group))) expect(existsSync(`functions/${g}/handler.ts`)).toBe(true);
  });
});

describe('matchRoute', () => {
  it('matches static and parameterised paths and decodes parameters', () => {
    expect(matchRoute('GET', '/versionz')).toMatchObject({ kind: 'route', route: { operationId: 'getVersion' } });
    expect(matchRoute('GET', '/svc/api/users/al%20ice/apikeys')).toMatchObject({
      kind: 'route',
      route: { operationId: 'getAllApiKeys' },
      pathParameters: { username: 'al ice' },
    });
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('GET', '/svc/api/users')).toMatchObject({ route: { operationId: 'getCurrentUser' } });
  });

  it('routes any method under /v2/ext/ greedily to the plugin dispatcher', () => {
    expect(matchRoute('POST', '/v2/ext/minter-local/a/b')).toMatchObject({
      kind: 'route',
      route: { operationId: 'dispatchPluginRoute' },
      pathParameters: { proxy: 'minter-local/a/b' },
    });
    expect(matchRoute('GET', '/v2/ext')).toEqual({ kind: 'not-found' });
  });

  it('tells 405 (with the allowed methods) from 404', () => {
    expect(matchRoute('DELETE', '/svc/api/users/bob/apikeys')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'POST'],
    });
    expect(matchRoute('GET', '/nope')).toEqual({ kind: 'not-found' });
    expect(matchRoute('GET', '/versionz/extra')).toEqual({ kind: 'not-found' });
  });
});
