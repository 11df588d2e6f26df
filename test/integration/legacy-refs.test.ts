import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { closeGraph, cypher, int } from '../support/fixtures.ts';
import { expectContract } from '../support/contract.ts';
import { newCollection as seedCollection, newDataObject as seedDataObject } from '../support/seed.ts';

type H = Record<string, string>;
interface Ref {
  id: number;
  appId: string;
  name: string;
  type: string;
  dataObjectId: number;
  [k: string]: unknown;
}

const api = '/svc/api';
const key = withKey;
const DO = '/collections/{collectionId}/dataObjects/{dataObjectId}';

let owner: { username: string; key: string };
let h: H;

const newCollection = (headers: H = h) => seedCollection(headers, 'References');

const newObject = (c: number, headers: H = h) => seedDataObject(c, headers, 'holder');

const at = (c: number, d: number) => `${api}/collections/${c}/dataObjects/${d}`;

async function create(c: number, d: number, kind: string, body: Record<string, unknown>, headers: H = h): Promise<Ref> {
  const r = await call<Ref>('POST', `${at(c, d)}/${kind}`, { headers, body });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

async function setPermissions(c: number, body: Record<string, unknown>, headers: H = h): Promise<void> {
  const r = await call('PUT', `${api}/collections/${c}/permissions`, {
    headers,
    body: { permissionType: 'Private', ...body },
  });
  expect(r.status, r.text).toBe(200);
}

beforeAll(async () => {
  owner = await userWithKey();
  h = key(owner.key);
});
afterAll(closeGraph);

describe('References: every operation answers the reference schema', () => {
  it('collectionReferences: create, list, get, payload, delete', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const target = await newCollection();
    const P = `${DO}/collectionReferences`;
    const created = await call<Ref>('POST', `${at(c, d)}/collectionReferences`, {
      headers: h,
      body: { name: 'to target', referencedCollectionId: target, relationship: 'cites' },
    });
    expectContract(created, P, 'post', 201);
    expect(created.body).toMatchObject({
      name: 'to target',
      type: 'CollectionReference',
      dataObjectId: d,
      referencedCollectionId: target,
      relationship: 'cites',
      createdBy: owner.username,
      updatedAt: null,
      updatedBy: null,
      revision: 1,
    });
    expect(created.body.appId).toMatch(/^[0-9a-f-]{36}$/);
    const id = created.body.id;
    expectContract(await call('GET', `${at(c, d)}/collectionReferences`, { headers: h }), P, 'get', 200);
    const one = await call('GET', `${at(c, d)}/collectionReferences/${id}`, { headers: h });
    expectContract(one, `${P}/{collectionReferenceId}`, 'get', 200);
    expect(one.body).toEqual(created.body);
    const payload = await call<{ id: number; incomingIds: number[] }>(
      'GET',
      `${at(c, d)}/collectionReferences/${id}/payload`,
      { headers: h },
    );
    expectContract(payload, `${P}/{collectionReferenceId}/payload`, 'get', 200);
    expect(payload.body).toEqual((await call('GET', `${api}/collections/${target}`, { headers: h })).body);
    expect(payload.body.incomingIds).toEqual([id]);
    expectContract(
      await call('DELETE', `${at(c, d)}/collectionReferences/${id}`, { headers: h }),
      `${P}/{collectionReferenceId}`,
      'delete',
      204,
    );
    expectProblem(await call('GET', `${at(c, d)}/collectionReferences/${id}`, { headers: h }), 404);
  });

  it('dataObjectReferences: create, list, get, payload, delete', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const other = await newCollection();
    const target = await newObject(other);
    const P = `${DO}/dataObjectReferences`;
    const created = await call<Ref>('POST', `${at(c, d)}/dataObjectReferences`, {
      headers: h,
      body: { name: 'to object', referencedDataObjectId: target },
    });
    expectContract(created, P, 'post', 201);
    expect(created.body).toMatchObject({
      type: 'DataObjectReference',
      dataObjectId: d,
      referencedDataObjectId: target,
      relationship: null,
    });
    const id = created.body.id;
    const all = await call<Ref[]>('GET', `${at(c, d)}/dataObjectReferences`, { headers: h });
    expectContract(all, P, 'get', 200);
    expect(all.body).toEqual([created.body]);
    expectContract(
      await call('GET', `${at(c, d)}/dataObjectReferences/${id}`, { headers: h }),
      `${P}/{dataObjectReferenceId}`,
      'get',
      200,
    );
    const payload = await call<{ id: number; collectionId: number; incomingIds: number[] }>(
      'GET',
      `${at(c, d)}/dataObjectReferences/${id}/payload`,
      { headers: h },
    );
    expectContract(payload, `${P}/{dataObjectReferenceId}/payload`, 'get', 200);
    expect(payload.body).toEqual((await call('GET', `${at(other, target)}`, { headers: h })).body);
    expect(payload.body).toMatchObject({ id: target, collectionId: other, incomingIds: [id] });
    expectContract(
      await call('DELETE', `${at(c, d)}/dataObjectReferences/${id}`, { headers: h }),
      `${P}/{dataObjectReferenceId}`,
      'delete',
      204,
    );
  });

  it('uriReferences: create, list, get, delete', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const P = `${DO}/uriReferences`;
    const created = await call<Ref>('POST', `${at(c, d)}/uriReferences`, {
      headers: h,
      body: { name: 'site', uri: 'https://example.org/x', relationship: 'seeAlso' },
    });
    expectContract(created, P, 'post', 201);
    expect(created.body).toMatchObject({
      type: 'URIReference',
      uri: 'https://example.org/x',
      relationship: 'seeAlso',
      dataObjectId: d,
    });
    const id = created.body.id;
    expectContract(await call('GET', `${at(c, d)}/uriReferences`, { headers: h }), P, 'get', 200);
    expectContract(
      await call('GET', `${at(c, d)}/uriReferences/${id}`, { headers: h }),
      `${P}/{uriReferenceId}`,
      'get',
      200,
    );
    expectContract(
      await call('DELETE', `${at(c, d)}/uriReferences/${id}`, { headers: h }),
      `${P}/{uriReferenceId}`,
      'delete',
      204,
    );
    expect((await call<Ref[]>('GET', `${at(c, d)}/uriReferences`, { headers: h })).body).toEqual([]);
  });

  it('references: the generic list, get and delete see every kind', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const cr = await create(c, d, 'collectionReferences', { name: 'b-col', referencedCollectionId: c });
    const dr = await create(c, d, 'dataObjectReferences', { name: 'a-obj', referencedDataObjectId: d });
    const ur = await create(c, d, 'uriReferences', { name: 'c-uri', uri: 'urn:x' });
    const P = `${DO}/references`;
    const all = await call<Ref[]>('GET', `${at(c, d)}/references`, { headers: h });
    expectContract(all, P, 'get', 200);
    expect(all.body.map((r) => [r.id, r.type])).toEqual([
      [cr.id, 'CollectionReference'],
      [dr.id, 'DataObjectReference'],
      [ur.id, 'URIReference'],
    ]);
    expect(Object.keys(all.body[0] ?? {}).sort()).toEqual([
      'appId',
      'createdAt',
      'createdBy',
      'dataObjectId',
      'id',
      'name',
      'revision',
      'type',
      'updatedAt',
      'updatedBy',
    ]);
    const one = await call<Ref>('GET', `${at(c, d)}/references/${ur.id}`, { headers: h });
    expectContract(one, `${P}/{referenceId}`, 'get', 200);
    expect(one.body).toMatchObject({ id: ur.id, type: 'URIReference', name: 'c-uri' });
    // The DataObject view lists them all; the Collection and the DataObject see their incoming links.
    const obj = await call<{ referenceIds: number[]; incomingIds: number[] }>('GET', at(c, d), { headers: h });
    expect(obj.body.referenceIds).toEqual([cr.id, dr.id, ur.id]);
    expect(obj.body.incomingIds).toEqual([dr.id]);
    expect(
      (await call<{ incomingIds: number[] }>('GET', `${api}/collections/${c}`, { headers: h })).body.incomingIds,
    ).toEqual([cr.id]);
    expectContract(
      await call('DELETE', `${at(c, d)}/references/${dr.id}`, { headers: h }),
      `${P}/{referenceId}`,
      'delete',
      204,
    );
    expect((await call<Ref[]>('GET', `${at(c, d)}/references`, { headers: h })).body.map((r) => r.id)).toEqual([
      cr.id,
      ur.id,
    ]);
  });
});

