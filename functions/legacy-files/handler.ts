import { createGroupHandler } from '#core/http/group-handler.ts';
import { commitUpload, createDownloadUrl, createUploadUrl } from '#core/legacy/files/presigned.ts';
import { legacyFilesRoutes } from '#core/http/route-table/legacy-files.ts';
import { legacyExportRoutes } from '#core/http/route-table/legacy-export.ts';
import { createExportUrl, exportCollection } from '#core/legacy/export/service.ts';
import { json, noContent, type ApiResponse } from '#core/http/api.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';
import { currentVersionOnly, pathId } from '#core/legacy/params.ts';
import { deleteReference } from '#core/legacy/refs/references.ts';
import { createFileContainer, deleteFileContainer, getFileContainer, listFileContainers } from '#core/legacy/files/containers.ts';
import { deleteFile, downloadFile, listFiles, uploadFile, type Download } from '#core/legacy/files/files.ts';
import {
  createFileReference, fileReferenceFiles, fileReferencePayload, getFileReference, listFileReferences,
} from '#core/legacy/files/references.ts';
import { editPermissions, getPermissions, getRoles } from '#core/permissions/service.ts';

ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

type Params = Readonly<Record<string, string>>;
const container = (p: Params) => ({ kind: 'FileContainer' as const, id: pathId(p, 'fileContainerId') });
const scope = (p: Params) => ({ collectionId: pathId(p, 'collectionId'), dataObjectId: pathId(p, 'dataObjectId') });
const oidOf = (p: Params) => p['oid'] ?? '';

const bytes = (d: Download): ApiResponse =>
  d.body ? { status: d.status, body: d.body, contentType: 'application/octet-stream', headers: d.headers } : { status: d.status, headers: d.headers };

export const handler = createGroupHandler('legacy-files', [...legacyFilesRoutes, ...legacyExportRoutes], {
  getAllFileContainers: async ({ principal, query }) => json(200, await listFileContainers(principal, query)),
  createFileContainer: async ({ principal, body }) => json(201, await createFileContainer(principal, body)),
  getFileContainer: async ({ principal, pathParameters }) => json(200, await getFileContainer(principal, container(pathParameters).id)),
  deleteFileContainer: async ({ principal, pathParameters }) => {
    await deleteFileContainer(principal, container(pathParameters).id);
    return noContent();
  },
  getFilePermissions: async ({ principal, pathParameters }) => json(200, await getPermissions(principal, container(pathParameters))),
  editFilePermissions: async ({ principal, pathParameters, body }) => json(200, await editPermissions(principal, container(pathParameters), body)),
  getFileRoles: async ({ principal, pathParameters }) => json(200, await getRoles(principal, container(pathParameters))),

  getAllFiles: async ({ principal, pathParameters }) => json(200, await listFiles(principal, container(pathParameters).id)),
  createFile: async ({ principal, pathParameters, rawBody, headers }) =>
    json(201, await uploadFile(principal, container(pathParameters).id, rawBody, headers['content-type'])),
  getFile: async ({ principal, pathParameters }) => bytes(await downloadFile(principal, container(pathParameters).id, oidOf(pathParameters))),
  deleteFile: async ({ principal, pathParameters }) => {
    await deleteFile(principal, container(pathParameters).id, oidOf(pathParameters));
    return noContent();
  },

  getAllFileReferences: async ({ principal, pathParameters, query }) => {
    currentVersionOnly(query.versionUid);
    return json(200, await listFileReferences(principal, scope(pathParameters)));
  },
  createFileReference: async ({ principal, pathParameters, body }) => json(201, await createFileReference(principal, scope(pathParameters), body)),
  getFileReference: async ({ principal, pathParameters, query }) => {
    currentVersionOnly(query.versionUid);
    return json(200, await getFileReference(principal, scope(pathParameters), pathId(pathParameters, 'fileReferenceId')));
  },
  deleteFileReference: async ({ principal, pathParameters }) => {
    await deleteReference(principal, scope(pathParameters), 'FileReference', pathId(pathParameters, 'fileReferenceId'));
    return noContent();
  },
  getFiles: async ({ principal, pathParameters, query }) => {
    currentVersionOnly(query.versionUid);
    return json(200, await fileReferenceFiles(principal, scope(pathParameters), pathId(pathParameters, 'fileReferenceId')));
  },
  getFilePayload: async ({ principal, pathParameters, query }) => {
    currentVersionOnly(query.versionUid);
    return bytes(await fileReferencePayload(principal, scope(pathParameters), pathId(pathParameters, 'fileReferenceId'), oidOf(pathParameters)));
  },

  createUploadUrl: async ({ principal, pathParameters, body }) => json(200, await createUploadUrl(principal, pathParameters['containerAppId'] ?? '', body)),
  commitUpload: async ({ principal, pathParameters, body }) => json(201, await commitUpload(principal, pathParameters['containerAppId'] ?? '', body)),
  createDownloadUrl: async ({ principal, pathParameters }) =>
    json(200, await createDownloadUrl(principal, pathParameters['containerAppId'] ?? '', pathParameters['oid'] ?? '')),

  exportCollection: async ({ principal, pathParameters }) => bytes(await exportCollection(principal, pathId(pathParameters, 'collectionId'))),
  createExportUrl: async ({ principal, pathParameters, body }) => json(200, await createExportUrl(principal, pathParameters['appId'] ?? '', body)),
});
