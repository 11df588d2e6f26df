import { createGroupHandler } from '#core/http/group-handler.ts';
import { legacySemanticRoutes } from '#core/http/route-table/legacy-semantic.ts';
import { json, noContent } from '#core/http/api.ts';
import { ensureSchema } from '#core/graph/schema.ts';
import { logger } from '#core/observability/logger.ts';
import { pathId } from '#core/legacy/params.ts';
import { createRepository, deleteRepository, getRepository, listRepositories } from '#core/legacy/semantic/repositories.ts';
import { createAnnotation, deleteAnnotation, getAnnotation, listAnnotations, type AnnotationOwner } from '#core/legacy/semantic/annotations.ts';

ensureSchema().catch((error: unknown) => logger.warn('graph schema not applied yet', { error: error as Error }));

type Params = Readonly<Record<string, string>>;
const ofCollection = (p: Params): AnnotationOwner => ({ kind: 'Collection', collectionId: pathId(p, 'collectionId') });
const ofDataObject = (p: Params): AnnotationOwner => ({ kind: 'DataObject', collectionId: pathId(p, 'collectionId'), dataObjectId: pathId(p, 'dataObjectId') });
const ofReference = (p: Params): AnnotationOwner => ({
  kind: 'Reference', collectionId: pathId(p, 'collectionId'), dataObjectId: pathId(p, 'dataObjectId'), referenceId: pathId(p, 'referenceId'),
});
/** The owner and the annotation id, validated (400) before anything is looked up. */
const one = (owner: (p: Params) => AnnotationOwner, p: Params): [AnnotationOwner, number] => [owner(p), pathId(p, 'semanticAnnotationId')];
const repositoryId = (p: Params) => pathId(p, 'semanticRepositoryId');

export const handler = createGroupHandler('legacy-semantic', legacySemanticRoutes, {
  getAllSemanticRepositories: async ({ query }) => json(200, await listRepositories(query)),
  createSemanticRepository: async ({ principal, body }) => json(201, await createRepository(principal, body)),
  getSemanticRepository: async ({ pathParameters }) => json(200, await getRepository(repositoryId(pathParameters))),
  deleteSemanticRepository: async ({ principal, pathParameters }) => {
    await deleteRepository(principal, repositoryId(pathParameters));
    return noContent();
  },

  getAllCollectionAnnotations: async ({ principal, pathParameters }) => json(200, await listAnnotations(principal, ofCollection(pathParameters))),
  createCollectionAnnotation: async ({ principal, pathParameters, body }) => json(201, await createAnnotation(principal, ofCollection(pathParameters), body)),
  getCollectionAnnotation: async ({ principal, pathParameters }) => json(200, await getAnnotation(principal, ...one(ofCollection, pathParameters))),
  deleteCollectionAnnotation: async ({ principal, pathParameters }) => {
    await deleteAnnotation(principal, ...one(ofCollection, pathParameters));
    return noContent();
  },

  getAllDataObjectAnnotations: async ({ principal, pathParameters }) => json(200, await listAnnotations(principal, ofDataObject(pathParameters))),
  createDataObjectAnnotation: async ({ principal, pathParameters, body }) => json(201, await createAnnotation(principal, ofDataObject(pathParameters), body)),
  getDataObjectAnnotation: async ({ principal, pathParameters }) => json(200, await getAnnotation(principal, ...one(ofDataObject, pathParameters))),
  deleteDataObjectAnnotation: async ({ principal, pathParameters }) => {
    await deleteAnnotation(principal, ...one(ofDataObject, pathParameters));
    return noContent();
  },

  getAllReferenceAnnotations: async ({ principal, pathParameters }) => json(200, await listAnnotations(principal, ofReference(pathParameters))),
  createReferenceAnnotation: async ({ principal, pathParameters, body }) => json(201, await createAnnotation(principal, ofReference(pathParameters), body)),
  getReferenceAnnotation: async ({ principal, pathParameters }) => json(200, await getAnnotation(principal, ...one(ofReference, pathParameters))),
  deleteReferenceAnnotation: async ({ principal, pathParameters }) => {
    await deleteAnnotation(principal, ...one(ofReference, pathParameters));
    return noContent();
  },
});
