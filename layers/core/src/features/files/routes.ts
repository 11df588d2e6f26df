import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, entityErrors, problemResponse } from '../../kernel/route-common.ts';
import { containerListQuery } from '../../kernel/schemas.ts';
import * as f from './wire.ts';
import * as r from '../references/wire.ts';
import { referenceFromPath, referenceItemPath, referenceRoutes } from '../references/kind-routes.ts';
import { permissionRoutes } from '../../access/permissions/routes.ts';

const legacyShelf = { group: 'legacy-files', auth: 'authenticated', shelf: 'legacy' } as const;
const v2Shelf = { group: 'legacy-files', auth: 'authenticated', shelf: 'v2' } as const;

const container = {
  targetKind: 'FileContainer',
  target: { from: 'path', param: 'fileContainerId', appIdOf: { label: 'BasicEntity' } },
} as const;
const REF = referenceItemPath('FileReference');
const refFromPath = referenceFromPath('FileReference');
const binary = { description: 'the file bytes', contentType: 'application/octet-stream' } as const;
const tooLarge = {
  302: { description: 'above the inline limit, a redirect to a presigned GET (adapters that presign)' },
  413: problemResponse('above the inline limit, from an adapter that cannot presign'),
} as const;

/** The permission rows (and their implementations' names) of the gated kind. */
export const fileContainerPermissions = {
  group: 'legacy-files',
  basePath: '/svc/api/fileContainers/{fileContainerId}',
  tag: 'fileContainer',
  get: { operationId: 'getFilePermissions', summary: 'Get File Permissions' },
  edit: { operationId: 'editFilePermissions', summary: 'Edit File Permissions (needs manage)' },
  roles: { operationId: 'getFileRoles', summary: "Get File Roles (the caller's)" },
  provenance: { permissions: container, roles: container },
} as const;

/** The reference rows (list, create, get, delete), shared with every reference kind. */
export const fileReferenceSpec = {
  kind: 'FileReference',
  group: 'legacy-files',
  schema: f.fileReference,
  write: f.fileReferenceWrite,
  getTarget: 'path',
  list: { operationId: 'getAllFileReferences', summary: 'Get All File References' },
  create: {
    operationId: 'createFileReference',
    summary: 'Create File Reference (needs write on the Collection and read on the container)',
  },
  get: { operationId: 'getFileReference', summary: 'Get File Reference' },
  delete: { operationId: 'deleteFileReference', summary: 'Delete File Reference (the files stay)' },
} as const;

