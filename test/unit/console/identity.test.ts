import { describe, expect, it } from 'vitest';
import {
  apiKeyUid,
  callerRoles,
  grantable,
  isInstanceAdmin,
  jwtClaims,
  tokenRoles,
} from '../../../console/src/logic/identity.ts';
import { FIRST_PAGE, nextCursor, pageRows, requestLimit } from '../../../console/src/logic/provenance-paging.ts';

const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('identity', () => {
  const key = jwt({ iss: 'svc-apikey', sub: 'ada', jti: 'k-2', iat: 1 });
  const keys = [
    { uid: 'k-1', roles: ['instance-admin'] },
    { uid: 'k-2', roles: ['reader', 'instance-admin', 'reader'] },
  ];

  it('reads the uid of an svc API key, and nothing of other values', () => {
    expect(apiKeyUid(key)).toBe('k-2');
    expect(apiKeyUid(jwt({ iss: 'someone-else', jti: 'x' }))).toBeUndefined();
    expect(apiKeyUid('not-a-jwt')).toBeUndefined();
    expect(jwtClaims('a.%%%.c')).toBeUndefined();
    expect(jwtClaims(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toBeUndefined();
    expect(jwtClaims(jwt({ name: 'Jürgen' }))).toEqual({ name: 'Jürgen' });
  });

  it("takes an API key's roles from its own row, a token's from its role claim", () => {
    expect(callerRoles({ apiKey: key }, keys)).toEqual(['instance-admin', 'reader']);
    expect(callerRoles({ apiKey: jwt({ iss: 'svc-apikey', jti: 'gone' }) }, keys)).toEqual([]);
    expect(callerRoles({ bearer: jwt({ roles: ['b', 'a'] }) }, [])).toEqual(['a', 'b']);
    expect(callerRoles(undefined, keys)).toEqual([]);
    expect(tokenRoles(jwt({ realm: { roles: ['x'] } }), 'realm.roles')).toEqual(['x']);
    expect(tokenRoles(jwt({ roles: 'a b,c' }))).toEqual(['a', 'b', 'c']);
    expect(tokenRoles(jwt({}))).toEqual([]);
  });

  it('offers only held roles for a new key and recognises an instance-admin', () => {
    expect(grantable(['instance-admin', 'other', 'instance-admin'], ['instance-admin'])).toEqual(['instance-admin']);
    expect(grantable(['instance-admin'], [])).toEqual([]);
    expect(isInstanceAdmin(['instance-admin'])).toBe(true);
    expect(isInstanceAdmin(['reader'])).toBe(false);
  });
});

describe('provenance paging', () => {
  const row = (appId: string, t: number) => ({ appId, startedAtMillis: t });

  it('asks the next page up to the oldest millisecond and drops what was shown at it', () => {
    const first = [row('a', 50), row('b', 40), row('c', 30), row('d', 30)];
    expect(requestLimit(FIRST_PAGE, 4)).toBe(4);
    const next = nextCursor(pageRows(first, FIRST_PAGE, 4), 4);
    expect(next).toEqual({ until: 30, seen: ['c', 'd'] });
    if (!next) throw new Error('expected a next page');
    expect(requestLimit(next, 4)).toBe(6);
    const answer = [row('c', 30), row('d', 30), row('e', 30), row('f', 20), row('g', 10), row('h', 5)];
    expect(pageRows(answer, next, 4).map((r) => r.appId)).toEqual(['e', 'f', 'g', 'h']);
  });

  it('ends after a page that is not full, and steps below a millisecond that fills a page', () => {
    expect(nextCursor([row('a', 5)], 2)).toBeUndefined();
    expect(nextCursor([], 2)).toBeUndefined();
    expect(nextCursor([row('a', 7), row('b', 7)], 2)).toEqual({ until: 6, seen: [] });
    expect(nextCursor([row('a', 0), row('b', 0)], 2)).toBeUndefined();
    expect(nextCursor([row('a', 9), { appId: 'b', startedAtMillis: 8n }], 2)).toEqual({ until: 8, seen: ['b'] });
  });
});
