import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { adminKey, call, gateway, userWithKey, type Reply, withKey } from '../support/local.ts';
import { adminHome, svcAdmin } from '../support/svc-admin.ts';
import { closeGraph, cypher, fixture, matchesFixture, sha256 } from '../support/fixtures.ts';
import { expectContract } from '../support/contract.ts';

type H = Record<string, string>;
interface Container {
  id: number;
  appId: string;
  name: string;
  oid: string;
  [k: string]: unknown;
}
interface FileRec {
  oid: string;
  filename: string;
  md5: string | null;
  createdAt: string | null;
  [k: string]: unknown;
}
interface Permissions {
  owner: string;
  permissionType: string;
  reader: string[];
  writer: string[];
  manager: string[];
}

const api = '/svc/api';
const key = withKey;

async function createContainer(h: H, name = 'Files'): Promise<Container> {
  const r = await call<Container>('POST', `${api}/fileContainers`, { headers: h, body: { name } });
  expectContract(r, '/fileContainers', 'post', 201);
  return r.body;
}

async function upload(h: H, containerId: number, filename: string, data: Buffer): Promise<Reply<FileRec>> {
  const { body, contentType } = multipart([{ name: 'file', filename, data }]);
  return call<FileRec>('POST', `${api}/fileContainers/${containerId}/payload`, {
    headers: { ...h, 'content-type': contentType },
    raw: body,
  });
}

async function download(h: H, path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const r = await fetch(`${gateway}${path}`, { headers: h, redirect: 'manual' });
  return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()), headers: r.headers };
}

let owner: { username: string; key: string };
let reader: { username: string; key: string };
let stranger: { username: string; key: string };
beforeAll(async () => {
  [owner, reader, stranger] = await Promise.all([userWithKey(), userWithKey(), userWithKey()]);
});
afterAll(closeGraph);

describe('file containers: fixtures and contract', () => {
  it('create answers filecontainers--create', async () => {
    const r = await call('POST', `${api}/fileContainers`, {
      headers: key(owner.key),
      body: { name: 'FileContainerWireFixture' },
    });
    expect(r.status, r.text).toBe(201);
    expect(matchesFixture(r.body, fixture('filecontainers--create'))).toEqual([]);
    expect((r.body as Container).createdBy).toBe(owner.username);
    expect((r.body as Container).oid).toMatch(/^[0-9a-f]{24}$/);
  });

  it('get, list (name filter, paging, order), permissions, roles, delete answer the reference', async () => {
    const h = key(owner.key);
    const name = `L${randomBytes(4).toString('hex')}`;
    const a = await createContainer(h, name);
    const b = await createContainer(h, name);
    const got = await call('GET', `${api}/fileContainers/${a.id}`, { headers: h });
    expectContract(got, '/fileContainers/{fileContainerId}', 'get', 200);
    expect(got.body).toEqual(a);
    const list = await call<Container[]>('GET', `${api}/fileContainers?name=${name}&orderBy=createdAt&orderDesc=true`, {
      headers: h,
    });
    expectContract(list, '/fileContainers', 'get', 200);
    expect(list.body.map((c) => c.id)).toEqual([b.id, a.id]);
    const page = await call<Container[]>('GET', `${api}/fileContainers?name=${name}&page=1&size=1`, { headers: h });
    expect(page.body.map((c) => c.id)).toEqual([b.id]);
    expect((await call('GET', `${api}/fileContainers?size=0`, { headers: h })).status).toBe(400);
    expect(
      (await call<Container[]>('GET', `${api}/fileContainers?name=${name}`, { headers: key(stranger.key) })).body,
    ).toEqual([]);

    const perms = await call<Permissions>('GET', `${api}/fileContainers/${a.id}/permissions`, { headers: h });
    expectContract(perms, '/fileContainers/{fileContainerId}/permissions', 'get', 200);
    expect(perms.body).toMatchObject({ entityId: a.id, owner: owner.username, permissionType: 'Private' });
    const edited = await call('PUT', `${api}/fileContainers/${a.id}/permissions`, {
      headers: h,
      body: { permissionType: 'Private', reader: [reader.username] },
    });
    expectContract(edited, '/fileContainers/{fileContainerId}/permissions', 'put', 200);
    const roles = await call('GET', `${api}/fileContainers/${a.id}/roles`, { headers: key(reader.key) });
    expectContract(roles, '/fileContainers/{fileContainerId}/roles', 'get', 200);
    expect(roles.body).toEqual({ owner: false, manager: false, writer: false, reader: true });

    expect((await call('DELETE', `${api}/fileContainers/${b.id}`, { headers: h })).status).toBe(204);
    expect((await call('GET', `${api}/fileContainers/${b.id}`, { headers: h })).status).toBe(404);
    expect((await call('DELETE', `${api}/fileContainers/${b.id}`, { headers: h })).status).toBe(404);
  });

  it('a stranger gets 403 on an existing container, 404 on a missing one', async () => {
    const c = await createContainer(key(owner.key));
    expect((await call('GET', `${api}/fileContainers/${c.id}`, { headers: key(stranger.key) })).status).toBe(403);
    expect((await call('GET', `${api}/fileContainers/999999999999`, { headers: key(stranger.key) })).status).toBe(404);
  });
});

