import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { createdContainer, hdfContainer, rebuildResult } from '#core/features/hdf/wire.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { closeGraph, cypher } from '../support/fixtures.ts';
import { adminKey, asAdmin, call, userWithKey, withKey } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { h5pyd, type H5Credentials } from '../support/h5pyd.ts';
import { freePort } from '../support/private-services.ts';
import { sidecarAcls, type User } from '../support/hdf.ts';
import { adminHome, svcAdmin } from '../support/svc-admin.ts';

/**
 * HDF containers over HTTP through a gateway with svc.hdf.enabled, against the shared HSDS, and
 * the proof that matters: each user's own h5pyd client (credentials from GET /v2/hdf/credentials)
 * reads, writes or is refused exactly as their role on the Collection says, before and after
 * permission changes (ACL edits, group membership, ownership). A second gateway with the flag off
 * answers 404 everywhere.
 */
let on: { url: string; stop: () => void };
let off: { url: string; stop: () => void };
let owner: User;
let reader: User;
let writer: User;
let stranger: User;

beforeAll(async () => {
  [on, off, owner, reader, writer, stranger] = await Promise.all([
    startExtraGateway(await freePort(), { SVC_HDF_ENABLED: 'true' }),
    startExtraGateway(await freePort(), { SVC_HDF_ENABLED: 'false' }),
    userWithKey(),
    userWithKey(),
    userWithKey(),
    userWithKey(),
  ]);
}, 90_000);
afterAll(async () => {
  on?.stop();
  off?.stop();
  await closeGraph();
});

/** A value that follows a permission change: the hdf-acl-retry worker syncs it within seconds. */
const synced = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 500 });

