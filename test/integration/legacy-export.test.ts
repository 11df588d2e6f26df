import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, gateway, userWithKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { useLocalCore } from '../support/local-core.ts';
import { unzip } from '../support/zip.ts';

/**
 * Collection exports over HTTP, checked by unzipping: the legacy export (inline, and by a 302 to a
 * presigned GET above the Lambda limit) on the default gateway (dbfs active), export-url on a
 * gateway whose active adapter is s3 (S3Proxy), and its 503 under dbfs.
 */
const api = '/svc/api';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Json = Record<string, unknown>;
type Graph = { '@context': string; '@graph': Json[] };

const jsonOf = (entries: Map<string, Buffer>, name: string): Json => {
  const b = entries.get(name);
  if (!b) throw new Error(`no entry ${name} in ${[...entries.keys()].join(', ')}`);
  return JSON.parse(b.toString('utf8')) as Json;
};
const metadataOf = (entries: Map<string, Buffer>) => jsonOf(entries, 'ro-crate-metadata.json') as unknown as Graph;
const rootOf = (g: Graph) => g['@graph'].find((e) => e['@id'] === './') ?? {};

async function upload(h: Record<string, string>, containerId: number, data: Buffer, filename: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([data]), filename);
  const r = await fetch(`${gateway}${api}/fileContainers/${containerId}/payload`, {
    method: 'POST',
    headers: h,
    body: form,
  });
  const body = (await r.json()) as { oid: string };
  expect(r.status, JSON.stringify(body)).toBe(201);
  return body.oid;
}

interface World {
  owner: { username: string; key: string };
  stranger: { username: string; key: string };
  collection: { id: number; appId: string };
  objects: number[];
  files: { oid: string; name: string; data: Buffer }[];
  readableContainer: number;
  hiddenContainer: number;
  fileRefId: number;
  hiddenRefId: number;
  uriRefId: number;
  journalId: number;
}

/** A Collection with two DataObjects, a URI reference, a lab journal entry, and file references to a readable and an unreadable container. */
async function seed(): Promise<World> {
  const owner = await userWithKey();
  const stranger = await userWithKey();
  const h = { 'x-api-key': owner.key };
  const hs = { 'x-api-key': stranger.key };
  const collection = (
    await call<{ id: number; appId: string }>('POST', `${api}/collections`, {
      headers: h,
      body: { name: 'Export me', description: 'an export test' },
    })
  ).body;
  const d1 = (
    await call<{ id: number }>('POST', `${api}/collections/${collection.id}/dataObjects`, {
      headers: h,
      body: { name: 'first' },
    })
  ).body.id;
  const d2 = (
    await call<{ id: number }>('POST', `${api}/collections/${collection.id}/dataObjects`, {
      headers: h,
      body: { name: 'second', parentId: d1 },
    })
  ).body.id;

  const container = (
    await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: h, body: { name: 'mine' } })
  ).body.id;
  const files = [
    { name: 'data.tar.gz', data: randomBytes(20_000) },
    { name: '../../etc/passwd', data: Buffer.from('not really\n') },
    { name: 'data.tar.gz', data: randomBytes(3_000) },
  ];
  const uploaded = [];
  for (const f of files) uploaded.push({ ...f, oid: await upload(h, container, f.data, f.name) });
  const fileRef = await call<{ id: number }>(
    'POST',
    `${api}/collections/${collection.id}/dataObjects/${d1}/fileReferences`,
    {
      headers: h,
      body: { name: 'bundle', fileOids: uploaded.map((f) => f.oid), fileContainerId: container },
    },
  );
  expect(fileRef.status, fileRef.text).toBe(201);

  // The stranger's container: readable while the reference is made, then withdrawn.
  const hidden = (
    await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: hs, body: { name: 'theirs' } })
  ).body.id;
  const hiddenOid = await upload(hs, hidden, Buffer.from('secret'), 'secret.txt');
  const perms = (grant: string[]) => ({
    permissionType: 'Private',
    reader: grant,
    writer: [],
    manager: [],
    readerGroupIds: [],
    writerGroupIds: [],
  });
  expect(
    (await call('PUT', `${api}/fileContainers/${hidden}/permissions`, { headers: hs, body: perms([owner.username]) }))
      .status,
  ).toBe(200);
  const hiddenRef = await call<{ id: number }>(
    'POST',
    `${api}/collections/${collection.id}/dataObjects/${d2}/fileReferences`,
    {
      headers: h,
      body: { name: 'not mine', fileOids: [hiddenOid], fileContainerId: hidden },
    },
  );
  expect(hiddenRef.status, hiddenRef.text).toBe(201);
  expect(
    (await call('PUT', `${api}/fileContainers/${hidden}/permissions`, { headers: hs, body: perms([]) })).status,
  ).toBe(200);

  const uri = await call<{ id: number }>(
    'POST',
    `${api}/collections/${collection.id}/dataObjects/${d2}/uriReferences`,
    { headers: h, body: { name: 'docs', uri: 'https://example.org/x' } },
  );
  expect(uri.status, uri.text).toBe(201);
  const journal = await call<{ id: number }>('POST', `${api}/labJournalEntries?dataObjectId=${d1}`, {
    headers: h,
    body: { journalContent: '<p>note</p>' },
  });
  expect(journal.status, journal.text).toBe(201);
  return {
    owner,
    stranger,
    collection,
    objects: [d1, d2],
    files: uploaded,
    readableContainer: container,
    hiddenContainer: hidden,
    fileRefId: fileRef.body.id,
    hiddenRefId: hiddenRef.body.id,
    uriRefId: uri.body.id,
    journalId: journal.body.id,
  };
}