/** Legacy shelf: file containers, their payloads, and file references (group `legacy-files`). */
export const legacyFilesRoutes = [
  // ── file containers ─────────────────────────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'getAllFileContainers',
    method: 'GET',
    path: '/svc/api/fileContainers',
    summary: 'Get All File Containers (those the caller may read)',
    tags: ['fileContainer'],
    request: { query: containerListQuery },
    provenance: { targetKind: 'FileContainer', target: { from: 'const', value: 'fileContainers' } },
    responses: { 200: { description: 'ok', schema: z.array(f.fileContainer) }, ...entityErrors },
  },
  {
    ...legacyShelf,
    operationId: 'createFileContainer',
    method: 'POST',
    path: '/svc/api/fileContainers',
    summary: 'Create File Container (owned by the caller, Private)',
    tags: ['fileContainer'],
    request: { body: f.fileContainerWrite },
    provenance: { targetKind: 'FileContainer', target: { from: 'response', field: 'appId' } },
    responses: { 201: { description: 'created', schema: f.fileContainer }, ...entityErrors },
  },
  {
    ...legacyShelf,
    operationId: 'getFileContainer',
    method: 'GET',
    path: '/svc/api/fileContainers/{fileContainerId}',
    summary: 'Get File Container',
    tags: ['fileContainer'],
    provenance: { targetKind: 'FileContainer', target: { from: 'response', field: 'appId' } },
    responses: { 200: { description: 'ok', schema: f.fileContainer }, ...entityErrors },
  },
  {
    ...legacyShelf,
    operationId: 'deleteFileContainer',
    method: 'DELETE',
    path: '/svc/api/fileContainers/{fileContainerId}',
    summary: 'Delete File Container with its files (needs write)',
    tags: ['fileContainer'],
    provenance: container,
    responses: { 204: { description: 'deleted' }, ...entityErrors },
  },
  ...permissionRoutes(fileContainerPermissions),
  // ── payload ─────────────────────────────────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'getAllFiles',
    method: 'GET',
    path: '/svc/api/fileContainers/{fileContainerId}/payload',
    summary: 'Get All Files (records, oldest first)',
    tags: ['fileContainer'],
    provenance: container,
    responses: { 200: { description: 'ok', schema: z.array(f.shepardFile) }, ...entityErrors },
  },
  {
    ...legacyShelf,
    operationId: 'createFile',
    method: 'POST',
    path: '/svc/api/fileContainers/{fileContainerId}/payload',
    summary:
      'Create File: multipart/form-data with one "file" part (needs write; at most about 4.5 MB through this API)',
    tags: ['fileContainer'],
    request: { multipart: { file: 'binary' } },
    provenance: container,
    responses: {
      201: { description: 'created', schema: f.shepardFile },
      ...entityErrors,
      413: problemResponse('request too large: use the presigned flow'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'getFile',
    method: 'GET',
    path: '/svc/api/fileContainers/{fileContainerId}/payload/{oid}',
    summary:
      'Get File (bytes; a `Range: bytes=a-b` header is served with 206 and at most the inline limit of those bytes, unless the file is redirected to a presigned GET)',
    tags: ['fileContainer'],
    provenance: container,
    responses: {
      200: binary,
      206: {
        description: 'the bytes of the range asked for, at most the inline limit (Content-Range names them)',
        contentType: 'application/octet-stream',
      },
      ...tooLarge,
      416: { description: 'the range starts at or after the end of the file (Content-Range: bytes */size)' },
      ...entityErrors,
    },
  },
  {
    ...legacyShelf,
    operationId: 'deleteFile',
    method: 'DELETE',
    path: '/svc/api/fileContainers/{fileContainerId}/payload/{oid}',
    summary: 'Delete File (needs write; deleting an absent file succeeds too)',
    tags: ['fileContainer'],
    provenance: container,
    responses: { 204: { description: 'ok' }, ...entityErrors },
  },
  // ── file references ─────────────────────────────────────────────────────────────────
  ...referenceRoutes(fileReferenceSpec),
  {
    ...legacyShelf,
    operationId: 'getFiles',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/payload`,
    summary: 'Get Files (the records the reference lists)',
    tags: ['fileReference'],
    request: { query: r.versionQuery },
    provenance: refFromPath,
    responses: { 200: { description: 'ok', schema: z.array(f.shepardFile) }, ...entityErrors },
  },
  {
    ...legacyShelf,
    operationId: 'getFilePayload',
    currentVersionOnly: true,
    method: 'GET',
    path: `${REF}/payload/{oid}`,
    summary: 'Get File Payload (bytes of a file the reference lists)',
    tags: ['fileReference'],
    request: { query: r.versionQuery },
    provenance: refFromPath,
    responses: { 200: binary, ...tooLarge, ...entityErrors },
  },
  // ── /v2 presigned flows (bytes bypass the functions; 503 where the adapter cannot presign) ──
  {
    ...v2Shelf,
    operationId: 'createUploadUrl',
    method: 'POST',
    path: '/v2/file-containers/{containerAppId}/upload-url',
    summary:
      'A presigned PUT URL (15 minutes, signature in the query string, no headers needed) for one new file, and the oid it will have; Write on the container. Repeated PUTs before expiry succeed, the last one wins; the file exists only after the commit. 503 when the active adapter cannot presign (use the legacy direct upload).',
    tags: ['files'],
    request: {
      body: z
        .object({
          fileName: chars(z.string().regex(/\S/), 1024),
          contentType: chars(z.string().min(1), 255).optional(),
        })
        .strict(),
    },
    provenance: { targetKind: 'FileContainer', target: { from: 'path', param: 'containerAppId' } },
    responses: {
      200: {
        description: 'Upload URL',
        schema: z.object({
          uploadUrl: z.string(),
          oid: z.string(),
          expiresAt: z.iso.datetime(),
          method: z.literal('PUT'),
          expiresInSeconds: z.number().int(),
        }),
      },
      400: problemResponse('Invalid body'),
      ...authErrors,
      404: problemResponse('No such container'),
      503: problemResponse('The adapter cannot presign'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'commitUpload',
    method: 'POST',
    path: '/v2/file-containers/{containerAppId}/upload-url/commit',
    summary:
      'Turns an uploaded object into a file record with the oid its upload-url issued; the object must exist and have `fileSize` bytes (409 otherwise, and the upload stays pending). Write on the container.',
    tags: ['files'],
    request: {
      body: z
        .object({
          oid: chars(z.string().min(1), 64),
          fileName: chars(z.string().regex(/\S/), 1024),
          fileSize: z.number().int().min(0),
        })
        .strict(),
    },
    provenance: {
      targetKind: 'File',
      target: { from: 'response', field: 'oid', appIdOf: { label: 'ShepardFile', key: 'oid' } },
    },
    responses: {
      201: { description: 'The file record', schema: f.shepardFile },
      400: problemResponse('Invalid body'),
      ...authErrors,
      404: problemResponse('No such container, or no pending upload with this oid'),
      409: problemResponse('Nothing uploaded yet, or a size mismatch'),
      503: problemResponse('The adapter cannot presign'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'createDownloadUrl',
    method: 'GET',
    path: '/v2/file-containers/{containerAppId}/files/{oid}/download-url',
    summary:
      'A presigned GET URL (5 minutes) for one file, signed by the adapter that holds it; Read on the container. 503 when the active adapter cannot presign (whichever adapter holds the file), or when the one holding it cannot.',
    tags: ['files'],
    provenance: {
      targetKind: 'File',
      target: { from: 'path', param: 'oid', appIdOf: { label: 'ShepardFile', key: 'oid' } },
    },
    responses: {
      200: {
        description: 'Download URL',
        schema: z.object({
          downloadUrl: z.string(),
          expiresAt: z.iso.datetime(),
          method: z.literal('GET'),
          expiresInSeconds: z.number().int(),
        }),
      },
      ...authErrors,
      404: problemResponse('No such container or file'),
      503: problemResponse('The adapter cannot presign'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'getFileMetadata',
    method: 'GET',
    path: '/v2/file-containers/{containerAppId}/files/{oid}/metadata',
    summary:
      "What the enabled plugins' annotation parsers found in one file (fileformat-cad: STEP, 3DXML, JT, OBJ), as the semantic annotations stored on its container: predicate, value, numeric value, parser. Parsing runs in the background after the upload, so a fresh file may list nothing yet. Read on the container.",
    tags: ['files'],
    provenance: {
      targetKind: 'File',
      target: { from: 'path', param: 'oid', appIdOf: { label: 'ShepardFile', key: 'oid' } },
    },
    responses: {
      200: { description: "The file's metadata", schema: f.fileMetadata },
      ...authErrors,
      404: problemResponse('No such container or file'),
    },
  },
  // ── the video plugin's endpoints (404 while svc.plugins.video.enabled is off) ──
  {
    ...v2Shelf,
    operationId: 'getVideoMetadata',
    method: 'GET',
    path: '/v2/file-containers/{containerAppId}/files/{oid}/video',
    summary:
      'Video metadata of one file (video plugin): duration, container format, codecs, width, height, frame rate, bit rate, stream count, as ffprobe found them after the upload. Fields are null before the background probe ran, for a file that is no video, and when ffprobe is absent (`status` says which). Read on the container; 404 while the plugin is off.',
    tags: ['files'],
    provenance: {
      targetKind: 'File',
      target: { from: 'path', param: 'oid', appIdOf: { label: 'ShepardFile', key: 'oid' } },
    },
    responses: {
      200: { description: 'The video metadata', schema: f.videoView },
      ...authErrors,
      404: problemResponse('No such container or file, or the plugin is off'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'getVideoStreamUrl',
    method: 'GET',
    path: '/v2/file-containers/{containerAppId}/files/{oid}/video/stream-url',
    summary:
      'A presigned GET URL (1 hour) to stream one video (players use range requests on it); read on the container. 503 when the adapter holding the file cannot presign; 404 while the plugin is off.',
    tags: ['files'],
    provenance: {
      targetKind: 'File',
      target: { from: 'path', param: 'oid', appIdOf: { label: 'ShepardFile', key: 'oid' } },
    },
    responses: {
      200: { description: 'Stream URL', schema: f.videoStreamUrl },
      ...authErrors,
      404: problemResponse('No such container or file, or the plugin is off'),
      503: problemResponse('The adapter cannot presign'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'createVideoThumbnail',
    method: 'POST',
    path: '/v2/file-containers/{containerAppId}/files/{oid}/video/thumbnail',
    summary:
      'Takes one JPEG frame (320 px wide) at `atSeconds` with ffmpeg and stores it next to the video, in the same container, as `<name>.thumb-<t>s.jpg`; answers its file record. Write on the container. 400 when there is no frame at that time, 503 when ffmpeg is absent, 404 while the plugin is off.',
    tags: ['files'],
    request: { body: z.object({ atSeconds: z.number().min(0).max(86_400) }).strict() },
    provenance: {
      targetKind: 'File',
      target: { from: 'response', field: 'oid', appIdOf: { label: 'ShepardFile', key: 'oid' } },
    },
    responses: {
      201: { description: "The thumbnail's file record", schema: f.shepardFile },
      400: problemResponse('Invalid body, or no frame at that time'),
      ...authErrors,
      404: problemResponse('No such container or file, or the plugin is off'),
      503: problemResponse('ffmpeg is not installed'),
    },
  },
] as const satisfies readonly RouteDef[];
