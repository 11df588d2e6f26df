import { json, noContent, type ImplsFor } from '../../kernel/api.ts';
import { permissionImpls } from '../../access/permissions/routes.ts';
import { createCollection, deleteCollection, getCollection, listCollections, updateCollection } from './collections.ts';
import { createDataObject, deleteDataObject, getDataObject, updateDataObject } from './dataobjects.ts';
import { dataObjectsJson, readDataObjectPage } from './dataobject-list.ts';
import { listRevisions, revisionView } from './revisions.ts';
import { collectionPermissions, type collectionsRoutes } from './routes.ts';

export const collectionsImpls: ImplsFor<typeof collectionsRoutes> = {
  getAllCollections: async ({ principal, query }) => json(200, await listCollections(principal, query)),
  createCollection: async ({ principal, body }) => json(201, await createCollection(principal, body)),
  getCollection: async ({ principal, params, query }) => {
    const current = await getCollection(principal, params.collectionId);
    return json(200, query.versionUid ? await revisionView(params.collectionId, query.versionUid) : current);
  },
  updateCollection: async ({ principal, params, body }) =>
    json(200, await updateCollection(principal, params.collectionId, body)),
  deleteCollection: async ({ principal, params }) => {
    await deleteCollection(principal, params.collectionId);
    return noContent();
  },
  ...permissionImpls(collectionPermissions, 'Collection', 'collectionId'),

  getAllDataObjects: async ({ principal, params, query }) => ({
    status: 200,
    body: dataObjectsJson(await readDataObjectPage(principal, params.collectionId, query)),
    contentType: 'application/json',
  }),
  createDataObject: async ({ principal, params, body }) =>
    json(201, await createDataObject(principal, params.collectionId, body)),
  getDataObject: async ({ principal, params, query }) => {
    const current = await getDataObject(principal, params.collectionId, params.dataObjectId);
    return json(200, query.versionUid ? await revisionView(params.dataObjectId, query.versionUid) : current);
  },
  listRevisions: async ({ principal, params }) => json(200, await listRevisions(principal, params.appId)),
  updateDataObject: async ({ principal, params, body }) =>
    json(200, await updateDataObject(principal, params.collectionId, params.dataObjectId, body)),
  deleteDataObject: async ({ principal, params }) => {
    await deleteDataObject(principal, params.collectionId, params.dataObjectId);
    return noContent();
  },
};
