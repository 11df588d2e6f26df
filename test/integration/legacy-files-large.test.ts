import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCore } from '../support/local-core.ts';
import type { Principal } from '../../layers/core/src/kernel/principal.ts';
import { call, gateway, userWithKey } from '../support/local.ts';
import { closeGraph, cypher, sha256 } from '../support/fixtures.ts';

/**
 * A file above what one Lambda invocation carries (6 MB, base64 counted) cannot enter or leave
 * through the API; the upload code path itself is size-agnostic, so a 5 MB upload runs in this
 * process (against the emulators the gateway uses) and is then read back through dbfs and the API.
 */
const api = '/svc/api';

let owner: { username: string; key: string };
let stopCore: () => Promise<void> = async () => {};
beforeAll(async () => {
  owner = await userWithKey();
  stopCore = await startLocalCore();
});
afterAll(async () => {
  await stopCore();
  await closeGraph();
});

describe('a 5 MB file through dbfs', () => {
  it('is stored byte-exact, listed, refused inline with a problem naming the limit, and deleted', async () => {
    const h = { 'x-api-key': owner.key };
    const created = await call<{ id: number; oid: string }>('POST', `${api}/fileContainers`, {
      headers: h,
      body: { name: 'Large' },
    });
    expect(created.status, created.text).toBe(201);
    const c = created.body;

    const data = randomBytes(5 * 1024 * 1024);
    const boundary = `b${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="five.bin"\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { uploadFile, INLINE_DOWNLOAD_BYTES } = await import('../../layers/core/src/features/files/files.ts');
    const principal: Principal = { username: owner.username, roles: [], method: 'apikey' };
    const file = await uploadFile(principal, c.id, body, `multipart/form-data; boundary=${boundary}`);
    expect(file.md5).toBe(createHash('md5').update(data).digest('hex'));

    const [row] = await cypher<{ providerId: string; locator: string; size: number }>(
      'MATCH (:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile {oid: $oid}) RETURN f.providerId AS providerId, f.locator AS locator, f.size AS size',
      { id: c.id, oid: file.oid },
    );
    expect(row).toMatchObject({ providerId: 'dbfs', size: data.length });
    const { dbfsAdapter } = await import('../../layers/core/src/platform/storage/dbfs.ts');
    const chunks: Buffer[] = [];
    for await (const part of await dbfsAdapter.get(row!.locator)) chunks.push(part as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(data));

    const list = await call<{ oid: string }[]>('GET', `${api}/fileContainers/${c.id}/payload`, { headers: h });
    expect(list.body.map((f) => f.oid)).toEqual([file.oid]);

    const path = `${api}/fileContainers/${c.id}/payload/${file.oid}`;
    const r = await fetch(`${gateway}${path}`, { headers: h, redirect: 'manual' });
    expect(r.status).toBe(413);
    expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await r.json()) as { detail: string; limitBytes: number };
    expect(problem.limitBytes).toBe(INLINE_DOWNLOAD_BYTES);
    expect(problem.detail).toContain(String(INLINE_DOWNLOAD_BYTES));
    expect(problem.detail).toMatch(/cannot presign/);

    expect((await call('DELETE', path, { headers: h })).status).toBe(204);
    expect((await call('DELETE', path, { headers: h })).status).toBe(204);
    expect(await dbfsAdapter.stat(row!.locator)).toBeUndefined();
    expect((await fetch(`${gateway}${path}`, { headers: h })).status).toBe(404);
  }, 120_000);
});
