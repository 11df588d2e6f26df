import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { notFound } from '../http/problem.ts';
import type { StorageAdapter } from '../plugins/types.ts';

/** `svc.files.s3.*` as the adapter needs them. */
export interface S3Settings {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  pathStyle: boolean;
}

/** The S3 SDK is loaded on first use: most functions never touch files and skip its import at cold start. */
const sdk = async () => {
  const [s3, storage, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage'), import('@aws-sdk/s3-request-presigner')]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
};
type Sdk = Awaited<ReturnType<typeof sdk>>;

const isMissing = (m: Sdk, err: unknown) =>
  err instanceof m.NoSuchKey || err instanceof m.NotFound || (err instanceof m.S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * The S3-wire-protocol adapter: streaming multipart upload (5 MiB parts, two in flight, so
 * memory stays flat whatever the file size), streaming download, presigned GET/PUT carrying their
 * signature in the query string. The configured key pair is used, else the default chain.
 */
export function s3Adapter(s: S3Settings): StorageAdapter {
  let ready: Promise<{ m: Sdk; client: S3Client }> | undefined;
  const use = () =>
    (ready ??= sdk().then((m) => ({
      m,
      client: new m.S3Client({
        region: s.region,
        forcePathStyle: s.pathStyle,
        ...(s.endpoint ? { endpoint: s.endpoint } : {}),
        ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
      }),
    })));
  const Bucket = s.bucket;
  const adapter: StorageAdapter = {
    id: 's3',
    capabilities: { presign: true, streaming: true },
    async put(key, body) {
      const { m, client } = await use();
      await new m.Upload({ client, params: { Bucket, Key: key, Body: body }, queueSize: 2, partSize: 5 * 1024 * 1024 }).done();
      const st = await adapter.stat(key);
      return { size: st?.size ?? 0 };
    },
    async get(key) {
      const { m, client } = await use();
      try {
        const r = await client.send(new m.GetObjectCommand({ Bucket, Key: key }));
        return r.Body as Readable;
      } catch (err) {
        if (isMissing(m, err)) throw notFound(`No stored payload ${key}.`);
        throw err;
      }
    },
    async stat(key) {
      const { m, client } = await use();
      try {
        const r = await client.send(new m.HeadObjectCommand({ Bucket, Key: key }));
        return { size: r.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(m, err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      const { m, client } = await use();
      await client.send(new m.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPut(key, expiresIn) {
      const { m, client } = await use();
      return m.getSignedUrl(client, new m.PutObjectCommand({ Bucket, Key: key }), { expiresIn });
    },
    async presignGet(key, expiresIn) {
      const { m, client } = await use();
      return m.getSignedUrl(client, new m.GetObjectCommand({ Bucket, Key: key }), { expiresIn });
    },
  };
  return adapter;
}
