import { PassThrough, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config/load.ts';
import { notFound } from '../../kernel/problem.ts';
import type { StorageAdapter } from '../plugins/types.ts';
import { awsClient, boundedTransport } from '../aws/resilience.ts';
import { contentDisposition } from './file-names.ts';

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
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
};
type Sdk = Awaited<ReturnType<typeof sdk>>;

/** `svc.files.s3.*` from the configuration; the stack defaults the bucket to its files bucket. */
export function s3SettingsFromConfig(): S3Settings {
  const c = config();
  return {
    endpoint: c['svc.files.s3.endpoint'],
    region: c['svc.files.s3.region'],
    accessKeyId: c['svc.files.s3.access-key-id'],
    secretAccessKey: c['svc.files.s3.secret-access-key'],
    bucket: c['svc.files.s3.bucket'].trim(),
    pathStyle: c['svc.files.s3.path-style-access'],
  };
}

/** Multipart uploads of unknown length: 5 MiB parts, two in flight, so memory stays flat. */
const UPLOAD_PARTS = { queueSize: 2, partSize: 5 * 1024 * 1024 } as const;

/**
 * Transfers take as long as their size needs, so they have no overall deadline; a silent server
 * still ends them after TRANSFER_IDLE_FACTOR × `svc.dependency.timeout-ms` without a byte.
 */
const TRANSFER_COMMANDS = ['PutObject', 'UploadPart', 'CompleteMultipartUpload'] as const;
const TRANSFER_IDLE_FACTOR = 4;

/**
 * Presigned URLs are used by a browser or `curl` with no extra header, for bytes svc never sees.
 * Since 3.729 the SDK's flexible-checksum default (`WHEN_SUPPORTED`) signs the CRC32 of the
 * (absent, so empty) body into every PUT URL (`x-amz-checksum-crc32=AAAAAA==`,
 * `x-amz-sdk-checksum-algorithm=CRC32`), which R2, MinIO and SeaweedFS enforce, and
 * `x-amz-checksum-mode=ENABLED` into every GET URL. `WHEN_REQUIRED` (the SDK's documented switch)
 * keeps checksums to the operations that require one, so a presigned URL pins nothing but the
 * object, the method and the expiry. Calls svc makes itself keep the default: it sees those bytes.
 */
export const PRESIGN_CHECKSUMS = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

interface Clients {
  m: Sdk;
  /** Calls svc makes (uploads, reads, heads, deletes). */
  client: S3Client;
  /** Only signs URLs (never sends a request), with {@link PRESIGN_CHECKSUMS}. */
  presigner: S3Client;
}

/**
 * The one place S3 clients are built: one pair per connection setting (endpoint, region, keys),
 * shared by the adapter and the exports store.
 */
const clients = new Map<string, Promise<Clients>>();
function clientFor(s: S3Settings): Promise<Clients> {
  const id = JSON.stringify([s.endpoint, s.region, s.accessKeyId, s.secretAccessKey, s.pathStyle]);
  let ready = clients.get(id);
  if (!ready) {
    ready = sdk().then((m) => {
      const options = {
        region: s.region,
        forcePathStyle: s.pathStyle,
        ...(s.endpoint ? { endpoint: s.endpoint } : {}),
        ...(s.accessKeyId && s.secretAccessKey
          ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
          : {}),
        ...boundedTransport(TRANSFER_IDLE_FACTOR),
      };
      return {
        m,
        client: awsClient(new m.S3Client(options), 's3', TRANSFER_COMMANDS),
        presigner: awsClient(new m.S3Client({ ...options, ...PRESIGN_CHECKSUMS }), 's3'),
      };
    });
    clients.set(id, ready);
  }
  return ready;
}

