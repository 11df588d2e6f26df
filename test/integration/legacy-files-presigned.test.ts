import { createHash, randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithKey, type Reply } from './support/local.ts';
import { expectProblem } from './support/problem.ts';

// A second gateway whose active adapter is s3 (S3Proxy), on the same backing services.
const PORT = 18088;
const s3url = `http://127.0.0.1:${PORT}`;
let gw: ChildProcess;
beforeAll(async () => {
  gw = spawn(process.execPath, ['--import', 'tsx', 'test/integration/support/gateway-with-env.ts'], {
    env: { ...process.env, SVC_GATEWAY_PORT: String(PORT), SVC_STORAGE_PROVIDER: 's3' }, stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${s3url}/versionz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('s3 gateway did not start');
});
afterAll(() => {
  gw.kill('SIGTERM');
});

async function at<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Reply<T>> {
  const r = await fetch(`${s3url}${path}`, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const text = await r.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { status: r.status, headers: r.headers, body: parsed as T, text };
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Container = { id: number; appId: string };

describe('/v2 presigned file flows', () => {
  it('upload-url → PUT without headers → commit (size checked) → download-url, with s3', async () => {
    const { key } = await userWithKey();
    const stranger = await userWithKey();
    const h = { 'x-api-key': key };
    const c = (await at<Container>('POST', '/svc/api/fileContainers', h, { name: 'presigned' })).body;
    const up = await at<{ uploadId: string; uploadUrl: string; expiresInSeconds: number }>('POST', `/v2/file-containers/${c.appId}/upload-url`, h);
    expect(up.status, up.text).toBe(200);
    expect(up.body.expiresInSeconds).toBe(900);
    expect(up.body.uploadUrl).toMatch(/X-Amz-Signature=/);
    const bytes = randomBytes(300_000);
    expect((await fetch(up.body.uploadUrl, { method: 'PUT', body: bytes })).status).toBe(200);

    const wrong = await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, { uploadId: up.body.uploadId, fileName: 'data.bin', size: 1 });
    expectProblem(wrong, 400);
    const ghost = await at('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, { uploadId: '0190f0f0-0000-7000-8000-000000000042', fileName: 'x', size: 1 });
    expectProblem(ghost, 400);
    const committed = await at<{ oid: string; filename: string }>('POST', `/v2/file-containers/${c.appId}/upload-url/commit`, h, { uploadId: up.body.uploadId, fileName: 'data.bin', size: bytes.length });
    expect(committed.status, committed.text).toBe(201);
    expect(committed.body.filename).toBe('data.bin');
    expect(committed.body).not.toHaveProperty('providerId');

    const listed = await at<{ oid: string }[]>('GET', `/svc/api/fileContainers/${c.id}/payload`, h);
    expect(listed.body.map((x) => x.oid)).toContain(committed.body.oid);
    const down = await at<{ downloadUrl: string; expiresInSeconds: number }>('GET', `/v2/file-containers/${c.appId}/files/${committed.body.oid}/download-url`, h);
    expect(down.status, down.text).toBe(200);
    expect(down.body.expiresInSeconds).toBe(300);
    expect(sha(Buffer.from(await (await fetch(down.body.downloadUrl)).arrayBuffer()))).toBe(sha(bytes));

    expectProblem(await at('POST', `/v2/file-containers/${c.appId}/upload-url`, { 'x-api-key': stranger.key }), 403);
    expectProblem(await at('GET', `/v2/file-containers/${c.appId}/files/${committed.body.oid}/download-url`, { 'x-api-key': stranger.key }), 403);
    expectProblem(await at('POST', '/v2/file-containers/0190f0f0-0000-7000-8000-00000000dead/upload-url', h), 404);
  });

  it('answers 503 naming the direct path while the active adapter (dbfs) cannot presign', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await call<Container>('POST', '/svc/api/fileContainers', { headers: h, body: { name: 'dbfs' } });
    const r = await call<{ detail: string }>('POST', `/v2/file-containers/${c.body.appId}/upload-url`, { headers: h });
    expectProblem(r, 503, 'service.unavailable');
    expect(r.body.detail).toContain(`/svc/api/fileContainers/${c.body.id}/payload`);
  });
});
