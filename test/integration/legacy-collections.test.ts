import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, cypher, declaredStatuses, fixture, int, matchesFixture } from '../support/fixtures.ts';
import { expectContract } from '../support/contract.ts';

type H = Record<string, string>;
interface Collection {
  id: number;
  appId: string;
  name: string;
  dataObjectIds: number[];
  [k: string]: unknown;
}
interface Permissions {
  entityId: number;
  owner: string;
  permissionType: string;
  reader: string[];
  writer: string[];
  manager: string[];
  readerGroupIds: number[];
  writerGroupIds: number[];
}

const api = '/svc/api';
const key = withKey;
const tag = () => `t${randomUUID().slice(0, 8)}`;

async function create(h: H, body: Record<string, unknown> = { name: 'C' }): Promise<Collection> {
  const r = await call<Collection>('POST', `${api}/collections`, { headers: h, body });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const grant = (h: H, id: number, p: Partial<Permissions>) =>
  call<Permissions>('PUT', `${api}/collections/${id}/permissions`, { headers: h, body: p });

/** Asserts a 2xx answer and that its body is what the reference declares for the operation. */

let owner: { username: string; key: string };
beforeAll(async () => {
  owner = await userWithKey();
});
afterAll(closeGraph);

describe('Collections: the recorded fixtures', () => {
  it('create answers collections--create', async () => {
    const r = await call('POST', `${api}/collections`, {
      headers: key(owner.key),
      body: { name: 'CollectionWireFixture', description: 'My Description', attributes: { a: '1', b: '2' } },
    });
    expect(r.status, r.text).toBe(201);
    expect(matchesFixture(r.body, fixture('collections--create'))).toEqual([]);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    const body = r.body as Collection;
    expect(body['createdBy']).toBe(owner.username);
    expect(body['createdAt']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(body.appId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.id).toBeGreaterThan(0);
  });

  it('get answers collections--get-single', async () => {
    const c = await create(key(owner.key), {
      name: 'CollectionWireFixture',
      description: 'My Description',
      attributes: { a: '1', b: '2' },
    });
    const r = await call('GET', `${api}/collections/${c.id}`, { headers: key(owner.key) });
    expect(r.status, r.text).toBe(200);
    expect(matchesFixture(r.body, fixture('collections--get-single'))).toEqual([]);
    expect(r.body).toEqual(c);
  });

  it('permissions answer permissions--collection-permissions, Private and owned by the creator', async () => {
    const c = await create(key(owner.key));
    const r = await call('GET', `${api}/collections/${c.id}/permissions`, { headers: key(owner.key) });
    expect(r.status, r.text).toBe(200);
    expect(matchesFixture(r.body, fixture('permissions--collection-permissions'))).toEqual([]);
    expect(r.body).toEqual({
      entityId: c.id,
      owner: owner.username,
      permissionType: 'Private',
      reader: [],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    });
  });
});

describe('Collections: every operation answers the reference schema', () => {
  it('createCollection, getCollection, getAllCollections, updateCollection', async () => {
    const h = key(owner.key);
    const created = await call<Collection>('POST', `${api}/collections`, {
      headers: h,
      body: { name: 'Schema', attributes: { k: 'v' } },
    });
    expectContract(created, '/collections', 'post', 201);
    expectContract(
      await call('GET', `${api}/collections/${created.body.id}`, { headers: h }),
      '/collections/{collectionId}',
      'get',
      200,
    );
    expectContract(await call('GET', `${api}/collections`, { headers: h }), '/collections', 'get', 200);
    const updated = await call('PUT', `${api}/collections/${created.body.id}`, {
      headers: h,
      body: { name: 'Schema2', description: 'd' },
    });
    expectContract(updated, '/collections/{collectionId}', 'put', 200);
  });

  it('getCollectionPermissions, editCollectionPermissions, getCollectionRoles', async () => {
    const h = key(owner.key);
    const c = await create(h);
    expectContract(
      await call('GET', `${api}/collections/${c.id}/permissions`, { headers: h }),
      '/collections/{collectionId}/permissions',
      'get',
      200,
    );
    expectContract(
      await grant(h, c.id, { permissionType: 'PublicReadable', reader: [], writer: [], manager: [] }),
      '/collections/{collectionId}/permissions',
      'put',
      200,
    );
    expectContract(
      await call('GET', `${api}/collections/${c.id}/roles`, { headers: h }),
      '/collections/{collectionId}/roles',
      'get',
      200,
    );
  });

  it('deleteCollection answers 204 without a body (the reference declares no success body)', async () => {
    const c = await create(key(owner.key));
    const r = await call('DELETE', `${api}/collections/${c.id}`, { headers: key(owner.key) });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(declaredStatuses('/collections/{collectionId}', 'delete').filter((s) => s.startsWith('2'))).toEqual([]);
  });
});

describe('Collections: create, update and delete', () => {
  it('stores an absent description as null and absent attributes as {}', async () => {
    const c = await create(key(owner.key), { name: 'Bare' });
    expect(c).toMatchObject({
      description: null,
      attributes: {},
      revision: 1,
      updatedAt: null,
      updatedBy: null,
      dataObjectIds: [],
      incomingIds: [],
      defaultFileContainerId: null,
    });
  });

  it('refuses a blank or missing name and a malformed body with 400', async () => {
    const h = key(owner.key);
    expectProblem(
      await call('POST', `${api}/collections`, { headers: h, body: { name: '  ' } }),
      400,
      'request.invalid',
    );
    expectProblem(
      await call('POST', `${api}/collections`, { headers: h, body: { description: 'x' } }),
      400,
      'request.invalid',
    );
    expectProblem(
      await call('POST', `${api}/collections`, { headers: h, body: { name: 'x', attributes: { a: 1 } } }),
      400,
      'request.invalid',
    );
    expectProblem(
      await call('POST', `${api}/collections`, { headers: { ...h, 'content-type': 'application/json' }, raw: '{nope' }),
      400,
      'request.malformed-json',
    );
  });

  it('ignores the read-only fields a client sends back', async () => {
    const c = await create(key(owner.key));
    const r = await call<Collection>('PUT', `${api}/collections/${c.id}`, {
      headers: key(owner.key),
      body: { ...c, id: 1, appId: 'x', createdBy: 'mallory', name: 'Again' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: c.id,
      appId: c.appId,
      createdBy: owner.username,
      createdAt: c['createdAt'],
      name: 'Again',
    });
  });

  it('PUT replaces name, description and attributes and records who and when', async () => {
    const c = await create(key(owner.key), { name: 'Before', description: 'old', attributes: { a: '1' } });
    const r = await call<Collection>('PUT', `${api}/collections/${c.id}`, {
      headers: key(owner.key),
      body: { name: 'After', attributes: { b: '2' } },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      id: c.id,
      appId: c.appId,
      name: 'After',
      description: null,
      attributes: { b: '2' },
      revision: 2,
      updatedBy: owner.username,
      createdAt: c['createdAt'],
    });
    expect(r.body['updatedAt']).toMatch(/\+00:00$/);
    expect((await call('GET', `${api}/collections/${c.id}`, { headers: key(owner.key) })).body).toEqual(r.body);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an integer', async () => {
    const h = key(owner.key);
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
        await call(m, `${api}/collections/987654321987${suffix}`, { headers: h, ...(body ? { body } : {}) }),
        404,
        'resource.not-found',
      );
    }
    expectProblem(await call('GET', `${api}/collections/abc`, { headers: h }), 400);
    expectProblem(await call('GET', `${api}/collections/-1`, { headers: h }), 400);
  });

  it('answers 404 for a versionUid: entity versioning is off', async () => {
    const c = await create(key(owner.key));
    expectProblem(
      await call('GET', `${api}/collections/${c.id}?versionUid=${randomUUID()}`, { headers: key(owner.key) }),
      404,
    );
  });

  it('delete removes the Collection, its DataObjects and its permissions in one go, leaving nothing behind', async () => {
    const h = key(owner.key);
    const c = await create(h);
    const ids: number[] = [];
    for (const name of ['a', 'b']) {
      const d = await call<{ id: number }>('POST', `${api}/collections/${c.id}/dataObjects`, {
        headers: h,
        body: { name, ...(ids[0] ? { parentId: ids[0], predecessorIds: [ids[0]] } : {}) },
      });
      expect(d.status, d.text).toBe(201);
      ids.push(d.body.id);
    }
    const [before] = await cypher<{ perms: string[]; rels: number }>(
      `MATCH (c:Collection {id: $id}) RETURN COLLECT { MATCH (c)-[:HAS_PERMISSIONS]->(p) RETURN elementId(p) } AS perms,
         COUNT { MATCH (c)-[:HAS_DATAOBJECT]->(d)-[r]-() RETURN r } AS rels`,
      { id: int(c.id) },
    );
    expect(before?.perms).toHaveLength(1);
    expect(before?.rels).toBeGreaterThan(2);

    const r = await call('DELETE', `${api}/collections/${c.id}`, { headers: h });
    expect(r.status, r.text).toBe(204);
    const [after] = await cypher<{ nodes: number; perms: number }>(
      `RETURN COUNT { MATCH (n:BasicEntity) WHERE n.id IN $ids } AS nodes,
              COUNT { MATCH (p) WHERE elementId(p) IN $perms } AS perms`,
      { ids: [c.id, ...ids].map(int), perms: before?.perms ?? [] },
    );
    expect(after).toEqual({ nodes: 0, perms: 0 });
    expectProblem(await call('GET', `${api}/collections/${c.id}`, { headers: h }), 404);
    expectProblem(await call('GET', `${api}/collections/${c.id}/dataObjects/${ids[0]}`, { headers: h }), 404);
    expectProblem(await call('DELETE', `${api}/collections/${c.id}`, { headers: h }), 404);
  });

  it('mints unique, positive, never reused ids', async () => {
    const h = key(owner.key);
    const made = await Promise.all(Array.from({ length: 8 }, () => create(h)));
    const ids = made.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    await call('DELETE', `${api}/collections/${ids[0]}`, { headers: h });
    const next = await create(h);
    expect(ids).not.toContain(next.id);
    const [seq] = await cypher<{ next: number }>("MATCH (s:IdSequence {name: 'legacy'}) RETURN s.next AS next");
    expect(seq?.next).toBeGreaterThan(Math.max(...ids, next.id));
  });
});

describe('Collections: listing, paging, ordering, name filter', () => {
  it('filters by exact name and pages with page × size', async () => {
    const h = key(owner.key);
    const name = tag();
    const made: Collection[] = [];
    for (let i = 0; i < 3; i++) made.push(await create(h, { name }));
    const ids = made.map((c) => c.id);
    const list = async (q: string) => {
      const r = await call<Collection[]>('GET', `${api}/collections?name=${name}${q}`, { headers: h });
      expect(r.status, r.text).toBe(200);
      return r.body.map((c) => c.id);
    };
    expect(await list('')).toEqual(ids);
    expect(await list('&orderBy=createdAt&page=0&size=2')).toEqual(ids.slice(0, 2));
    expect(await list('&orderBy=createdAt&page=1&size=2')).toEqual(ids.slice(2));
    expect(await list('&orderBy=createdAt&page=5&size=2')).toEqual([]);
    expect(await list('&orderBy=createdAt&orderDesc=true')).toEqual([...ids].reverse());
    expect(await list('&page=1')).toEqual(ids); // a page needs both page and size, as upstream
    expect(await list('&size=0&page=0')).toEqual([]);
    for (const near of [`${name}x`, name.toUpperCase(), name.slice(1)]) {
      expect((await call<Collection[]>('GET', `${api}/collections?name=${near}`, { headers: h })).body).toEqual([]);
    }
  });

  it('orders by name case-insensitively, and by updatedAt', async () => {
    const h = key(owner.key);
    const t = tag();
    const b = await create(h, { name: `${t}-b` });
    const a = await create(h, { name: `${t}-A` });
    const c = await create(h, { name: `${t}-c` });
    const mine = (list: Collection[]) => list.map((x) => x.id).filter((id) => [a.id, b.id, c.id].includes(id));
    const asc = await call<Collection[]>('GET', `${api}/collections?orderBy=name`, { headers: h });
    expect(mine(asc.body)).toEqual([a.id, b.id, c.id]);
    const desc = await call<Collection[]>('GET', `${api}/collections?orderBy=name&orderDesc=true`, { headers: h });
    expect(mine(desc.body)).toEqual([c.id, b.id, a.id]);
    await call('PUT', `${api}/collections/${b.id}`, { headers: h, body: { name: `${t}-b` } });
    await call('PUT', `${api}/collections/${a.id}`, { headers: h, body: { name: `${t}-A` } });
    const updated = await call<Collection[]>('GET', `${api}/collections?orderBy=updatedAt`, { headers: h });
    expect(mine(updated.body)).toEqual([b.id, a.id, c.id]); // never-updated (null) sorts last ascending
  });

  it('refuses invalid paging and ordering parameters with 400', async () => {
    const h = key(owner.key);
    for (const q of ['page=-1', 'size=-1', 'page=x', 'orderBy=id', 'orderDesc=yes']) {
      expectProblem(await call('GET', `${api}/collections?${q}`, { headers: h }), 400, 'request.invalid');
    }
  });

  it('lists only what the caller may read', async () => {
    const { key: otherKey } = await userWithKey();
    const name = tag();
    const priv = await create(key(owner.key), { name });
    const readable = await create(key(owner.key), { name });
    await grant(key(owner.key), readable.id, { permissionType: 'PublicReadable' });
    const shared = await create(key(owner.key), { name });
    const other = await userWithKey();
    await grant(key(owner.key), shared.id, { reader: [other.username] });
    const seenBy = async (k: H) =>
      (await call<Collection[]>('GET', `${api}/collections?name=${name}`, { headers: k })).body.map((c) => c.id);
    expect(await seenBy(key(owner.key))).toEqual([priv.id, readable.id, shared.id]);
    expect(await seenBy(key(otherKey))).toEqual([readable.id]);
    expect(await seenBy(key(other.key))).toEqual([readable.id, shared.id]);
    expect(await seenBy(asAdmin())).toEqual([priv.id, readable.id, shared.id]);
  });

  it('without a name filter, lists from the caller’s side exactly what the gate lets them read', async () => {
    const [u, o] = await Promise.all([userWithKey(), userWithKey()]);
    const group = await call<{ id: number }>('POST', `${api}/userGroups`, {
      headers: key(o.key),
      body: { name: tag(), usernames: [u.username] },
    });
    expect(group.status, group.text).toBe(201);
    const grants: [string, Partial<Permissions> | null][] = [
      ['private', { permissionType: 'Private' }],
      ['reader', { reader: [u.username] }],
      ['writer', { writer: [u.username] }],
      ['manager', { manager: [u.username] }],
      ['reader group', { readerGroupIds: [group.body.id] }],
      ['writer group', { writerGroupIds: [group.body.id] }],
      ['public readable', { permissionType: 'PublicReadable' }],
      ['public', { permissionType: 'Public' }],
    ];
    const made = new Map<number, string>();
    for (const [what, p] of grants) {
      const c = await create(key(o.key), { name: tag() });
      if (p) expect((await grant(key(o.key), c.id, { permissionType: 'Private', ...p })).status).toBe(200);
      made.set(c.id, what);
    }
    made.set((await create(key(u.key), { name: tag() })).id, 'own');
    // The newest first: this test's Collections are among the caller's 200 newest readable ones.
    const page = await call<Collection[]>(
      'GET',
      `${api}/collections?orderBy=createdAt&orderDesc=true&page=0&size=200`,
      {
        headers: key(u.key),
      },
    );
    expect(page.status, page.text).toBe(200);
    const seen = page.body.map((c) => c.id).filter((id) => made.has(id));
    expect(seen.map((id) => made.get(id)).sort()).toEqual(
      ['own', 'reader', 'writer', 'manager', 'reader group', 'writer group', 'public readable', 'public'].sort(),
    );
    // Each once, newest first.
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    // Another user sees only the public two.
    const stranger = await userWithKey();
    const theirs = await call<Collection[]>(
      'GET',
      `${api}/collections?orderBy=createdAt&orderDesc=true&page=0&size=200`,
      {
        headers: key(stranger.key),
      },
    );
    expect(
      theirs.body
        .filter((c) => made.has(c.id))
        .map((c) => made.get(c.id))
        .sort(),
    ).toEqual(['public', 'public readable']);
  });
});

describe('Collections: the permission matrix', () => {
  const roles = ['owner', 'manager', 'writer', 'reader', 'stranger', 'admin'] as const;
  type Role = (typeof roles)[number];
  let people: Record<Exclude<Role, 'admin'>, { username: string; key: string }>;
  const headersOf = (r: Role): H => (r === 'admin' ? asAdmin() : key(people[r].key));

  /** A Collection of the owner's with the manager, writer and reader granted; Private. */
  async function setup(): Promise<Collection> {
    const c = await create(key(people.owner.key));
    const g = await grant(key(people.owner.key), c.id, {
      permissionType: 'Private',
      manager: [people.manager.username],
      writer: [people.writer.username],
      reader: [people.reader.username],
    });
    expect(g.status, g.text).toBe(200);
    return c;
  }

  beforeAll(async () => {
    const [o, m, w, r, s] = await Promise.all([
      userWithKey(),
      userWithKey(),
      userWithKey(),
      userWithKey(),
      userWithKey(),
    ]);
    people = { owner: o, manager: m, writer: w, reader: r, stranger: s };
  });

  // group members: user groups do not exist yet; the gate already evaluates reader/writer groups
  // (unit-tested), their HTTP rows join this matrix when the group endpoints land.
  const expected: Record<Role, { read: number; write: number; manage: number; delete: number }> = {
    owner: { read: 200, write: 200, manage: 200, delete: 204 },
    manager: { read: 200, write: 200, manage: 200, delete: 204 },
    writer: { read: 200, write: 200, manage: 403, delete: 204 },
    reader: { read: 200, write: 403, manage: 403, delete: 403 },
    stranger: { read: 403, write: 403, manage: 403, delete: 403 },
    admin: { read: 200, write: 200, manage: 200, delete: 204 },
  };

  for (const role of roles) {
    it(`${role}: read ${expected[role].read}, write ${expected[role].write}, manage ${expected[role].manage}, delete ${expected[role].delete}`, async () => {
      const c = await setup();
      const h = headersOf(role);
      const e = expected[role];
      expect((await call('GET', `${api}/collections/${c.id}`, { headers: h })).status).toBe(e.read);
      expect((await call('GET', `${api}/collections/${c.id}/roles`, { headers: h })).status).toBe(e.read);
      expect((await call('PUT', `${api}/collections/${c.id}`, { headers: h, body: { name: 'changed' } })).status).toBe(
        e.write,
      );
      expect((await call('GET', `${api}/collections/${c.id}/permissions`, { headers: h })).status).toBe(e.manage);
      const put = await grant(h, c.id, {
        permissionType: 'Private',
        manager: [people.manager.username],
        writer: [people.writer.username],
        reader: [people.reader.username],
      });
      expect(put.status, put.text).toBe(e.manage);
      if (put.status === 403) expectProblem(put, 403, 'auth.forbidden');
      const del = await call('DELETE', `${api}/collections/${c.id}`, { headers: h });
      expect(del.status, del.text).toBe(e.delete);
      const still = await call('GET', `${api}/collections/${c.id}`, { headers: key(people.owner.key) });
      expect(still.status).toBe(e.delete === 204 ? 404 : 200);
    });
  }

  it('unauthenticated: 401 on every operation', async () => {
    const c = await setup();
    const ops: [string, string, unknown?][] = [
      ['GET', '/collections'],
      ['POST', '/collections', { name: 'x' }],
      ['GET', `/collections/${c.id}`],
      ['PUT', `/collections/${c.id}`, { name: 'x' }],
      ['DELETE', `/collections/${c.id}`],
      ['GET', `/collections/${c.id}/permissions`],
      ['PUT', `/collections/${c.id}/permissions`, { permissionType: 'Public' }],
      ['GET', `/collections/${c.id}/roles`],
    ];
    for (const [m, p, body] of ops)
      expectProblem(await call(m, `${api}${p}`, body === undefined ? {} : { body }), 401, 'auth.unauthenticated');
    expect((await call('GET', `${api}/collections/${c.id}`, { headers: key(people.owner.key) })).status).toBe(200);
  });

  it('a stranger gets 403 for an existing Collection and 404 for a missing one', async () => {
    const c = await setup();
    expectProblem(
      await call('GET', `${api}/collections/${c.id}`, { headers: key(people.stranger.key) }),
      403,
      'auth.forbidden',
    );
    expectProblem(
      await call('GET', `${api}/collections/987654321987`, { headers: key(people.stranger.key) }),
      404,
      'resource.not-found',
    );
  });

  it('permissionType: Public lets everyone read and write, PublicReadable only read, Private neither', async () => {
    const c = await setup();
    const s = key(people.stranger.key);
    const try_ = async () => [
      (await call('GET', `${api}/collections/${c.id}`, { headers: s })).status,
      (await call('PUT', `${api}/collections/${c.id}`, { headers: s, body: { name: 'by stranger' } })).status,
      (await call('GET', `${api}/collections/${c.id}/permissions`, { headers: s })).status,
    ];
    await grant(key(people.owner.key), c.id, { permissionType: 'Public' });
    expect(await try_()).toEqual([200, 200, 403]);
    await grant(key(people.owner.key), c.id, { permissionType: 'PublicReadable' });
    expect(await try_()).toEqual([200, 403, 403]);
    await grant(key(people.owner.key), c.id, { permissionType: 'Private' });
    expect(await try_()).toEqual([403, 403, 403]);
  });

  it('roles report the caller’s standing as upstream does', async () => {
    const c = await setup();
    const rolesOf = async (r: Role) =>
      (await call('GET', `${api}/collections/${c.id}/roles`, { headers: headersOf(r) })).body;
    expect(await rolesOf('owner')).toEqual({ owner: true, manager: false, writer: false, reader: false });
    expect(await rolesOf('manager')).toEqual({ owner: false, manager: true, writer: false, reader: false });
    expect(await rolesOf('writer')).toEqual({ owner: false, manager: false, writer: true, reader: false });
    expect(await rolesOf('reader')).toEqual({ owner: false, manager: false, writer: false, reader: true });
    expect(await rolesOf('admin')).toEqual({ owner: false, manager: true, writer: true, reader: true });
    await grant(key(people.owner.key), c.id, { permissionType: 'Public' });
    expect(await rolesOf('stranger')).toEqual({ owner: false, manager: false, writer: true, reader: true });
  });

  it('a PUT replaces the lists, drops unknown users and keeps the owner when none is sent', async () => {
    const c = await setup();
    const r = await grant(key(people.owner.key), c.id, {
      permissionType: 'PublicReadable',
      reader: [people.reader.username, `ghost-${tag()}`, people.reader.username],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({
      entityId: c.id,
      owner: people.owner.username,
      permissionType: 'PublicReadable',
      reader: [people.reader.username],
      writer: [],
      manager: [],
      readerGroupIds: [],
      writerGroupIds: [],
    });
    expect(
      (await call('PUT', `${api}/collections/${c.id}`, { headers: key(people.writer.key), body: { name: 'x' } }))
        .status,
    ).toBe(403);
    expectProblem(
      await grant(key(people.owner.key), c.id, { permissionType: 'Everyone' as never }),
      400,
      'request.invalid',
    );
  });

  it('only the owner hands ownership over; a manager cannot, and the new owner must exist', async () => {
    const c = await setup();
    const full = { permissionType: 'Private', manager: [people.manager.username], writer: [], reader: [] };
    expectProblem(
      await grant(key(people.manager.key), c.id, { ...full, owner: people.manager.username }),
      403,
      'auth.forbidden',
    );
    expect((await grant(key(people.manager.key), c.id, { ...full, owner: people.owner.username })).status).toBe(200); // unchanged owner
    expectProblem(
      await grant(key(people.owner.key), c.id, { ...full, owner: `ghost-${tag()}` }),
      400,
      'request.invalid',
    );
    const handed = await grant(key(people.owner.key), c.id, { ...full, owner: people.stranger.username });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body.owner).toBe(people.stranger.username);
    expect(
      (await call('GET', `${api}/collections/${c.id}/permissions`, { headers: key(people.stranger.key) })).status,
    ).toBe(200);
    expect((await call('GET', `${api}/collections/${c.id}`, { headers: key(people.owner.key) })).status).toBe(403);
  });
});