const isMissing = (m: Sdk, err: unknown) =>
  err instanceof m.NoSuchKey ||
  err instanceof m.NotFound ||
  (err instanceof m.S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * The S3-wire-protocol adapter: streaming multipart upload (5 MiB parts, two in flight, so
 * memory stays flat whatever the file size), streaming download, presigned GET/PUT carrying their
 * signature in the query string. The configured key pair is used, else the default chain.
 */
export function s3Adapter(s: S3Settings): StorageAdapter {
  const use = () => clientFor(s);
  const Bucket = s.bucket;
  const adapter: StorageAdapter = {
    id: 's3',
    capabilities: { presign: true, streaming: true },
    async put(key, body) {
      const { m, client } = await use();
      await new m.Upload({ client, params: { Bucket, Key: key, Body: body }, ...UPLOAD_PARTS }).done();
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
    async getRange(key, start, end) {
      const { m, client } = await use();
      try {
        const r = await client.send(new m.GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }));
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
        // A single-part upload's ETag (SSE-S3 or none) is the MD5 of the bytes; a multipart ETag is not.
        const etag = (r.ETag ?? '').replace(/"/g, '');
        return { size: r.ContentLength ?? 0, ...(/^[0-9a-f]{32}$/.test(etag) ? { md5: etag } : {}) };
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
      const { m, presigner } = await use();
      return m.getSignedUrl(presigner, new m.PutObjectCommand({ Bucket, Key: key }), { expiresIn });
    },
    async presignGet(key, expiresIn) {
      const { m, presigner } = await use();
      return m.getSignedUrl(presigner, new m.GetObjectCommand({ Bucket, Key: key }), { expiresIn });
    },
  };
  return adapter;
}

/** An object being written by a multipart upload: write to `body` (honouring backpressure), then `end()`. */
export interface ObjectUpload {
  readonly key: string;
  readonly body: PassThrough;
  /** Resolves when every part is stored and the upload completed. */
  readonly done: Promise<void>;
  /** Aborts the multipart upload (its parts are discarded); safe to call after a failure. */
  abort(): Promise<void>;
}

/**
 * Export ZIPs under `exports/` of the files bucket (the lifecycle rule removes them after a day):
 * streamed in by a multipart upload of unknown length, handed out by presigned GETs whose
 * signature and download name travel in the query string.
 */
export interface ExportsStore {
  upload(key: string, contentType: string): Promise<ObjectUpload>;
  /** A presigned GET; with `downloadName`, the object is answered as an attachment of that name. */
  presignGet(key: string, expiresSeconds: number, downloadName?: string): Promise<string>;
}

export const EXPORTS_PREFIX = 'exports/';
/**
 * Legacy answers too large for a Lambda response (platform/storage/large-answers.ts), under the
 * files bucket's lifecycle rule for this prefix (a day).
 */
export const LARGE_ANSWERS_PREFIX = 'large-answers/';

export const s3ExportsStore = (s: S3Settings): ExportsStore => s3PrefixStore(s, EXPORTS_PREFIX);

/** A store of objects under one prefix of the files bucket (exports, large answers): it refuses any other key. */
export function s3PrefixStore(s: S3Settings, prefix: string): ExportsStore {
  const Bucket = s.bucket;
  const inPrefix = (key: string) => {
    if (!key.startsWith(prefix)) throw new Error(`these objects live under ${prefix}, got "${key}"`);
    return key;
  };
  return {
    async upload(key, contentType) {
      const { m, client } = await clientFor(s);
      const body = new PassThrough();
      const upload = new m.Upload({
        client,
        params: { Bucket, Key: inPrefix(key), Body: body, ContentType: contentType },
        ...UPLOAD_PARTS,
      });
      const done = upload.done().then(() => undefined);
      // The writer may fail first; the upload's own rejection is then reported by `done` (awaited or not).
      done.catch(() => undefined);
      return {
        key,
        body,
        done,
        abort: async () => {
          body.destroy();
          await upload.abort().catch(() => undefined);
        },
      };
    },
    async presignGet(key, expiresIn, downloadName) {
      const { m, presigner } = await clientFor(s);
      return m.getSignedUrl(
        presigner,
        new m.GetObjectCommand({
          Bucket,
          Key: inPrefix(key),
          ...(downloadName === undefined ? {} : { ResponseContentDisposition: contentDisposition(downloadName) }),
        }),
        { expiresIn },
      );
    },
  };
}

/** The exports store of the configured files bucket; undefined when `svc.files.s3.bucket` is blank. */
export function configuredExportsStore(): ExportsStore | undefined {
  const s = s3SettingsFromConfig();
  return s.bucket ? s3ExportsStore(s) : undefined;
}

/** The large-answers store of the configured files bucket; undefined when `svc.files.s3.bucket` is blank. */
export function configuredLargeAnswersStore(): ExportsStore | undefined {
  const s = s3SettingsFromConfig();
  return s.bucket ? s3PrefixStore(s, LARGE_ANSWERS_PREFIX) : undefined;
}
