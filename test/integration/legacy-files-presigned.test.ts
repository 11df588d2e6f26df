import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeGraph, cypher } from '../support/fixtures.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey, type Reply } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';

// A second gateway whose active adapter is s3 (S3Proxy), on the same backing services.
let s3gw: { url: string; stop: () => void };
beforeAll(async () => {
  s3gw = await startExtraGateway(18088, { SVC_STORAGE_PROVIDER: 's3' });
});
afterAll(async () => {
  s3gw.stop();
  await closeGraph();
});

const at = <T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply<T>> =>
  call<T>(method, path, { base: s3gw.url, headers, body });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Container = { id: number; appId: string };
type UploadUrl = { uploadUrl: string; oid: string; expiresAt: string; expiresInSeconds: number };

async function container(h: Record<string, string>): Promise<Container> {
  const c = await at<Container>('POST', '/svc/api/fileContainers', h, { name: 'presigned' });
  expect(c.status, c.text).toBe(201);
  return c.body;
}

describe('/v2 presigned file flows (s3 active)', () => {
  it('upload-url → PUT without headers → commit (size checked) → download-url', async () => {
    const { key } = await userWithKey();
    const stranger = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await container(h);
    const before = Date.now();
    const up = await at<UploadUrl>('POST', `/v2/file-containers/${c.appId}/upload-url`, h, {
      fileName: 'data.bin',
      contentType: 'application/x-test',
    });
    expect(up.status, up.text).toBe(200);
    expect(up.body.expiresInSeconds).toBe(900);
    expect(Date.parse(up.body.expiresAt) - before).toBeGreaterThanOrEqual(899_000);
    expect(Date.parse(up.body.expiresAt) - Date.now()).toBeLessThanOrEqual(900_000);
    expect(up.body.oid).toMatch(/^[0-9a-f]{24}$/);
    expect(up.body.uploadUrl).toMatch(/X-Amz-Signature=/);

    // Nothing uploaded yet: 409, and the upload stays pending.
    expectProblem(
      await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
        oid: up.body.oid,
        fileName: 'data.bin',
        fileSize: 1,
      }),
      409,
      'resource.conflict',
    );

    const bytes = randomBytes(300_000);
    expect((await fetch(up.body.uploadUrl, { method: 'PUT', body: bytes })).status).toBe(200);
    const wrong = await at<{ storedSize: number }>('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
      oid: up.body.oid,
      fileName: 'data.bin',
      fileSize: 1,
    });
    expectProblem(wrong, 409, 'resource.conflict');
    expect(wrong.body.storedSize).toBe(bytes.length);
    expectProblem(
      await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
        oid: 'ffffffffffffffffffffffff',
        fileName: 'x',
        fileSize: 1,
      }),
      404,
    );
    expectProblem(
      await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
        oid: up.body.oid,
        fileName: 'x',
        size: 1,
      }),
      400,
    );

    const committed = await at<{ oid: string; filename: string; md5: string }>(
      'POST',
      `/v2/file-containers/${c.appId}/upload-url/commit`,
      h,
      { oid: up.body.oid, fileName: 'data.bin', fileSize: bytes.length },
    );
    expect(committed.status, committed.text).toBe(201);
    expect(committed.body.oid).toBe(up.body.oid);
    expect(committed.body.filename).toBe('data.bin');
    expect(committed.body.md5).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(committed.body).not.toHaveProperty('providerId');
    // An upload is committed once.
    expectProblem(
      await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
        oid: up.body.oid,
        fileName: 'data.bin',
        fileSize: bytes.length,
      }),
      404,
    );

    const listed = await at<{ oid: string }[]>('GET', `/svc/api/fileContainers/${c.id}/payload`, h);
    expect(listed.body.filter((x) => x.oid === committed.body.oid)).toHaveLength(1);
    const down = await at<{ downloadUrl: string; expiresAt: string; expiresInSeconds: number }>(
      'GET',
      `/v2/file-containers/${c.appId}/files/${committed.body.oid}/download-url`,
      h,
    );
    expect(down.status, down.text).toBe(200);
    expect(down.body.expiresInSeconds).toBe(300);
    expect(Math.abs(Date.parse(down.body.expiresAt) - Date.now() - 300_000)).toBeLessThan(30_000);
    const got = await fetch(down.body.downloadUrl); // no auth header: the signature is in the query string
    expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(sha(bytes));

    expectProblem(
      await at('POST', `/v2/file-containers/${c.appId}/upload-url`, { 'x-api-key': stranger.key }, { fileName: 'x' }),
      403,
    );
    expectProblem(
      await at('GET', `/v2/file-containers/${c.appId}/files/${committed.body.oid}/download-url`, {
        'x-api-key': stranger.key,
      }),
      403,
    );
    expectProblem(
      await at('POST', '/v2/file-containers/0190f0f0-0000-7000-8000-00000000dead/upload-url', h, { fileName: 'x' }),
      404,
    );
    expectProblem(await at('POST', `/v2/file-containers/${c.appId}/upload-url`, h, {}), 400);
  });

  it('records the commit and the download URL against the file appId (targetKind File)', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await container(h);
    const up = (await at<UploadUrl>('POST', `/v2/file-containers/${c.appId}/upload-url`, h, { fileName: 'prov.bin' }))
      .body;
    expect((await fetch(up.uploadUrl, { method: 'PUT', body: Buffer.from('prov') })).status).toBe(200);
    const commitPath = `/v2/file-containers/${c.appId}/upload-url/commit`;
    expect((await at('POST', commitPath, h, { oid: up.oid, fileName: 'prov.bin', fileSize: 4 })).status).toBe(201);
    const downPath = `/v2/file-containers/${c.appId}/files/${up.oid}/download-url`;
    expect((await at('GET', downPath, h)).status).toBe(200);
    const [file] = await cypher<{ appId: string }>('MATCH (f:ShepardFile {oid: $oid}) RETURN f.appId AS appId', {
      oid: up.oid,
    });
    const fileAppId = file?.appId ?? '';
    expect(fileAppId).toMatch(/^[0-9a-f-]{36}$/);
    type Row = { method: string; path: string; targetKind: string };
    const rows = await vi.waitFor(
      async () => {
        const got = (await call<Row[]>('GET', `/v2/provenance/entity/${fileAppId}`, { headers: h })).body;
        expect(got.length).toBeGreaterThanOrEqual(1);
        return got;
      },
      { timeout: 3_000, interval: 50 },
    );
    // The download-url GET is a read: recorded only with svc.provenance.capture-reads (off here).
    expect(rows.map((r) => `${r.method} ${r.path} ${r.targetKind}`)).toEqual([`POST ${commitPath} File`]);
  });

  it('a repeated PUT before expiry wins last; a tampered signature or key is refused', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await container(h);
    const up = (await at<UploadUrl>('POST', `/v2/file-containers/${c.appId}/upload-url`, h, { fileName: 'twice.bin' }))
      .body;
    const first = randomBytes(70_000);
    const second = randomBytes(1_234);
    expect((await fetch(up.uploadUrl, { method: 'PUT', body: first })).status).toBe(200);
    expect((await fetch(up.uploadUrl, { method: 'PUT', body: second })).status).toBe(200);

    const url = new URL(up.uploadUrl);
    const sig = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set('X-Amz-Signature', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    expect((await fetch(url, { method: 'PUT', body: randomBytes(10) })).status).toBe(403);
    const otherKey = new URL(up.uploadUrl);
    otherKey.pathname = `${otherKey.pathname}x`;
    expect((await fetch(otherKey, { method: 'PUT', body: randomBytes(10) })).status).toBe(403);
    const longer = new URL(up.uploadUrl);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(longer, { method: 'PUT', body: randomBytes(10) })).status).toBe(403);

    const committed = await at<{ oid: string }>('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
      oid: up.oid,
      fileName: 'twice.bin',
      fileSize: second.length,
    });
    expect(committed.status, committed.text).toBe(201);
    const down = (
      await at<{ downloadUrl: string }>('GET', `/v2/file-containers/${c.appId}/files/${up.oid}/download-url`, h)
    ).body;
    expect(sha(Buffer.from(await (await fetch(down.downloadUrl)).arrayBuffer()))).toBe(sha(second));
    const tampered = new URL(down.downloadUrl);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('round-trips 0 B, 1 B, one dbfs chunk, one chunk + 1 and 50 MB byte-exact through the presigned path', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await container(h);
    const chunk = 256 * 1024;
    for (const size of [0, 1, chunk, chunk + 1, 50 * 1024 * 1024]) {
      const bytes = randomBytes(size);
      const up = (
        await at<UploadUrl>('POST', `/v2/file-containers/${c.appId}/upload-url`, h, { fileName: `s${size}.bin` })
      ).body;
      expect((await fetch(up.uploadUrl, { method: 'PUT', body: bytes })).status, `PUT ${size}`).toBe(200);
      const committed = await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, {
        oid: up.oid,
        fileName: `s${size}.bin`,
        fileSize: size,
      });
      expect(committed.status, committed.text).toBe(201);
      const down = (
        await at<{ downloadUrl: string }>('GET', `/v2/file-containers/${c.appId}/files/${up.oid}/download-url`, h)
      ).body;
      expect(sha(Buffer.from(await (await fetch(down.downloadUrl)).arrayBuffer())), `size ${size}`).toBe(sha(bytes));
    }
  });
});

