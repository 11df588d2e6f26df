import { randomUUID } from 'node:crypto';
import type { Principal } from '../../kernel/principal.ts';
import { ProblemError, conflict, notFound } from '../../kernel/problem.ts';
import { config } from '../../platform/config/load.ts';
import type { StorageAdapter } from '../../platform/plugins/types.ts';
import { activeAdapter, adapterById } from '../../platform/storage/registry.ts';
import { safeFileName } from '../../platform/storage/file-names.ts';
import { mongoLikeId } from './containers.ts';
import { claimPendingUpload, recordPendingUpload, releasePendingUpload } from './pending-uploads.ts';
import { createFileRecord, gateContainer, storedFile, type ShepardFileView } from './files.ts';
import { queueFileMetadata, storedHead } from './metadata-queue.ts';

/**
 * The `/v2` presigned flows (docs/files.md): bytes go straight between the client
 * and the object store, never through a function. Upload URLs live 15 minutes, download URLs 5,
 * unless `svc.files.presign.upload-seconds` / `download-seconds` say otherwise (at most S3's 7 days);
 * an adapter that cannot presign (dbfs) answers 503 naming the direct path.
 */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 5 * 60;
const uploadUrlSeconds = (): number => config()['svc.files.presign.upload-seconds'];
const downloadUrlSeconds = (): number => config()['svc.files.presign.download-seconds'];

function cannotPresign(adapter: StorageAdapter, direct: string): ProblemError {
  return new ProblemError(
    'service.unavailable',
    `The active storage adapter "${adapter.id}" cannot presign URLs; use ${direct} instead.`,
    { adapter: adapter.id },
  );
}

export interface UploadUrl {
  uploadUrl: string;
  oid: string;
  expiresAt: string;
  method: 'PUT';
  expiresInSeconds: number;
}

/**
 * Write on the container. Mints the file's oid and its object key `<container oid>/<uuid>` and
 * remembers both as a pending upload, so the commit names the oid and can only claim an upload
 * this container issued.
 */
export async function createUploadUrl(
  principal: Principal,
  containerAppId: string,
  input: { fileName: string; contentType?: string | undefined },
): Promise<UploadUrl> {
  const c = await gateContainer(principal, { appId: containerAppId }, 'write');
  const adapter = await activeAdapter();
  if (!adapter.presignPut) throw cannotPresign(adapter, `POST /svc/api/fileContainers/${c.id}/payload`);
  const oid = mongoLikeId();
  const locator = `${c.oid}/${randomUUID()}`;
  const seconds = uploadUrlSeconds();
  const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
  const uploadUrl = await adapter.presignPut(locator, seconds);
  await recordPendingUpload(containerAppId, {
    oid,
    locator,
    providerId: adapter.id,
    fileName: safeFileName(input.fileName),
    contentType: input.contentType ?? 'application/octet-stream',
    urlExpiresAt: expiresAt,
  });
  return { uploadUrl, oid, expiresAt, method: 'PUT', expiresInSeconds: seconds };
}

/**
 * Write on the container. The upload must have been issued for this container and not yet
 * committed (404 otherwise), its object must exist (409: not uploaded yet, or the URL expired
 * first) and have the announced size (409); then it becomes a file record with the issued oid.
 * A refused commit leaves the upload pending, so the client can PUT again and retry.
 */
export async function commitUpload(
  principal: Principal,
  containerAppId: string,
  input: { oid: string; fileName: string; fileSize: number },
): Promise<ShepardFileView> {
  const c = await gateContainer(principal, { appId: containerAppId }, 'write');
  const adapter = await activeAdapter();
  if (!adapter.presignPut) throw cannotPresign(adapter, `POST /svc/api/fileContainers/${c.id}/payload`);
  const pending = await claimPendingUpload(containerAppId, input.oid);
  if (!pending)
    throw notFound(
      `No pending upload ${input.oid} in file container ${containerAppId}: request one with POST /v2/file-containers/${containerAppId}/upload-url (an upload is committed once).`,
    );
  try {
    const holder = await adapterById(pending.providerId);
    if (!holder)
      throw new ProblemError(
        'service.unavailable',
        `The storage adapter "${pending.providerId}" that signed upload ${input.oid} is not available.`,
      );
    const stat = await holder.stat(pending.locator);
    if (!stat)
      throw conflict(`Nothing was uploaded for ${input.oid} yet (or its URL expired before the PUT).`, {
        oid: input.oid,
      });
    if (stat.size !== input.fileSize) {
      throw conflict(`The uploaded object has ${stat.size} bytes, not the announced ${input.fileSize}.`, {
        storedSize: stat.size,
        announcedSize: input.fileSize,
      });
    }
    const view = await createFileRecord(principal, c.id, {
      oid: input.oid,
      filename: safeFileName(input.fileName),
      md5: stat.md5 ?? null,
      size: stat.size,
      contentType: pending.contentType,
      providerId: holder.id,
      locator: pending.locator,
    });
    await queueFileMetadata(c.id, view.oid, view.filename, () => storedHead(holder, pending.locator));
    return view;
  } catch (err) {
    await releasePendingUpload(containerAppId, pending);
    throw err;
  }
}

export interface DownloadUrl {
  downloadUrl: string;
  expiresAt: string;
  method: 'GET';
  expiresInSeconds: number;
}

/**
 * Read on the container. 503 whenever the active adapter cannot presign, as for the upload flow
 * (docs/files.md: all presigned endpoints), even for a file a migration left on an adapter that can: the
 * answer depends on the deployment, not on where one file happens to live. The URL is signed by
 * the adapter that holds the file (its record's provider).
 */
export async function createDownloadUrl(
  principal: Principal,
  containerAppId: string,
  oid: string,
): Promise<DownloadUrl> {
  const c = await gateContainer(principal, { appId: containerAppId }, 'read');
  const direct = `GET /svc/api/fileContainers/${c.id}/payload/${oid}`;
  const active = await activeAdapter();
  if (!active.presignGet) throw cannotPresign(active, direct);
  const { adapter, locator } = await storedFile(c.id, oid, `file container ${containerAppId}`);
  if (!adapter.presignGet) {
    throw new ProblemError(
      'service.unavailable',
      `File ${oid} is held by the storage adapter "${adapter.id}", which cannot presign URLs; use ${direct} instead.`,
      { adapter: adapter.id },
    );
  }
  const seconds = downloadUrlSeconds();
  const downloadUrl = await adapter.presignGet(locator, seconds);
  return {
    downloadUrl,
    expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
    method: 'GET',
    expiresInSeconds: seconds,
  };
}