describe('References: the generic list filters, orders and pages', () => {
  it('by name, type, name descending, and page/size', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const u1 = await create(c, d, 'uriReferences', { name: 'Zulu', uri: 'urn:1' });
    const c1 = await create(c, d, 'collectionReferences', { name: 'alpha', referencedCollectionId: c });
    const u2 = await create(c, d, 'uriReferences', { name: 'alpha', uri: 'urn:2' });
    const ids = async (q: string) => {
      const r = await call<Ref[]>('GET', `${at(c, d)}/references?${q}`, { headers: h });
      expect(r.status, r.text).toBe(200);
      return r.body.map((x) => x.id);
    };
    expect(await ids('name=alpha')).toEqual([c1.id, u2.id]);
    expect(await ids('orderBy=name')).toEqual([c1.id, u2.id, u1.id]);
    expect(await ids('orderBy=name&orderDesc=true')).toEqual([u1.id, u2.id, c1.id]);
    expect(await ids('orderBy=type')).toEqual([c1.id, u1.id, u2.id]);
    expect(await ids('page=1&size=2')).toEqual([u2.id]);
    expectProblem(await call('GET', `${at(c, d)}/references?orderBy=uri`, { headers: h }), 400);
    expectProblem(await call('GET', `${at(c, d)}/references?size=0&page=0`, { headers: h }), 400);
  });
});

