import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Principal } from '../../kernel/principal.ts';
import { readQuery, writeQuery } from '../../platform/graph/driver.ts';
import { cypherInt } from '../../platform/graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../kernel/problem.ts';
import { newAppId } from '../../kernel/ids.ts';
import { logger } from '../../platform/observability/logger.ts';
import { gateParams, parsePermissions, permissionsOf } from '../../access/permissions/cypher.ts';
import { assertAccess } from '../../access/permissions/gate.ts';
import type { Access } from '../../access/permissions/model.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { activeAdapter, adapterById } from '../../platform/storage/registry.ts';
import { contentDisposition, safeFileName } from '../../platform/storage/file-names.ts';
import { parseByteRange, readRange } from '../../platform/storage/ranges.ts';
import { str, time } from '../../platform/graph/entity-row.ts';
import { containerTarget, mongoLikeId } from './containers.ts';
import { parseMultipart } from '../../kernel/multipart.ts';
import { queueFileMetadata } from './metadata-queue.ts';
import { SNIFF_BYTES } from '../../platform/plugins/annotation-parsers.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * File records of a container and their bytes. A record is `(c)-[:HAS_FILE]->(f:ShepardFile)`;
 * its `providerId` (the adapter holding the bytes) and `locator` (`<container oid>/<uuid>`) are
 * internal and never reach the wire, nor do the migration bookkeeping fields.
 */
export interface ShepardFileView {
  oid: string;
  createdAt: string | null;
  filename: string;
  md5: string | null;
  /** The record's own id (rollback, provenance and svc-admin address it); svc's addition to upstream's record. */
  appId: string;
}

/**
 * Lambda answers at most 6 MB, base64 counted: 4.5 MB of raw bytes leaves room for headers.
 * Larger files are answered with a redirect to a presigned GET when the adapter can presign.
 */
export const INLINE_DOWNLOAD_BYTES = 4_500_000;
export const PRESIGN_SECONDS = 300;

const fileView = `{ oid: f.oid, filename: f.filename, md5: f.md5, createdAt: f.createdAt.epochMillis, appId: f.appId }`;

export function toFileView(m: Record<string, unknown>): ShepardFileView {
  return {
    oid: str(m['oid']) ?? '',
    createdAt: time(m['createdAt']),
    filename: str(m['filename']) ?? '',
    md5: str(m['md5']),
    appId: str(m['appId']) ?? '',
  };
}

export interface GatedContainer {
  id: number;
  oid: string;
}

/**
 * The container with the gate, in one read: 404 when absent, 403 without `access`. Found by its
 * legacy `id` or (the `/v2` flows) its `appId`.
 */
export async function gateContainer(
  principal: Principal,
  ref: { id: number } | { appId: string },
  access: Access,
): Promise<GatedContainer> {
  const byId = 'id' in ref;
  const r = await readQuery<{ perms: unknown; oid: string; id: unknown }>(
    `MATCH (c:BasicEntity:FileContainer) WHERE ${byId ? 'c.id = $id' : 'c.appId = $appId'}
     RETURN ${permissionsOf('c')} AS perms, c.oid AS oid, c.id AS id`,
    { ...(byId ? { id: cypherInt(ref.id) } : { appId: ref.appId }), ...gateParams(principal) },
  );
  const row = r.records[0];
  if (!row && !byId) throw notFound(`No file container has appId ${ref.appId}.`);
  const id = byId ? ref.id : Number(row?.get('id'));
  assertAccess(principal, containerTarget(id), row ? parsePermissions(row.get('perms')) : undefined, access);
  return { id, oid: String(row?.get('oid') ?? '') };
}

/**
 * `createFile`: the multipart form's single `file` part is streamed into the active adapter,
 * then its record is written; when the record cannot be written the bytes are removed again.
 */
