import * as z from 'zod';
import type { RouteDef } from '../../kernel/route-types.ts';
import { authErrors, problemResponse, collectionInPath } from '../../kernel/route-common.ts';
import * as w from './wire.ts';
import { permissionRoutes } from '../../access/permissions/routes.ts';

const legacyShelf = { group: 'legacy', auth: 'authenticated', shelf: 'legacy' } as const;
const v2Shelf = { group: 'legacy', auth: 'authenticated', shelf: 'v2' } as const;

/** The permission rows (and their implementations' names) of the gated kind. */
export const collectionPermissions = {
  group: 'legacy',
  basePath: '/svc/api/collections/{collectionId}',
  tag: 'collection',
  get: { operationId: 'getCollectionPermissions', summary: 'Get Collection Permissions (needs manage)' },
  edit: {
    operationId: 'editCollectionPermissions',
    summary: 'Edit Collection Permissions (needs manage; only the owner hands ownership over)',
  },
  roles: { operationId: 'getCollectionRoles', summary: "Get the caller's Roles on the Collection (needs read)" },
  provenance: {
    permissions: {
      targetKind: 'Permissions',
      target: { from: 'path', param: 'collectionId', appIdOf: { label: 'BasicEntity' } },
      collection: collectionInPath,
    },
    roles: {
      targetKind: 'Collection',
      target: { from: 'path', param: 'collectionId', appIdOf: { label: 'BasicEntity' } },
      collection: collectionInPath,
    },
  },
} as const;

