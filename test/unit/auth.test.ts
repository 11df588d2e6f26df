import { describe, expect, it } from 'vitest';
import { looksLikeApiKey, signApiKey, verifyApiKey } from '../../layers/core/src/access/auth/api-key-token.ts';
import { decodeAuthContext, encodeAuthContext, type AuthContext } from '../../layers/core/src/kernel/principal.ts';
import { authorize } from '../../layers/core/src/access/auth/gate.ts';
import { credentialOf } from '../../layers/core/src/access/auth/authenticate.ts';
import type { ProblemError } from '../../layers/core/src/kernel/problem.ts';

const key = Buffer.from('k'.repeat(48));

describe('API key tokens', () => {
  const token = signApiKey({ uid: '0190f0f0-0000-7000-8000-000000000001', username: 'alice', iat: 1700000000 }, key);

  it('round-trips its claims', () => {
    expect(verifyApiKey(token, key)).toEqual({
      uid: '0190f0f0-0000-7000-8000-000000000001',
      username: 'alice',
      iat: 1700000000,
    });
    expect(looksLikeApiKey(token)).toBe(true);
  });

  it('refuses a tampered payload, a foreign key and garbage', () => {
    const [h, p, s] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ iss: 'svc-apikey', sub: 'admin', jti: 'x', iat: 1 })).toString(
      'base64url',
    );
    expect(verifyApiKey(`${h}.${forged}.${s}`, key)).toBeUndefined();
    expect(verifyApiKey(token, Buffer.from('x'.repeat(48)))).toBeUndefined();
    expect(verifyApiKey('not-a-token', key)).toBeUndefined();
    expect(verifyApiKey(`${h}.${p}`, key)).toBeUndefined();
    expect(looksLikeApiKey('a.b.c')).toBe(false);
  });
});

describe('credentials', () => {
  it('reads X-API-KEY, apikey and Bearer, in that order', () => {
    expect(credentialOf({ 'x-api-key': 'a', apikey: 'b', authorization: 'Bearer c' })).toEqual({
      kind: 'apikey',
      value: 'a',
    });
    expect(credentialOf({ apikey: 'b' })).toEqual({ kind: 'apikey', value: 'b' });
    expect(credentialOf({ authorization: 'bearer c' })).toEqual({ kind: 'bearer', value: 'c' });
    expect(credentialOf({ authorization: 'Basic abc' })).toBeUndefined();
    expect(credentialOf({})).toBeUndefined();
  });
});

describe('auth context and gate', () => {
  const admin: AuthContext = {
    status: 'authenticated',
    principal: { username: 'root', roles: ['instance-admin'], method: 'apikey', keyId: 'k1' },
  };
  const user: AuthContext = { status: 'authenticated', principal: { username: 'bob', roles: [], method: 'oidc' } };

  it('survives the authorizer context round trip', () => {
    for (const c of [
      admin,
      user,
      { status: 'anonymous' },
      { status: 'refused', reason: 'bad' },
      { status: 'unavailable' },
    ] as AuthContext[]) {
      expect(decodeAuthContext(encodeAuthContext(c))).toEqual(c);
    }
    expect(decodeAuthContext(undefined)).toEqual({ status: 'anonymous' });
  });

  const statusOf = (f: () => unknown) => {
    try {
      f();
      return 200;
    } catch (e) {
      return (e as ProblemError).status;
    }
  };

  it('answers 401, 403, 503 or lets through, per level', () => {
    expect(statusOf(() => authorize('public', { status: 'anonymous' }))).toBe(200);
    expect(statusOf(() => authorize('authenticated', { status: 'anonymous' }))).toBe(401);
    expect(statusOf(() => authorize('authenticated', { status: 'refused', reason: 'x' }))).toBe(401);
    expect(statusOf(() => authorize('authenticated', { status: 'unavailable' }))).toBe(503);
    expect(statusOf(() => authorize('authenticated', user))).toBe(200);
    expect(statusOf(() => authorize('instance-admin', user))).toBe(403);
    expect(statusOf(() => authorize('instance-admin', admin))).toBe(200);
  });
});