describe('/v2 presigned file flows (dbfs active)', () => {
  it('answer 503 naming the direct path while the active adapter cannot presign', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await call<Container>('POST', '/svc/api/fileContainers', { headers: h, body: { name: 'dbfs' } });
    const r = await call<{ detail: string }>('POST', `/v2/file-containers/${c.body.appId}/upload-url`, {
      headers: h,
      body: { fileName: 'x.bin' },
    });
    expectProblem(r, 503, 'service.unavailable');
    expect(r.body.detail).toContain(`/svc/api/fileContainers/${c.body.id}/payload`);
    const commit = await call<{ detail: string }>('POST', `/v2/file-containers/${c.body.appId}/upload-url/commit`, {
      headers: h,
      body: { oid: 'ffffffffffffffffffffffff', fileName: 'x', fileSize: 1 },
    });
    expectProblem(commit, 503, 'service.unavailable');

    const boundary = 'b0undary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.bin"\r\n\r\n`),
      randomBytes(100),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const f = await call<{ oid: string }>('POST', `/svc/api/fileContainers/${c.body.id}/payload`, {
      headers: { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw: body,
    });
    expect(f.status, f.text).toBe(201);
    const down = await call<{ detail: string }>(
      'GET',
      `/v2/file-containers/${c.body.appId}/files/${f.body.oid}/download-url`,
      { headers: h },
    );
    expectProblem(down, 503, 'service.unavailable');
    expect(down.body.detail).toContain(`/svc/api/fileContainers/${c.body.id}/payload/${f.body.oid}`);
  });
});
