import { describe, expect, it } from 'vitest';
import { bearer, call, devToken, uniqueUser } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { referenceJson } from '../support/fixtures.ts';

const fixture = referenceJson<Record<string, unknown>>('legacy-fixtures/apikeys--create.response.json');

/** Legacy `POST /svc/api/apiKeys`: an API key for the token holder, in the legacy ApiKeyWithJWT shape. */
describe('POST /svc/api/apiKeys', () => {
  it('mints a key for the caller, usable at once, without naming them', async () => {
    const username = uniqueUser('self');
    const token = devToken(username, ['reader']);
    await call('GET', '/svc/api/users', { headers: bearer(token) });
    const r = await call<Record<string, unknown>>('POST', '/svc/api/apiKeys', {
      headers: bearer(token),
      body: { name: 'own key', roles: ['reader'] },
    });
    expect(r.status, r.text).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(Object.keys(fixture).sort());
    expect(r.body).toMatchObject({ name: 'own key', roles: ['reader'], belongsTo: username });
    const me = await call<{ username: string }>('GET', '/svc/api/users', {
      headers: { 'x-api-key': String(r.body['jwt']) },
    });
    expect(me.body.username).toBe(username);
  });

  it('refuses a role the caller does not hold, and anonymous callers', async () => {
    const username = uniqueUser('self-esc');
    const token = devToken(username);
    await call('GET', '/svc/api/users', { headers: bearer(token) });
    expectProblem(
      await call('POST', '/svc/api/apiKeys', {
        headers: bearer(token),
        body: { name: 'k', roles: ['instance-admin'] },
      }),
      403,
      'auth.role-escalation',
    );
    expectProblem(await call('POST', '/svc/api/apiKeys', { body: { name: 'k', roles: [] } }), 401);
  });
});