export async function uploadFile(
  principal: Principal,
  containerId: number,
  body: Buffer | undefined,
  contentType: string | undefined,
): Promise<ShepardFileView> {
  const container = await gateContainer(principal, { id: containerId }, 'write');
  if (!body || body.length === 0) throw badRequest('A multipart/form-data body with a "file" part is required.');
  const files = parseMultipart(body, contentType).filter((p) => p.name === 'file');
  if (files.length !== 1) throw badRequest(`The form must carry exactly one "file" part, got ${files.length}.`);
  const part = files[0] as (typeof files)[number];
  const adapter = await activeAdapter();
  const locator = `${container.oid}/${randomUUID()}`;
  // The part is already one Buffer (a Lambda request arrives whole): hash it directly (upstream's `md5`).
  const md5 = createHash('md5').update(part.data).digest('hex');
  // Readable.from a one-element array streams the part's view; it is never copied here.
  try {
    await adapter.put(locator, Readable.from([part.data]), part.data.length);
  } catch (err) {
    // Runs even when the request's deadline budget is what failed the upload.
    await outsideRequest(() => adapter.delete(locator)).catch((error: unknown) =>
      logger.warn('partial upload not removed', { error: error as Error, locator }),
    );
    throw err;
  }
  let view: ShepardFileView;
  try {
    view = await createFileRecord(principal, containerId, {
      filename: safeFileName(part.filename),
      md5,
      size: part.data.length,
      contentType: part.contentType ?? null,
      providerId: adapter.id,
      locator,
    });
  } catch (err) {
    // Runs even when the request's deadline budget is what failed the commit.
    await outsideRequest(() => adapter.delete(locator)).catch((error: unknown) =>
      logger.warn('orphaned upload not removed', { error: error as Error, locator }),
    );
    throw err;
  }
  await queueFileMetadata(containerId, view.oid, view.filename, () =>
    Promise.resolve(part.data.subarray(0, SNIFF_BYTES)),
  );
  return view;
}

export interface StoredObject {
  /** The oid announced to the client beforehand (presigned uploads); minted here otherwise. */
  oid?: string;
  filename: string;
  md5: string | null;
  size: number;
  contentType: string | null;
  /** The adapter holding the bytes (internal, never on the wire). */
  providerId: string;
  locator: string;
}

/** The file record of bytes already stored under `locator`: direct uploads and presigned commits. */
export async function createFileRecord(
  principal: Principal,
  containerId: number,
  o: StoredObject,
  opts: { readonly appId?: string } = {},
): Promise<ShepardFileView> {
  const r = await writeQuery<{ view: Record<string, unknown> }>(
    `MATCH (c:BasicEntity:FileContainer {id: $id})
     CREATE (c)-[:HAS_FILE]->(f:ShepardFile {
       appId: $appId, oid: $oid, filename: $filename, md5: $md5, size: $size, contentType: $contentType,
       createdAt: datetime({epochMillis: $now}), createdBy: $gateUsername, providerId: $providerId, locator: $locator
     })
     RETURN ${fileView} AS view`,
    {
      id: cypherInt(containerId),
      appId: opts.appId ?? newAppId(),
      oid: o.oid ?? mongoLikeId(),
      filename: o.filename,
      md5: o.md5,
      size: cypherInt(o.size),
      contentType: o.contentType,
      now: cypherInt(Date.now()),
      providerId: o.providerId,
      locator: o.locator,
      ...gateParams(principal),
    },
  );
  const row = r.records[0];
  if (!row) throw notFound(`FileContainer ${containerId} does not exist.`);
  return toFileView(row.get('view'));
}

export async function listFiles(principal: Principal, containerId: number): Promise<ShepardFileView[]> {
  await gateContainer(principal, { id: containerId }, 'read');
  return filesOf(containerId, null);
}

/** The records of a container (those with an oid in `oids` when given), oldest first. */
export async function filesOf(containerId: number, oids: readonly string[] | null): Promise<ShepardFileView[]> {
  const r = await readQuery<{ view: Record<string, unknown> }>(
    `MATCH (:BasicEntity:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile)
     WHERE $oids IS NULL OR f.oid IN $oids
     RETURN ${fileView} AS view ORDER BY f.createdAt, f.oid`,
    { id: cypherInt(containerId), oids },
  );
  return r.records.map((rec) => toFileView(rec.get('view')));
}

export interface Download {
  readonly status: number;
  readonly body?: Buffer;
  readonly headers: Record<string, string>;
}

/**
 * `getFile`: the bytes (read access), or a 302 to a presigned GET above the inline limit. With a
 * `Range: bytes=a-b` header and an adapter that cannot presign, 206 with at most the inline limit
 * of those bytes (a dbfs file of any size is read in ranges; the importer does so).
 */
export async function downloadFile(
  principal: Principal,
  containerId: number,
  oid: string,
  range?: string,
): Promise<Download> {
  await gateContainer(principal, { id: containerId }, 'read');
  return readStoredFile(containerId, oid, range);
}

/**
 * Where a record's bytes are: its adapter (rows without a provider are `dbfs`) and locator.
 * 404 naming `containerLabel` when the container holds no such file, 503 when its adapter is gone.
 */