let w: World;
beforeAll(async () => {
  w = await seed();
}, 120_000);

describe('GET /svc/api/collections/{id}/export', () => {
  it('answers the RO-Crate ZIP inline: entity JSON, readable payloads by sha256, metadata, skipped containers', async () => {
    const r = await fetch(`${gateway}${api}/collections/${w.collection.id}/export`, {
      headers: { 'x-api-key': w.owner.key },
      redirect: 'manual',
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(r.headers.get('content-disposition')).toContain('filename="export.zip"');
    const entries = await unzip(Buffer.from(await r.arrayBuffer()));
    const [f1, f2, f3] = w.files;
    if (!f1 || !f2 || !f3) throw new Error('seed');
    const [d1, d2] = w.objects;

    // Upstream's flat layout: <id>.json per entity, <oid>.<ext after the first dot> per payload.
    const expected = [
      `${w.collection.id}.json`,
      `${d1}.json`,
      `${d2}.json`,
      `${w.fileRefId}.json`,
      `${w.hiddenRefId}.json`,
      `${w.uriRefId}.json`,
      `${w.journalId}.json`,
      `${f1.oid}.tar.gz`,
      `${f2.oid}`,
      `${f3.oid}.tar.gz`,
      'ro-crate-metadata.json',
    ];
    expect([...entries.keys()].sort()).toEqual(expected.sort());
    for (const name of entries.keys()) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(sha(entries.get(`${f1.oid}.tar.gz`) ?? Buffer.alloc(0))).toBe(sha(f1.data));
    // `../../etc/passwd` was stored as `passwd` (a file name is its last segment): no extension.
    expect(sha(entries.get(`${f2.oid}`) ?? Buffer.alloc(0))).toBe(sha(f2.data));
    expect(sha(entries.get(`${f3.oid}.tar.gz`) ?? Buffer.alloc(0))).toBe(sha(f3.data));
    expect([...entries.keys()].some((n) => n.includes('secret') || entries.get(n)?.toString() === 'secret')).toBe(
      false,
    );
    // The legacy layout carries no permissions documents.
    expect([...entries.keys()].some((n) => n.includes('permissions'))).toBe(false);

    expect(jsonOf(entries, `${w.collection.id}.json`)).toMatchObject({
      id: w.collection.id,
      appId: w.collection.appId,
      name: 'Export me',
      dataObjectIds: [d1, d2],
    });
    expect(jsonOf(entries, `${d2}.json`)).toMatchObject({ id: d2, parentId: d1, collectionId: w.collection.id });
    expect(jsonOf(entries, `${w.fileRefId}.json`)).toMatchObject({
      type: 'FileReference',
      fileContainerId: w.readableContainer,
      fileOids: w.files.map((f) => f.oid),
    });
    expect(jsonOf(entries, `${w.uriRefId}.json`)).toMatchObject({ type: 'URIReference', uri: 'https://example.org/x' });
    expect(jsonOf(entries, `${w.journalId}.json`)).toMatchObject({ journalContent: '<p>note</p>', dataObjectId: d1 });

    const meta = metadataOf(entries);
    expect(meta['@context']).toBe('https://w3id.org/ro/crate/1.1/context');
    const byId = new Map(meta['@graph'].map((e) => [e['@id'], e]));
    expect(byId.get('ro-crate-metadata.json')).toMatchObject({
      '@type': 'CreativeWork',
      about: { '@id': './' },
      conformsTo: { '@id': 'https://w3id.org/ro/crate/1.1' },
    });
    const root = rootOf(meta);
    expect(root).toMatchObject({
      '@type': 'Dataset',
      name: 'Export me Research Object Crate',
      identifier: w.collection.appId,
    });
    expect((root['hasPart'] as { '@id': string }[]).map((p) => p['@id']).sort()).toEqual(
      expected.filter((n) => n !== 'ro-crate-metadata.json').sort(),
    );
    expect(byId.get(`${w.collection.id}.json`)).toMatchObject({
      '@type': 'File',
      additionalType: 'Collection',
      encodingFormat: 'application/json',
      author: { '@id': w.owner.username },
    });
    expect(byId.get(`${d1}.json`)).toMatchObject({ additionalType: 'DataObject', name: 'first' });
    expect(byId.get(`${w.fileRefId}.json`)).toMatchObject({ additionalType: 'FileReference', name: 'bundle' });
    expect(byId.get(`${f2.oid}`)).toMatchObject({
      '@type': 'File',
      name: 'passwd',
      contentSize: String(f2.data.length),
    });
    expect(byId.get(w.owner.username)).toMatchObject({ '@type': 'Person' });
    expect(root['skipped']).toEqual([
      {
        kind: 'FileContainer',
        id: String(w.hiddenContainer),
        reason: 'the caller may not read this file container',
        fileReferenceIds: [w.hiddenRefId],
      },
    ]);
  });

  it('builds the same layout twice (deterministic entry names and order)', async () => {
    const get = async () => {
      const r = await fetch(`${gateway}${api}/collections/${w.collection.id}/export`, {
        headers: { 'x-api-key': w.owner.key },
      });
      return [...(await unzip(Buffer.from(await r.arrayBuffer()))).keys()];
    };
    expect(await get()).toEqual(await get());
  });

  it('answers 403 without read on the Collection and 404 for an unknown one', async () => {
    expectProblem(
      await call('GET', `${api}/collections/${w.collection.id}/export`, { headers: { 'x-api-key': w.stranger.key } }),
      403,
      'auth.forbidden',
    );
    expectProblem(
      await call('GET', `${api}/collections/9007199254740000/export`, { headers: { 'x-api-key': w.owner.key } }),
      404,
    );
    expectProblem(await call('GET', `${api}/collections/${w.collection.id}/export`), 401);
  });

  it('stores a ZIP above the inline limit under exports/ and redirects to a presigned GET that needs no headers', async () => {
    const h = { 'x-api-key': w.owner.key };
    const c = (await call<{ id: number }>('POST', `${api}/collections`, { headers: h, body: { name: 'Large' } })).body
      .id;
    const d = (
      await call<{ id: number }>('POST', `${api}/collections/${c}/dataObjects`, { headers: h, body: { name: 'big' } })
    ).body.id;
    const container = (
      await call<{ id: number }>('POST', `${api}/fileContainers`, { headers: h, body: { name: 'big' } })
    ).body.id;
    const blobs = [randomBytes(3_000_000), randomBytes(3_000_000)];
    const oids = [];
    for (const [i, b] of blobs.entries()) oids.push(await upload(h, container, b, `part${i}.bin`));
    expect(
      (
        await call('POST', `${api}/collections/${c}/dataObjects/${d}/fileReferences`, {
          headers: h,
          body: { name: 'big', fileOids: oids, fileContainerId: container },
        })
      ).status,
    ).toBe(201);

    const r = await fetch(`${gateway}${api}/collections/${c}/export`, { headers: h, redirect: 'manual' });
    expect(r.status).toBe(302);
    const location = r.headers.get('location') ?? '';
    expect(location).toMatch(/\/exports\/[0-9a-f-]{36}-\d{8}T\d{6}Z-[0-9a-f-]{36}\.zip\?/);
    expect(location).toMatch(/X-Amz-Signature=/);
    expect(location).toMatch(/X-Amz-Expires=1800/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    const entries = await unzip(Buffer.from(await fetched.arrayBuffer()));
    expect(sha(entries.get(`${oids[0]}.bin`) ?? Buffer.alloc(0))).toBe(sha(blobs[0] ?? Buffer.alloc(1)));
    expect(sha(entries.get(`${oids[1]}.bin`) ?? Buffer.alloc(0))).toBe(sha(blobs[1] ?? Buffer.alloc(1)));
    expect(rootOf(metadataOf(entries))).toMatchObject({ name: 'Large Research Object Crate' });
  }, 120_000);
});

describe('POST /v2/collections/{appId}/export-url', () => {
  it('answers 503 naming the legacy export path while the active adapter (dbfs) cannot presign', async () => {
    const r = await call<{ detail: string }>('POST', `/v2/collections/${w.collection.appId}/export-url`, {
      headers: { 'x-api-key': w.owner.key },
    });
    expectProblem(r, 503, 'service.unavailable');
    expect(r.body.detail).toContain(`/svc/api/collections/${w.collection.id}/export`);
  });

  describe('with s3 as the active adapter', () => {
    let s3: { url: string; stop: () => void };
    let restoreEnv: () => void = () => {};
    beforeAll(async () => {
      s3 = await startExtraGateway(8094, { SVC_STORAGE_PROVIDER: 's3' });
      restoreEnv = useLocalCore();
    }, 60_000);
    afterAll(() => {
      s3.stop();
      restoreEnv();
    });
    const post = (body?: unknown, key = w.owner.key, appId = w.collection.appId) =>
      call<{ downloadUrl: string; fileName: string; expiresAt: string }>(
        'POST',
        `/v2/collections/${appId}/export-url`,
        { base: s3.url, headers: { 'x-api-key': key }, body },
      );

    it('without a body: everything, permissions documents included; the URL works without headers for 30 minutes', async () => {
      const before = Date.now();
      const r = await post();
      expect(r.status, r.text).toBe(200);
      expect(Object.keys(r.body).sort()).toEqual(['downloadUrl', 'expiresAt', 'fileName']);
      expect(r.body.fileName).toMatch(/^Export_me-\d{8}T\d{6}Z\.zip$/);
      expect(r.body.downloadUrl).toMatch(/X-Amz-Expires=1800/);
      const expires = Date.parse(r.body.expiresAt);
      expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

      const got = await fetch(r.body.downloadUrl);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-disposition')).toContain(r.body.fileName);
      const entries = await unzip(Buffer.from(await got.arrayBuffer()));
      const [f1] = w.files;
      expect(sha(entries.get(`${f1?.oid}.tar.gz`) ?? Buffer.alloc(0))).toBe(sha(f1?.data ?? Buffer.alloc(1)));
      expect(jsonOf(entries, `${w.collection.id}.permissions.json`)).toMatchObject({
        entityId: w.collection.id,
        owner: w.owner.username,
        permissionType: 'Private',
      });
      expect(jsonOf(entries, `${w.readableContainer}.permissions.json`)).toMatchObject({
        entityId: w.readableContainer,
        owner: w.owner.username,
      });
      expect(entries.has(`${w.hiddenContainer}.permissions.json`)).toBe(false);
      const root = rootOf(metadataOf(entries));
      expect(root['selection']).toBeUndefined();
      expect(
        metadataOf(entries)['@graph'].find((e) => e['@id'] === `${w.collection.id}.permissions.json`),
      ).toMatchObject({ additionalType: 'Permissions' });

      // A tampered signature is refused.
      expect(
        (
          await fetch(
            r.body.downloadUrl.replace(
              /X-Amz-Signature=([0-9a-f])/,
              (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
            ),
          )
        ).status,
      ).toBe(403);
    }, 60_000);

    it('honours the redaction body: no permissions documents, no file payloads, selection recorded', async () => {
      const r = await post({ includePermissions: false, payloads: { files: false } });
      expect(r.status, r.text).toBe(200);
      const entries = await unzip(Buffer.from(await (await fetch(r.body.downloadUrl)).arrayBuffer()));
      expect([...entries.keys()].some((n) => n.includes('permissions'))).toBe(false);
      for (const f of w.files) expect([...entries.keys()].some((n) => n.startsWith(f.oid))).toBe(false);
      expect(jsonOf(entries, `${w.fileRefId}.json`)).toMatchObject({ type: 'FileReference' });
      expect(rootOf(metadataOf(entries))['selection']).toEqual({
        includePermissions: false,
        payloads: { files: false, timeseries: true, structuredData: true, spatialData: true },
      });

      const onlyPerms = await post({ includePermissions: true });
      const withFiles = await unzip(Buffer.from(await (await fetch(onlyPerms.body.downloadUrl)).arrayBuffer()));
      expect(withFiles.has(`${w.collection.id}.permissions.json`)).toBe(true);
      expect(withFiles.has(`${w.files[1]?.oid}`)).toBe(true);
    }, 60_000);

    it('refuses unknown body keys (400), callers without read (403), unknown Collections (404)', async () => {
      expectProblem(await post({ payloads: { videos: true } }), 400, 'request.invalid');
      expectProblem(await post({ redact: true }), 400, 'request.invalid');
      expectProblem(await post(undefined, w.stranger.key), 403, 'auth.forbidden');
      expectProblem(await post(undefined, w.owner.key, '0190f0f0-0000-7000-8000-00000000dead'), 404);
    });

    it('a reader without manage rights gets no permissions documents; they are listed as withheld', async () => {
      const reader = await userWithKey();
      const grant = {
        permissionType: 'Private',
        reader: [reader.username],
        writer: [],
        manager: [],
        readerGroupIds: [],
        writerGroupIds: [],
      };
      expect(
        (
          await call('PUT', `${api}/collections/${w.collection.id}/permissions`, {
            headers: { 'x-api-key': w.owner.key },
            body: grant,
          })
        ).status,
      ).toBe(200);
      const r = await post(undefined, reader.key);
      expect(r.status, r.text).toBe(200);
      const entries = await unzip(Buffer.from(await (await fetch(r.body.downloadUrl)).arrayBuffer()));
      expect([...entries.keys()].some((n) => n.includes('permissions'))).toBe(false);
      // The reader may not read the owner's file container either: its payloads are skipped too.
      for (const f of w.files) expect([...entries.keys()].some((n) => n.startsWith(f.oid))).toBe(false);
      const skipped = rootOf(metadataOf(entries))['skipped'] as Json[];
      expect(skipped).toContainEqual({
        kind: 'Permissions',
        id: `Collection ${w.collection.id}`,
        reason: 'reading permissions needs manage rights',
      });
      expect(skipped.map((s) => s['id'])).toEqual(
        expect.arrayContaining([String(w.readableContainer), String(w.hiddenContainer)]),
      );
    }, 60_000);

    it('a presigned export URL is refused after its lifetime', async () => {
      const { configuredExportsStore } = await import('../../layers/core/src/platform/storage/s3.ts');
      const store = configuredExportsStore();
      if (!store) throw new Error('no exports store');
      const r = await post({ payloads: { files: false } });
      const key = new URL(r.body.downloadUrl).pathname.split('/').slice(2).join('/');
      // Long enough to be fetched in time on a loaded machine, short enough to wait out.
      const shortLived = await store.presignGet(key, 4, 'x.zip');
      expect((await fetch(shortLived)).status).toBe(200);
      // Refused once its 4 s are over: asked again until then (at most 10 s).
      await expect
        .poll(
          async () => {
            const again = await fetch(shortLived);
            await again.arrayBuffer();
            return again.status;
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBe(403);
    }, 60_000);
  });
});
