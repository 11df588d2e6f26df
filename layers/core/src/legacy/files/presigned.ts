import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal.ts';
import { readQuery } from '../../graph/driver.ts';
import { cypherInt } from '../../graph/legacy-ids.ts';
import { ProblemError, badRequest, notFound } from '../../http/problem.ts';
import { requireAccess } from '../../permissions/gate.ts';
import type { StorageAdapter } from '../../plugins/types.ts';
import { activeAdapter, adapterById } from '../../storage/registry.ts';
import { containerTarget } from './containers.ts';
import { createFileRecord, type ShepardFileView } from './files.ts';

/**
 * The `/v2` presigned flows (SPEC: File storage, Limits): bytes go straight between the client
 * and the object store, never through a function. Upload URLs live 15 minutes, download URLs 5;
 * an adapter that cannot presign (dbfs) answers 503 naming the direct path.
 */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;

async function containerByAppId(appId: string): Promise<{ id: number; oid: string }> {
  const r = await readQuery<{ id: number; oid: string }>('MATCH (c:BasicEntity:FileContainer {appId: $appId}) RETURN c.id AS id, c.oid AS oid', { appId });
  const row = r.records[0];
  if (!row) throw notFound(`No file container has appId ${appId}.`);
  return { id: Number(row.get('id')), oid: String(row.get('oid')) };
}

function cannotPresign(adapter: StorageAdapter, direct: string): ProblemError {
  return new ProblemError('service.unavailable', `The active storage adapter "${adapter.id}" cannot presign URLs; use ${direct} instead.`, { adapter: adapter.id });
}

export interface UploadUrl { uploadId: string; uploadUrl: string; method: 'PUT'; expiresAt: string; expiresInSeconds: number }

/** Write on the container. The object key is `<container oid>/<uploadId>`, so a commit can only claim its own container's uploads. */
export async function createUploadUrl(principal: Principal, containerAppId: string): Promise<UploadUrl> {
  const c = await containerByAppId(containerAppId);
  await requireAccess(principal, containerTarget(c.id), 'write');
  const adapter = await activeAdapter();
  if (!adapter.presignPut) throw cannotPresign(adapter, `POST /svc/api/fileContainers/${c.id}/payload`);
  const uploadId = randomUUID();
  const uploadUrl = await adapter.presignPut(`${c.oid}/${uploadId}`, UPLOAD_URL_SECONDS);
  return { uploadId, uploadUrl, method: 'PUT', expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(), expiresInSeconds: UPLOAD_URL_SECONDS };
}

/** The object must exist under the upload's key and have the announced size; then it becomes a file record. */
export async function commitUpload(
  principal: Principal,
  containerAppId: string,
  input: { uploadId: string; fileName: string; size: number; contentType?: string | undefined },
): Promise<ShepardFileView> {
  const c = await containerByAppId(containerAppId);
  await requireAccess(principal, containerTarget(c.id), 'write');
  const adapter = await activeAdapter();
  if (!adapter.presignPut) throw cannotPresign(adapter, `POST /svc/api/fileContainers/${c.id}/payload`);
  const locator = `${c.oid}/${input.uploadId}`;
  const stat = await adapter.stat(locator);
  if (!stat) throw badRequest(`Nothing was uploaded for upload ${input.uploadId} (or its URL expired before the PUT).`);
  if (stat.size !== input.size) throw badRequest(`The uploaded object has ${stat.size} bytes, not the announced ${input.size}.`, { storedSize: stat.size, announcedSize: input.size });
  return createFileRecord(principal, c.id, { filename: input.fileName, md5: null, size: stat.size, contentType: input.contentType ?? null, providerId: adapter.id, locator });
}

export interface DownloadUrl { downloadUrl: string; method: 'GET'; expiresAt: string; expiresInSeconds: number }

/** Read on the container; signed by the adapter that holds the file (its record's provider). */
export async function createDownloadUrl(principal: Principal, containerAppId: string, oid: string): Promise<DownloadUrl> {
  const c = await containerByAppId(containerAppId);
  await requireAccess(principal, containerTarget(c.id), 'read');
  const r = await readQuery<{ providerId: string | null; locator: string }>(
    'MATCH (:BasicEntity:FileContainer {id: $id})-[:HAS_FILE]->(f:ShepardFile {oid: $oid}) RETURN f.providerId AS providerId, f.locator AS locator LIMIT 1',
    { id: cypherInt(c.id), oid },
  );
  const row = r.records[0];
  if (!row) throw notFound(`File ${oid} does not exist in file container ${containerAppId}.`);
  const adapter = await adapterById(row.get('providerId') ?? 'dbfs');
  if (!adapter) throw new ProblemError('service.unavailable', `The storage adapter holding file ${oid} is not available.`);
  if (!adapter.presignGet) throw cannotPresign(adapter, `GET /svc/api/fileContainers/${c.id}/payload/${oid}`);
  const downloadUrl = await adapter.presignGet(row.get('locator'), DOWNLOAD_URL_SECONDS);
  return { downloadUrl, method: 'GET', expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString(), expiresInSeconds: DOWNLOAD_URL_SECONDS };
}
