import { createGroupHandler } from '#core/http/group-handler.ts';
import { legacyRoutes } from '#core/http/route-table/legacy.ts';
import { json, noContent } from '#core/http/api.ts';
import { notFound } from '#core/http/problem.ts';
import { findUser } from '#core/users/users.ts';
import { getApiKey, listApiKeys, mintApiKey, revokeApiKey } from '#core/auth/api-keys.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';
import { createCollection, deleteCollection, getCollection, listCollections, updateCollection } from '#core/legacy/collections.ts';
import { createDataObject, deleteDataObject, getDataObject, listDataObjects, updateDataObject } from '#core/legacy/dataobjects.ts';
import { currentVersionOnly, pathId } from '#core/legacy/params.ts';
import { listRevisions, revisionView } from '#core/legacy/revisions.ts';
import { editPermissions, getPermissions, getRoles } from '#core/permissions/service.ts';

ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

const collection = (params: Readonly<Record<string, string>>) => ({ kind: 'Collection' as const, id: pathId(params, 'collectionId') });
const dataObject = (params: Readonly<Record<string, string>>) => ({ collectionId: pathId(params, 'collectionId'), id: pathId(params, 'dataObjectId') });

async function userOr404(username: string) {
  const user = await findUser(username);
  if (!user) throw notFound(`User ${username} does not exist.`);
  return user;
}

export const handler = createGroupHandler('legacy', legacyRoutes, {
  getCurrentUser: async ({ principal }) => json(200, await userOr404(principal.username)),
  getUser: async ({ pathParameters }) => json(200, await userOr404(pathParameters['username'] ?? '')),
  getAllApiKeys: async ({ principal, pathParameters }) => json(200, await listApiKeys(principal, pathParameters['username'] ?? '')),
  createApiKey: async ({ principal, pathParameters, body }) =>
    json(201, await mintApiKey(principal, pathParameters['username'] ?? '', body)),
  getApiKey: async ({ principal, pathParameters }) =>
    json(200, await getApiKey(principal, pathParameters['username'] ?? '', pathParameters['apikeyUid'] ?? '')),
  deleteApiKey: async ({ principal, pathParameters }) => {
    await revokeApiKey(principal, pathParameters['username'] ?? '', pathParameters['apikeyUid'] ?? '');
    return noContent();
  },

  getAllCollections: async ({ principal, query }) => json(200, await listCollections(principal, query)),
  createCollection: async ({ principal, body }) => json(201, await createCollection(principal, body)),
  getCollection: async ({ principal, pathParameters, query }) => {
    const { id } = collection(pathParameters);
    const current = await getCollection(principal, id);
    return json(200, query.versionUid ? await revisionView(id, query.versionUid) : current);
  },
  updateCollection: async ({ principal, pathParameters, body }) =>
    json(200, await updateCollection(principal, collection(pathParameters).id, body)),
  deleteCollection: async ({ principal, pathParameters }) => {
    await deleteCollection(principal, collection(pathParameters).id);
    return noContent();
  },
  getCollectionPermissions: async ({ principal, pathParameters }) => json(200, await getPermissions(principal, collection(pathParameters))),
  editCollectionPermissions: async ({ principal, pathParameters, body }) =>
    json(200, await editPermissions(principal, collection(pathParameters), body)),
  getCollectionRoles: async ({ principal, pathParameters }) => json(200, await getRoles(principal, collection(pathParameters))),

  getAllDataObjects: async ({ principal, pathParameters, query }) => {
    const { id } = collection(pathParameters);
    currentVersionOnly(query.versionUid);
    return json(200, await listDataObjects(principal, id, query));
  },
  createDataObject: async ({ principal, pathParameters, body }) =>
    json(201, await createDataObject(principal, collection(pathParameters).id, body)),
  getDataObject: async ({ principal, pathParameters, query }) => {
    const { collectionId, id } = dataObject(pathParameters);
    const current = await getDataObject(principal, collectionId, id);
    return json(200, query.versionUid ? await revisionView(id, query.versionUid) : current);
  },
  listRevisions: async ({ principal, pathParameters }) => json(200, await listRevisions(principal, pathParameters['appId'] ?? '')),
  updateDataObject: async ({ principal, pathParameters, body }) => {
    const { collectionId, id } = dataObject(pathParameters);
    return json(200, await updateDataObject(principal, collectionId, id, body));
  },
  deleteDataObject: async ({ principal, pathParameters }) => {
    const { collectionId, id } = dataObject(pathParameters);
    await deleteDataObject(principal, collectionId, id);
    return noContent();
  },
});