const req = <T = unknown>(method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  call<T>(method, path, { headers, base: on.url, ...(body !== undefined ? { body } : {}) });
const h = (u: User) => withKey(u.key);

async function credentials(u: User): Promise<H5Credentials> {
  const r = await req<H5Credentials>('GET', '/v2/hdf/credentials', h(u));
  expect(r.status, r.text).toBe(200);
  return r.body;
}

async function newCollection(u: User): Promise<{ id: number; appId: string }> {
  const r = await call<{ id: number; appId: string }>('POST', '/svc/api/collections', {
    headers: h(u),
    body: { name: 'hdf lab' },
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

const grant = (
  p: Partial<{
    reader: string[];
    writer: string[];
    manager: string[];
    readerGroupIds: number[];
    writerGroupIds: number[];
    owner: string;
    permissionType: string;
  }>,
) => ({
  permissionType: 'Private',
  reader: [],
  writer: [],
  manager: [],
  readerGroupIds: [],
  writerGroupIds: [],
  ...p,
});

describe('HDF containers with the feature on', () => {
  it('create, get and delete answer as the specification says; the HSDS folder follows', async () => {
    const c = await newCollection(owner);
    const created = await req<{ appId: string; hdfDomain: string }>('POST', '/v2/hdf-containers', h(owner), {
      name: 'tensile run 7',
      description: 'strain gauges',
      attributes: { rig: 'A' },
      collectionAppId: c.appId,
    });
    expect(created.status, created.text).toBe(201);
    expect(createdContainer.strict().safeParse(created.body).success, created.text).toBe(true);
    expect(created.body).toMatchObject({
      name: 'tensile run 7',
      description: 'strain gauges',
      attributes: { rig: 'A' },
      owner: owner.username,
      collectionAppId: c.appId,
    });
    expect(created.body.hdfDomain).toBe(`/svc/${created.body.appId}/`);
    expect(created.body).not.toHaveProperty('permissions');
    const path = `/v2/hdf-containers/${created.body.appId}`;

    const got = await req<{ permissions: { owner: string } }>('GET', path, h(owner));
    expect(got.status, got.text).toBe(200);
    expect(hdfContainer.strict().safeParse(got.body).success, got.text).toBe(true);
    expect(got.body.permissions.owner).toBe(owner.username);
    expectProblem(await req('GET', path, h(stranger)), 403);
    expectProblem(await req('GET', '/v2/hdf-containers/00000000-0000-7000-8000-000000000000', h(owner)), 404);

    // The folder exists with the owner as Manager and nobody else (HSDS's public-read default removed).
    const acls = await sidecarAcls(`/svc/${created.body.appId}`);
    expect(acls.get(owner.username)).toMatchObject({
      read: true,
      create: true,
      update: true,
      delete: true,
      updateACL: true,
    });
    expect(acls.get('default')).toMatchObject({ read: false });

    // Delete: the owner only; the folder goes with every domain in it.
    const ownerCreds = await credentials(owner);
    expect(
      await h5pyd(ownerCreds, { op: 'create', domain: `${created.body.hdfDomain}inside.h5`, dataset: 'v', data: [1] }),
    ).toEqual({ ok: true });
    expect(
      (await req('PUT', `/svc/api/collections/${c.id}/permissions`, h(owner), grant({ manager: [writer.username] })))
        .status,
    ).toBe(200);
    expectProblem(await req('DELETE', path, h(writer)), 403);
    const del = await req('DELETE', path, h(owner));
    expect(del.status, del.text).toBe(204);
    expectProblem(await req('GET', path, h(owner)), 404);
    expectProblem(await req('DELETE', path, h(owner)), 404);
    expect((await sidecarAcls(`/svc/${created.body.appId}`)).size).toBe(0);
    const [row] = await cypher<{ deleted: boolean }>(
      'MATCH (h:HdfContainer {appId: $appId}) RETURN h.deletedAt IS NOT NULL AS deleted',
      { appId: created.body.appId },
    );
    expect(row?.deleted).toBe(true);

    // Provenance: create and delete captured like every other write (capture is best-effort and asynchronous).
    const kinds = async () =>
      (
        await req<{ activities?: { actionKind: string }[] } | { actionKind: string }[]>(
          'GET',
          `/v2/provenance/activities?targetAppId=${created.body.appId}`,
          asAdmin(),
        )
      ).body;
    await expect
      .poll(
        async () => {
          const b = await kinds();
          return (Array.isArray(b) ? b : (b.activities ?? [])).map((a) => a.actionKind).sort();
        },
        { timeout: 5_000, interval: 100 },
      )
      .toEqual(['CREATE', 'DELETE']);
  }, 60_000);

  it("users' own h5pyd clients read, write or are refused as their role says, and follow permission changes", async () => {
    const c = await newCollection(owner);
    const created = await req<{ appId: string; hdfDomain: string }>('POST', '/v2/hdf-containers', h(owner), {
      name: 'run',
      collectionAppId: c.appId,
    });
    expect(created.status, created.text).toBe(201);
    const file = `${created.body.hdfDomain}strain.h5`;
    const data = [0.1, 2.5, -3.25, 1e-300, 12345.678];
    const [o, r, w, s] = await Promise.all([owner, reader, writer, stranger].map(credentials));
    expect(r!.username).toBe(reader.username);
    expect(r!.password).not.toBe(w!.password);

    expect(await h5pyd(o!, { op: 'create', domain: file, dataset: 'strain', data })).toEqual({ ok: true });
    // No role yet: nobody but the owner gets in.
    for (const creds of [r!, w!, s!])
      expect(await h5pyd(creds, { op: 'read', domain: file, dataset: 'strain' })).toMatchObject({ ok: false });

    const perms = `/svc/api/collections/${c.id}/permissions`;
    expect(
      (await req('PUT', perms, h(owner), grant({ reader: [reader.username], writer: [writer.username] }))).status,
    ).toBe(200);
    // The permission write queues the sync (it never waits on HSDS): the worker applies it within seconds.
    await synced(() => h5pyd(r!, { op: 'read', domain: file, dataset: 'strain' })).toEqual({ ok: true, data });
    await synced(() => h5pyd(w!, { op: 'read', domain: file, dataset: 'strain' })).toEqual({ ok: true, data });
    expect(await h5pyd(r!, { op: 'overwrite', domain: file, dataset: 'strain', data: [9, 9, 9, 9, 9] })).toMatchObject({
      ok: false,
      status: 403,
    });
    const written = [5, 4, 3, 2, 1];
    expect(await h5pyd(w!, { op: 'overwrite', domain: file, dataset: 'strain', data: written })).toEqual({ ok: true });
    expect(await h5pyd(r!, { op: 'read', domain: file, dataset: 'strain' })).toEqual({ ok: true, data: written });
    expect(
      await h5pyd(w!, { op: 'create', domain: `${created.body.hdfDomain}by-writer.h5`, dataset: 'x', data: [7] }),
    ).toEqual({ ok: true });
    // A new file is readable by the container's readers at once, before any permission change.
    expect(await h5pyd(r!, { op: 'read', domain: `${created.body.hdfDomain}by-writer.h5`, dataset: 'x' })).toEqual({
      ok: true,
      data: [7],
    });
    expect(await h5pyd(s!, { op: 'read', domain: file, dataset: 'strain' })).toMatchObject({ ok: false });

    // The reader loses the role: the entry is cleared on every domain of the folder, the writer's file too.
    expect((await req('PUT', perms, h(owner), grant({ writer: [writer.username] }))).status).toBe(200);
    await synced(() => h5pyd(r!, { op: 'read', domain: file, dataset: 'strain' })).toMatchObject({ ok: false });
    await synced(() =>
      h5pyd(r!, { op: 'read', domain: `${created.body.hdfDomain}by-writer.h5`, dataset: 'x' }),
    ).toMatchObject({ ok: false });

    // Group membership: the stranger reads once in a reader group, and not after leaving it.
    const group = await call<{ id: number }>('POST', '/svc/api/userGroups', {
      headers: h(owner),
      body: { name: 'hdf readers', usernames: [stranger.username] },
    });
    expect(group.status, group.text).toBe(201);
    expect(
      (await req('PUT', perms, h(owner), grant({ writer: [writer.username], readerGroupIds: [group.body.id] }))).status,
    ).toBe(200);
    await synced(() => h5pyd(s!, { op: 'read', domain: file, dataset: 'strain' })).toEqual({
      ok: true,
      data: written,
    });
    expect(
      (await req('PUT', `/svc/api/userGroups/${group.body.id}`, h(owner), { name: 'hdf readers', usernames: [] }))
        .status,
    ).toBe(200);
    await synced(() => h5pyd(s!, { op: 'read', domain: file, dataset: 'strain' })).toMatchObject({ ok: false });

    // Ownership: handing the Collection to the writer makes them Manager of the container's folder.
    expect((await req('PUT', perms, h(owner), grant({ owner: writer.username }))).status).toBe(200);
    await synced(async () =>
      (await sidecarAcls(created.body.hdfDomain.replace(/\/$/, ''))).get(writer.username),
    ).toMatchObject({ updateACL: true });

    // An out-of-band ACL edit is overwritten by rebuild-acls (admin only, idempotent).
    expectProblem(await req('POST', '/v2/admin/hdf/rebuild-acls', h(owner)), 403);
    expectProblem(await req('POST', '/v2/admin/hdf/rebuild-acls', {}), 401);
    expectProblem(await req('POST', '/v2/admin/hdf/rebuild-acls', { 'x-api-key': 'not-a-key' }), 401);
    const { putAcl } = await import('../support/hdf.ts');
    await putAcl(file.replace(/\/$/, ''), stranger.username, { read: true });
    expect(await h5pyd(s!, { op: 'read', domain: file, dataset: 'strain' })).toMatchObject({ ok: true });
    const rebuilt = await req<{ containersProcessed: number; containersSynced: number; errors: unknown[] }>(
      'POST',
      '/v2/admin/hdf/rebuild-acls',
      asAdmin(),
    );
    expect(rebuilt.status, rebuilt.text).toBe(200);
    expect(rebuildResult.strict().safeParse(rebuilt.body).success, rebuilt.text).toBe(true);
    expect(rebuilt.body.containersProcessed).toBeGreaterThanOrEqual(1);
    expect(rebuilt.body.errors).toEqual([]);
    expect(rebuilt.body.containersSynced).toBe(rebuilt.body.containersProcessed);
    expect(await h5pyd(s!, { op: 'read', domain: file, dataset: 'strain' })).toMatchObject({ ok: false });

    // The same through svc-admin, in both output modes (exit 0: no errors).
    const home = adminHome();
    const text = await svcAdmin(home, ['--url', on.url, 'hdf', 'rebuild-acls'], { SVC_ADMIN_API_KEY: adminKey() });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Containers processed: \d+, synced: \d+, errors: 0$/m);
    const asJson = await svcAdmin(home, ['--url', on.url, 'hdf', 'rebuild-acls', '-o', 'json'], {
      SVC_ADMIN_API_KEY: adminKey(),
    });
    expect(asJson.code, asJson.stderr).toBe(0);
    expect(rebuildResult.strict().parse(JSON.parse(asJson.stdout)).errors).toEqual([]);
  }, 120_000);

  it("a deleted Collection's members lose the HDF access it gave; the container's owner keeps it", async () => {
    const c = await newCollection(owner);
    const created = await req<{ appId: string; hdfDomain: string }>('POST', '/v2/hdf-containers', h(owner), {
      name: 'leaving',
      collectionAppId: c.appId,
    });
    expect(created.status, created.text).toBe(201);
    const file = `${created.body.hdfDomain}kept.h5`;
    const data = [1, 2, 3];
    const [o, r] = await Promise.all([owner, reader].map(credentials));
    expect(await h5pyd(o!, { op: 'create', domain: file, dataset: 'd', data })).toEqual({ ok: true });
    const perms = `/svc/api/collections/${c.id}/permissions`;
    expect((await req('PUT', perms, h(owner), grant({ reader: [reader.username] }))).status).toBe(200);
    await synced(() => h5pyd(r!, { op: 'read', domain: file, dataset: 'd' })).toEqual({ ok: true, data });

    expect((await req('DELETE', `/svc/api/collections/${c.id}`, h(owner))).status).toBe(204);
    // The sync runs in the background (the main gateway's hdf-acl-retry worker), not in the delete.
    await expect
      .poll(async () => (await sidecarAcls(file.replace(/\/$/, ''))).get(reader.username)?.read, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(false);
    expect(await h5pyd(r!, { op: 'read', domain: file, dataset: 'd' })).toMatchObject({ ok: false });
    expect(await h5pyd(o!, { op: 'read', domain: file, dataset: 'd' })).toEqual({ ok: true, data });
  }, 90_000);

  it('refuses bad input with a 400 naming the field, and a Collection the caller may not write with a 403', async () => {
    const c = await newCollection(owner);
    for (const body of [
      {},
      { name: '  ' },
      { name: 'x', extra: 1 },
      { name: 'x', attributes: { k: 5 } },
      { name: 'x', collectionAppId: 'nope' },
    ]) {
      expectProblem(await req('POST', '/v2/hdf-containers', h(owner), body), 400);
    }
    expectProblem(
      await req('POST', '/v2/hdf-containers', h(owner), {
        name: 'x',
        collectionAppId: '00000000-0000-7000-8000-000000000000',
      }),
      400,
    );
    expectProblem(await req('POST', '/v2/hdf-containers', h(stranger), { name: 'x', collectionAppId: c.appId }), 403);
    expectProblem(await call('POST', '/v2/hdf-containers', { base: on.url, body: { name: 'x' } }), 401);
  });
});

describe('HDF containers with the feature off', () => {
  it('every HDF route answers 404', async () => {
    const headers = h(owner);
    for (const [method, path] of [
      ['POST', '/v2/hdf-containers'],
      ['GET', '/v2/hdf-containers/00000000-0000-7000-8000-000000000000'],
      ['DELETE', '/v2/hdf-containers/00000000-0000-7000-8000-000000000000'],
      ['GET', '/v2/hdf/credentials'],
      ['POST', '/v2/admin/hdf/rebuild-acls'],
    ] as const) {
      expectProblem(
        await call(method, path, {
          headers: method === 'POST' && path.includes('admin') ? asAdmin() : headers,
          base: off.url,
          ...(method === 'POST' ? { body: { name: 'x' } } : {}),
        }),
        404,
      );
    }
    expect(ensureLocalSecrets().hsdsUsername).toBe('svc-hdf');
  });
});