describe('References: validation and lookups', () => {
  it('refuses blank names, missing targets and wrong bodies (400); missing scope and ids answer 404', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    expectProblem(
      await call('POST', `${at(c, d)}/uriReferences`, { headers: h, body: { name: ' ', uri: 'urn:x' } }),
      400,
    );
    expectProblem(await call('POST', `${at(c, d)}/uriReferences`, { headers: h, body: { name: 'x', uri: '' } }), 400);
    expectProblem(await call('POST', `${at(c, d)}/collectionReferences`, { headers: h, body: { name: 'x' } }), 400);
    expectProblem(
      await call('POST', `${at(c, d)}/collectionReferences`, {
        headers: h,
        body: { name: 'x', referencedCollectionId: 987654321987 },
      }),
      400,
    );
    expectProblem(
      await call('POST', `${at(c, d)}/dataObjectReferences`, {
        headers: h,
        body: { name: 'x', referencedDataObjectId: c },
      }),
      400,
    );
    expectProblem(await call('GET', `${at(c, 987654321987)}/references`, { headers: h }), 404);
    expectProblem(await call('GET', `${at(987654321987, d)}/references`, { headers: h }), 404);
    expectProblem(await call('GET', `${at(c, d)}/references/987654321987`, { headers: h }), 404);
    expectProblem(await call('GET', `${at(c, d)}/references/abc`, { headers: h }), 400);
    expectProblem(await call('GET', `${at(c, d)}/uriReferences?versionUid=${randomUUID()}`, { headers: h }), 404);
    // A reference is found only under its own DataObject, and only through its own kind.
    const u = await create(c, d, 'uriReferences', { name: 'u', uri: 'urn:u' });
    const other = await newObject(c);
    expectProblem(await call('GET', `${at(c, other)}/uriReferences/${u.id}`, { headers: h }), 404);
    expectProblem(await call('GET', `${at(c, d)}/collectionReferences/${u.id}`, { headers: h }), 404);
    expectProblem(await call('DELETE', `${at(c, d)}/dataObjectReferences/${u.id}`, { headers: h }), 404);
    expectProblem(await call('GET', `${at(c, d)}/references/${d}`, { headers: h }), 404);
    expectProblem(await call('GET', `${at(c, d)}/references`), 401);
  });
});