describe('file payloads', () => {
  it('upload several files → list → download byte-exact → delete twice → 404', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const files = [randomBytes(1000), randomBytes(300_000), Buffer.from('hello\r\n--not-a-boundary\r\n')];
    const created: FileRec[] = [];
    for (const [i, data] of files.entries()) {
      const r = await upload(h, c.id, `f${i}.bin`, data);
      expectContract(r, '/fileContainers/{fileContainerId}/payload', 'post', 201);
      expect(r.body).not.toHaveProperty('providerId');
      expect(r.body.md5).toBe(createHash('md5').update(data).digest('hex'));
      expect(r.body.filename).toBe(`f${i}.bin`);
      created.push(r.body);
    }
    const list = await call<FileRec[]>('GET', `${api}/fileContainers/${c.id}/payload`, { headers: h });
    expectContract(list, '/fileContainers/{fileContainerId}/payload', 'get', 200);
    expect(list.body.map((f) => f.oid).sort()).toEqual(created.map((f) => f.oid).sort());
    for (const f of list.body) expect(f).not.toHaveProperty('providerId');

    for (const [i, data] of files.entries()) {
      const d = await download(h, `${api}/fileContainers/${c.id}/payload/${created[i]!.oid}`);
      expect(d.status).toBe(200);
      expect(d.headers.get('content-type')).toMatch(/^application\/octet-stream/);
      expect(sha256(d.bytes)).toBe(sha256(data));
    }

    const path = `${api}/fileContainers/${c.id}/payload/${created[0]!.oid}`;
    const first = await call('DELETE', path, { headers: h });
    const second = await call('DELETE', path, { headers: h });
    expect([first.status, second.status]).toEqual([204, 204]);
    expect(second.text).toBe(first.text);
    expect((await download(h, path)).status).toBe(404);
    expect((await call<FileRec[]>('GET', `${api}/fileContainers/${c.id}/payload`, { headers: h })).body).toHaveLength(
      2,
    );
  });

  it('the graph stores providerId and the locator on the record, never on the wire', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const r = await upload(h, c.id, 'p.txt', Buffer.from('provider'));
    expect(r.status, r.text).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(['appId', 'createdAt', 'filename', 'md5', 'oid']);
    const rows = await cypher<{ providerId: string; locator: string; appId: string }>(
      'MATCH (:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile {oid: $oid}) RETURN f.providerId AS providerId, f.locator AS locator, f.appId AS appId',
      { id: c.id, oid: r.body.oid },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.providerId).toBe('dbfs');
    // The record's appId is on the wire (svc's addition), and it is the graph's.
    expect(rows[0]!.appId).toMatch(/^[0-9a-f-]{36}$/);
    expect((r.body as { appId?: string }).appId).toBe(rows[0]!.appId);
    const listed = await call<{ oid: string; appId: string }[]>('GET', `${api}/fileContainers/${c.id}/payload`, {
      headers: h,
    });
    expect(listed.body.find((x) => x.oid === r.body.oid)?.appId).toBe(rows[0]!.appId);
    // An operator finds it by container and oid.
    const env = { SVC_ADMIN_URL: gateway, SVC_ADMIN_API_KEY: adminKey() };
    const home = adminHome();
    const found = await svcAdmin(home, ['files', 'find', String(c.id), r.body.oid, '--output', 'json'], env);
    expect(found.code, found.stderr).toBe(0);
    expect(JSON.parse(found.stdout)).toMatchObject({ appId: rows[0]!.appId, oid: r.body.oid, filename: 'p.txt' });
    const human = await svcAdmin(home, ['files', 'find', String(c.id), r.body.oid], env);
    expect(human.stdout).toMatch(new RegExp(`^appId:\\s+${rows[0]!.appId}$`, 'm'));
    const missing = await svcAdmin(home, ['files', 'find', String(c.id), 'ffffffffffffffffffffffff'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('holds no file');
    expect(rows[0]!.locator.startsWith(`${c.oid}/`)).toBe(true);
  });

  it('a 4 MB file round-trips through dbfs; a 5 MB upload is refused naming the presigned flow', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const big = randomBytes(4 * 1024 * 1024);
    const r = await upload(h, c.id, 'big.bin', big);
    expect(r.status, r.text).toBe(201);
    const d = await download(h, `${api}/fileContainers/${c.id}/payload/${r.body.oid}`);
    expect(d.status).toBe(200);
    expect(d.bytes.length).toBe(big.length);
    expect(sha256(d.bytes)).toBe(sha256(big));

    const tooBig = await upload(h, c.id, 'huge.bin', randomBytes(5 * 1024 * 1024));
    expect(tooBig.status).toBe(413);
    expect(tooBig.text).toMatch(/presigned/);
  }, 60_000);

  it('refuses malformed uploads with 400', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const none = multipart([{ name: 'other', filename: 'x', data: Buffer.from('x') }]);
    expect(
      (
        await call('POST', `${api}/fileContainers/${c.id}/payload`, {
          headers: { ...h, 'content-type': none.contentType },
          raw: none.body,
        })
      ).status,
    ).toBe(400);
    const two = multipart([
      { name: 'file', filename: 'a', data: Buffer.from('a') },
      { name: 'file', filename: 'b', data: Buffer.from('b') },
    ]);
    expect(
      (
        await call('POST', `${api}/fileContainers/${c.id}/payload`, {
          headers: { ...h, 'content-type': two.contentType },
          raw: two.body,
        })
      ).status,
    ).toBe(400);
    const truncated = multipart([{ name: 'file', filename: 'a', data: Buffer.from('abc') }]);
    const cut = truncated.body.subarray(0, truncated.body.length - 12);
    expect(
      (
        await call('POST', `${api}/fileContainers/${c.id}/payload`, {
          headers: { ...h, 'content-type': truncated.contentType },
          raw: cut,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `${api}/fileContainers/${c.id}/payload`, {
          headers: { ...h, 'content-type': 'multipart/form-data' },
          raw: truncated.body,
        })
      ).status,
    ).toBe(400);
  });

  it('permissions: a reader lists and downloads but cannot upload or delete; a stranger gets 403', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const f = await upload(h, c.id, 'r.txt', Buffer.from('readable'));
    expect(f.status).toBe(201);
    expect(
      (
        await call('PUT', `${api}/fileContainers/${c.id}/permissions`, {
          headers: h,
          body: { permissionType: 'Private', reader: [reader.username] },
        })
      ).status,
    ).toBe(200);
    const path = `${api}/fileContainers/${c.id}/payload/${f.body.oid}`;

    const rh = key(reader.key);
    expect((await call('GET', `${api}/fileContainers/${c.id}/payload`, { headers: rh })).status).toBe(200);
    const d = await download(rh, path);
    expect(d.status).toBe(200);
    expect(d.bytes.toString()).toBe('readable');
    expect((await upload(rh, c.id, 'no.txt', Buffer.from('no'))).status).toBe(403);
    expect((await call('DELETE', path, { headers: rh })).status).toBe(403);
    expect((await call('DELETE', `${api}/fileContainers/${c.id}`, { headers: rh })).status).toBe(403);

    const sh = key(stranger.key);
    expect((await download(sh, path)).status).toBe(403);
    expect((await call('GET', `${api}/fileContainers/${c.id}/payload`, { headers: sh })).status).toBe(403);
    expect((await upload(sh, c.id, 'no.txt', Buffer.from('no'))).status).toBe(403);
    expect((await call('DELETE', path, { headers: sh })).status).toBe(403);
    expect((await download(h, path)).status).toBe(200);
  });
});

