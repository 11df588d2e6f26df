import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLocalCore } from '../support/local-core.ts';
import type { StorageAdapter } from '../../layers/core/src/platform/plugins/types.ts';
import { asAdmin, call } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { randomBytes, randomInt } from '../support/random.ts';

// The adapters run in this process against the same emulators the gateway uses.
let restoreEnv: () => void = () => {};
let dbfs: StorageAdapter;
let s3: StorageAdapter;
let chunk: number;

beforeAll(async () => {
  restoreEnv = useLocalCore();
  const d = await import('../../layers/core/src/platform/storage/dbfs.ts');
  const { s3Adapter, s3SettingsFromConfig } = await import('../../layers/core/src/platform/storage/s3.ts');
  dbfs = d.dbfsAdapter;
  chunk = d.DBFS_CHUNK_BYTES;
  s3 = s3Adapter({ ...s3SettingsFromConfig(), pathStyle: true });
});
afterAll(() => {
  restoreEnv();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A stream of `size` random bytes in uneven pieces, never held whole. */
function source(size: number): { stream: Readable; digest: () => string } {
  const h = createHash('sha256');
  let left = size;
  const stream = new Readable({
    read() {
      if (left === 0) return this.push(null);
      const n = Math.min(left, randomInt(70_001, 170_001));
      const b = randomBytes(n);
      h.update(b);
      left -= n;
      this.push(b);
    },
  });
  return { stream, digest: () => h.digest('hex') };
}
async function drain(r: Readable): Promise<{ size: number; digest: string }> {
  const h = createHash('sha256');
  let size = 0;
  for await (const part of r) {
    size += (part as Buffer).length;
    h.update(part as Buffer);
  }
  return { size, digest: h.digest('hex') };
}
const key = () => `c${Date.now()}/${randomBytes(8).toString('hex')}`;

describe.each([['dbfs'], ['s3']])('%s adapter', (name) => {
  const adapter = () => (name === 'dbfs' ? dbfs : s3);

  it('streams uploads and downloads byte-exact, at chunk boundaries too', async () => {
    for (const size of [0, 1, chunk, chunk + 1, 3 * chunk - 7, 50 * 1024 * 1024]) {
      const k = key();
      const src = source(size);
      expect((await adapter().put(k, src.stream)).size).toBe(size);
      expect(await adapter().stat(k)).toMatchObject({ size });
      const back = await drain(await adapter().get(k));
      expect(back).toEqual({ size, digest: src.digest() });
    }
  });

  it('reads byte ranges exactly: inside a chunk, across chunk boundaries, to the end', async () => {
    const k = key();
    const bytes = randomBytes(3 * chunk + 11);
    await adapter().put(k, Readable.from([bytes]));
    const ranges: [number, number][] = [
      [0, 0],
      [5, 99],
      [chunk - 3, chunk + 2],
      [chunk - 1, 2 * chunk],
      [1, 3 * chunk + 10],
      [3 * chunk, 3 * chunk + 10],
    ];
    for (const [start, end] of ranges) {
      const got = await drain(await (adapter().getRange?.(k, start, end) ?? Promise.reject(new Error('no getRange'))));
      expect(got, `${start}-${end}`).toEqual({ size: end - start + 1, digest: sha(bytes.subarray(start, end + 1)) });
    }
    await adapter().delete(k);
  });

  it('overwrites, deletes idempotently, and reports absence', async () => {
    const k = key();
    await adapter().put(k, Readable.from([randomBytes(3 * chunk)]));
    const second = randomBytes(1000);
    await adapter().put(k, Readable.from([second]));
    expect((await drain(await adapter().get(k))).digest).toBe(sha(second));
    await adapter().delete(k);
    await adapter().delete(k);
    expect(await adapter().stat(k)).toBeUndefined();
    await expect(adapter().get(k)).rejects.toMatchObject({ status: 404 });
  });
});

describe('s3 presigned URLs', () => {
  it('PUT and GET with the signature in the query string and no headers; expired URLs are refused', async () => {
    const k = key();
    const body = randomBytes(50_000);
    const put = await s3.presignPut?.(k, 60);
    expect(put).toMatch(/X-Amz-Signature=/);
    expect((await fetch(put ?? '', { method: 'PUT', body })).status).toBe(200);
    const again = randomBytes(10);
    expect((await fetch(put ?? '', { method: 'PUT', body: again })).status).toBe(200); // a repeated PUT before expiry wins last
    const get = await s3.presignGet?.(k, 60);
    expect(sha(Buffer.from(await (await fetch(get ?? '')).arrayBuffer()))).toBe(sha(again));
    const short = await s3.presignGet?.(k, 1);
    // Refused once its second is over: asked again until then (at most 5 s).
    await expect
      .poll(
        async () => {
          const again = await fetch(short ?? '');
          await again.arrayBuffer();
          return again.status;
        },
        { timeout: 5_000, interval: 250 },
      )
      .toBe(403);
  });
});

describe('GET /v2/admin/storage', () => {
  it('lists dbfs (active) and s3 (from the file-s3 plugin), which follows its plugin toggle', async () => {
    const r = await call<{ activeProviderId: string; adapters: { id: string; enabled: boolean; active: boolean }[] }>(
      'GET',
      '/v2/admin/storage',
      { headers: asAdmin() },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      activeProviderId: 'dbfs',
      adapters: [
        { id: 'dbfs', enabled: true, active: true },
        { id: 's3', enabled: true, active: false },
      ],
    });
    const merge = { ...asAdmin(), 'content-type': 'application/merge-patch+json' };
    await call('PATCH', '/v2/admin/plugins/file-s3', { headers: merge, raw: '{"enabled": false}' });
    try {
      const off = await call<{ adapters: { id: string; enabled: boolean }[] }>('GET', '/v2/admin/storage', {
        headers: asAdmin(),
      });
      expect(off.body.adapters.find((a) => a.id === 's3')?.enabled).toBe(false);
    } finally {
      await call('PATCH', '/v2/admin/plugins/file-s3', { headers: merge, raw: '{"enabled": null}' });
    }
    expectProblem(await call('GET', '/v2/admin/storage'), 401);
  });
});
