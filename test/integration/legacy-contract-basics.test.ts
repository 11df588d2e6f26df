import { describe, expect, it } from 'vitest';
import { bearer, call, devToken, uniqueUser } from '../support/local.ts';
import { contractErrors } from '../support/fixtures.ts';

/** The issue-2 operations of the legacy shelf, each validated against the reference contract. */
describe('legacy users, API keys, health and version against the reference schemas', () => {
  it('users and API keys', async () => {
    const username = uniqueUser('contract');
    // The reference types these names as strings (the recorded fixture shows null when unset).
    const h = bearer(
      devToken(username, [], {
        claims: { given_name: 'Ada', family_name: 'Lovelace', email: `${username}@example.org` },
      }),
    );
    const me = await call('GET', '/svc/api/users', { headers: h });
    expect(contractErrors('/users', 'get', 200, me.body)).toEqual([]);
    const one = await call('GET', `/svc/api/users/${username}`, { headers: h });
    expect(contractErrors('/users/{username}', 'get', 200, one.body)).toEqual([]);
    const created = await call<{ uid: string }>('POST', `/svc/api/users/${username}/apikeys`, {
      headers: h,
      body: { name: 'contract', roles: [] },
    });
    expect(created.status).toBe(201);
    expect(contractErrors('/users/{username}/apikeys', 'post', 201, created.body)).toEqual([]);
    const all = await call('GET', `/svc/api/users/${username}/apikeys`, { headers: h });
    expect(contractErrors('/users/{username}/apikeys', 'get', 200, all.body)).toEqual([]);
    const key = await call('GET', `/svc/api/users/${username}/apikeys/${created.body.uid}`, { headers: h });
    expect(contractErrors('/users/{username}/apikeys/{apikeyUid}', 'get', 200, key.body)).toEqual([]);
    const del = await call('DELETE', `/svc/api/users/${username}/apikeys/${created.body.uid}`, { headers: h });
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
  });

  it('healthz and versionz', async () => {
    const health = await call('GET', '/svc/api/healthz');
    expect(contractErrors('/healthz', 'get', health.status, health.body)).toEqual([]);
    const version = await call('GET', '/svc/api/versionz');
    expect(contractErrors('/versionz', 'get', 200, version.body)).toEqual([]);
  });
});
