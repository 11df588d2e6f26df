import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_IDP_ISSUER, oidcPrivateKeyFile } from '../../localstack/src/local-secrets.ts';
import { asAdmin, bearer, call, devToken, uniqueUser, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, cypher, declaredStatuses, fixture, int, matchesFixture } from '../support/fixtures.ts';
import { expectContract } from '../support/contract.ts';

type H = Record<string, string>;
interface Group {
  id: number;
  appId: string;
  name: string;
  usernames: string[];
  createdBy: string;
  revision: number;
  [k: string]: unknown;
}
interface Subscription {
  id: number;
  name: string;
  callbackURL: string | null;
  subscribedURL: string;
  requestMethod: string;
  createdBy: string;
  createdAt: string;
}
interface User {
  username: string;
  firstName: string | null;
  subscriptionIds: number[];
  [k: string]: unknown;
}
interface Person {
  username: string;
  key: string;
}

const api = '/svc/api';
const key = withKey;
const tag = () => `t${randomUUID().slice(0, 8)}`;

async function createGroup(h: H, body: Record<string, unknown>): Promise<Group> {
  const r = await call<Group>('POST', `${api}/userGroups`, { headers: h, body });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const subscriptionBody = {
  name: 'SubscriptionWireFixture',
  callbackURL: 'http://my-callback-url.local',
  subscribedURL: 'http://my-subscribed-url.local',
  requestMethod: 'POST',
};
const q = (query: unknown) => ({ searchParams: { query: JSON.stringify(query) } });

/** A dev-IdP token that also carries names and email (the stock helper sends only the username). */
function namedToken(username: string, names: { given_name?: string; family_name?: string; email?: string }): string {
  const iat = Math.floor(Date.now() / 1000);
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const header = b64({ alg: 'RS256', typ: 'JWT', kid: 'svc-dev-idp' });
  const payload = b64({
    iss: DEV_IDP_ISSUER,
    sub: username,
    preferred_username: username,
    roles: [],
    iat,
    nbf: iat,
    exp: iat + 600,
    token_use: 'access',
    ...names,
  });
  const sig = createSign('RSA-SHA256')
    .update(`${header}.${payload}`)
    .sign(readFileSync(oidcPrivateKeyFile, 'utf8'), 'base64url');
  return `${header}.${payload}.${sig}`;
}

async function namedUser(names: { given_name?: string; family_name?: string; email?: string }): Promise<string> {
  const username = uniqueUser('named');
  const r = await call<User>('GET', `${api}/users`, { headers: bearer(namedToken(username, names)) });
  expect(r.status, r.text).toBe(200);
  return username;
}

let owner: Person;
let other: Person;
beforeAll(async () => {
  [owner, other] = await Promise.all([userWithKey(), userWithKey()]);
});
afterAll(closeGraph);

describe('legacy users: the recorded fixtures', () => {
  it('createUserGroup answers usergroups--create (creator owns it, is no member)', async () => {
    const r = await call<Group>('POST', `${api}/userGroups`, {
      headers: key(owner.key),
      body: { name: 'UserGroupWireFixture' },
    });
    expect(r.status, r.text).toBe(201);
    expect(matchesFixture(r.body, fixture('usergroups--create'))).toEqual([]);
    expect(r.body.createdBy).toBe(owner.username);
    expect(r.body['createdAt']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(r.body.appId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('createSubscription answers subscriptions--create', async () => {
    const r = await call<Subscription>('POST', `${api}/users/${owner.username}/subscriptions`, {
      headers: key(owner.key),
      body: subscriptionBody,
    });
    expect(r.status, r.text).toBe(201);
    expect(matchesFixture(r.body, fixture('subscriptions--create'))).toEqual([]);
    expect(r.body.createdBy).toBe(owner.username);
    expect(r.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
  });

  it('getUser answers users--get-single', async () => {
    const p = await userWithKey();
    const r = await call<User>('GET', `${api}/users/${p.username}`, { headers: key(owner.key) });
    expect(r.status, r.text).toBe(200);
    expect(matchesFixture(r.body, fixture('users--get-single'))).toEqual([]);
    expect(r.body).toMatchObject({
      username: p.username,
      subscriptionIds: [],
      firstName: null,
      effectiveDisplayName: p.username,
    });
    expect(r.body['apiKeyIds']).toHaveLength(1);
  });
});

describe('legacy users: every operation answers the reference schema', () => {
  it('createUserGroup, getUserGroup, getAllUserGroups, updateUserGroup, deleteUserGroup', async () => {
    const h = key(owner.key);
    const created = await call<Group>('POST', `${api}/userGroups`, {
      headers: h,
      body: { name: 'Schema', usernames: [other.username] },
    });
    expectContract(created, '/userGroups', 'post', 201);
    expectContract(
      await call('GET', `${api}/userGroups/${created.body.id}`, { headers: h }),
      '/userGroups/{userGroupId}',
      'get',
      200,
    );
    expectContract(
      await call('GET', `${api}/userGroups?page=0&size=5&orderBy=name&orderDesc=true`, { headers: h }),
      '/userGroups',
      'get',
      200,
    );
    expectContract(
      await call('PUT', `${api}/userGroups/${created.body.id}`, {
        headers: h,
        body: { name: 'Schema2', usernames: [] },
      }),
      '/userGroups/{userGroupId}',
      'put',
      200,
    );
    const del = await call('DELETE', `${api}/userGroups/${created.body.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    expect(del.text).toBe('');
    expect(declaredStatuses('/userGroups/{userGroupId}', 'delete').filter((s) => s.startsWith('2'))).toEqual(['204']);
  });

  it('getUserGroupPermissions, editUserGroupPermissions, getUserGroupRoles', async () => {
    const h = key(owner.key);
    const g = await createGroup(h, { name: 'Perms' });
    expectContract(
      await call('GET', `${api}/userGroups/${g.id}/permissions`, { headers: h }),
      '/userGroups/{userGroupId}/permissions',
      'get',
      200,
    );
    const put = await call('PUT', `${api}/userGroups/${g.id}/permissions`, {
      headers: h,
      body: { permissionType: 'Private', reader: [other.username], writer: [], manager: [] },
    });
    expectContract(put, '/userGroups/{userGroupId}/permissions', 'put', 200);
    expectContract(
      await call('GET', `${api}/userGroups/${g.id}/roles`, { headers: h }),
      '/userGroups/{userGroupId}/roles',
      'get',
      200,
    );
  });

  it('createSubscription, getAllSubscriptions, getSubscription, deleteSubscription', async () => {
    const h = key(owner.key);
    const base = `${api}/users/${owner.username}/subscriptions`;
    const created = await call<Subscription>('POST', base, {
      headers: h,
      body: { ...subscriptionBody, callbackURL: null, requestMethod: 'GET' },
    });
    expectContract(created, '/users/{username}/subscriptions', 'post', 201);
    expectContract(await call('GET', base, { headers: h }), '/users/{username}/subscriptions', 'get', 200);
    expectContract(
      await call('GET', `${base}/${created.body.id}`, { headers: h }),
      '/users/{username}/subscriptions/{subscriptionId}',
      'get',
      200,
    );
    const del = await call('DELETE', `${base}/${created.body.id}`, { headers: h });
    expect(del.status, del.text).toBe(204);
    expect(del.text).toBe('');
  });

  it('searchUsers and searchUserGroups', async () => {
    const t = tag();
    // The reference declares User.firstName/lastName/email as non-nullable strings: seed users who have them.
    await namedUser({ given_name: `Ada${t}`, family_name: 'Lovelace', email: `ada-${t}@example.org` });
    const users = await call('POST', `${api}/search/users`, {
      headers: key(owner.key),
      body: q({ property: 'firstName', operator: 'eq', value: `Ada${t}` }),
    });
    expectContract(users, '/search/users', 'post', 200);
    expect((users.body as { results: unknown[] }).results).toHaveLength(1);
    await createGroup(key(owner.key), { name: `Search-${t}` });
    const groups = await call('POST', `${api}/search/userGroups`, {
      headers: key(owner.key),
      body: q({ property: 'name', operator: 'eq', value: `Search-${t}` }),
    });
    expectContract(groups, '/search/userGroups', 'post', 200);
    expect((groups.body as { results: unknown[] }).results).toHaveLength(1);
  });
});

describe('legacy users: user groups', () => {
  it('members come from the body (unknown and repeated names dropped, sorted); PUT replaces name and members', async () => {
    const third = await userWithKey();
    const g = await createGroup(key(owner.key), {
      name: 'Members',
      usernames: [third.username, `ghost-${tag()}`, other.username, third.username],
    });
    expect(g.usernames).toEqual([other.username, third.username].sort());
    expect(g).toMatchObject({ revision: 1, updatedAt: null, updatedBy: null, createdBy: owner.username });
    const r = await call<Group>('PUT', `${api}/userGroups/${g.id}`, {
      headers: key(owner.key),
      body: { ...g, id: 1, appId: 'x', createdBy: 'mallory', name: 'Renamed', usernames: [owner.username] },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: g.id,
      appId: g.appId,
      createdBy: owner.username,
      name: 'Renamed',
      usernames: [owner.username],
      revision: 2,
      updatedBy: owner.username,
    });
    const edges = await cypher<{ n: number }>(
      'MATCH (:User)-[m:IS_IN_GROUP]->(:UserGroup {id: $id}) RETURN count(m) AS n',
      { id: int(g.id) },
    );
    expect(edges[0]?.n).toBe(1);
  });

  it('refuses a blank or missing name with 400; 404 for a missing id, 400 for a malformed one', async () => {
    const h = key(owner.key);
    expectProblem(await call('POST', `${api}/userGroups`, { headers: h, body: { name: ' ' } }), 400, 'request.invalid');
    expectProblem(
      await call('POST', `${api}/userGroups`, { headers: h, body: { usernames: [] } }),
      400,
      'request.invalid',
    );
    for (const [m, suffix] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/permissions'],
      ['PUT', '/permissions'],
      ['GET', '/roles'],
    ] as const) {
      const body = m === 'PUT' ? (suffix ? { permissionType: 'Private' } : { name: 'x' }) : undefined;
      expectProblem(
        await call(m, `${api}/userGroups/987654321987${suffix}`, { headers: h, ...(body ? { body } : {}) }),
        404,
        'resource.not-found',
      );
    }
    expectProblem(await call('GET', `${api}/userGroups/abc`, { headers: h }), 400);
    expectProblem(await call('GET', `${api}/userGroups?size=-1`, { headers: h }), 400);
    expectProblem(await call('GET', `${api}/userGroups?orderBy=id`, { headers: h }), 400);
  });

  it('a Private group is the owner’s: others get 403 on read, write and manage; the admin may everything', async () => {
    const g = await createGroup(key(owner.key), { name: 'Private' });
    const o = key(other.key);
    expectProblem(await call('GET', `${api}/userGroups/${g.id}`, { headers: o }), 403, 'auth.forbidden');
    expectProblem(await call('GET', `${api}/userGroups/${g.id}/roles`, { headers: o }), 403, 'auth.forbidden');
    expectProblem(
      await call('PUT', `${api}/userGroups/${g.id}`, { headers: o, body: { name: 'x' } }),
      403,
      'auth.forbidden',
    );
    expectProblem(await call('GET', `${api}/userGroups/${g.id}/permissions`, { headers: o }), 403, 'auth.forbidden');
    expectProblem(await call('DELETE', `${api}/userGroups/${g.id}`, { headers: o }), 403, 'auth.forbidden');
    expect((await call('GET', `${api}/userGroups/${g.id}`, { headers: asAdmin() })).status).toBe(200);
    // granted write through the group's own permissions, the other user may rename it
    const grant = await call('PUT', `${api}/userGroups/${g.id}/permissions`, {
      headers: key(owner.key),
      body: { permissionType: 'Private', writer: [other.username] },
    });
    expect(grant.status, grant.text).toBe(200);
    expect((await call('PUT', `${api}/userGroups/${g.id}`, { headers: o, body: { name: 'ByWriter' } })).status).toBe(
      200,
    );
    expect(
      (await call<{ writer: boolean; owner: boolean }>('GET', `${api}/userGroups/${g.id}/roles`, { headers: o })).body,
    ).toEqual({ owner: false, manager: false, writer: true, reader: false });
  });

  it('lists exactly the readable groups, ordered and paged as declared', async () => {
    const p = await userWithKey();
    const h = key(p.key);
    const [b, a, c] = [
      await createGroup(h, { name: 'b' }),
      await createGroup(h, { name: 'A' }),
      await createGroup(h, { name: 'c' }),
    ];
    const names = async (qs: string) =>
      (await call<Group[]>('GET', `${api}/userGroups${qs}`, { headers: h })).body.map((g) => g.name);
    expect(await names('')).toEqual(['b', 'A', 'c']);
    expect(await names('?orderBy=name')).toEqual(['A', 'b', 'c']);
    expect(await names('?orderBy=name&orderDesc=true')).toEqual(['c', 'b', 'A']);
    expect(await names('?orderBy=name&page=1&size=2')).toEqual(['c']);
    expect(await names('?orderBy=createdAt&orderDesc=true&page=0&size=2')).toEqual(['c', 'A']);
    expect(await names('?page=0&size=0')).toEqual([]);
    // others do not see them
    const ids = (await call<Group[]>('GET', `${api}/userGroups`, { headers: key(other.key) })).body.map((g) => g.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(ids).not.toContain(c.id);
  });
});

describe('legacy users: group members gain the rights a Collection grants their group', () => {
  it('reader group: read, not write; writer group: write; leaving the group or deleting it revokes', async () => {
    const member = await userWithKey();
    const m = key(member.key);
    const o = key(owner.key);
    const col = await call<{ id: number }>('POST', `${api}/collections`, { headers: o, body: { name: 'GroupGated' } });
    expect(col.status, col.text).toBe(201);
    const cid = col.body.id;
    const readers = await createGroup(o, { name: 'Readers', usernames: [member.username] });
    const writers = await createGroup(o, { name: 'Writers', usernames: [] });

    expect((await call('GET', `${api}/collections/${cid}`, { headers: m })).status).toBe(403);
    const grant = await call('PUT', `${api}/collections/${cid}/permissions`, {
      headers: o,
      body: { permissionType: 'Private', readerGroupIds: [readers.id], writerGroupIds: [writers.id] },
    });
    expect(grant.status, grant.text).toBe(200);
    expect(grant.body).toMatchObject({ readerGroupIds: [readers.id], writerGroupIds: [writers.id] });

    expect((await call('GET', `${api}/collections/${cid}`, { headers: m })).status).toBe(200);
    expect((await call('GET', `${api}/collections/${cid}/roles`, { headers: m })).body).toEqual({
      owner: false,
      manager: false,
      writer: false,
      reader: true,
    });
    expect((await call('PUT', `${api}/collections/${cid}`, { headers: m, body: { name: 'by reader' } })).status).toBe(
      403,
    );
    expect(
      (await call<unknown[]>('GET', `${api}/collections`, { headers: m })).body.map((x) => (x as { id: number }).id),
    ).toContain(cid);

    // joins the writer group
    expect(
      (
        await call('PUT', `${api}/userGroups/${writers.id}`, {
          headers: o,
          body: { name: 'Writers', usernames: [member.username] },
        })
      ).status,
    ).toBe(200);
    const w = await call('PUT', `${api}/collections/${cid}`, { headers: m, body: { name: 'by writer' } });
    expect(w.status, w.text).toBe(200);
    expect((await call('GET', `${api}/collections/${cid}/permissions`, { headers: m })).status).toBe(403);

    // leaves the writer group: read only again
    expect(
      (await call('PUT', `${api}/userGroups/${writers.id}`, { headers: o, body: { name: 'Writers', usernames: [] } }))
        .status,
    ).toBe(200);
    expect((await call('PUT', `${api}/collections/${cid}`, { headers: m, body: { name: 'again' } })).status).toBe(403);

    // deleting the reader group removes the grant with it, leaving no edge behind
    const [before] = await cypher<{ perm: string; edges: number }>(
      'MATCH (g:UserGroup {id: $id})-[:HAS_PERMISSIONS]->(p:Permissions) RETURN elementId(p) AS perm, COUNT { (g)--() } AS edges',
      { id: int(readers.id) },
    );
    expect(before?.edges).toBe(3); // its permissions, one member, one grant
    expect((await call('DELETE', `${api}/userGroups/${readers.id}`, { headers: o })).status).toBe(204);
    expect((await call('GET', `${api}/collections/${cid}`, { headers: m })).status).toBe(403);
    const perms = await call<{ readerGroupIds: number[]; writerGroupIds: number[] }>(
      'GET',
      `${api}/collections/${cid}/permissions`,
      { headers: o },
    );
    expect(perms.body).toMatchObject({ readerGroupIds: [], writerGroupIds: [writers.id] });
    const left = await cypher<{ n: number }>('MATCH (x {id: $id}) RETURN count(x) AS n', { id: int(readers.id) });
    expect(left[0]?.n).toBe(0);
    const perm = await cypher<{ n: number }>('MATCH (p) WHERE elementId(p) = $perm RETURN count(p) AS n', {
      perm: before?.perm,
    });
    expect(perm[0]?.n).toBe(0);
    const grants = await cypher<{ n: number }>(
      'MATCH (:Collection {id: $id})-[:HAS_PERMISSIONS]->(:Permissions)-[r:READABLE_BY_GROUP]->() RETURN count(r) AS n',
      { id: int(cid) },
    );
    expect(grants[0]?.n).toBe(0);
  });
});

describe('legacy users: subscriptions', () => {
  it('belong to their user: list, get, delete; the user view lists their ids', async () => {
    const p = await userWithKey();
    const h = key(p.key);
    const base = `${api}/users/${p.username}/subscriptions`;
    const s1 = (await call<Subscription>('POST', base, { headers: h, body: subscriptionBody })).body;
    const s2 = (
      await call<Subscription>('POST', base, {
        headers: h,
        body: { name: 'two', subscribedURL: '.*', requestMethod: 'DELETE' },
      })
    ).body;
    expect(s2).toMatchObject({
      name: 'two',
      callbackURL: null,
      subscribedURL: '.*',
      requestMethod: 'DELETE',
      createdBy: p.username,
    });
    expect((await call<Subscription[]>('GET', base, { headers: h })).body).toEqual([s1, s2]);
    expect((await call<Subscription>('GET', `${base}/${s2.id}`, { headers: h })).body).toEqual(s2);
    expect((await call<User>('GET', `${api}/users/${p.username}`, { headers: h })).body.subscriptionIds).toEqual([
      s1.id,
      s2.id,
    ]);
    expect((await call('DELETE', `${base}/${s1.id}`, { headers: h })).status).toBe(204);
    expectProblem(await call('GET', `${base}/${s1.id}`, { headers: h }), 404, 'resource.not-found');
    expectProblem(await call('DELETE', `${base}/${s1.id}`, { headers: h }), 404, 'resource.not-found');
    expect((await call<User>('GET', `${api}/users`, { headers: h })).body.subscriptionIds).toEqual([s2.id]);
  });

  it('only the user themself or an instance-admin: others get 403 on every operation', async () => {
    const p = await userWithKey();
    const base = `${api}/users/${p.username}/subscriptions`;
    const s = (await call<Subscription>('POST', base, { headers: key(p.key), body: subscriptionBody })).body;
    const o = key(other.key);
    expectProblem(await call('GET', base, { headers: o }), 403, 'auth.forbidden');
    expectProblem(await call('POST', base, { headers: o, body: subscriptionBody }), 403, 'auth.forbidden');
    expectProblem(await call('GET', `${base}/${s.id}`, { headers: o }), 403, 'auth.forbidden');
    expectProblem(await call('DELETE', `${base}/${s.id}`, { headers: o }), 403, 'auth.forbidden');
    // a subscription id of someone else under one's own name is not found
    expectProblem(
      await call('GET', `${api}/users/${other.username}/subscriptions/${s.id}`, { headers: o }),
      404,
      'resource.not-found',
    );
    // the admin
    expect((await call<Subscription[]>('GET', base, { headers: asAdmin() })).body).toEqual([s]);
    const byAdmin = await call<Subscription>('POST', base, { headers: asAdmin(), body: subscriptionBody });
    expect(byAdmin.status, byAdmin.text).toBe(201);
    expect(byAdmin.body.createdBy).toBe(p.username);
    expect((await call('DELETE', `${base}/${byAdmin.body.id}`, { headers: asAdmin() })).status).toBe(204);
    expectProblem(
      await call('GET', `${api}/users/ghost-${tag()}/subscriptions`, { headers: asAdmin() }),
      404,
      'resource.not-found',
    );
    expectProblem(
      await call('POST', `${api}/users/ghost-${tag()}/subscriptions`, { headers: asAdmin(), body: subscriptionBody }),
      404,
      'resource.not-found',
    );
    expect((await call('GET', base)).status).toBe(401);
  });

  it('validates the body as the schema declares', async () => {
    const h = key(owner.key);
    const base = `${api}/users/${owner.username}/subscriptions`;
    for (const bad of [
      { ...subscriptionBody, name: ' ' },
      { ...subscriptionBody, subscribedURL: '' },
      { ...subscriptionBody, requestMethod: 'FETCH' },
      { ...subscriptionBody, callbackURL: 'ftp://x.local' },
      { name: 'x', subscribedURL: 'y' },
    ]) {
      expectProblem(await call('POST', base, { headers: h, body: bad }), 400, 'request.invalid');
    }
    expectProblem(await call('GET', `${base}/abc`, { headers: h }), 400);
  });
});

describe('legacy users: search', () => {
  it('/search/users answers exactly the matching users, by username, echoing searchParams', async () => {
    const t = tag();
    const ada = await namedUser({ given_name: `Ada${t}`, family_name: `Love${t}`, email: `ada-${t}@example.org` });
    const alan = await namedUser({ given_name: `Alan${t}`, family_name: `Turing${t}` });
    const grace = await namedUser({
      given_name: `Grace${t}`,
      family_name: `Hopper${t}`,
      email: `grace-${t}@example.org`,
    });
    const search = async (query: unknown) => {
      const r = await call<{ searchParams: { query: string }; results: User[] }>('POST', `${api}/search/users`, {
        headers: key(other.key),
        body: q(query),
      });
      expect(r.status, r.text).toBe(200);
      expect(r.body.searchParams).toEqual({ query: JSON.stringify(query) });
      return r.body.results.map((u) => u.username);
    };
    const sorted = (...xs: string[]) => [...xs].sort();
    expect(await search({ property: 'lastName', operator: 'contains', value: t })).toEqual(sorted(ada, alan, grace));
    expect(await search({ property: 'firstName', operator: 'eq', value: `Alan${t}` })).toEqual([alan]);
    expect(await search({ property: 'username', operator: 'eq', value: grace })).toEqual([grace]);
    expect(await search({ property: 'email', operator: 'contains', value: `-${t}@` })).toEqual(sorted(ada, grace));
    expect(await search({ property: 'username', operator: 'in', value: [ada, grace, `ghost-${t}`] })).toEqual(
      sorted(ada, grace),
    );
    // One query language with Cypher's three-valued logic (as upstream's generated Cypher): a
    // condition on an absent field is unknown, and so is its NOT; alan has no email.
    expect(
      await search({
        AND: [
          { property: 'lastName', operator: 'contains', value: t },
          { NOT: { property: 'email', operator: 'contains', value: '@' } },
        ],
      }),
    ).toEqual([]);
    expect(
      await search({
        AND: [
          { property: 'lastName', operator: 'contains', value: t },
          { property: 'email', operator: 'eq', value: null },
        ],
      }),
    ).toEqual([alan]);
    expect(
      await search({
        OR: [
          { property: 'firstName', operator: 'eq', value: `Ada${t}` },
          { property: 'lastName', operator: 'eq', value: `Hopper${t}` },
        ],
      }),
    ).toEqual(sorted(ada, grace));
    expect(
      await search({
        AND: [
          { property: 'lastName', operator: 'contains', value: t },
          { property: 'firstName', operator: 'ne', value: `Ada${t}` },
        ],
      }),
    ).toEqual(sorted(alan, grace));
    expect(await search({ property: 'lastName', operator: 'contains', value: t.toUpperCase() })).toEqual([]);
    const one = await call<{ results: User[] }>('POST', `${api}/search/users`, {
      headers: key(other.key),
      body: q({ property: 'username', operator: 'eq', value: ada }),
    });
    expect(one.body.results[0]).toMatchObject({
      username: ada,
      firstName: `Ada${t}`,
      lastName: `Love${t}`,
      email: `ada-${t}@example.org`,
      effectiveDisplayName: `Ada${t} Love${t}`,
      subscriptionIds: [],
      apiKeyIds: [],
    });
  });

  it('/search/userGroups answers exactly the matching groups the caller may read', async () => {
    const t = tag();
    const p = await userWithKey();
    const h = key(p.key);
    const g1 = await createGroup(h, { name: `alpha-${t}`, usernames: [other.username] });
    const g2 = await createGroup(h, { name: `beta-${t}` });
    const hidden = await createGroup(key(other.key), { name: `gamma-${t}` });
    const search = async (hh: H, query: unknown) => {
      const r = await call<{ results: Group[] }>('POST', `${api}/search/userGroups`, { headers: hh, body: q(query) });
      expect(r.status, r.text).toBe(200);
      return r.body.results.map((g) => g.id);
    };
    expect(await search(h, { property: 'name', operator: 'contains', value: t })).toEqual([g1.id, g2.id]);
    expect(await search(asAdmin(), { property: 'name', operator: 'contains', value: t })).toEqual([
      g1.id,
      g2.id,
      hidden.id,
    ]);
    expect(await search(key(other.key), { property: 'name', operator: 'contains', value: t })).toEqual([hidden.id]);
    expect(await search(h, { property: 'name', operator: 'eq', value: `beta-${t}` })).toEqual([g2.id]);
    expect(await search(h, { property: 'id', operator: 'in', value: [g1.id, hidden.id] })).toEqual([g1.id]);
    expect(
      await search(h, {
        AND: [
          { property: 'createdBy', operator: 'eq', value: p.username },
          { NOT: { property: 'name', operator: 'eq', value: `alpha-${t}` } },
          { property: 'name', operator: 'contains', value: t },
        ],
      }),
    ).toEqual([g2.id]);
  });

  it('refuses a malformed query with 400 and an anonymous caller with 401', async () => {
    const h = key(owner.key);
    for (const path of ['/search/users', '/search/userGroups']) {
      expectProblem(
        await call('POST', `${api}${path}`, { headers: h, body: { searchParams: { query: '{nope' } } }),
        400,
      );
      expectProblem(
        await call('POST', `${api}${path}`, {
          headers: h,
          body: q({ property: 'password', operator: 'eq', value: 'x' }),
        }),
        400,
      );
      expectProblem(
        await call('POST', `${api}${path}`, {
          headers: h,
          body: q({ property: 'name', operator: 'like', value: 'x' }),
        }),
        400,
      );
      expectProblem(await call('POST', `${api}${path}`, { headers: h, body: q({ AND: [] }) }), 400);
      expectProblem(
        await call('POST', `${api}${path}`, { headers: h, body: { searchParams: { query: ' ' } } }),
        400,
        'request.invalid',
      );
      expectProblem(await call('POST', `${api}${path}`, { headers: h, body: {} }), 400, 'request.invalid');
      expect(
        (await call('POST', `${api}${path}`, { body: q({ property: 'name', operator: 'eq', value: 'x' }) })).status,
      ).toBe(401);
    }
  });
});

describe('legacy users: authentication', () => {
  it('401 on every group operation without credentials', async () => {
    const g = await createGroup(key(owner.key), { name: 'Anon' });
    for (const [m, path] of [
      ['GET', '/userGroups'],
      ['POST', '/userGroups'],
      ['GET', `/userGroups/${g.id}`],
      ['PUT', `/userGroups/${g.id}`],
      ['DELETE', `/userGroups/${g.id}`],
      ['GET', `/userGroups/${g.id}/permissions`],
      ['PUT', `/userGroups/${g.id}/permissions`],
      ['GET', `/userGroups/${g.id}/roles`],
    ] as const) {
      expect(
        (
          await call(
            m,
            `${api}${path}`,
            m === 'GET' || m === 'DELETE' ? {} : { body: { name: 'x', permissionType: 'Private' } },
          )
        ).status,
        `${m} ${path}`,
      ).toBe(401);
    }
    expect((await call('GET', `${api}/userGroups/${g.id}`, { headers: bearer(devToken(uniqueUser())) })).status).toBe(
      403,
    );
  });
});
