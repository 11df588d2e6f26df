import { describe, expect, it } from 'vitest';
import { DEV_IDP_ISSUER } from '../../localstack/src/local-secrets.ts';
import { asAdmin, bearer, call, devToken, uniqueUser, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { referenceJson } from '../support/fixtures.ts';

const fixture = referenceJson<Record<string, unknown>>('legacy-fixtures/apikeys--create.response.json');

describe('the 401/403 matrix on an admin route', () => {
  it('no credentials → 401', async () => {
    const r = await call('GET', '/v2/admin/features');
    expectProblem(r, 401, 'auth.unauthenticated');
    expect(r.headers.get('www-authenticate')).toMatch(/Bearer/);
  });

  it('a bad key → 401, in every header form', async () => {
    expectProblem(await call('GET', '/v2/admin/features', { headers: { 'x-api-key': 'garbage' } }), 401);
    expectProblem(await call('GET', '/v2/admin/features', { headers: { apikey: 'garbage.garbage.garbage' } }), 401);
    expectProblem(await call('GET', '/v2/admin/features', { headers: bearer('garbage') }), 401);
  });

  it('a valid key without instance-admin → 403', async () => {
    const { key } = await userWithKey([]);
    expectProblem(await call('GET', '/v2/admin/features', { headers: { 'x-api-key': key } }), 403, 'auth.forbidden');
  });

  it('the admin key → 200, as X-API-KEY, apikey and bearer value', async () => {
    const key = asAdmin()['x-api-key'];
    for (const headers of [{ 'x-api-key': key }, { apikey: key }, bearer(key)] as Record<string, string>[]) {
      expect((await call('GET', '/v2/admin/features', { headers })).status).toBe(200);
    }
  });

  it('a dev token with instance-admin → 200, without → 403', async () => {
    expect(
      (await call('GET', '/v2/admin/features', { headers: bearer(devToken(uniqueUser('adm'), ['instance-admin'])) }))
        .status,
    ).toBe(200);
    expectProblem(await call('GET', '/v2/admin/features', { headers: bearer(devToken(uniqueUser())) }), 403);
  });
});

describe('OIDC tokens from the dev identity provider', () => {
  it('provisions the user on first request from the claims', async () => {
    const username = uniqueUser('oidc');
    const r = await call<Record<string, unknown>>('GET', '/svc/api/users', { headers: bearer(devToken(username)) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      username,
      firstName: null,
      lastName: null,
      email: null,
      subscriptionIds: [],
      apiKeyIds: [],
    });
    expect(r.body['appId']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a tampered token', async () => {
    const token = devToken(uniqueUser());
    const [h, , s] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({
        iss: DEV_IDP_ISSUER,
        sub: 'admin',
        preferred_username: 'admin',
        roles: ['instance-admin'],
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    expectProblem(await call('GET', '/svc/api/users', { headers: bearer(`${h}.${forged}.${s}`) }), 401);
    expectProblem(await call('GET', '/svc/api/users', { headers: bearer(`${token.slice(0, -4)}AAAA`) }), 401);
  });

  it('refuses an expired token', async () => {
    const expired = devToken(uniqueUser(), [], { ttlSeconds: 60, now: Date.now() - 3_600_000 });
    expectProblem(await call('GET', '/svc/api/users', { headers: bearer(expired) }), 401);
  });
});

describe('API key minting', () => {
  it('mints a key in the legacy shape, shown once, usable in all three header forms', async () => {
    const username = uniqueUser('mint');
    const token = devToken(username);
    await call('GET', '/svc/api/users', { headers: bearer(token) });
    const r = await call<Record<string, unknown>>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: bearer(token),
      body: { name: 'ApiKeyWireFixture', roles: [] },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(Object.keys(fixture).sort());
    expect(r.body).toMatchObject({ name: 'ApiKeyWireFixture', roles: [], validUntil: null, belongsTo: username });
    expect(r.body['createdAt']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    const jwt = String(r.body['jwt']);
    for (const headers of [{ 'x-api-key': jwt }, { apikey: jwt }, bearer(jwt)] as Record<string, string>[]) {
      const me = await call<{ username: string; apiKeyIds: string[] }>('GET', '/svc/api/users', { headers });
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(username);
      expect(me.body.apiKeyIds).toContain(r.body['uid']);
    }
    const listed = await call<Record<string, unknown>[]>('GET', `/svc/api/users/${username}/apikeys`, {
      headers: bearer(token),
    });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).not.toHaveProperty('jwt');
    expect(JSON.stringify(listed.body)).not.toContain(jwt);
  });

  it('refuses to grant a role the minter does not hold (no escalation)', async () => {
    const username = uniqueUser('esc');
    const token = devToken(username, ['reader']);
    await call('GET', '/svc/api/users', { headers: bearer(token) });
    const r = await call<{ roles: string[] }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: bearer(token),
      body: { name: 'k', roles: ['instance-admin'] },
    });
    expectProblem(r, 403, 'auth.role-escalation');
    expect(r.body.roles).toEqual(['instance-admin']);
    expect(
      (
        await call('POST', `/svc/api/users/${username}/apikeys`, {
          headers: bearer(token),
          body: { name: 'k', roles: ['reader'] },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses to mint for somebody else unless instance-admin', async () => {
    const a = await userWithKey();
    const b = await userWithKey();
    expectProblem(
      await call('POST', `/svc/api/users/${b.username}/apikeys`, {
        headers: { 'x-api-key': a.key },
        body: { name: 'k', roles: [] },
      }),
      403,
    );
    expect(
      (
        await call('POST', `/svc/api/users/${b.username}/apikeys`, {
          headers: asAdmin(),
          body: { name: 'k', roles: ['instance-admin'] },
        })
      ).status,
    ).toBe(201);
    expectProblem(
      await call('POST', `/svc/api/users/${uniqueUser('ghost')}/apikeys`, {
        headers: asAdmin(),
        body: { name: 'k', roles: [] },
      }),
      404,
    );
  });

  it('validates the body', async () => {
    const { username, key } = await userWithKey();
    const r = await call<{ violations: { field: string }[] }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: { 'x-api-key': key },
      body: { name: '   ', roles: 'x' },
    });
    expectProblem(r, 400, 'request.invalid');
    expect(r.body.violations.map((v) => v.field).sort()).toEqual(['name', 'roles']);
    expectProblem(
      await call('POST', `/svc/api/users/${username}/apikeys`, {
        headers: { 'x-api-key': key, 'content-type': 'text/plain' },
        raw: 'hi',
      }),
      415,
    );
  });

  it('a revoked key stops working', async () => {
    const { username, key } = await userWithKey();
    const other = await call<{ uid: string; jwt: string }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: { 'x-api-key': key },
      body: { name: 'to revoke', roles: [] },
    });
    expect(
      (await call('DELETE', `/svc/api/users/${username}/apikeys/${other.body.uid}`, { headers: { 'x-api-key': key } }))
        .status,
    ).toBe(204);
    // Never used before revocation, so no authorizer cache entry can keep it alive.
    expectProblem(await call('GET', '/svc/api/users', { headers: { 'x-api-key': other.body.jwt } }), 401);
    expectProblem(
      await call('DELETE', `/svc/api/users/${username}/apikeys/${other.body.uid}`, { headers: { 'x-api-key': key } }),
      404,
    );
  });
});