describe('References: deletion leaves no dangling edges', () => {
  it('deleting a reference removes its node, HAS_REFERENCE and POINTS_TO; the target loses the incoming id', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const target = await newObject(c);
    const r = await create(c, d, 'dataObjectReferences', { name: 'r', referencedDataObjectId: target });
    const [before] = await cypher<{ edges: number }>('RETURN COUNT { MATCH (r {id: $id})-[x]-() RETURN x } AS edges', {
      id: int(r.id),
    });
    expect(before).toEqual({ edges: 2 });
    expect((await call('DELETE', `${at(c, d)}/dataObjectReferences/${r.id}`, { headers: h })).status).toBe(204);
    const [after] = await cypher<{ nodes: number; pointsTo: number }>(
      `RETURN COUNT { MATCH (n) WHERE n.id = $id } AS nodes, COUNT { MATCH (:DataObject {id: $target})<-[x:POINTS_TO]-() RETURN x } AS pointsTo`,
      { id: int(r.id), target: int(target) },
    );
    expect(after).toEqual({ nodes: 0, pointsTo: 0 });
    expect(
      (await call<{ incomingIds: number[]; referenceIds: number[] }>('GET', at(c, target), { headers: h })).body
        .incomingIds,
    ).toEqual([]);
    expectProblem(await call('DELETE', `${at(c, d)}/dataObjectReferences/${r.id}`, { headers: h }), 404);
  });

  it('deleting the holding DataObject removes its references and their POINTS_TO edges', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const target = await newCollection();
    const r = await create(c, d, 'collectionReferences', { name: 'r', referencedCollectionId: target });
    expect((await call('DELETE', at(c, d), { headers: h })).status).toBe(204);
    const [left] = await cypher<{ nodes: number; pointsTo: number }>(
      `RETURN COUNT { MATCH (n) WHERE n.id = $id } AS nodes, COUNT { MATCH (:Collection {id: $target})<-[x:POINTS_TO]-() RETURN x } AS pointsTo`,
      { id: int(r.id), target: int(target) },
    );
    expect(left).toEqual({ nodes: 0, pointsTo: 0 });
  });

  it('a reference outlives its deleted target: it keeps the target id and its payload answers 404', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    const target = await newCollection();
    const r = await create(c, d, 'collectionReferences', { name: 'r', referencedCollectionId: target });
    expect((await call('DELETE', `${api}/collections/${target}`, { headers: h })).status).toBe(204);
    const got = await call('GET', `${at(c, d)}/collectionReferences/${r.id}`, { headers: h });
    expectContract(got, `${DO}/collectionReferences/{collectionReferenceId}`, 'get', 200);
    expect(got.body).toMatchObject({ referencedCollectionId: target });
    expectProblem(await call('GET', `${at(c, d)}/collectionReferences/${r.id}/payload`, { headers: h }), 404);
  });
});

