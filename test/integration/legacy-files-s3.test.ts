import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCore } from '../support/local-core.ts';
import type { Principal } from '../../layers/core/src/kernel/principal.ts';
import { call, gateway, userWithKey } from '../support/local.ts';
import { closeGraph, cypher, sha256 } from '../support/fixtures.ts';
import { expectProblem } from '../support/problem.ts';
import { fileForm } from '../support/multipart.ts';

/**
 * Files stored by the `s3` adapter (uploaded in this process with svc.storage.provider=s3) are
 * served by the gateway from the adapter their record names (`providerId`), whatever adapter is
 * active there: inline below the limit, by a 302 to a presigned GET above it.
 */
const api = '/svc/api';

let owner: { username: string; key: string };
let stopCore: () => Promise<void> = async () => {};
beforeAll(async () => {
  owner = await userWithKey();
  stopCore = await startLocalCore({ SVC_STORAGE_PROVIDER: 's3' });
});
afterAll(async () => {
  await stopCore();
  await closeGraph();
});

describe('files held by the s3 adapter', () => {
  it('download inline when small, by a presigned redirect when large; delete removes the object', async () => {
    const h = { 'x-api-key': owner.key };
    const created = await call<{ id: number; oid: string }>('POST', `${api}/fileContainers`, {
      headers: h,
      body: { name: 'OnS3' },
    });
    expect(created.status, created.text).toBe(201);
    const c = created.body;
    const { uploadFile } = await import('../../layers/core/src/features/files/files.ts');
    const principal: Principal = { username: owner.username, roles: [], method: 'apikey' };

    const small = randomBytes(4096);
    const s = fileForm(small, 'small.bin');
    const smallFile = await uploadFile(principal, c.id, s.body, s.contentType);
    const large = randomBytes(5 * 1024 * 1024);
    const l = fileForm(large, 'large.bin');
    const largeFile = await uploadFile(principal, c.id, l.body, l.contentType);

    const rows = await cypher<{ oid: string; providerId: string; locator: string }>(
      'MATCH (:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile) RETURN f.oid AS oid, f.providerId AS providerId, f.locator AS locator ORDER BY f.oid',
      { id: c.id },
    );
    expect(rows.map((r) => r.providerId)).toEqual(['s3', 's3']);
    for (const r of rows) expect(r.locator.startsWith(`${c.oid}/`)).toBe(true);

    const inline = await fetch(`${gateway}${api}/fileContainers/${c.id}/payload/${smallFile.oid}`, {
      headers: h,
      redirect: 'manual',
    });
    expect(inline.status).toBe(200);
    expect(sha256(Buffer.from(await inline.arrayBuffer()))).toBe(sha256(small));

    const redirect = await fetch(`${gateway}${api}/fileContainers/${c.id}/payload/${largeFile.oid}`, {
      headers: h,
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location).toMatch(/X-Amz-Expires=300/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(sha256(Buffer.from(await fetched.arrayBuffer()))).toBe(sha256(large));

    const path = `${api}/fileContainers/${c.id}/payload/${largeFile.oid}`;
    expect((await call('DELETE', path, { headers: h })).status).toBe(204);
    expect((await call('DELETE', path, { headers: h })).status).toBe(204);
    const { adapterById } = await import('../../layers/core/src/platform/storage/registry.ts');
    const s3 = await adapterById('s3');
    const locator = rows.find((r) => r.oid === largeFile.oid)?.locator ?? '';
    expect(await s3?.stat(locator)).toBeUndefined();
  }, 120_000);

  it('the /v2 download-url answers 503 while the active adapter (dbfs) cannot presign, even for a file s3 holds', async () => {
    const h = { 'x-api-key': owner.key };
    const c = (
      await call<{ id: number; appId: string }>('POST', `${api}/fileContainers`, {
        headers: h,
        body: { name: 'HeldByS3' },
      })
    ).body;
    const { uploadFile } = await import('../../layers/core/src/features/files/files.ts');
    const f = fileForm(randomBytes(64), 'moved.bin');
    const file = await uploadFile(
      { username: owner.username, roles: [], method: 'apikey' },
      c.id,
      f.body,
      f.contentType,
    );
    const [row] = await cypher<{ providerId: string }>(
      'MATCH (:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile) RETURN f.providerId AS providerId',
      { id: c.id },
    );
    expect(row?.providerId).toBe('s3');
    const r = await call<{ detail: string }>('GET', `/v2/file-containers/${c.appId}/files/${file.oid}/download-url`, {
      headers: h,
    });
    expectProblem(r, 503, 'service.unavailable');
    expect(r.body.detail).toContain(`/svc/api/fileContainers/${c.id}/payload/${file.oid}`);
    // The legacy direct path still serves it from the adapter that holds it.
    expect((await call('GET', `${api}/fileContainers/${c.id}/payload/${file.oid}`, { headers: h })).status).toBe(200);
  });
});
