import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { call, userWithKey } from '../support/local.ts';

/**
 * The presigned URLs the gateway issues, used as `curl` uses them: a bare HTTP/1.1 request with
 * Host and (for a PUT) Content-Length and nothing else, against the local S3 (S3Proxy). S3Proxy
 * ignores a checksum signed into the query, so the URLs are also inspected: none pins one
 * (test/unit/platform/presigned-urls.test.ts checks every kind, docs/files.md says what was found).
 */
let s3gw: { url: string; stop: () => void };
beforeAll(async () => {
  s3gw = await startExtraGateway(18078, { SVC_STORAGE_PROVIDER: 's3' });
}, 60_000);
afterAll(() => s3gw.stop());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** One request carrying only Host (and Content-Length with a body): what `curl -T file URL` sends, less its User-Agent. */
function plain(method: 'GET' | 'PUT', url: string, body?: Buffer): Promise<{ status: number; body: Buffer }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method,
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        headers: body ? { 'content-length': String(body.length) } : {},
        setHost: true,
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pinsNothing = (url: string) => {
  const q = new URL(url).searchParams;
  expect(
    [...q.keys()].filter((k) => /^x-amz-(sdk-)?checksum/i.test(k)),
    url,
  ).toEqual([]);
  expect(q.get('X-Amz-SignedHeaders'), url).toBe('host');
};

describe('presigned URLs with a plain request (s3 active)', () => {
  it('upload-url takes a header-less PUT; download-url answers a header-less GET', async () => {
    const { key } = await userWithKey();
    const h = { 'x-api-key': key };
    const c = await call<{ appId: string }>('POST', '/svc/api/fileContainers', {
      base: s3gw.url,
      headers: h,
      body: { name: 'plain' },
    });
    expect(c.status, c.text).toBe(201);
    const up = await call<{ uploadUrl: string; oid: string }>(
      'POST',
      `/v2/file-containers/${c.body.appId}/upload-url`,
      {
        base: s3gw.url,
        headers: h,
        body: { fileName: 'plain.bin' },
      },
    );
    expect(up.status, up.text).toBe(200);
    pinsNothing(up.body.uploadUrl);

    const bytes = randomBytes(200_000);
    const put = await plain('PUT', up.body.uploadUrl, bytes);
    expect(put.status, put.body.toString()).toBe(200);
    const committed = await call<{ oid: string; appId: string }>(
      'POST',
      `/v2/file-containers/${c.body.appId}/upload-url/commit`,
      {
        base: s3gw.url,
        headers: h,
        body: { oid: up.body.oid, fileName: 'plain.bin', fileSize: bytes.length },
      },
    );
    expect(committed.status, committed.text).toBe(201);
    // The /v2 commit answers the record with its appId (what rollback and provenance address).
    expect(committed.body.oid).toBe(up.body.oid);
    expect(committed.body.appId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const down = await call<{ downloadUrl: string }>(
      'GET',
      `/v2/file-containers/${c.body.appId}/files/${up.body.oid}/download-url`,
      { base: s3gw.url, headers: h },
    );
    expect(down.status, down.text).toBe(200);
    pinsNothing(down.body.downloadUrl);
    const got = await plain('GET', down.body.downloadUrl);
    expect(got.status).toBe(200);
    expect(sha(got.body)).toBe(sha(bytes));
  });
});