describe('References: permissions come from the Collection in the path', () => {
  let reader: { username: string; key: string };
  let stranger: { username: string; key: string };
  beforeAll(async () => {
    [reader, stranger] = await Promise.all([userWithKey(), userWithKey()]);
  });

  it('a reader lists and reads but cannot create or delete; a stranger gets 403 everywhere', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    await setPermissions(c, { reader: [reader.username] });
    const u = await create(c, d, 'uriReferences', { name: 'u', uri: 'urn:u' });
    const cr = await create(c, d, 'collectionReferences', { name: 'self', referencedCollectionId: c });
    const reads = [
      `${at(c, d)}/references`,
      `${at(c, d)}/references/${u.id}`,
      `${at(c, d)}/uriReferences`,
      `${at(c, d)}/uriReferences/${u.id}`,
      `${at(c, d)}/collectionReferences`,
      `${at(c, d)}/collectionReferences/${cr.id}`,
      `${at(c, d)}/collectionReferences/${cr.id}/payload`,
      `${at(c, d)}/dataObjectReferences`,
    ];
    for (const p of reads) {
      expect((await call('GET', p, { headers: key(reader.key) })).status, p).toBe(200);
      expectProblem(await call('GET', p, { headers: key(stranger.key) }), 403);
    }
    for (const who of [reader, stranger]) {
      expectProblem(
        await call('POST', `${at(c, d)}/uriReferences`, { headers: key(who.key), body: { name: 'x', uri: 'urn:x' } }),
        403,
      );
      expectProblem(
        await call('POST', `${at(c, d)}/collectionReferences`, {
          headers: key(who.key),
          body: { name: 'x', referencedCollectionId: c },
        }),
        403,
      );
      expectProblem(
        await call('POST', `${at(c, d)}/dataObjectReferences`, {
          headers: key(who.key),
          body: { name: 'x', referencedDataObjectId: d },
        }),
        403,
      );
      expectProblem(await call('DELETE', `${at(c, d)}/references/${u.id}`, { headers: key(who.key) }), 403);
      expectProblem(await call('DELETE', `${at(c, d)}/uriReferences/${u.id}`, { headers: key(who.key) }), 403);
      expectProblem(await call('DELETE', `${at(c, d)}/collectionReferences/${cr.id}`, { headers: key(who.key) }), 403);
    }
    expect((await call<Ref[]>('GET', `${at(c, d)}/references`, { headers: h })).body.map((r) => r.id)).toEqual([
      u.id,
      cr.id,
    ]);
  });

  it('a payload whose target the caller cannot read answers 403, though the reference itself is readable', async () => {
    const c = await newCollection();
    const d = await newObject(c);
    await setPermissions(c, { reader: [reader.username] });
    const hidden = await newCollection();
    const hiddenObject = await newObject(hidden);
    const cr = await create(c, d, 'collectionReferences', { name: 'hidden', referencedCollectionId: hidden });
    const dr = await create(c, d, 'dataObjectReferences', { name: 'hidden', referencedDataObjectId: hiddenObject });
    expect((await call('GET', `${at(c, d)}/collectionReferences/${cr.id}`, { headers: key(reader.key) })).status).toBe(
      200,
    );
    expect((await call('GET', `${at(c, d)}/dataObjectReferences/${dr.id}`, { headers: key(reader.key) })).status).toBe(
      200,
    );
    expectProblem(
      await call('GET', `${at(c, d)}/collectionReferences/${cr.id}/payload`, { headers: key(reader.key) }),
      403,
    );
    expectProblem(
      await call('GET', `${at(c, d)}/dataObjectReferences/${dr.id}/payload`, { headers: key(reader.key) }),
      403,
    );
    // Once the target's Collection is readable, so is the payload.
    await setPermissions(hidden, { reader: [reader.username] });
    expect(
      (await call('GET', `${at(c, d)}/collectionReferences/${cr.id}/payload`, { headers: key(reader.key) })).status,
    ).toBe(200);
    expect(
      (await call('GET', `${at(c, d)}/dataObjectReferences/${dr.id}/payload`, { headers: key(reader.key) })).status,
    ).toBe(200);
  });

  it('creating a reference to a target the caller cannot read answers 403', async () => {
    const writer = await userWithKey();
    const c = await newCollection();
    const d = await newObject(c);
    await setPermissions(c, { writer: [writer.username] });
    const hidden = await newCollection();
    const hiddenObject = await newObject(hidden);
    expectProblem(
      await call('POST', `${at(c, d)}/collectionReferences`, {
        headers: key(writer.key),
        body: { name: 'x', referencedCollectionId: hidden },
      }),
      403,
    );
    expectProblem(
      await call('POST', `${at(c, d)}/dataObjectReferences`, {
        headers: key(writer.key),
        body: { name: 'x', referencedDataObjectId: hiddenObject },
      }),
      403,
    );
    const ok = await create(c, d, 'uriReferences', { name: 'by writer', uri: 'urn:w' }, key(writer.key));
    expect(ok.createdBy).toBe(writer.username);
    expect((await call('DELETE', `${at(c, d)}/references/${ok.id}`, { headers: key(writer.key) })).status).toBe(204);
  });
});
