import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { gateway, userWithKey } from '../support/local.ts';

/** The legacy direct path on both adapters: multipart upload, then the bytes back, sha256-equal. */
let s3gw: { url: string; stop: () => void };
beforeAll(async () => {
  s3gw = await startExtraGateway(18089, { SVC_STORAGE_PROVIDER: 's3' });
});
afterAll(() => s3gw.stop());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const CHUNK = 256 * 1024;

describe.each([
  ['dbfs', () => gateway],
  ['s3', () => s3gw.url],
])('legacy upload and download through %s', (_name, base) => {
  it('round-trips 0 B, 1 B, one dbfs chunk exactly, one chunk + 1 and 4 MB byte-exact', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = (await (
      await fetch(`${base()}/svc/api/fileContainers`, {
        method: 'POST',
        headers: { ...h, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'roundtrip' }),
      })
    ).json()) as { id: number };
    for (const size of [0, 1, CHUNK, CHUNK + 1, 4 * 1024 * 1024]) {
      const data = randomBytes(size);
      const boundary = `b${randomBytes(6).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${size}.bin"\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const up = await fetch(`${base()}/svc/api/fileContainers/${c.id}/payload`, {
        method: 'POST',
        headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const created = (await up.json()) as { oid: string; md5: string };
      expect(up.status, JSON.stringify(created)).toBe(201);
      expect(created.md5).toBe(createHash('md5').update(data).digest('hex'));
      const down = await fetch(`${base()}/svc/api/fileContainers/${c.id}/payload/${created.oid}`, { headers: h });
      expect(down.status).toBe(200);
      expect(sha(Buffer.from(await down.arrayBuffer())), `size ${size}`).toBe(sha(data));
    }
  });
});
