import { describe, expect, it } from 'vitest';
import { EXPORT_URL_SECONDS } from '../../../layers/core/src/features/export/service.ts';
import { PRESIGN_SECONDS } from '../../../layers/core/src/features/files/files.ts';
import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS } from '../../../layers/core/src/features/files/presigned.ts';
import {
  STREAM_URL_SECONDS,
  THUMBNAIL_INPUT_SECONDS,
} from '../../../layers/core/src/features/files/video/endpoints.ts';
import { LARGE_ANSWER_URL_SECONDS } from '../../../layers/core/src/platform/storage/large-answers.ts';
import {
  LARGE_ANSWERS_PREFIX,
  s3Adapter,
  s3ExportsStore,
  s3PrefixStore,
  type S3Settings,
} from '../../../layers/core/src/platform/storage/s3.ts';

/**
 * Every kind of presigned URL svc hands out, checked against what S3 asks of a plain browser or
 * `curl` request that sends no header but Host: the signature covers `host` only, nothing pins a
 * checksum of a body the signer never saw (the SDK's flexible-checksum default signed the CRC32 of
 * an empty body into PUT URLs, which R2, MinIO and SeaweedFS enforce), and the lifetime is within
 * S3's 7-day SigV4 limit. Checked for the local (path-style, own endpoint) and the AWS settings.
 */
const SEVEN_DAYS = 7 * 24 * 3600;

const settings: Record<string, S3Settings> = {
  'local S3Proxy': {
    endpoint: 'http://127.0.0.1:4567',
    region: 'us-east-1',
    accessKeyId: 'local',
    secretAccessKey: 'local-secret',
    bucket: 'svc-files',
    pathStyle: true,
  },
  'AWS, virtual-hosted': {
    endpoint: '',
    region: 'eu-central-1',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'example-secret',
    bucket: 'svc-files',
    pathStyle: false,
  },
};

interface Issued {
  kind: string;
  method: 'GET' | 'PUT';
  seconds: number;
  url: string;
}

async function issuedUrls(s: S3Settings): Promise<Issued[]> {
  const adapter = s3Adapter(s);
  const exportsStore = s3ExportsStore(s);
  const largeAnswers = s3PrefixStore(s, LARGE_ANSWERS_PREFIX);
  const put = adapter.presignPut;
  const get = adapter.presignGet;
  if (!put || !get) throw new Error('the s3 adapter presigns');
  const key = '65a1b2c3d4e5f6a7b8c9d0e1/0b0c3f1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
  const gets: [string, number][] = [
    ['/v2 download-url', DOWNLOAD_URL_SECONDS],
    ['legacy download redirect (302)', PRESIGN_SECONDS],
    ['video stream-url', STREAM_URL_SECONDS],
    ['video thumbnail input', THUMBNAIL_INPUT_SECONDS],
  ];
  return [
    { kind: '/v2 upload-url', method: 'PUT', seconds: UPLOAD_URL_SECONDS, url: await put(key, UPLOAD_URL_SECONDS) },
    ...(await Promise.all(
      gets.map(
        async ([kind, seconds]): Promise<Issued> => ({ kind, method: 'GET', seconds, url: await get(key, seconds) }),
      ),
    )),
    {
      kind: 'Collection export (export-url and legacy 302)',
      method: 'GET',
      seconds: EXPORT_URL_SECONDS,
      url: await exportsStore.presignGet('exports/abc-20260101-x.zip', EXPORT_URL_SECONDS, 'Crate ü.zip'),
    },
    {
      kind: 'large legacy answer, JSON (303)',
      method: 'GET',
      seconds: LARGE_ANSWER_URL_SECONDS,
      url: await largeAnswers.presignGet(
        `${LARGE_ANSWERS_PREFIX}0b0c3f1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f.json`,
        LARGE_ANSWER_URL_SECONDS,
      ),
    },
    {
      kind: 'large legacy answer, CSV attachment (303)',
      method: 'GET',
      seconds: LARGE_ANSWER_URL_SECONDS,
      url: await largeAnswers.presignGet(
        `${LARGE_ANSWERS_PREFIX}0b0c3f1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f.csv`,
        LARGE_ANSWER_URL_SECONDS,
        'timeseries-7.csv',
      ),
    },
  ];
}

/** The query parameters SigV4 query signing consists of; any other `x-amz-*` one is signed in. */
const SIGV4_QUERY = new Set([
  'x-amz-algorithm',
  'x-amz-content-sha256',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-expires',
  'x-amz-signature',
  'x-amz-signedheaders',
  'x-amz-security-token',
]);
/** Query parameters that do not ask the client for anything: the operation id, response overrides. */
const HARMLESS = (name: string) => name === 'x-id' || name.startsWith('response-');

describe.each(Object.entries(settings))('presigned URLs (%s)', (_label, s) => {
  it('need no header but Host, pin no checksum and live at most 7 days', async () => {
    const urls = await issuedUrls(s);
    expect(urls.length).toBe(8);
    for (const { kind, seconds, url } of urls) {
      const q = new URL(url).searchParams;
      const names = [...q.keys()].map((n) => n.toLowerCase());
      const at = `${kind}: ${url}`;
      expect(
        names.filter((n) => n.startsWith('x-amz-checksum') || n.startsWith('x-amz-sdk-checksum')),
        at,
      ).toEqual([]);
      expect(
        names.filter((n) => !SIGV4_QUERY.has(n) && !HARMLESS(n)),
        at,
      ).toEqual([]);
      expect(q.get('X-Amz-Algorithm'), at).toBe('AWS4-HMAC-SHA256');
      expect(q.get('X-Amz-SignedHeaders'), at).toBe('host');
      expect(q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD', at).toBe('UNSIGNED-PAYLOAD');
      expect(q.get('X-Amz-Signature'), at).toMatch(/^[0-9a-f]{64}$/);
      expect(q.get('X-Amz-Credential'), at).toMatch(new RegExp(`^[^/]+/\\d{8}/${s.region}/s3/aws4_request$`));
      const expires = Number(q.get('X-Amz-Expires'));
      expect(expires, at).toBe(seconds);
      expect(expires, at).toBeGreaterThan(0);
      expect(expires, at).toBeLessThanOrEqual(SEVEN_DAYS);
    }
  });

  it('keep the large-answers store to its prefix', async () => {
    await expect(s3PrefixStore(s, LARGE_ANSWERS_PREFIX).presignGet('exports/x.zip', 60)).rejects.toThrow(
      /large-answers\//,
    );
  });

  it('address the bucket as configured, over https on AWS', async () => {
    for (const { kind, url } of await issuedUrls(s)) {
      const u = new URL(url);
      if (s.pathStyle) expect(`${u.origin}${u.pathname}`, kind).toMatch(/^http:\/\/127\.0\.0\.1:4567\/svc-files\//);
      else expect(u.origin, kind).toBe(`https://svc-files.s3.${s.region}.amazonaws.com`);
    }
  });
});
