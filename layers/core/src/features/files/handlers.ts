import { json, noContent, type ApiResponse, type ImplsFor } from '../../kernel/api.ts';
import { permissionImpls } from '../../access/permissions/routes.ts';
import { referenceImpls } from '../references/kind-handlers.ts';
import { createFileContainer, deleteFileContainer, getFileContainer, listFileContainers } from './containers.ts';
import { deleteFile, downloadFile, listFiles, uploadFile, type Download } from './files.ts';
import { commitUpload, createDownloadUrl, createUploadUrl } from './presigned.ts';
import { getFileMetadata } from './metadata.ts';
import { createVideoThumbnail, getVideo, videoStreamUrl } from './video/endpoints.ts';
import {
  createFileReference,
  fileReferenceFiles,
  fileReferencePayload,
  getFileReference,
  listFileReferences,
} from './references.ts';
import { fileContainerPermissions, fileReferenceSpec, type legacyFilesRoutes } from './routes.ts';

/** A download: the bytes, or the redirect to a presigned URL. */
export const bytes = (d: Download): ApiResponse =>
  d.body
    ? { status: d.status, body: d.body, contentType: 'application/octet-stream', headers: d.headers }
    : { status: d.status, headers: d.headers };

const scope = (p: { readonly collectionId: number; readonly dataObjectId: number }) => ({
  collectionId: p.collectionId,
  dataObjectId: p.dataObjectId,
});

export const filesImpls: ImplsFor<typeof legacyFilesRoutes> = {
  getAllFileContainers: async ({ principal, query }) => json(200, await listFileContainers(principal, query)),
  createFileContainer: async ({ principal, body }) => json(201, await createFileContainer(principal, body)),
  getFileContainer: async ({ principal, params }) =>
    json(200, await getFileContainer(principal, params.fileContainerId)),
  deleteFileContainer: async ({ principal, params }) => {
    await deleteFileContainer(principal, params.fileContainerId);
    return noContent();
  },
  ...permissionImpls(fileContainerPermissions, 'FileContainer', 'fileContainerId'),

  getAllFiles: async ({ principal, params }) => json(200, await listFiles(principal, params.fileContainerId)),
  createFile: async ({ principal, params, rawBody, headers }) =>
    json(201, await uploadFile(principal, params.fileContainerId, rawBody, headers['content-type'])),
  getFile: async ({ principal, params, headers }) =>
    bytes(await downloadFile(principal, params.fileContainerId, params.oid, headers['range'])),
  deleteFile: async ({ principal, params }) => {
    await deleteFile(principal, params.fileContainerId, params.oid);
    return noContent();
  },

  ...referenceImpls(
    fileReferenceSpec,
    { list: listFileReferences, create: createFileReference, get: getFileReference },
    json,
  ),
  getFiles: async ({ principal, params }) =>
    json(200, await fileReferenceFiles(principal, scope(params), params.fileReferenceId)),
  getFilePayload: async ({ principal, params }) =>
    bytes(await fileReferencePayload(principal, scope(params), params.fileReferenceId, params.oid)),

  createUploadUrl: async ({ principal, params, body }) =>
    json(200, await createUploadUrl(principal, params.containerAppId, body)),
  commitUpload: async ({ principal, params, body }) =>
    json(201, await commitUpload(principal, params.containerAppId, body)),
  createDownloadUrl: async ({ principal, params }) =>
    json(200, await createDownloadUrl(principal, params.containerAppId, params.oid)),
  getFileMetadata: async ({ principal, params }) =>
    json(200, await getFileMetadata(principal, params.containerAppId, params.oid)),
  getVideoMetadata: async ({ principal, params }) =>
    json(200, await getVideo(principal, params.containerAppId, params.oid)),
  getVideoStreamUrl: async ({ principal, params }) =>
    json(200, await videoStreamUrl(principal, params.containerAppId, params.oid)),
  createVideoThumbnail: async ({ principal, params, body }) =>
    json(201, await createVideoThumbnail(principal, params.containerAppId, params.oid, body.atSeconds)),
};