export async function storedFile(
  containerId: number,
  oid: string,
  containerLabel = `FileContainer ${containerId}`,
): Promise<{ adapter: StorageAdapter; locator: string; filename: string }> {
  const r = await readQuery<{ providerId: unknown; locator: unknown; filename: unknown }>(
    `MATCH (:BasicEntity:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile {oid: $oid})
     RETURN f.providerId AS providerId, f.locator AS locator, f.filename AS filename LIMIT 1`,
    { id: cypherInt(containerId), oid },
  );
  const row = r.records[0];
  if (!row) throw notFound(`File ${oid} does not exist in ${containerLabel}.`);
  const providerId = str(row.get('providerId')) ?? 'dbfs';
  const adapter = await adapterById(providerId);
  if (!adapter)
    throw new ProblemError(
      'service.unavailable',
      `The storage adapter "${providerId}" holding file ${oid} is not available.`,
    );
  return { adapter, locator: str(row.get('locator')) ?? '', filename: str(row.get('filename')) ?? 'file' };
}

/** The bytes of a record already authorised by the caller's gate; `range` is a Range header to serve (see downloadFile). */
export async function readStoredFile(containerId: number, oid: string, range?: string): Promise<Download> {
  const { adapter, locator, filename } = await storedFile(containerId, oid);
  const headers = { 'content-disposition': contentDisposition(filename) };
  const stat = await adapter.stat(locator);
  if (!stat) throw notFound(`The bytes of file ${oid} are missing from storage.`);
  const presigns = adapter.capabilities.presign && adapter.presignGet !== undefined;
  // A file the adapter presigns goes there whole (a presigned GET serves ranges itself).
  const wanted =
    stat.size > INLINE_DOWNLOAD_BYTES && presigns ? undefined : parseByteRange(range, stat.size, INLINE_DOWNLOAD_BYTES);
  if (wanted === 'unsatisfiable') return { status: 416, headers: { 'content-range': `bytes */${stat.size}` } };
  if (wanted) {
    const body = await readCapped(await readRange(adapter, locator, wanted.start, wanted.end), oid);
    return {
      status: 206,
      body,
      headers: {
        ...headers,
        'accept-ranges': 'bytes',
        'content-range': `bytes ${wanted.start}-${wanted.end}/${stat.size}`,
      },
    };
  }
  if (stat.size > INLINE_DOWNLOAD_BYTES) return tooLarge(adapter, locator, oid, stat.size);
  return { status: 200, body: await readCapped(await adapter.get(locator), oid), headers };
}

async function tooLarge(adapter: StorageAdapter, locator: string, oid: string, size: number): Promise<Download> {
  if (adapter.capabilities.presign && adapter.presignGet) {
    return { status: 302, headers: { location: await adapter.presignGet(locator, PRESIGN_SECONDS) } };
  }
  throw new ProblemError(
    'request.too-large',
    `File ${oid} has ${size} bytes; this API answers at most ${INLINE_DOWNLOAD_BYTES} bytes inline (Lambda's 6 MB response limit, base64 counted) and storage adapter "${adapter.id}" cannot presign a download.`,
    { limitBytes: INLINE_DOWNLOAD_BYTES },
  );
}

/** Collects a stream into one Buffer, refusing to grow past the inline limit. */
async function readCapped(stream: Readable, oid: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > INLINE_DOWNLOAD_BYTES) {
      stream.destroy();
      throw new ProblemError(
        'request.too-large',
        `File ${oid} exceeds the ${INLINE_DOWNLOAD_BYTES} bytes this API answers inline.`,
        { limitBytes: INLINE_DOWNLOAD_BYTES },
      );
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks, size);
}

/**
 * `deleteFile` (write access): removes the record, then the bytes. Deleting a file that is
 * already gone answers the same success (the adapter's delete is idempotent too).
 */
export async function deleteFile(principal: Principal, containerId: number, oid: string): Promise<void> {
  await gateContainer(principal, { id: containerId }, 'write');
  const r = await writeQuery<{ providerId: unknown; locator: unknown }>(
    `MATCH (c:BasicEntity:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile {oid: $oid})
     WITH f, f.providerId AS providerId, f.locator AS locator,
          COLLECT { MATCH (c)-[:HAS_ANNOTATION]->(a:SemanticAnnotation {fileOid: $oid}) RETURN a } AS metadata
     FOREACH (a IN metadata | DETACH DELETE a)
     DETACH DELETE f
     RETURN providerId, locator`,
    { id: cypherInt(containerId), oid },
  );
  for (const row of r.records) {
    const adapter = await adapterById(str(row.get('providerId')) ?? 'dbfs');
    const locator = str(row.get('locator'));
    if (adapter && locator) await adapter.delete(locator);
  }
}
