import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey || err instanceof NotFound || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * The S3-wire-protocol adapter: streaming multipart upload (5 MiB parts, two in flight, so
 * memory stays flat whatever the file size), streaming download, presigned GET/PUT carrying their
 * signature in the query string. The configured key pair is used, else the default chain.
 */
export function s3Adapter(s: S3Settings): StorageAdapter {
  const client = new S3Client({
    region: s.region,
    forcePathStyle: s.pathStyle,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
  });
  const Bucket = s.bucket;
  const adapter: StorageAdapter = {
    id: 's3',
    capabilities: { presign: true, streaming: true },
    async put(key, body) {
      await new Upload({ client, params: { Bucket, Key: key, Body: body }, queueSize: 2, partSize: 5 * 1024 * 1024 }).done();
      const st = await adapter.stat(key);
      return { size: st?.size ?? 0 };
    },
    async get(key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return r.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw notFound(`No stored payload ${key}.`);
        throw err;
      }
    },
    async stat(key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: r.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    presignPut: (key, expiresIn) => getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn }),
    presignGet: (key, expiresIn) => getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn }),
  };
  return adapter;
}