/** The legacy shelf `/svc/api` (group `legacy`), wire-compatible with upstream 5.2.0. */
export const collectionsRoutes = [
  // ── legacy: Collections ─────────────────────────────────────────────────────────────
  {
    ...legacyShelf,
    operationId: 'getAllCollections',
    method: 'GET',
    path: '/svc/api/collections',
    summary: 'Get All Collections (those the caller may read)',
    tags: ['collection'],
    request: { query: w.collectionListQuery },
    provenance: { targetKind: 'Collection', target: { from: 'const', value: 'collections' } },
    responses: {
      200: { description: 'ok', schema: z.array(w.collection) },
      400: problemResponse('bad request'),
      ...authErrors,
    },
  },
  {
    ...legacyShelf,
    operationId: 'createCollection',
    method: 'POST',
    path: '/svc/api/collections',
    summary: 'Create Collection (owned by the caller, Private)',
    tags: ['collection'],
    request: { body: w.collectionWrite },
    provenance: {
      targetKind: 'Collection',
      target: { from: 'response', field: 'appId' },
      collection: { from: 'response', field: 'appId' },
    },
    responses: {
      201: { description: 'created', schema: w.collection },
      400: problemResponse('bad request'),
      ...authErrors,
    },
  },
  {
    ...legacyShelf,
    operationId: 'getCollection',
    method: 'GET',
    path: '/svc/api/collections/{collectionId}',
    summary: 'Get Collection',
    tags: ['collection'],
    request: { query: w.versionQuery },
    provenance: {
      targetKind: 'Collection',
      target: { from: 'response', field: 'appId' },
      collection: { from: 'response', field: 'appId' },
    },
    responses: {
      200: { description: 'ok', schema: w.collection },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'updateCollection',
    method: 'PUT',
    path: '/svc/api/collections/{collectionId}',
    summary: 'Update Collection (replaces name, description and attributes; needs write)',
    tags: ['collection'],
    request: { body: w.collectionWrite },
    provenance: {
      targetKind: 'Collection',
      target: { from: 'response', field: 'appId' },
      collection: { from: 'response', field: 'appId' },
    },
    responses: {
      200: { description: 'ok', schema: w.collection },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'deleteCollection',
    method: 'DELETE',
    path: '/svc/api/collections/{collectionId}',
    summary: 'Delete Collection with its DataObjects (needs write)',
    tags: ['collection'],
    provenance: {
      targetKind: 'Collection',
      target: { from: 'path', param: 'collectionId', appIdOf: { label: 'BasicEntity' } },
      collection: collectionInPath,
    },
    responses: {
      204: { description: 'deleted' },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  ...permissionRoutes(collectionPermissions),
  // ── legacy: DataObjects (gated by their Collection's permissions) ───────────────────
  {
    ...legacyShelf,
    operationId: 'getAllDataObjects',
    currentVersionOnly: true,
    method: 'GET',
    path: '/svc/api/collections/{collectionId}/dataObjects',
    summary: 'Get All Data Objects (needs read on the Collection)',
    tags: ['dataObject'],
    request: { query: w.dataObjectListQuery },
    provenance: {
      targetKind: 'DataObject',
      target: { from: 'const', value: 'dataObjects' },
      collection: collectionInPath,
    },
    responses: {
      200: { description: 'ok', schema: z.array(w.dataObject) },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'createDataObject',
    method: 'POST',
    path: '/svc/api/collections/{collectionId}/dataObjects',
    summary:
      'Create Data Object (needs write on the Collection). 400 when the parent or a predecessor is not in the Collection.',
    tags: ['dataObject'],
    request: { body: w.dataObjectWrite },
    provenance: {
      targetKind: 'DataObject',
      target: { from: 'response', field: 'appId' },
      collection: collectionInPath,
    },
    responses: {
      201: { description: 'created', schema: w.dataObject },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
      409: problemResponse('changed concurrently'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'getDataObject',
    method: 'GET',
    path: '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}',
    summary: 'Get Data Object (needs read on the Collection)',
    tags: ['dataObject'],
    request: { query: w.versionQuery },
    provenance: {
      targetKind: 'DataObject',
      target: { from: 'response', field: 'appId' },
      collection: collectionInPath,
    },
    responses: {
      200: { description: 'ok', schema: w.dataObject },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'updateDataObject',
    method: 'PUT',
    path: '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}',
    summary:
      'Update Data Object (replaces every field and link; needs write on the Collection). 400 when the parent or a predecessor is the DataObject itself, is not in the Collection, or the parent is one of its descendants.',
    tags: ['dataObject'],
    request: { body: w.dataObjectWrite },
    provenance: {
      targetKind: 'DataObject',
      target: { from: 'response', field: 'appId' },
      collection: collectionInPath,
    },
    responses: {
      200: { description: 'ok', schema: w.dataObject },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
      409: problemResponse('changed concurrently'),
    },
  },
  {
    ...legacyShelf,
    operationId: 'deleteDataObject',
    method: 'DELETE',
    path: '/svc/api/collections/{collectionId}/dataObjects/{dataObjectId}',
    summary: 'Delete Data Object (its children and successors stay, unlinked; needs write on the Collection)',
    tags: ['dataObject'],
    provenance: {
      targetKind: 'DataObject',
      target: { from: 'path', param: 'dataObjectId', appIdOf: { label: 'BasicEntity' } },
      collection: collectionInPath,
    },
    responses: {
      204: { description: 'deleted' },
      400: problemResponse('bad request'),
      ...authErrors,
      404: problemResponse('not found'),
    },
  },
  {
    ...v2Shelf,
    operationId: 'listRevisions',
    method: 'GET',
    path: '/v2/revisions/{appId}',
    summary:
      'Kept revisions of a Collection or DataObject (svc.versioning.enabled), newest first; their `uid` is the legacy `versionUid`. Read on the Collection needed.',
    tags: ['versioning'],
    provenance: { targetKind: 'EntityRevision', target: { from: 'path', param: 'appId' } },
    responses: {
      200: {
        description: 'Revisions',
        schema: z.object({
          appId: z.string(),
          id: z.number().int(),
          revisions: z.array(
            z.object({ uid: z.string(), revision: z.number().int(), createdAt: z.string(), createdBy: z.string() }),
          ),
        }),
      },
      ...authErrors,
      404: problemResponse('No such entity'),
    },
  },
] as const satisfies readonly RouteDef[];