describe('deleting a container', () => {
  it('removes its file records with it; a second delete is 404', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const f = await upload(h, c.id, 'gone.txt', Buffer.from('gone'));
    expect(f.status, f.text).toBe(201);
    expect((await call('DELETE', `${api}/fileContainers/${c.id}`, { headers: h })).status).toBe(204);
    expect(await cypher('MATCH (f:ShepardFile {oid: $oid}) RETURN f.oid AS oid', { oid: f.body.oid })).toEqual([]);
    expect(await cypher('MATCH (c:FileContainer {id: $id}) RETURN c.id AS id', { id: c.id })).toEqual([]);
    expect((await download(h, `${api}/fileContainers/${c.id}/payload/${f.body.oid}`)).status).toBe(404);
    expect((await call('DELETE', `${api}/fileContainers/${c.id}`, { headers: h })).status).toBe(404);
  });
});

describe('file references', () => {
  async function dataObject(h: H): Promise<{ collectionId: number; dataObjectId: number }> {
    const c = await call<{ id: number }>('POST', `${api}/collections`, { headers: h, body: { name: 'C' } });
    expect(c.status, c.text).toBe(201);
    const d = await call<{ id: number }>('POST', `${api}/collections/${c.body.id}/dataObjects`, {
      headers: h,
      body: { name: 'D' },
    });
    expect(d.status, d.text).toBe(201);
    return { collectionId: c.body.id, dataObjectId: d.body.id };
  }

  it('create answers filereferences--create; get, list, payload and bytes read through the reference', async () => {
    const h = key(owner.key);
    const c = await createContainer(h);
    const data = [randomBytes(2048), randomBytes(10)];
    const files = [];
    for (const [i, b] of data.entries()) files.push((await upload(h, c.id, `r${i}`, b)).body);
    const unlisted = (await upload(h, c.id, 'unlisted', Buffer.from('x'))).body;
    const { collectionId, dataObjectId } = await dataObject(h);
    const base = `${api}/collections/${collectionId}/dataObjects/${dataObjectId}/fileReferences`;
    const refPath = '/collections/{collectionId}/dataObjects/{dataObjectId}/fileReferences';

    const created = await call<{ id: number; fileOids: string[] }>('POST', base, {
      headers: h,
      body: { name: 'FileReferenceWireFixture', fileOids: files.map((f) => f.oid), fileContainerId: c.id },
    });
    expect(created.status, created.text).toBe(201);
    expect(matchesFixture(created.body, fixture('filereferences--create'))).toEqual([]);
    expectContract(created, refPath, 'post', 201);
    expect(created.body.fileOids).toEqual(files.map((f) => f.oid));

    const got = await call('GET', `${base}/${created.body.id}`, { headers: h });
    expectContract(got, `${refPath}/{fileReferenceId}`, 'get', 200);
    expect(got.body).toEqual(created.body);
    const list = await call('GET', base, { headers: h });
    expectContract(list, refPath, 'get', 200);
    expect(list.body).toEqual([created.body]);

    const generic = await call<{ id: number; type: string }[]>(
      'GET',
      `${api}/collections/${collectionId}/dataObjects/${dataObjectId}/references`,
      { headers: h },
    );
    expect(generic.status, generic.text).toBe(200);
    expect(generic.body.map((r) => [r.id, r.type])).toEqual([[created.body.id, 'FileReference']]);

    const payload = await call<FileRec[]>('GET', `${base}/${created.body.id}/payload`, { headers: h });
    expectContract(payload, `${refPath}/{fileReferenceId}/payload`, 'get', 200);
    expect(payload.body.map((f) => f.oid).sort()).toEqual(files.map((f) => f.oid).sort());
    for (const f of payload.body) expect(f).not.toHaveProperty('providerId');

    for (const [i, b] of data.entries()) {
      const d = await download(h, `${base}/${created.body.id}/payload/${files[i]!.oid}`);
      expect(d.status).toBe(200);
      expect(sha256(d.bytes)).toBe(sha256(b));
    }
    expect((await download(h, `${base}/${created.body.id}/payload/${unlisted.oid}`)).status).toBe(404);

    expect((await call('DELETE', `${base}/${created.body.id}`, { headers: h })).status).toBe(204);
    expect((await call('GET', `${base}/${created.body.id}`, { headers: h })).status).toBe(404);
    expect((await call<FileRec[]>('GET', `${api}/fileContainers/${c.id}/payload`, { headers: h })).body).toHaveLength(
      3,
    );
  });

  it('refuses a missing container or unknown oids (400) and an unreadable container (403)', async () => {
    const h = key(owner.key);
    const { collectionId, dataObjectId } = await dataObject(h);
    const base = `${api}/collections/${collectionId}/dataObjects/${dataObjectId}/fileReferences`;
    const c = await createContainer(h);
    const f = (await upload(h, c.id, 'a', Buffer.from('a'))).body;
    expect(
      (await call('POST', base, { headers: h, body: { name: 'x', fileOids: [f.oid], fileContainerId: 999999999999 } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', base, {
          headers: h,
          body: { name: 'x', fileOids: ['000000000000000000000000'], fileContainerId: c.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', base, { headers: h, body: { name: 'x', fileOids: [], fileContainerId: c.id } })).status,
    ).toBe(400);
    const foreign = await createContainer(key(stranger.key));
    const ff = (await upload(key(stranger.key), foreign.id, 'a', Buffer.from('a'))).body;
    expect(
      (await call('POST', base, { headers: h, body: { name: 'x', fileOids: [ff.oid], fileContainerId: foreign.id } }))
        .status,
    ).toBe(403);
  });
});
